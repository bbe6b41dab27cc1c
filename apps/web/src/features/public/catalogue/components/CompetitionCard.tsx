import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { TRUNCATE, type Competition } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { ExternalButton, isWebLink } from './ExternalLink';
import { Truncated } from './Truncated';

export const competitionPath = (id: number) => `/competition-detail/${id}`;

/** "12 Mar 2026" or "12 Mar 2026 – 14 Mar 2026". */
export function dateRange(start: string, end: string): string {
  return start === end || !end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** A competition in the list (spec 000 §2.8): title, dates, place and an Apply link. */
export function CompetitionCard({ competition: c }: { competition: Competition }) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={6} h="100%">
        <Title order={3} size="h4">
          <Anchor component={Link} to={competitionPath(c.id)} c="brand.8">
            <Truncated text={c.competition_title} max={TRUNCATE.cardTitle} />
          </Anchor>
        </Title>
        {c.provider_name && (
          <Text size="sm" c="dimmed">
            By {c.provider_name}
          </Text>
        )}
        <Text size="sm">{dateRange(c.start_date, c.end_date)}</Text>
        <Text size="sm">Located at {c.location}</Text>
        <Group mt="auto" pt={6}>
          {isWebLink(c.application_link) ? (
            <ExternalButton href={c.application_link} size="sm">
              Apply<VisuallyHidden> to {c.competition_title}</VisuallyHidden>
            </ExternalButton>
          ) : (
            <Button component={Link} to={competitionPath(c.id)} size="sm">
              Apply<VisuallyHidden> to {c.competition_title}</VisuallyHidden>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
