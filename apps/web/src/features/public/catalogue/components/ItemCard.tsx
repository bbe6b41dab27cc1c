import { Anchor, Stack, Title, Card } from '@/lib/ui/plain';
import type { ReactNode } from 'react';
import { Link } from '@/lib/ui/Link';

/** A catalogue card (competition, event, centre): its title linking to the detail page, then what the card says. */
export function ItemCard({
  title,
  to,
  gap = 6,
  children,
}: {
  title: string;
  to: string;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={gap} h="100%">
        <Title order={3} size="h4">
          <Anchor component={Link} to={to} c="brand.8" lineClamp={2} title={title}>
            {title}
          </Anchor>
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
