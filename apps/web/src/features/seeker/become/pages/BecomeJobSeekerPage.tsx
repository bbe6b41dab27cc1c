import { useEffect, useRef } from 'react';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEEKER_MESSAGES } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { setAlert } from '@/lib/storage';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useCreateProfile } from '../../api/profile';
import { PersonalDetailsForm, personalValuesOf } from '../components/PersonalDetailsForm';
import { multipartOf } from '@/lib/forms/multipart';

export const BECOME_MESSAGES = {
  loginFirst: 'Please log in before you create a job seeker account.',
  alreadyHeld: 'You already have a Job Seeker account. No need to create another.',
} as const;

const EMPTY = personalValuesOf(null);

/**
 * /become-job-seeker (spec 002 "Account-type picker", step 2 of 2): the personal details that create the job seeker
 * profile and with it the JobSeeker account type. Public in the route table, but it needs a session: a visitor is
 * sent to log in, and a user who already is a job seeker to the dashboard, each with the spec's alert.
 */
export function BecomeJobSeekerPage() {
  usePageTitle('Create a Job Seeker account');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateProfile();
  const left = useRef(false);
  const held = session.hasGroup('JobSeeker');
  // Once the profile is created the user holds the group: that must not read as "already have one".
  const creating = create.isPending || create.isSuccess;

  useEffect(() => {
    if (left.current || creating) return;
    if (!session.isLoggedIn) {
      left.current = true;
      setAlert(BECOME_MESSAGES.loginFirst);
      void navigate('/login', { replace: true, state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
    } else if (held) {
      left.current = true;
      setAlert(BECOME_MESSAGES.alreadyHeld);
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
          <Title order={1}>Create your Job Seeker account</Title>
          <Text>Tell employers a little about yourself. You can add your skills, experience and CV on the next page.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <PersonalDetailsForm
            initial={EMPTY}
            onSubmit={(values, report) =>
              create.mutate(multipartOf(values), {
                onSuccess: () => {
                  notifySuccess(SEEKER_MESSAGES.profileCreated);
                  void navigate('/jobs-my-resume');
                },
                onError: (error) => {
                  report(error, SEEKER_MESSAGES.profileCreateFailed);
                },
              })
            }
            actions={
              <>
                <Button component={Link} to="/account-type-picker" variant="default">
                  Back
                </Button>
                <Button type="submit" loading={create.isPending}>
                  Create Profile
                </Button>
              </>
            }
          />
        </Card>
      </Stack>
    </Container>
  );
}
