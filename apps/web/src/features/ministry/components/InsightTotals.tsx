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

export function InsightTotals({ data }: { data: Insights }) {
  const below = data.suppressed_below;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="dl" m={0}>
      {INSIGHT_TOTALS.map((key) => (
        <Card key={key} withBorder padding="sm">
          <Text component="dt" fw={600}>
            {labels()[key]}
          </Text>
          <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
            {peopleText(data.totals[key], below)}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {data.definitions[key]}
          </Text>
        </Card>
      ))}
      <Card withBorder padding="sm">
        <Text component="dt" fw={600}>
          {t('ministry.toAFirstApplication')}
        </Text>
        <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
          {daysText(data.time_to_first_application.median_days)}
        </Text>
        <Text component="dd" m={0} size="sm" c="dimmed">
          {t('ministry.medianTimeFromPosting', { jobs: data.time_to_first_application.jobs })}
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text component="dt" fw={600}>
          {t('ministry.toADecision')}
        </Text>
        <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
          {daysText(data.application_to_decision.median_days)}
        </Text>
        <Text component="dd" m={0} size="sm" c="dimmed">
          {t('ministry.medianTimeFromAn', { decisions: data.application_to_decision.decisions })}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
