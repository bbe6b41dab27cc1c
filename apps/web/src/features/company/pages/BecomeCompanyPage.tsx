import { useEffect, useRef } from 'react';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { EMPLOYER_MESSAGES } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useSession } from '../../../lib/session';
import { setAlert } from '../../../lib/storage';
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
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveCompany();
  const left = useRef(false);
  const held = session.hasGroup('Company');
  // Once created the user holds the group: that must not read as "already have one".
  const creating = save.isPending || save.isSuccess;

  useEffect(() => {
    if (left.current || creating) return;
    if (!session.isLoggedIn) {
      left.current = true;
      setAlert(LOGIN_FIRST);
      void navigate('/login', { replace: true, state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
    } else if (held) {
      left.current = true;
      setAlert(EMPLOYER_MESSAGES.alreadyCompany);
      void navigate('/dashboard', { replace: true });
    }
  }, [session.isLoggedIn, held, creating, navigate, location]);

  if (!creating && (!session.isLoggedIn || session.isUserLoading || held)) return <PageLoader />;

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
