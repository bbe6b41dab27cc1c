/**
 * The jobs page's "Jobs for you" tab (issue 15): the open jobs that fit the signed-in job seeker, best first, each
 * card with how well it fits and why. Loaded only when the tab is chosen.
 */
import { useRef } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PUBLIC_PAGE_SIZE } from '@portal/contract';
import { useRecommendedJobs } from '@/lib/queries/recommendedJobs';
import { Pager } from '@/lib/ui/Pager';
import { MatchBadge } from '@/lib/ui/MatchBadge';
import { LoadError } from '@/lib/ui/QueryState';
import { useFavourites } from '../api/favourites';
import { FavouriteCheckbox } from './FavouriteCheckbox';
import { JobCard, JobCardSkeletons } from './JobCard';

export function ForYouResults({ page, onPage, listClassName }: { page: number; onPage: (page: number) => void; listClassName: string }) {
  const jobs = useRecommendedJobs(page, PUBLIC_PAGE_SIZE);
  const favourites = useFavourites();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goTo = (p: number) => {
    onPage(p);
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };
  const data = jobs.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} id="job-results-heading" ref={headingRef} tabIndex={-1} fz={{ base: 'lg', sm: 'xl' }}>
          Jobs for you
        </Title>
        <Text size="sm" c="gray.7" mt={4}>
          Open jobs ranked by how well they fit your skills, sectors, town and education. Jobs you applied for are left out.
        </Text>
      </div>
      {jobs.isPending ? (
        <JobCardSkeletons count={4} withFoot className={listClassName} data-view="list" />
      ) : jobs.error || !data ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what="the jobs for you" />
      ) : data.count === 0 ? (
        <Alert color="gray" title="No job fits your profile yet">
          <Stack gap="sm" align="flex-start">
            <span>Add your skills and the sectors you work in to your CV, and jobs that fit will show here.</span>
            <Button component={Link} to="/jobs-my-resume" variant="default">
              Update your CV
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <ul className={listClassName} data-view="list">
            {data.results.map((job) => (
              <li key={job.id}>
                <Stack gap={6}>
                  <JobCard job={job} compact={false} favourite={<FavouriteCheckbox job={job.id} title={job.title} favourites={favourites} />} />
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <MatchBadge score={job.match.score} />
                    <Text size="sm" c="gray.8">
                      {job.match.reasons.join(' · ')}
                    </Text>
                  </Group>
                </Stack>
              </li>
            ))}
          </ul>
          <Pager page={page} count={data.count} pageSize={PUBLIC_PAGE_SIZE} onChange={goTo} label="Jobs for you pages" />
        </>
      )}
      <Text size="sm">
        Looking for something else? <Anchor component={Link} to="/jobs">Search all jobs</Anchor>.
      </Text>
    </Stack>
  );
}
