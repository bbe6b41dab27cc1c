import '@mantine/core/styles/Table.layer.css';
import { useEffect } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { MOBILE_BREAKPOINT_PX, SEEKER_MESSAGES, type FavoriteJob } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useFavouriteJobs, useRemoveFavourite } from '../../api/favourites';
import classes from '../components/cards.module.css';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { CompanyLogo } from '../../components/CompanyLogo';
import { JobLink, ViewJobButton } from '../../components/JobLink';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
import { DataTable, type Column } from '@/lib/ui/DataTable';

const REMOVE_FAILED = 'Failed to remove the saved job';

/** /favorite-jobs (spec 001 "Saved Jobs"): the seeker's saved jobs, server-paged, with remove. */
export function SavedJobsPage() {
  usePageTitle('Saved Jobs');
  const paging = useUrlPaging();
  const { page, pageSize, setPaging } = paging;
  const favourites = useFavouriteJobs(page, pageSize);
  const remove = useRemoveFavourite();
  const isCompact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  const data = favourites.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  // Removing the last job of the last page leaves it empty: show the page before instead.
  const emptyPage = !!data && !favourites.isPlaceholderData && data.results.length === 0 && data.count > 0 && page > lastPage;

  useEffect(() => {
    if (emptyPage) setPaging({ page: lastPage, replace: true });
  }, [emptyPage, lastPage, setPaging]);

  const confirmRemove = (job: FavoriteJob) =>
    modals.openConfirmModal({
      title: 'Remove this saved job?',
      children: (
        <Text>
          <strong>{job.title}</strong> at {job.company} will be removed from your saved jobs. You can save it again from the job page.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(job.id, {
          onSuccess: () => notifySuccess(SEEKER_MESSAGES.favouriteDeleted),
          onError: (error) => notifyError(errorMessage(error), REMOVE_FAILED),
        }),
    });

  const actions = (job: FavoriteJob) => (
    <Group gap="xs" wrap="nowrap">
      <ViewJobButton job={job.job} title={job.title} />
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={`Remove ${job.title} from saved jobs`}
        loading={remove.isPending && remove.variables === job.id}
        onClick={() => confirmRemove(job)}
      >
        Remove
      </Button>
    </Group>
  );

  const columns: Column<FavoriteJob>[] = [
    { header: 'Logo', kind: 'logo', cell: (job) => <CompanyLogo company={job.company} logo={job.logo} /> },
    { header: 'Job Title', cell: (job) => <JobLink job={job.job} title={job.title} /> },
    { header: 'Company', cell: (job) => job.company },
    { header: 'Actions', kind: 'actions', cell: actions },
  ];

  return (
    <SeekerListPage
      headingId="saved-jobs-heading"
      heading={countHeading('Saved Jobs', 'Saved Job', 'Saved Jobs')}
      query={favourites}
      paging={paging}
      what="your saved jobs"
      noMore="No more saved jobs"
      empty={{ title: 'You have not saved any jobs yet', text: 'Save the jobs you like while you browse, and come back here to apply.', action: { label: 'Browse Jobs', to: '/jobs' } }}
      pagerLabel="Saved job pages"
    >
      {(data) =>
        isCompact ? (
          // On a phone each saved job is a card: the actions stay in view without sideways scrolling.
          <Stack component="ul" gap="sm" className={classes.cards} aria-labelledby="saved-jobs-heading" aria-busy={favourites.isFetching}>
            {data.results.map((job) => (
              <Card component="li" key={job.id} withBorder radius="md" padding="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <CompanyLogo company={job.company} logo={job.logo} />
                  <Stack gap={2} miw={0}>
                    <JobLink job={job.job} title={job.title} />
                    <Text size="sm">{job.company}</Text>
                  </Stack>
                </Group>
                <Group mt="sm" justify="flex-end">
                  {actions(job)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <DataTable rows={data.results} columns={columns} labelledBy="saved-jobs-heading" busy={favourites.isFetching} />
        )
      }
    </SeekerListPage>
  );
}
