import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { EMPLOYER_MESSAGES } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useBecomeGuard } from '../../../lib/useBecomeGuard';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSaveCompany } from '../api/companies';
import { CompanyForm, companyFormData, reportCompanyError } from '../components/CompanyForm';

export const LOGIN_FIRST = 'Please log in before you create a company account.';

/**
 * /become-company (spec 002 "Company registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Company account type to the dashboard, each with an alert.
 * A user whose company was deactivated fills the form again: the POST restores it.
 */
export function BecomeCompanyPage() {
  usePageTitle('Create a Company account');
  const save = useSaveCompany();
  const ready = useBecomeGuard('Company', { loginFirst: LOGIN_FIRST, alreadyHeld: EMPLOYER_MESSAGES.alreadyCompany }, save.isPending || save.isSuccess);
  const navigate = useNavigate();

  if (!ready) return <PageLoader />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            Step 2 of 2
          </Text>
          <Title order={1}>Create your Company account</Title>
          <Text>Tell job seekers about your company. You can post jobs as soon as it is created.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <CompanyForm
            company={null}
            onSubmit={(values, form, formEl) =>
              save.mutate(
                { id: null, body: companyFormData(values) },
                {
                  onSuccess: () => {
                    notifySuccess(EMPLOYER_MESSAGES.companyRegistered);
                    void navigate('/dashboard');
                  },
                  onError: (error) => reportCompanyError(error, EMPLOYER_MESSAGES.companyRegisterFailed, form, formEl),
                },
              )
            }
            actions={
              <>
                <Button component={Link} to="/other-type-picker" variant="default">
                  Back
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Create Company
                </Button>
              </>
            }
          />
        </Card>
      </Stack>
    </Container>
  );
}
