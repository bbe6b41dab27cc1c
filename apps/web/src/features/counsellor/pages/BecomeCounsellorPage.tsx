import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CAREERS_MESSAGES } from '@portal/contract';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useBecomeGuard } from '../../../lib/useBecomeGuard';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { useSaveCounsellor } from '../api/counsellor';
import { CounsellorForm, counsellorFormData, reportCounsellorError } from '../components/CounsellorForm';

export const LOGIN_FIRST = 'Please log in before you create a career counsellor account.';

/**
 * /become-career-counsellor (spec 002 "Career counsellor registration", step 2 of 2). A user who already holds the
 * account type goes to the dashboard with an alert; one whose account was deactivated fills the form again to restore it.
 */
export function BecomeCounsellorPage() {
  usePageTitle("Creating Career Counsellor's account");
  const save = useSaveCounsellor();
  const ready = useBecomeGuard('CarrierCouncillor', { loginFirst: LOGIN_FIRST, alreadyHeld: CAREERS_MESSAGES.alreadyCounsellor }, save.isPending || save.isSuccess);
  const navigate = useNavigate();

  if (!ready) return <PageLoader />;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            Step 2 of 2
          </Text>
          <Title order={1}>Creating Career Counsellor&apos;s account</Title>
          <Text>Tell job seekers how you can help them. You can then add your counselling centre, resources and events.</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <CounsellorForm
            counsellor={null}
            error={save.error}
            failureTitle={CAREERS_MESSAGES.registerFailed}
            onSubmit={(values, form, formEl) =>
              save.mutate(
                { id: null, body: counsellorFormData(values, false) },
                {
                  onSuccess: () => {
                    notifySuccess(CAREERS_MESSAGES.registered);
                    void navigate('/dashboard');
                  },
                  onError: (error) => reportCounsellorError(error, CAREERS_MESSAGES.registerFailed, form, formEl),
                },
              )
            }
            actions={
              <>
                <Button component={Link} to="/other-type-picker" variant="default">
                  Back
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Create Career Counsellor account
                </Button>
              </>
            }
          />
        </Card>
      </Stack>
    </Container>
  );
}
