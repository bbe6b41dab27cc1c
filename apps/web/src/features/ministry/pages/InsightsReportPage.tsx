import { Group, Stack, Text, Title, Button } from '@/lib/ui/plain';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useInsights } from '../api/ministry';
import { InsightTotals } from '../components/InsightTotals';
import { BreakdownTable, EducationTable, OverTimeTable, SkillsTable } from '../components/InsightsTables';
import { filtersQuery, useInsightsFilters, useInsightsInLanguage } from '../components/insightsView';
import classes from './Ministry.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** /ministry/report: the insights as a document to print or save as PDF, with the filters of the address. */
export function InsightsReportPage() {
  usePageTitle(t('ministry.insightsReport'));
  const [filters] = useInsightsFilters();
  const insights = useInsights(filters);
  const data = useInsightsInLanguage(insights.data);
  if (insights.isPending) return <PageLoader />;
  if (insights.error || !data)
    return <LoadError error={insights.error} onRetry={() => void insights.refetch()} what={t('ministry.theReport')} />;
  const below = data.suppressed_below;
  return (
    <Stack gap="lg" className={classes.report}>
      <Group justify="space-between" className={classes.noPrint}>
        <Button component={Link} to={`/ministry${filtersQuery(filters)}`} variant="default">
          {t('ministry.backToTheInsights')}
        </Button>
        <Button onClick={() => window.print()}>{t('ministry.print')}</Button>
      </Group>
      <Stack gap={4}>
        <Title order={1}>{t('ministry.labourMarketInsightsReport')}</Title>
        <Text>
          {t('ministry.fromTo', { from: data.period.from, to: data.period.to })} ·{' '}
          {data.filters.district?.name ?? t('search.allDistricts')} ·{' '}
          {data.filters.sector?.name ?? t('ministry.allSectors')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('ministry.figuresAsOfFrom', { dateTime: formatDateTime(data.generated_at), below })}
        </Text>
      </Stack>
      <InsightTotals data={data} />
      <Title order={2}>{t('ministry.byDistrict')}</Title>
      <BreakdownTable caption={t('ministry.jobsPositionsApplicationsAnd')} rows={data.by_district} below={below} />
      <Title order={2}>{t('ministry.bySector')}</Title>
      <BreakdownTable caption={t('ministry.jobsPositionsApplicationsAnd2')} rows={data.by_sector} below={below} />
      <Title order={2}>{t('ministry.overTime')}</Title>
      <OverTimeTable data={data} />
      <Title order={2}>{t('company.skills')}</Title>
      <SkillsTable caption={t('ministry.mostAskedForIn')} rows={data.skills_demand} below={below} />
      <SkillsTable caption={t('ministry.mostListedByJob')} rows={data.skills_supply} below={below} />
      <Title order={2}>{t('ministry.education')}</Title>
      <EducationTable data={data} />
    </Stack>
  );
}
