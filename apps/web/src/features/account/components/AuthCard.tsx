import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@/lib/ui/plain';

/** The narrow centred card every account screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={480} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text>{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
