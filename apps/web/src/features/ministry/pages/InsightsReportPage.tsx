import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useInsights } from '../api/ministry';
import { InsightTotals } from '../components/InsightTotals';
import { BreakdownTable, EducationTable, OverTimeTable, SkillsTable } from '../components/InsightsTables';
import { filtersQuery, useInsightsFilters } from '../components/insightsView';
import classes from './Ministry.module.css';

/** /ministry/report: the insights as a document to print or save as PDF, with the filters of the address. */
export function InsightsReportPage() {
  usePageTitle('Insights report');
  const [filters] = useInsightsFilters();
  const insights = useInsights(filters);
  const data = insights.data;
  if (insights.isPending) return <PageLoader />;
  if (insights.error || !data) return <LoadError error={insights.error} onRetry={() => void insights.refetch()} what="the report" />;
  const below = data.suppressed_below;
  return (
    <Stack gap="lg" className={classes.report}>
      <Group justify="space-between" className={classes.noPrint}>
        <Button component={Link} to={`/ministry${filtersQuery(filters)}`} variant="default">
          Back to the insights
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <Stack gap={4}>
        <Title order={1}>Labour-market insights report</Title>
        <Text>
          {data.period.from} to {data.period.to} · {data.filters.district?.name ?? 'All districts'} · {data.filters.sector?.name ?? 'All sectors'}
        </Text>
        <Text size="sm" c="dimmed">
          Figures as of {formatDateTime(data.generated_at)}, from the portal’s records. Figures about fewer than {below} people in a district or sector are withheld.
        </Text>
      </Stack>
      <InsightTotals data={data} />
      <Title order={2}>By district</Title>
      <BreakdownTable caption="Jobs, positions, applications and job seekers per district" rows={data.by_district} below={below} />
      <Title order={2}>By sector</Title>
      <BreakdownTable caption="Jobs, positions, applications and job seekers per sector" rows={data.by_sector} below={below} />
      <Title order={2}>Over time</Title>
      <OverTimeTable data={data} />
      <Title order={2}>Skills</Title>
      <SkillsTable caption="Most asked for in open jobs" rows={data.skills_demand} below={below} />
      <SkillsTable caption="Most listed by job seekers" rows={data.skills_supply} below={below} />
      <Title order={2}>Education</Title>
      <EducationTable data={data} />
    </Stack>
  );
}
