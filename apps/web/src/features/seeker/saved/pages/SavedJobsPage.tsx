import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { SEEKER_MESSAGES, type FavoriteJob } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useFavouriteJobs, useRemoveFavourite } from '../../api/favourites';
import { CardsOrTable } from '../../components/CardsOrTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { CompanyLogo } from '../../components/CompanyLogo';
import { JobLink, ViewJobButton } from '../../components/JobLink';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { t } from '@/lib/i18n';
import { openConfirm } from '@/lib/confirm';

const REMOVE_FAILED = 'saved.removeFailed';

/** /favorite-jobs (spec 001 "Saved Jobs"): the seeker's saved jobs, server-paged, with remove. */
export function SavedJobsPage() {
  usePageTitle(t('sidebar.savedJobs'));
  const paging = useUrlPaging();
  const { page, pageSize, setPaging } = paging;
  const favourites = useFavouriteJobs(page, pageSize);
  const remove = useRemoveFavourite();
  const data = favourites.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  // Removing the last job of the last page leaves it empty: show the page before instead.
  const emptyPage =
    !!data && !favourites.isPlaceholderData && data.results.length === 0 && data.count > 0 && page > lastPage;

  useEffect(() => {
    if (emptyPage) setPaging({ page: lastPage, replace: true });
  }, [emptyPage, lastPage, setPaging]);

  const confirmRemove = (job: FavoriteJob) =>
    openConfirm({
      title: t('saved.confirmTitle'),
      children: <Text>{t('saved.confirmText', { title: job.title, company: job.company })}</Text>,
      labels: { confirm: t('saved.remove'), cancel: t('saved.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(job.id, {
          onSuccess: () => notifySuccess(SEEKER_MESSAGES.favouriteDeleted),
          onError: (error) => notifyError(errorMessage(error), t(REMOVE_FAILED)),
        }),
    });

  const actions = (job: FavoriteJob) => (
    <Group gap="xs" wrap="nowrap">
      <ViewJobButton job={job.job} title={job.title} />
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={t('saved.removeLabel', { title: job.title })}
        loading={remove.isPending && remove.variables === job.id}
        onClick={() => confirmRemove(job)}
      >
        {t('saved.remove')}
      </Button>
    </Group>
  );

  const columns: Column<FavoriteJob>[] = [
    { header: t('table.logo'), kind: 'logo', cell: (job) => <CompanyLogo company={job.company} logo={job.logo} /> },
    { header: t('table.jobTitle'), cell: (job) => <JobLink job={job.job} title={job.title} /> },
    { header: t('jobDetail.company'), cell: (job) => job.company },
    { header: t('table.actions'), kind: 'actions', cell: actions },
  ];

  return (
    <SeekerListPage
      headingId="saved-jobs-heading"
      heading={countHeading('sidebar.savedJobs', 'saved.count')}
      query={favourites}
      paging={paging}
      what={t('saved.yours')}
      noMore={t('saved.noMore')}
      empty={{
        title: t('saved.emptyTitle'),
        text: t('saved.emptyText'),
        action: { label: t('jobs.browse'), to: '/jobs' },
      }}
      pagerLabel={t('saved.pages')}
    >
      {(data) => (
        <CardsOrTable
          rows={data.results}
          labelledBy="saved-jobs-heading"
          busy={favourites.isFetching}
          card={(job) => (
            <>
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
            </>
          )}
          table={
            <DataTable
              rows={data.results}
              columns={columns}
              labelledBy="saved-jobs-heading"
              busy={favourites.isFetching}
            />
          }
        />
      )}
    </SeekerListPage>
  );
}
