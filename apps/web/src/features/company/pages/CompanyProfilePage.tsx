import { Anchor, Avatar, Badge, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EMPLOYER_MESSAGES, type Company } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { LoadError } from '../../../lib/ui/QueryState';
import { useMyCompany, useSaveCompany } from '../api/companies';
import { CompanyForm, companyFormData, reportCompanyError } from '../components/CompanyForm';

/** /company-profile (spec 002 "Company profile edit"): the company's details and the form to change them. */
export function CompanyProfilePage() {
  usePageTitle('Company Profile');
  const company = useMyCompany();

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Company Profile</Title>
          <Anchor component={Link} to="/company-dashboard">
            Back to the company dashboard
          </Anchor>
        </Group>
        {company.isPending ? (
          <Card withBorder padding="lg" aria-busy="true" aria-label="Loading">
            <Stack>
              <Skeleton height={72} width={72} radius="md" />
              <Skeleton height={18} width="60%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Card>
        ) : company.error ? (
          <LoadError error={company.error} onRetry={() => void company.refetch()} what="your company" />
        ) : company.data ? (
          <ProfileBody company={company.data} />
        ) : (
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Text>You do not have a company account yet.</Text>
              <Button component={Link} to="/become-company">
                Create a Company account
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
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
          onSubmit={(values, form, formEl) =>
            save.mutate(
              { id: company.id, body: companyFormData(values) },
              {
                onSuccess: () => {
                  notifySuccess(EMPLOYER_MESSAGES.companyUpdated);
                  setVersion((v) => v + 1);
                },
                onError: (error) => reportCompanyError(error, EMPLOYER_MESSAGES.companyUpdateFailed, form, formEl),
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
