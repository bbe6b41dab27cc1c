import type { ReactNode } from 'react';
import { Anchor, Group, Title } from '@/lib/ui/plain';
import { Link } from '@/lib/ui/Link';

/** A signed-in page's heading with what stands beside it (its main action, or the way back), wrapping on a phone. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={1}>{title}</Title>
      {children}
    </Group>
  );
}

/** The way back to the page a form or profile came from, beside the heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to}>
      {label}
    </Anchor>
  );
}
