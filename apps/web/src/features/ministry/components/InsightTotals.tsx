/** The period's totals, each with what exactly it counts (so "posted in the period" is not read as "open now"). */
import { Card, SimpleGrid, Text } from '@mantine/core';
import { INSIGHT_TOTALS, type Insights } from '@portal/contract';
import { daysText, peopleText } from './insightsView';

const LABELS: Record<(typeof INSIGHT_TOTALS)[number], string> = {
  jobs_posted: 'Jobs posted',
  open_jobs: 'Open jobs now',
  positions: 'Positions offered',
  applications: 'Applications',
  accepted: 'Accepted',
  job_seekers: 'Job seekers',
  new_job_seekers: 'New job seekers',
  companies: 'Companies posting',
  trainings: 'Trainings',
  competitions: 'Competitions',
  events: 'Career events',
};

export function InsightTotals({ data }: { data: Insights }) {
  const below = data.suppressed_below;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="dl" m={0}>
      {INSIGHT_TOTALS.map((key) => (
        <Card key={key} withBorder padding="sm">
          <Text component="dt" fw={600}>
            {LABELS[key]}
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
          To a first application
        </Text>
        <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
          {daysText(data.time_to_first_application.median_days)}
        </Text>
        <Text component="dd" m={0} size="sm" c="dimmed">
          Median time from posting, over {data.time_to_first_application.jobs} jobs posted in the period
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text component="dt" fw={600}>
          To a decision
        </Text>
        <Text component="dd" m={0} fz={28} fw={800} lh={1.2}>
          {daysText(data.application_to_decision.median_days)}
        </Text>
        <Text component="dd" m={0} size="sm" c="dimmed">
          Median time from an application to the employer’s answer, over {data.application_to_decision.decisions} decisions
        </Text>
      </Card>
    </SimpleGrid>
  );
}
