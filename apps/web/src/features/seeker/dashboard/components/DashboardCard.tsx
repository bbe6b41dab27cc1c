import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@/lib/ui/plain';

/** A card of the job seeker's dashboard ("Jobs for you", "Skills employers … ask for"): a section named by its heading. */
export function DashboardCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
