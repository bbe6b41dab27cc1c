import { Avatar } from '@mantine/core';
import { Group, Stack, Title, Badge, Card } from '@/lib/ui/plain';
import { EMPLOYER_MESSAGES, type Company } from '@portal/contract';
import { AccountProfileShell, ProfileEditCard, ProfileFact, useProfileSave } from '@/lib/ui/AccountProfileShell';
import { useMyCompany, useSaveCompany } from '../api/companies';
import { CompanyForm } from '../components/CompanyForm';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';
import { useLookupName } from '@/lib/lookup-names';
import { companyCategoriesQuery } from '@/lib/form-lookups';

/** /company-profile (spec 002 "Company profile edit"): the company's details and the form to change them. */
export function CompanyProfilePage() {
  const company = useMyCompany();
  return (
    <AccountProfileShell
      names={companyCategoriesQuery}
      title={t('sidebar.companyProfile')}
      back={{ to: '/company-dashboard', label: t('company.backToTheCompany') }}
      query={company}
      what={t('company.yourCompany2')}
      missing={{ text: t('company.youDoNotHave'), to: '/become-company', label: t('company.createACompanyAccount') }}
    >
      {(record) => <ProfileBody company={record} />}
    </AccountProfileShell>
  );
}

function ProfileBody({ company }: { company: Company }) {
  const { version, submit, saveButton } = useProfileSave(useSaveCompany(), {
    done: EMPLOYER_MESSAGES.companyUpdated,
    failed: EMPLOYER_MESSAGES.companyUpdateFailed,
  });
  const categoryName = useLookupName(companyCategoriesQuery);

  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-details">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Avatar
            src={company.logo}
            alt={company.logo ? t('job.logoAlt', { name: company.name }) : ''}
            size={96}
            radius="md"
          >
            {company.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} id="company-details" size="h3">
              {company.name}
            </Title>
            <Group gap={6}>
              {company.category.map((c) => (
                <Badge key={c.id} variant="light">
                  {categoryName(c.name)}
                </Badge>
              ))}
            </Group>
            <ProfileFact label={t('company.employees')}>{company.no_of_employees}</ProfileFact>
            <ProfileFact label={t('company.address')}>{company.address}</ProfileFact>
          </Stack>
        </Group>
      </Card>
      <ProfileEditCard id="company-edit" title={t('company.editCompanyDetails')}>
        <CompanyForm
          key={version}
          company={company}
          onSubmit={(values, report) => submit({ id: company.id, body: multipartOf(values, ['logo']) }, report)}
          actions={saveButton}
        />
      </ProfileEditCard>
    </>
  );
}
