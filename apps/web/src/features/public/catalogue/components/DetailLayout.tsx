/** The layout of a catalogue detail page: its main sections, and its summary box beside them (above on a phone). */
import type { ReactNode } from 'react';
import { Columns } from '@/lib/ui/Columns';
import { Container, Stack, Title } from '@/lib/ui/plain';

export function DetailColumns({
  summary,
  wideSummary = false,
  children,
}: {
  summary: ReactNode;
  wideSummary?: boolean;
  children: ReactNode;
}) {
  return (
    <Container py="xl">
      <Columns asideFirst wideAside={wideSummary}>
        <div>{summary}</div>
        <Stack gap="xl">{children}</Stack>
      </Columns>
    </Container>
  );
}

/** A titled part of the main column, named by its heading for screen readers. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
