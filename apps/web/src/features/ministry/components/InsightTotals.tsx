/** The period's totals, each with what exactly it counts (so "posted in the period" is not read as "open now"). */
import { SimpleGrid } from '@mantine/core';
import { Text, Card } from '@/lib/ui/plain';
import { INSIGHT_TOTALS, type Insights } from '@portal/contract';
import { daysText, peopleText } from './insightsView';
import { t } from '@/lib/i18n';

const labels = (): Record<(typeof INSIGHT_TOTALS)[number], string> => ({
  jobs_posted: t('ministry.jobsPosted'),
  open_jobs: t('ministry.openJobsNow'),
  positions: t('ministry.positionsOffered'),
  applications: t('ministry.applications'),
  accepted: t('status.Accepted'),
  job_seekers: t('ministry.jobSeekers'),
  new_job_seekers: t('ministry.newJobSeekers'),
  companies: t('ministry.companiesPosting'),
  trainings: t('nav.trainings'),
  competitions: t('nav.competitions'),
  events: t('ministry.careerEvents'),
});

/** One figure: what it is, its value, and what exactly it counts. */
function Figure({ label, value, counts }: { label: string; value: string; counts: string | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text component="dt" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
      <Text component="dd" m={0} size="sm" c="dimmed">
        {counts}
      </Text>
    </Card>
  );
}

export function InsightTotals({ data }: { data: Insights }) {
  const below = data.suppressed_below;
  const { time_to_first_application: first, application_to_decision: decision } = data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="dl" m={0}>
      {INSIGHT_TOTALS.map((key) => (
        <Figure
          key={key}
          label={labels()[key]}
          value={peopleText(data.totals[key], below)}
          counts={data.definitions[key]}
        />
      ))}
      <Figure
        label={t('ministry.toAFirstApplication')}
        value={daysText(first.median_days)}
        counts={t('ministry.medianTimeFromPosting', { jobs: first.jobs })}
      />
      <Figure
        label={t('ministry.toADecision')}
        value={daysText(decision.median_days)}
        counts={t('ministry.medianTimeFromAn', { decisions: decision.decisions })}
      />
    </SimpleGrid>
  );
}
