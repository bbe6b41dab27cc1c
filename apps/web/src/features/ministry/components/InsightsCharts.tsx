/**
 * The insights' drawn charts (recharts, through @mantine/charts): a module of its own, loaded once a chart nears the
 * screen (LazyCharts.tsx, which also sets their heights), so the figures show before this large library arrives.
 */
import { BarChart, LineChart } from '@mantine/charts';
import { t } from '@/lib/i18n';
import type { Insights } from '@portal/contract';

/** Bars per name (sectors, skills), two series side by side. */
export function HorizontalBars({
  h,
  rows,
  series,
}: {
  h: number;
  rows: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
}) {
  return (
    <BarChart
      h={h}
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

/** Jobs posted, applications and new job seekers per period. */
export function OverTimeChart({ h, data }: { h: number; data: Insights }) {
  return (
    <LineChart
      h={h}
      data={data.over_time.map((p) => ({
        period: p.period,
        'Jobs posted': p.jobs_posted,
        Applications: p.applications ?? 0,
        'New job seekers': p.new_job_seekers ?? 0,
      }))}
      dataKey="period"
      series={[
        { name: 'Jobs posted', label: t('ministry.jobsPosted'), color: 'brand.6' },
        { name: 'Applications', label: t('ministry.applications'), color: 'orange.6' },
        { name: 'New job seekers', label: t('ministry.newJobSeekers'), color: 'grape.6' },
      ]}
      withLegend
      curveType="monotone"
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
