import { useState } from 'react';
import { Alert, SimpleGrid, Group, Button } from '@mantine/core';
import { Anchor, Container, Stack, Text, Title } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import { INVITATION_MESSAGES, JOB_INVITATIONS_PER_DAY, type SuggestedCandidate } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { parseId } from '@/lib/ids';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { EmptyState } from '@/lib/ui/EmptyState';
import { MatchBadge } from '@/lib/ui/MatchBadge';
import { Pager } from '@/lib/ui/Pager';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { useCompanyJob } from '../api/jobs';
import { useInviteToApply, useSuggestedCandidates } from '../api/suggestions';
import { SeekerCard, seekerProfilePath } from '../components/SeekerCard';
import { useMatchReasons } from '@/lib/match-reasons';
import { t, translateServerMessage } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';
import { Link } from '@/lib/ui/Link';
import { editPath } from '@/lib/useEditId';

const PAGE_SIZE = 12;

/**
 * /company-suggested-candidates?job={id} (issue 15): the job seekers who let employers find them, ranked by how well
 * they fit one of the company's jobs, each with the reasons, their profile and an invitation to apply.
 */
export function SuggestedCandidatesPage() {
  usePageTitle(t('company.suggestedCandidates'));
  const [params] = useSearchParams();
  const jobId = parseId(params.get('job'));
  const [page, setPage] = useState(1);
  const job = useCompanyJob(jobId);
  const suggestions = useSuggestedCandidates(jobId, page, PAGE_SIZE);

  if (jobId === null || job.error) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{t('company.suggestedCandidates')}</Title>
          <Alert color="red" role="alert" title={t('company.chooseOneOfYour')}>
            <Text size="sm">
              <MessageWithLink
                id="company.openSuggestedFrom"
                to="/company-manage-job"
                label={t('sidebar.manageJobs')}
              />
            </Text>
          </Alert>
        </Stack>
      </Container>
    );
  }

  const open = job.data ? job.data.is_open && job.data.unpublished_reason == null : true;
  const left = suggestions.data?.invitations_left_today ?? JOB_INVITATIONS_PER_DAY;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('company.suggestedCandidates')}</Title>
          {job.data && (
            <Text fw={600}>
              {t('company.for')}{' '}
              <Anchor component={Link} to={`/job-detail/${job.data.id}`}>
                {job.data.title}
              </Anchor>
            </Text>
          )}
          <Text>{t('company.jobSeekersWhoChose')}</Text>
        </Stack>
        {!open && (
          <Alert color="yellow" title={t('company.thisJobIsClosed')}>
            {translateServerMessage(INVITATION_MESSAGES.closed)}{' '}
            <Anchor component={Link} to={editPath('/company-post-job', jobId)}>
              {t('company.editTheJob')}
            </Anchor>
          </Alert>
        )}
        {suggestions.isPending ? (
          <CardSkeletons />
        ) : suggestions.error ? (
          <LoadError
            error={suggestions.error}
            onRetry={() => void suggestions.refetch()}
            what={t('company.theSuggestedCandidates')}
          />
        ) : suggestions.data.count === 0 ? (
          <EmptyState title={t('company.noSuggestionsYet')}>
            <MessageWithLink
              id="company.nobodyFitsYet"
              to={`/company-manage-job-applications?job=${jobId}`}
              label={t('company.whoApplied')}
            />
          </EmptyState>
        ) : (
          <>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {t('company.peopleFitThisJob', { count: suggestions.data.count })}
              </Text>
              <Text size="sm" aria-live="polite">
                {t('company.invitationsLeftTodayOf', { left, JOB_INVITATIONS_PER_DAY })}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {suggestions.data.results.map((c) => (
                <CandidateCard key={c.job_seeker_id} job={jobId} candidate={c} canInvite={open && left > 0} />
              ))}
            </SimpleGrid>
            <Pager
              page={page}
              count={suggestions.data.count}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              label={t('company.suggestedCandidatePages')}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

function CandidateCard({
  job,
  candidate,
  canInvite,
}: {
  job: number;
  candidate: SuggestedCandidate;
  canInvite: boolean;
}) {
  const invite = useInviteToApply(job);
  const matchReasons = useMatchReasons();
  const inviting = invite.isPending && invite.variables === candidate.job_seeker_id;
  return (
    <SeekerCard
      person={candidate}
      badge={<MatchBadge score={candidate.match.score} />}
      actions={
        <Group gap="xs" grow>
          <Button
            component={Link}
            to={seekerProfilePath(candidate.job_seeker_id)}
            variant="default"
            aria-label={t('company.viewTheProfileOf', { name: candidate.name })}
          >
            {t('company.viewProfile')}
          </Button>
          {candidate.invited ? (
            <Button
              disabled
              aria-label={t('company.wasInvitedOn', { name: candidate.name, value1: formatDate(candidate.invited) })}
            >
              {t('company.invited')} {formatDate(candidate.invited, 'D MMM')}
            </Button>
          ) : (
            <Button
              loading={inviting}
              disabled={!canInvite}
              aria-label={t('company.inviteToApply', { name: candidate.name })}
              onClick={() =>
                invite.mutate(candidate.job_seeker_id, {
                  onSuccess: () => notifySuccess(INVITATION_MESSAGES.sent),
                  onError: (error) => notifyError(errorMessage(error), t('company.theInvitationWasNot')),
                })
              }
            >
              {t('company.inviteToApply2')}
            </Button>
          )}
        </Group>
      }
    >
      {candidate.match.reasons.length > 0 && (
        <Text size="sm" c="gray.7">
          {matchReasons(candidate.match.reasons)}
        </Text>
      )}
    </SeekerCard>
  );
}
