import '@mantine/core/styles/Divider.layer.css';
import { Divider } from '@mantine/core';
import { Group, Stack, Text, Title } from '@/lib/ui/plain';
import type { ReactNode } from 'react';
import { translateServerMessage } from '@/lib/i18n';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

/** What one CV entry shows: its title, an optional subtitle line and the rest under them. */
export interface EntryParts {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The dimmed dates line. */
  dates: ReactNode;
  body?: ReactNode;
  /** What the row's edit/delete buttons are named after ("Welder at Acme"). */
  name: string;
}

/**
 * A CV section as a list, newest first (by the dates given, as the server lists them), separated by dividers; each
 * entry with its edit and delete buttons when the section is editable.
 */
export function EntryList<Row extends { id: number }>({
  rows,
  empty,
  order,
  actions,
  entry,
}: {
  rows: Row[];
  empty: string;
  order: Array<(row: Row) => string | null>;
  actions?: RowActions<Row>;
  entry: (row: Row) => EntryParts;
}) {
  if (rows.length === 0) return <EmptyText>{translateServerMessage(empty)}</EmptyText>;
  const sorted = [...rows].sort(newestFirst<Row>(...order));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => {
        const parts = entry(row);
        return (
          <li key={row.id}>
            {i > 0 && <Divider mb="md" />}
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3} size="h5">
                  {parts.title}
                </Title>
                {parts.subtitle && <Text fw={600}>{parts.subtitle}</Text>}
                <Text size="sm" c="dimmed">
                  {parts.dates}
                </Text>
                {parts.body}
              </Stack>
              {actions && <RowActionIcons row={row} name={parts.name} actions={actions} />}
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}

/** Free text the person wrote (duties, a description): line breaks kept, long words wrapped. */
export function EntryText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** A CV section's view: its rows as an EntryList, each with the section's edit and delete buttons when it is editable. */
export function entryListView<Row extends { id: number }>(
  empty: string,
  order: Array<(row: Row) => string | null>,
  entry: (row: Row) => EntryParts,
) {
  return function EntryListView({ rows, actions }: { rows: Row[]; actions?: RowActions<Row> }) {
    return <EntryList rows={rows} actions={actions} empty={empty} order={order} entry={entry} />;
  };
}
