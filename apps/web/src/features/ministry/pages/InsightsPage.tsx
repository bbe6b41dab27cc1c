import '@mantine/charts/styles.layer.css';
import type { ReactNode } from 'react';
import { BarChart, BarsList, LineChart } from '@mantine/charts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError, firstMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { downloadInsightsCsv, useInsights, useRefreshInsights } from '../api/ministry';
import { InsightTotals } from '../components/InsightTotals';
import { InsightsFilterForm } from '../components/InsightsFilterForm';
import { BreakdownTable, EducationTable, OverTimeTable, SkillsTable } from '../components/InsightsTables';
import { filtersQuery, useInsightsFilters } from '../components/insightsView';
import classes from './Ministry.module.css';

/** A chart (hidden from screen readers) with its table beneath, open to everyone. */
function ChartCard({ title, description, chart, table }: { title: string; description: string; chart: ReactNode; table: ReactNode }) {
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
          <summary>Show as a table</summary>
          {table}
        </details>
      </Stack>
    </Card>
  );
}

/** Bars per name (sectors, skills), two series side by side; as tall as it has rows. */
function HorizontalBars({ rows, series }: { rows: Record<string, string | number>[]; series: { name: string; color: string }[] }) {
  return (
    <BarChart
      h={Math.max(200, rows.length * 36)}
      data={rows}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 150 }}
      series={series}
      withLegend
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** /ministry: the labour market as the portal's records show it (issue 14), for a period, district and sector. */
export function InsightsPage() {
  usePageTitle('Labour-market insights');
  const [filters, setFilters] = useInsightsFilters();
  const insights = useInsights(filters);
  const refresh = useRefreshInsights();
  const data = insights.data;
  const badRequest = insights.error instanceof ApiError && insights.error.status === 400 ? (insights.error.body as Record<string, string[]>) : null;

  const update = () => {
    refresh.mutate(undefined, { onError: (err) => notifyError(firstMessage(err instanceof ApiError ? err.body : null) ?? 'The figures could not be updated. Please try again.', 'Update failed') });
  };

  const exportCsv = () => {
    downloadInsightsCsv(filters).catch((err: unknown) => notifyError(firstMessage(err instanceof ApiError ? err.body : null) ?? 'The export failed. Please try again.', 'Export failed'));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Labour-market insights</Title>
          <Text c="dimmed">How skills meet jobs on the portal, from its records: summed up every few minutes, so any view opens at once.</Text>
        </Stack>
        <Group gap="sm">
          <Button onClick={update} variant="default" loading={refresh.isPending}>
            Update now
          </Button>
          <Button onClick={exportCsv} variant="default">
            Export CSV
          </Button>
          <Button component={Link} to={`/ministry/report${filtersQuery(filters)}`} variant="default">
            Printable report
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
        <Alert color="red.9" title="Check the filters">
          {Object.values(badRequest).flat().join(' ')}
        </Alert>
      ) : insights.error || !data ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()} what="the insights" />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {data.period.from} to {data.period.to}
            {data.filters.district ? `, ${data.filters.district.name}` : ', all districts'}
            {data.filters.sector ? `, ${data.filters.sector.name}` : ', all sectors'}. Figures as of {formatDateTime(data.generated_at)}, updated every{' '}
            {data.refreshed_every_minutes} minutes (companies and open jobs are counted now). Figures about fewer than {data.suppressed_below} people in a district or sector are withheld so nobody can be identified.
          </Text>
          <InsightTotals data={data} />
          <SimpleGrid cols={1} spacing="md">
            <ChartCard
              title="Districts by jobs posted"
              description="The ten districts with the most jobs posted in the period; the table lists every district with a figure."
              chart={
                data.by_district.length ? (
                  <BarsList data={data.by_district.slice(0, 10).map((d) => ({ name: d.name, value: d.jobs }))} barsLabel="District" valueLabel="Jobs" barColor="brand.1" barTextColor="dark.9" />
                ) : (
                  <Text>No jobs were posted in the period.</Text>
                )
              }
              table={<BreakdownTable caption="By district" rows={data.by_district} below={data.suppressed_below} />}
            />
            <ChartCard
              title="Sectors"
              description="Jobs posted and applications made in the period, per sector."
              chart={
                <HorizontalBars
                  rows={data.by_sector.map((s) => ({ name: s.name, Jobs: s.jobs, Applications: s.applications ?? 0 }))}
                  series={[{ name: 'Jobs', color: 'brand.6' }, { name: 'Applications', color: 'orange.6' }]}
                />
              }
              table={<BreakdownTable caption="By sector" rows={data.by_sector} below={data.suppressed_below} />}
            />
            <ChartCard
              title="Over time"
              description={`Jobs posted, applications and new job seekers per ${data.period.interval}.`}
              chart={
                <LineChart
                  h={260}
                  data={data.over_time.map((p) => ({ period: p.period, 'Jobs posted': p.jobs_posted, Applications: p.applications ?? 0, 'New job seekers': p.new_job_seekers ?? 0 }))}
                  dataKey="period"
                  series={[{ name: 'Jobs posted', color: 'brand.6' }, { name: 'Applications', color: 'orange.6' }, { name: 'New job seekers', color: 'grape.6' }]}
                  withLegend
                  curveType="monotone"
                  lineChartProps={{ accessibilityLayer: false }}
                />
              }
              table={<OverTimeTable data={data} />}
            />
            <ChartCard
              title="Skills: demand and supply"
              description="Skills most asked for in open jobs, next to how many job seekers list them. A positive gap: more jobs ask than seekers offer."
              chart={
                <HorizontalBars
                  rows={data.skills_demand.map((s) => ({ name: s.skill, 'Open jobs': s.jobs, 'Job seekers': s.seekers ?? 0 }))}
                  series={[{ name: 'Open jobs', color: 'brand.6' }, { name: 'Job seekers', color: 'teal.6' }]}
                />
              }
              table={
                <Stack gap="md">
                  <SkillsTable caption="Most asked for in open jobs" rows={data.skills_demand} below={data.suppressed_below} />
                  <SkillsTable caption="Most listed by job seekers" rows={data.skills_supply} below={data.suppressed_below} />
                </Stack>
              }
            />
            <ChartCard
              title="Education of job seekers"
              description="Job seekers by the highest education on their CV."
              chart={<BarsList data={data.education_levels.map((e) => ({ name: e.level, value: e.seekers ?? 0 }))} barsLabel="Highest education" valueLabel="Job seekers" barColor="teal.1" barTextColor="dark.9" />}
              table={<EducationTable data={data} />}
            />
          </SimpleGrid>
          <Text size="sm">
            <Anchor component={Link} to="/ministry/reports">
              Reports waiting
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to="/ministry/companies?verified=false">
              Companies to verify
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
