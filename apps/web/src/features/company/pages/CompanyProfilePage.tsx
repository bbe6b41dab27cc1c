import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EMPLOYER_MESSAGES, type Company } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { AccountProfileShell } from '@/lib/ui/AccountProfileShell';
import { useMyCompany, useSaveCompany } from '../api/companies';
import { CompanyForm, companyFormData } from '../components/CompanyForm';

/** /company-profile (spec 002 "Company profile edit"): the company's details and the form to change them. */
export function CompanyProfilePage() {
  const company = useMyCompany();
  return (
    <AccountProfileShell
      title="Company Profile"
      back={{ to: '/company-dashboard', label: 'Back to the company dashboard' }}
      query={company}
      what="your company"
      missing={{ text: 'You do not have a company account yet.', to: '/become-company', label: 'Create a Company account' }}
    >
      {(record) => <ProfileBody company={record} />}
    </AccountProfileShell>
  );
}

function ProfileBody({ company }: { company: Company }) {
  const save = useSaveCompany();
  // Remounts the form after a save so it starts from the saved values.
  const [version, setVersion] = useState(0);

  return (
    <>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-details">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Avatar src={company.logo} alt={company.logo ? `${company.name} logo` : ''} size={96} radius="md">
            {company.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} id="company-details" size="h3">
              {company.name}
            </Title>
            <Group gap={6}>
              {company.category.map((c) => (
                <Badge key={c.id} variant="light">
                  {c.name}
                </Badge>
              ))}
            </Group>
            <Text size="sm">
              <Text span fw={700}>
                Employees:
              </Text>{' '}
              {company.no_of_employees}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <Text span fw={700}>
                Address:
              </Text>{' '}
              {company.address}
            </Text>
          </Stack>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-edit">
        <Title order={2} id="company-edit" size="h3" mb="md">
          Edit company details
        </Title>
        <CompanyForm
          key={version}
          company={company}
          onSubmit={(values, report) =>
            save.mutate(
              { id: company.id, body: companyFormData(values) },
              {
                onSuccess: () => {
                  notifySuccess(EMPLOYER_MESSAGES.companyUpdated);
                  setVersion((v) => v + 1);
                },
                onError: (error) => report(error, EMPLOYER_MESSAGES.companyUpdateFailed),
              },
            )
          }
          actions={
            <Button type="submit" loading={save.isPending}>
              Save changes
            </Button>
          }
        />
      </Card>
    </>
  );
}
