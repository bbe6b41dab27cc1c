import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { JOB_ALERT_MESSAGES } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useUnsubscribe, useUnsubscribeLink } from '../api/jobAlerts';

/**
 * /job-alerts/unsubscribe/{token}: the link at the foot of an alert's mail. Opening it changes nothing (mail
 * scanners open links); the button turns the alert off, without signing in.
 */
export function UnsubscribePage() {
  usePageTitle('Stop a job alert');
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe(token);
  const invalid = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Stop a job alert</Title>
        {link.isPending ? (
          <PageLoader />
        ) : invalid ? (
          <Alert color="gray" title="Link not valid">
            {JOB_ALERT_MESSAGES.noSuchLink}
          </Alert>
        ) : link.error || !link.data ? (
          <Alert color="red.9" title="Something went wrong">
            {errorMessage(link.error)}
          </Alert>
        ) : stop.isSuccess || !link.data.active ? (
          <Alert color="green" title="Alert stopped" role="status">
            {JOB_ALERT_MESSAGES.unsubscribed} (“{link.data.name}”)
          </Alert>
        ) : (
          <>
            <Text>
              Stop sending the job alert “{link.data.name}”? You can turn it on again from{' '}
              <Anchor component={Link} to="/saved-searches">
                Job alerts
              </Anchor>{' '}
              when you are signed in.
            </Text>
            {stop.error && (
              <Text c="red.8" role="alert">
                {errorMessage(stop.error)}
              </Text>
            )}
            <div>
              <Button color="red.9" onClick={() => stop.mutate()} loading={stop.isPending}>
                Stop this alert
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
