/** The layout of a catalogue detail page: its main sections, and its summary box beside them (above on a phone). */
import type { ReactNode } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';

export function DetailColumns({ summary, summarySpan = 4, children }: { summary: ReactNode; summarySpan?: number; children: ReactNode }) {
  return (
    <Container py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: summarySpan }} order={{ md: 2 }}>
          {summary}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 12 - summarySpan }} order={{ md: 1 }}>
          <Stack gap="xl">{children}</Stack>
        </Grid.Col>
      </Grid>
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
