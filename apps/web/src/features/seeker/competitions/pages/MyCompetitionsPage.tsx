import { Anchor, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, type MySkillsApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
import { useMyCompetitionApplications, useWithdrawCompetitionApplication } from '../api/myCompetitions';

const competitionPath = (id: number) => `/competition-detail/${id}`;

/** /my-competitions: the skills competitions the seeker applied to in the portal, with withdrawal while one is open. */
export function MyCompetitionsPage() {
  usePageTitle('My competitions');
  const paging = useUrlPaging();
  const applications = useMyCompetitionApplications(paging.page, paging.pageSize);
  const withdraw = useWithdrawCompetitionApplication();

  const confirmWithdraw = (a: MySkillsApplication) =>
    modals.openConfirmModal({
      title: 'Withdraw this application?',
      children: (
        <Text>
          Your application to <strong>{a.competition_title}</strong> will be withdrawn and the organiser will no longer see it. You can apply again while
          the competition is open.
        </Text>
      ),
      labels: { confirm: 'Withdraw', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      centered: true,
      onConfirm: () =>
        withdraw.mutate(a.id, {
          onSuccess: () => notifySuccess(SKILLS_MESSAGES.withdrawn),
          onError: (error) => notifyError(errorMessage(error), 'The application was not withdrawn'),
        }),
    });

  const columns: Column<MySkillsApplication>[] = [
    {
      header: 'Competition',
      cell: (a) => (
        <Anchor component={Link} to={competitionPath(a.competition)}>
          {a.competition_title}
        </Anchor>
      ),
    },
    { header: 'Dates', cell: (a) => (a.start_date === a.end_date ? formatDate(a.start_date) : `${formatDate(a.start_date)} – ${formatDate(a.end_date)}`) },
    { header: 'Location', cell: (a) => a.location },
    { header: 'Applied', cell: (a) => formatDate(a.created), nowrap: true },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (a) =>
        a.can_withdraw ? (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={`Withdraw the application to ${a.competition_title}`}
            loading={withdraw.isPending && withdraw.variables === a.id}
            onClick={() => confirmWithdraw(a)}
          >
            Withdraw
          </Button>
        ) : (
          <Text size="sm">Ended</Text>
        ),
    },
  ];

  return (
    <SeekerListPage
      headingId="my-competitions-heading"
      heading={countHeading('sidebar.myCompetitions', 'myCompetitions.count')}
      query={applications}
      paging={paging}
      what="your competition applications"
      noMore="No more competitions"
      empty={{ title: 'You have not applied to any skills competitions yet', text: 'Competitions let you show what you can do and meet employers and trainers.', action: { label: 'Browse competitions', to: '/skills-competitions' } }}
      pagerLabel="Competition pages"
    >
      {(data) => <DataTable rows={data.results} columns={columns} labelledBy="my-competitions-heading" busy={applications.isFetching} />}
    </SeekerListPage>
  );
}
