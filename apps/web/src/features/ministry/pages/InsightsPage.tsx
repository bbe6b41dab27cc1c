import '@mantine/charts/styles.layer.css';
import type { ReactNode } from 'react';
import { BarsList } from '@mantine/charts';
import { Alert, SimpleGrid, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title, Card } from '@/lib/ui/plain';
import { ApiError, firstMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { downloadInsightsCsv, useInsights, useRefreshInsights } from '../api/ministry';
import { BackupLine } from '../components/BackupLine';
import { InsightTotals } from '../components/InsightTotals';
import { InsightsFilterForm } from '../components/InsightsFilterForm';
import { HorizontalBars, OverTimeChart } from '../components/LazyCharts';
import { ChannelFigures } from '../components/ChannelFigures';
import { BreakdownTable, EducationTable, OverTimeTable, SkillsTable } from '../components/InsightsTables';
import { filtersQuery, useInsightsFilters, useInsightsInLanguage } from '../components/insightsView';
import classes from './Ministry.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** A chart (hidden from screen readers) with its table beneath, open to everyone. */
function ChartCard({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title} className={classes.chartCard}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <div aria-hidden="true" className={classes.chart}>
          {chart}
        </div>
        <details className={classes.details}>
          <summary>{t('ministry.showAsATable')}</summary>
          {table}
        </details>
      </Stack>
    </Card>
  );
}

/** /ministry: the labour market as the portal's records show it (issue 14), for a period, district and sector. */
export function InsightsPage() {
  usePageTitle(t('ministry.labourMarketInsights'));
  const [filters, setFilters] = useInsightsFilters();
  const insights = useInsights(filters);
  const refresh = useRefreshInsights();
  const data = useInsightsInLanguage(insights.data);
  const badRequest =
    insights.error instanceof ApiError && insights.error.status === 400
      ? (insights.error.body as Record<string, string[]>)
      : null;

  const update = () => {
    refresh.mutate(undefined, {
      onError: (err) =>
        notifyError(
          firstMessage(err instanceof ApiError ? err.body : null) ?? t('ministry.theFiguresCouldNot'),
          t('ministry.updateFailed'),
        ),
    });
  };

  const exportCsv = () => {
    downloadInsightsCsv(filters).catch((err: unknown) =>
      notifyError(
        firstMessage(err instanceof ApiError ? err.body : null) ?? t('ministry.theExportFailedPlease'),
        t('ministry.exportFailed'),
      ),
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('ministry.labourMarketInsights')}</Title>
          <Text c="dimmed">{t('ministry.howSkillsMeetJobs')}</Text>
          <BackupLine />
        </Stack>
        <Group gap="sm">
          <Button onClick={update} variant="default" loading={refresh.isPending}>
            {t('ministry.updateNow')}
          </Button>
          <Button onClick={exportCsv} variant="default">
            {t('ministry.exportCsv')}
          </Button>
          <Button component={Link} to={`/ministry/report${filtersQuery(filters)}`} variant="default">
            {t('ministry.printableReport')}
          </Button>
        </Group>
      </Group>
      <InsightsFilterForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={setFilters}
        errors={badRequest ? { from: badRequest.from?.[0], to: badRequest.to?.[0] } : undefined}
      />
      {insights.isPending ? (
        <PageLoader />
      ) : badRequest ? (
        <Alert color="red.9" title={t('ministry.checkTheFilters')}>
          {Object.values(badRequest).flat().join(' ')}
        </Alert>
      ) : insights.error || !data ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()} what={t('ministry.theInsights')} />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t('ministry.periodLine', {
              from: data.period.from,
              to: data.period.to,
              district: data.filters.district?.name ?? t('ministry.everyDistrict'),
              sector: data.filters.sector?.name ?? t('ministry.everySector'),
              dateTime: formatDateTime(data.generated_at),
              minutes: data.refreshed_every_minutes,
              below: data.suppressed_below,
            })}
          </Text>
          <InsightTotals data={data} />
          <ChannelFigures from={data.period.from} to={data.period.to} />
          <SimpleGrid cols={1} spacing="md">
            <ChartCard
              title={t('ministry.districtsByJobsPosted')}
              description={t('ministry.theTenDistrictsWith')}
              chart={
                data.by_district.length ? (
                  <BarsList
                    data={data.by_district.slice(0, 10).map((d) => ({ name: d.name, value: d.jobs }))}
                    barsLabel={t('filters.district')}
                    valueLabel={t('nav.jobs')}
                    barColor="brand.1"
                    barTextColor="dark.9"
                  />
                ) : (
                  <Text>{t('ministry.noJobsWerePosted')}</Text>
                )
              }
              table={
                <BreakdownTable
                  caption={t('ministry.byDistrict')}
                  rows={data.by_district}
                  below={data.suppressed_below}
                />
              }
            />
            <ChartCard
              title={t('ministry.sectors')}
              description={t('ministry.jobsPostedAndApplications')}
              chart={
                <HorizontalBars
                  rows={data.by_sector.map((s) => ({ name: s.name, Jobs: s.jobs, Applications: s.applications ?? 0 }))}
                  series={[
                    { name: 'Jobs', label: t('nav.jobs'), color: 'brand.6' },
                    { name: 'Applications', label: t('ministry.applications'), color: 'orange.6' },
                  ]}
                />
              }
              table={
                <BreakdownTable caption={t('ministry.bySector')} rows={data.by_sector} below={data.suppressed_below} />
              }
            />
            <ChartCard
              title={t('ministry.overTime')}
              description={t('ministry.jobsPostedApplicationsAnd', { interval: data.period.interval })}
              chart={<OverTimeChart data={data} />}
              table={<OverTimeTable data={data} />}
            />
            <ChartCard
              title={t('ministry.skillsDemandAndSupply')}
              description={t('ministry.skillsMostAskedFor')}
              chart={
                <HorizontalBars
                  rows={data.skills_demand.map((s) => ({
                    name: s.skill,
                    'Open jobs': s.jobs,
                    'Job seekers': s.seekers ?? 0,
                  }))}
                  series={[
                    { name: 'Open jobs', label: t('home.openJobs'), color: 'brand.6' },
                    { name: 'Job seekers', label: t('ministry.jobSeekers'), color: 'teal.6' },
                  ]}
                />
              }
              table={
                <Stack gap="md">
                  <SkillsTable
                    caption={t('ministry.mostAskedForIn')}
                    rows={data.skills_demand}
                    below={data.suppressed_below}
                  />
                  <SkillsTable
                    caption={t('ministry.mostListedByJob')}
                    rows={data.skills_supply}
                    below={data.suppressed_below}
                  />
                </Stack>
              }
            />
            <ChartCard
              title={t('ministry.educationOfJobSeekers')}
              description={t('ministry.jobSeekersByThe2')}
              chart={
                <BarsList
                  data={data.education_levels.map((e) => ({ name: e.level, value: e.seekers ?? 0 }))}
                  barsLabel={t('ministry.highestEducation')}
                  valueLabel={t('ministry.jobSeekers')}
                  barColor="teal.1"
                  barTextColor="dark.9"
                />
              }
              table={<EducationTable data={data} />}
            />
          </SimpleGrid>
          <Text size="sm">
            <Anchor component={Link} to="/ministry/reports">
              {t('ministry.reportsWaiting')}
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to="/ministry/companies?verified=false">
              {t('ministry.companiesToVerify')}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
