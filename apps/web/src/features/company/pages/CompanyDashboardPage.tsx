import '@mantine/core/styles/Progress.layer.css';
import { Progress, SimpleGrid } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Button, Card } from '@/lib/ui/plain';
import { APPLICATION_STATUSES, type CompanyDashboard } from '@portal/contract';
import { DashboardFigure, DashboardShell, DashboardShortcuts } from '@/lib/ui/DashboardShell';
import { useCompanyDashboard } from '../api/applications';
import { APPLICATION_STATUS_COLOR } from '@/lib/ui/StatusChip';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

const linksTexts = () => [
  { to: '/company-post-job', label: t('sidebar.postAJob') },
  { to: '/company-manage-job', label: t('sidebar.manageJobs') },
  { to: '/company-manage-job-applications', label: t('sidebar.applicants') },
  { to: '/company-resume', label: t('sidebar.resumes') },
  { to: '/company-profile', label: t('sidebar.companyProfile') },
];

/** /company-dashboard: the company's real figures (jobs, applicants, this week's, by status) and its shortcuts. */
export function CompanyDashboardPage() {
  return (
    <DashboardShell
      title={t('sidebar.companyDashboard')}
      action={{ to: '/company-post-job', label: t('sidebar.postAJob') }}
      query={useCompanyDashboard()}
    >
      {(data) => <Body data={data} />}
    </DashboardShell>
  );
}

function Body({ data }: { data: CompanyDashboard }) {
  const total = APPLICATION_STATUSES.reduce((sum, s) => sum + data.by_status[s], 0);
  return (
    <>
      {data.company_id === null && (
        <Card withBorder padding="lg">
          <Group justify="space-between" wrap="wrap">
            <Text>{t('company.youDoNotHave')}</Text>
            <Button component={Link} to="/become-company">
              {t('company.createACompanyAccount')}
            </Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <DashboardFigure label={t('home.openJobs')} value={data.open_jobs} to="/company-manage-job" />
        <DashboardFigure label={t('company.totalJobs')} value={data.total_jobs} to="/company-manage-job" />
        <DashboardFigure
          label={t('sidebar.applicants')}
          value={data.applicants}
          to="/company-manage-job-applications"
        />
        <DashboardFigure
          label={t('company.newThisWeek')}
          value={data.new_this_week}
          to="/company-manage-job-applications"
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-status">
        <Title order={2} size="h4" id="by-status" mb="sm">
          {t('company.applicationsByStatus')}
        </Title>
        <Stack gap="sm">
          {APPLICATION_STATUSES.map((status) => {
            const count = data.by_status[status];
            return (
              <div key={status}>
                <Group justify="space-between" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/company-manage-job-applications?status=${encodeURIComponent(status)}`}
                    size="sm"
                  >
                    {t(`status.${status}`)}
                  </Anchor>
                  <Text size="sm" fw={700}>
                    {count}
                  </Text>
                </Group>
                <Progress
                  value={total ? (count / total) * 100 : 0}
                  color={APPLICATION_STATUS_COLOR[status]}
                  aria-label={t('company.of', { status: t(`status.${status}`), count, total })}
                />
              </div>
            );
          })}
        </Stack>
      </Card>
      <DashboardShortcuts label={t('company.companyShortcuts')} links={linksTexts()} />
    </>
  );
}
