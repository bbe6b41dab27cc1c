/**
 * The jobs page's "Jobs for you" tab (issue 15): the open jobs that fit the signed-in job seeker, best first, each
 * card with how well it fits and why. Loaded only when the tab is chosen.
 */
import { useRef } from 'react';
import { Alert, Title } from '@mantine/core';
import { Anchor, Group, Stack, Text, Button } from '@/lib/ui/plain';
import { PUBLIC_PAGE_SIZE } from '@portal/contract';
import { useRecommendedJobs } from '@/lib/queries/recommendedJobs';
import { Pager } from '@/lib/ui/Pager';
import { MatchBadge } from '@/lib/ui/MatchBadge';
import { LoadError } from '@/lib/ui/QueryState';
import { useFavourites } from '../api/favourites';
import { FavouriteCheckbox } from './FavouriteCheckbox';
import { JobCard, JobCardSkeletons } from './JobCard';
import { useMatchReasons } from '@/lib/match-reasons';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function ForYouResults({
  page,
  onPage,
  listClassName,
}: {
  page: number;
  onPage: (page: number) => void;
  listClassName: string;
}) {
  const jobs = useRecommendedJobs(page, PUBLIC_PAGE_SIZE);
  const matchReasons = useMatchReasons();
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
          {t('jobs.forYouTab')}
        </Title>
        <Text size="sm" c="gray.7" mt={4}>
          {t('forYou.intro')}
        </Text>
      </div>
      {jobs.isPending ? (
        <JobCardSkeletons count={4} withFoot className={listClassName} data-view="list" />
      ) : jobs.error || !data ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} what={t('forYou.theJobs')} />
      ) : data.count === 0 ? (
        <Alert color="gray" title={t('forYou.none')}>
          <Stack gap="sm" align="flex-start">
            <span>{t('forYou.noneHint')}</span>
            <Button component={Link} to="/jobs-my-resume" variant="default">
              {t('forYou.updateCv')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <ul className={listClassName} data-view="list">
            {data.results.map((job) => (
              <li key={job.id}>
                <Stack gap={6}>
                  <JobCard
                    job={job}
                    compact={false}
                    favourite={<FavouriteCheckbox job={job.id} title={job.title} favourites={favourites} />}
                  />
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <MatchBadge score={job.match.score} />
                    <Text size="sm" c="gray.8">
                      {matchReasons(job.match.reasons)}
                    </Text>
                  </Group>
                </Stack>
              </li>
            ))}
          </ul>
          <Pager page={page} count={data.count} pageSize={PUBLIC_PAGE_SIZE} onChange={goTo} label={t('forYou.pages')} />
        </>
      )}
      <Text size="sm">
        {t('forYou.else')}{' '}
        <Anchor component={Link} to="/jobs">
          {t('forYou.searchAll')}
        </Anchor>
      </Text>
    </Stack>
  );
}
