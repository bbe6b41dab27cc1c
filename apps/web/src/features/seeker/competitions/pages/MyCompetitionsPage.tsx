import { Button } from '@mantine/core';
import { Anchor, Text } from '@/lib/ui/plain';
import { SKILLS_MESSAGES, type MySkillsApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { useUrlPaging } from '@/lib/ui/UrlPaging';
import { SeekerListPage, countHeading } from '../../components/SeekerListPage';
import { useMyCompetitionApplications, useWithdrawCompetitionApplication } from '../api/myCompetitions';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';
import { openConfirm } from '@/lib/confirm';
import { Link } from '@/lib/ui/Link';

const competitionPath = (id: number) => `/competition-detail/${id}`;

/** /my-competitions: the skills competitions the seeker applied to in the portal, with withdrawal while one is open. */
export function MyCompetitionsPage() {
  usePageTitle(t('sidebar.myCompetitions'));
  const paging = useUrlPaging();
  const applications = useMyCompetitionApplications(paging.page, paging.pageSize);
  const withdraw = useWithdrawCompetitionApplication();

  const confirmWithdraw = (a: MySkillsApplication) =>
    openConfirm({
      title: t('seeker.withdrawThisApplication'),
      children: (
        <Text>
          <Message
            id="seeker.applicationWillBeWithdrawn"
            elements={{ title: <strong>{a.competition_title}</strong> }}
          />
        </Text>
      ),
      labels: { confirm: t('ministry.withdraw2'), cancel: t('saved.keep') },
      confirmProps: { color: 'red.9' },
      centered: true,
      onConfirm: () =>
        withdraw.mutate(a.id, {
          onSuccess: () => notifySuccess(SKILLS_MESSAGES.withdrawn),
          onError: (error) => notifyError(errorMessage(error), t('seeker.theApplicationWasNot')),
        }),
    });

  const columns: Column<MySkillsApplication>[] = [
    {
      header: t('seeker.competition'),
      cell: (a) => (
        <Anchor component={Link} to={competitionPath(a.competition)}>
          {a.competition_title}
        </Anchor>
      ),
    },
    {
      header: t('seeker.dates'),
      cell: (a) =>
        a.start_date === a.end_date
          ? formatDate(a.start_date)
          : `${formatDate(a.start_date)} – ${formatDate(a.end_date)}`,
    },
    { header: t('job.location'), cell: (a) => a.location },
    { header: t('company.applied'), cell: (a) => formatDate(a.created), nowrap: true },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (a) =>
        a.can_withdraw ? (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={t('seeker.withdrawTheApplicationTo', { competition_title: a.competition_title })}
            loading={withdraw.isPending && withdraw.variables === a.id}
            onClick={() => confirmWithdraw(a)}
          >
            {t('ministry.withdraw2')}
          </Button>
        ) : (
          <Text size="sm">{t('seeker.ended')}</Text>
        ),
    },
  ];

  return (
    <SeekerListPage
      headingId="my-competitions-heading"
      heading={countHeading('sidebar.myCompetitions', 'myCompetitions.count')}
      query={applications}
      paging={paging}
      what={t('seeker.yourCompetitionApplications')}
      noMore={t('seeker.noMoreCompetitions')}
      empty={{
        title: t('seeker.youHaveNotApplied'),
        text: t('seeker.competitionsLetYouShow'),
        action: { label: t('seeker.browseCompetitions'), to: '/skills-competitions' },
      }}
      pagerLabel={t('catalogue.competitionPages')}
    >
      {(data) => (
        <DataTable
          rows={data.results}
          columns={columns}
          labelledBy="my-competitions-heading"
          busy={applications.isFetching}
        />
      )}
    </SeekerListPage>
  );
}
