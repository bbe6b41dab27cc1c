import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRUNCATE, type CounsellingCenter } from '@portal/contract';
import { ServiceBadges } from './ServiceBadges';
import { Truncated } from './Truncated';

export const centrePath = (id: number) => `/counselling-centers/${id}`;

/** A counselling centre in the list (spec 000 §2.11); opens the centre's own page. */
export function CentreCard({ centre: c }: { centre: CounsellingCenter }) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={8}>
        <Title order={3} size="h4">
          <Anchor component={Link} to={centrePath(c.id)} c="brand.8">
            <Truncated text={c.center_name} max={TRUNCATE.cardTitle} />
          </Anchor>
        </Title>
        <Text size="sm">
          <Text span fw={700} size="sm">
            Location:{' '}
          </Text>
          {c.center_location}
        </Text>
        <Text size="sm">
          <Text span fw={700} size="sm">
            Opening hours:{' '}
          </Text>
          {c.opening_hours}
        </Text>
        <ServiceBadges services={c.service_offered} label={`Services at ${c.center_name}`} />
      </Stack>
    </Card>
  );
}
