import { useState, type ReactNode } from 'react';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal, Button } from '@mantine/core';
import { Group, Stack, Text, VisuallyHidden } from '@/lib/ui/plain';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { ALERTS, SKILLS_MESSAGES, today, type Competition } from '@portal/contract';
import { SeekerAccountNeeded } from '@/lib/ui/SeekerAccountNeeded';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { setAlert } from '@/lib/storage';
import { useApplyToCompetition } from '../api/competitionApplications';
import { ExternalButton, isWebLink } from './ExternalLink';
import { ItemCard } from './ItemCard';
import { t, translateServerMessage } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';
import { Link } from '@/lib/ui/Link';

export const competitionPath = (id: number) => `/competition-detail/${id}`;

/** "12 Mar 2026" or "12 Mar 2026 – 14 Mar 2026". */
export function dateRange(start: string, end: string): string {
  return start === end || !end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/**
 * The Apply action of a competition (decision 005): ended → a notice; an application link → that site in a new tab;
 * applied → a disabled "Applied"; a visitor → log in first; a signed-in user without the job seeker account → told
 * to create one; a job seeker → applies in the portal.
 */
export function CompetitionApply({
  competition: c,
  externalLabel = t('apply.apply'),
  fullWidth,
  size = 'sm',
}: {
  competition: Competition;
  externalLabel?: string;
  fullWidth?: boolean;
  size?: 'sm' | 'md';
}) {
  const session = useSession();
  const location = useLocation();
  const apply = useApplyToCompetition();
  const [seekersOnly, setSeekersOnly] = useState(false);
  const [confirming, confirm] = useDisclosure(false);
  const what: ReactNode = <VisuallyHidden> {t('catalogue.toTitle', { title: c.competition_title })}</VisuallyHidden>;

  if (c.end_date < today()) return <Text size="sm">{translateServerMessage(SKILLS_MESSAGES.applicationsClosed)}</Text>;
  if (isWebLink(c.application_link)) {
    return (
      <ExternalButton href={c.application_link} size={size} fullWidth={fullWidth}>
        {externalLabel}
        {what}
      </ExternalButton>
    );
  }
  if (c.has_applied || apply.isSuccess) {
    return (
      <Button disabled size={size} fullWidth={fullWidth}>
        {t('catalogue.applied')}
        {what}
      </Button>
    );
  }
  if (!session.isLoggedIn) {
    return (
      <Button
        component={Link}
        to="/login"
        state={{ from: { pathname: location.pathname, search: location.search, hash: location.hash } }}
        onClick={() => setAlert(ALERTS.loginFirst)}
        size={size}
        fullWidth={fullWidth}
      >
        {t('apply.apply')}
        {what}
      </Button>
    );
  }

  const send = () =>
    apply.mutate(c.id, {
      onSuccess: () => notifySuccess(SKILLS_MESSAGES.applied),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) setSeekersOnly(true);
        // Applied in another tab: the refetch turns the button into "Applied".
        else if (
          error instanceof ApiError &&
          error.status === 400 &&
          errorMessage(error) === SKILLS_MESSAGES.alreadyApplied
        )
          notifyInfo(SKILLS_MESSAGES.alreadyApplied);
        else notifyError(errorMessage(error), t('catalogue.couldNotSendYour'));
      },
    });

  // An application is sent only once confirmed, saying what the organiser will see.
  const onApply = () => {
    // Groups not loaded yet: the server decides (403 for a user without the job seeker account).
    if (session.groups !== undefined && !session.hasGroup('JobSeeker')) {
      setSeekersOnly(true);
      return;
    }
    confirm.open();
  };

  return (
    <Stack gap="xs" w={fullWidth ? '100%' : undefined}>
      <Button onClick={onApply} loading={apply.isPending} size={size} fullWidth={fullWidth}>
        {t('apply.apply')}
        {what}
      </Button>
      {seekersOnly && <SeekerAccountNeeded message={SKILLS_MESSAGES.seekersOnly} />}
      {/* A Modal of its own: the public pages have no modals provider (it belongs to the signed-in area). */}
      <Modal opened={confirming} onClose={confirm.close} title={t('catalogue.applyToThisCompetition')} centered>
        <Stack gap="md">
          <Text>
            <Message id="catalogue.organiserWillSee" elements={{ title: <strong>{c.competition_title}</strong> }} />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                confirm.close();
                send();
              }}
            >
              {t('apply.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** A competition in the list (spec 000 §2.8): title, dates, place and the Apply action. */
export function CompetitionCard({ competition: c }: { competition: Competition }) {
  return (
    <ItemCard title={c.competition_title} to={competitionPath(c.id)}>
      {c.provider_name && (
        <Text size="sm" c="dimmed">
          {t('catalogue.by', { provider_name: c.provider_name })}
        </Text>
      )}
      <Text size="sm">{dateRange(c.start_date, c.end_date)}</Text>
      <Text size="sm">{t('catalogue.locatedAt', { location: c.location })}</Text>
      <Stack mt="auto" pt={6} gap={0} align="flex-start">
        <CompetitionApply competition={c} />
      </Stack>
    </ItemCard>
  );
}
