import { Alert, Button } from '@mantine/core';
import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { JOB_ALERT_MESSAGES } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useUnsubscribe, useUnsubscribeLink } from '../api/jobAlerts';
import { t, translateServerMessage } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

/**
 * /job-alerts/unsubscribe/{token}: the link at the foot of an alert's mail. Opening it changes nothing (mail
 * scanners open links); the button turns the alert off, without signing in.
 */
export function UnsubscribePage() {
  usePageTitle(t('alert.stopAJobAlert'));
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe(token);
  const invalid = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('alert.stopAJobAlert')}</Title>
        {link.isPending ? (
          <PageLoader />
        ) : invalid ? (
          <Alert color="gray" title={t('alert.linkNotValid')}>
            {translateServerMessage(JOB_ALERT_MESSAGES.noSuchLink)}
          </Alert>
        ) : link.error || !link.data ? (
          <Alert color="red.9" title={t('routeError.title')}>
            {errorMessage(link.error)}
          </Alert>
        ) : stop.isSuccess || !link.data.active ? (
          <Alert color="green" title={t('alert.alertStopped')} role="status">
            {translateServerMessage(JOB_ALERT_MESSAGES.unsubscribed)} (“{link.data.name}”)
          </Alert>
        ) : (
          <>
            <Text>
              <MessageWithLink
                id="alert.stopSendingConfirm"
                values={{ name: link.data.name }}
                to="/saved-searches"
                label={t('alert.jobAlerts')}
              />
            </Text>
            {stop.error && (
              <Text c="red.8" role="alert">
                {errorMessage(stop.error)}
              </Text>
            )}
            <div>
              <Button color="red.9" onClick={() => stop.mutate()} loading={stop.isPending}>
                {t('alert.stopThisAlert')}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
