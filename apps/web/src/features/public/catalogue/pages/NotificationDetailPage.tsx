import { useEffect, useRef } from 'react';
import { Container, Paper, Stack, Text, Title, Button } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { parseId } from '@/lib/ids';
import { useMarkNotificationSeen, useNotification } from '@/lib/queries/notifications';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { ExternalButton, isWebLink } from '../components/ExternalLink';
import { Facts } from '../components/Facts';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** A path inside the portal ("/jobs-applied-job"), not "//other.site" or a full address. */
const isInternalPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** What the button says, by where the notification leads. */
const actionLabels = (): [RegExp, string][] => [
  [/^\/jobs-applied-job\b/, t('catalogue.seeYourApplications')],
  [/^\/company-manage-job-applications\b/, t('catalogue.seeTheApplicants')],
  [/^\/skills-applications\b/, t('catalogue.seeTheApplications')],
  [/^\/my-competitions\b/, t('catalogue.seeYourCompetitions')],
  [/^\/job-detail\//, t('catalogue.openTheJob')],
];

function ActionLink({ link }: { link: string | null }) {
  const target = link?.trim();
  if (!target) return null;
  if (isInternalPath(target)) {
    return (
      <Button component={Link} to={target}>
        {actionLabels().find(([pattern]) => pattern.test(target))?.[1] ?? t('company.open')}
      </Button>
    );
  }
  if (isWebLink(target)) return <ExternalButton href={target}>{t('catalogue.openTheLink')}</ExternalButton>;
  return null;
}

/** /notification-detail/{id} (spec 000 §2.13; signed in): one of the user's notifications. */
export function NotificationDetailPage() {
  const id = parseId(useParams().id);
  const query = useNotification(id);
  const { mutate: markSeen } = useMarkNotificationSeen();
  const unseenId = query.data && !query.data.seen ? query.data.id : null;
  const marked = useRef<number | null>(null);

  // Opening a notification reads it, once per notification. A failure is harmless (it stays unread), so not shown.
  useEffect(() => {
    if (unseenId === null || marked.current === unseenId) return;
    marked.current = unseenId;
    markSeen(unseenId);
  }, [unseenId, markSeen]);
  usePageTitle(
    query.data?.title ??
      (id === null || query.isError ? t('catalogue.notificationNotFound') : t('catalogue.notification')),
  );

  return (
    <DetailState
      id={id}
      query={query}
      what={t('catalogue.thisNotification')}
      notFound={{
        title: t('catalogue.notificationNotFound'),
        text: t('catalogue.thisNotificationDoesNot'),
        backTo: '/dashboard',
        backLabel: t('account.goToMyAccount'),
      }}
    >
      {(n) => (
        <>
          <Banner eyebrow={t('catalogue.notification')} title={n.title} />
          <Container py="xl" size="md">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md" align="flex-start">
                <Facts items={[{ label: t('catalogue.receivedOn'), value: formatDateTime(n.created) }]} />
                <Stack gap="xs" component="section" aria-labelledby="notification-details">
                  <Title order={2} size="h4" id="notification-details">
                    {t('report.details')}
                  </Title>
                  <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.body}</Text>
                </Stack>
                <ActionLink link={n.action_link} />
              </Stack>
            </Paper>
          </Container>
        </>
      )}
    </DetailState>
  );
}
