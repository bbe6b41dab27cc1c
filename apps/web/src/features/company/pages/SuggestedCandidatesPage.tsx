import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
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

const PAGE_SIZE = 12;

/**
 * /company-suggested-candidates?job={id} (issue 15): the job seekers who let employers find them, ranked by how well
 * they fit one of the company's jobs, each with the reasons, their profile and an invitation to apply.
 */
export function SuggestedCandidatesPage() {
  usePageTitle('Suggested candidates');
  const [params] = useSearchParams();
  const jobId = parseId(params.get('job'));
  const [page, setPage] = useState(1);
  const job = useCompanyJob(jobId);
  const suggestions = useSuggestedCandidates(jobId, page, PAGE_SIZE);

  if (jobId === null || job.error) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Suggested candidates</Title>
          <Alert color="red" role="alert" title="Choose one of your jobs">
            <Text size="sm">
              Open the suggested candidates of a job from{' '}
              <Anchor component={Link} to="/company-manage-job">
                Manage Jobs
              </Anchor>
              .
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
          <Title order={1}>Suggested candidates</Title>
          {job.data && (
            <Text fw={600}>
              For{' '}
              <Anchor component={Link} to={`/job-detail/${job.data.id}`}>
                {job.data.title}
              </Anchor>
            </Text>
          )}
          <Text>
            Job seekers who chose to let employers find them, best fit first. Open a profile to see the whole CV, and
            invite the people you like to apply: they get a notification and an e-mail.
          </Text>
        </Stack>
        {!open && (
          <Alert color="yellow" title="This job is closed">
            {INVITATION_MESSAGES.closed}{' '}
            <Anchor component={Link} to={`/company-post-job?edit=${jobId}`}>
              Edit the job
            </Anchor>
          </Alert>
        )}
        {suggestions.isPending ? (
          <CardSkeletons />
        ) : suggestions.error ? (
          <LoadError error={suggestions.error} onRetry={() => void suggestions.refetch()} what="the suggested candidates" />
        ) : suggestions.data.count === 0 ? (
          <EmptyState title="No suggestions yet">
            Nobody who lets employers find them fits this job yet. New people join every day: look again later, or see{' '}
            <Anchor component={Link} to={`/company-manage-job-applications?job=${jobId}`}>
              who applied
            </Anchor>
            .
          </EmptyState>
        ) : (
          <>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {suggestions.data.count} {suggestions.data.count === 1 ? 'person fits' : 'people fit'} this job
              </Text>
              <Text size="sm" aria-live="polite">
                Invitations left today: {left} of {JOB_INVITATIONS_PER_DAY}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {suggestions.data.results.map((c) => (
                <CandidateCard key={c.job_seeker_id} job={jobId} candidate={c} canInvite={open && left > 0} />
              ))}
            </SimpleGrid>
            <Pager page={page} count={suggestions.data.count} pageSize={PAGE_SIZE} onChange={setPage} label="Suggested candidate pages" />
          </>
        )}
      </Stack>
    </Container>
  );
}

function CandidateCard({ job, candidate, canInvite }: { job: number; candidate: SuggestedCandidate; canInvite: boolean }) {
  const invite = useInviteToApply(job);
  const inviting = invite.isPending && invite.variables === candidate.job_seeker_id;
  return (
    <SeekerCard
      person={candidate}
      badge={<MatchBadge score={candidate.match.score} />}
      actions={
        <Group gap="xs" grow>
          <Button component={Link} to={seekerProfilePath(candidate.job_seeker_id)} variant="default" aria-label={`View the profile of ${candidate.name}`}>
            View profile
          </Button>
          {candidate.invited ? (
            <Button disabled aria-label={`${candidate.name} was invited on ${formatDate(candidate.invited)}`}>
              Invited {formatDate(candidate.invited, 'D MMM')}
            </Button>
          ) : (
            <Button
              loading={inviting}
              disabled={!canInvite}
              aria-label={`Invite ${candidate.name} to apply`}
              onClick={() =>
                invite.mutate(candidate.job_seeker_id, {
                  onSuccess: () => notifySuccess(INVITATION_MESSAGES.sent),
                  onError: (error) => notifyError(errorMessage(error), 'The invitation was not sent'),
                })
              }
            >
              Invite to apply
            </Button>
          )}
        </Group>
      }
    >
      {candidate.match.reasons.length > 0 && (
        <Text size="sm" c="gray.7">
          {candidate.match.reasons.join(' · ')}
        </Text>
      )}
    </SeekerCard>
  );
}
