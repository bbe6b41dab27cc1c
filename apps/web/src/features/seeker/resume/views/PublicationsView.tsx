import '@mantine/core/styles/Divider.layer.css';
import { Anchor, Divider, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PublicationRow } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

export function PublicationsView({ rows, actions }: { rows: PublicationRow[]; actions?: RowActions<PublicationRow> }) {
  if (rows.length === 0) return <EmptyText>No publications added yet.</EmptyText>;
  const sorted = [...rows].sort(newestFirst<PublicationRow>((r) => r.date_published));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => (
        <li key={row.id}>
          {i > 0 && <Divider mb="md" />}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {row.topic}
              </Title>
              <Text size="sm" c="dimmed">
                {row.location} · {formatDate(row.date_published)}
              </Text>
              {row.description && (
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {row.description}
                </Text>
              )}
              {row.publication_link && (
                <Anchor href={row.publication_link} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Read the publication
                  <VisuallyHidden>: {row.topic} (opens in a new tab)</VisuallyHidden>
                </Anchor>
              )}
            </Stack>
            {actions && <RowActionIcons row={row} name={row.topic} actions={actions} />}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
