import '@mantine/core/styles/Divider.layer.css';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { EducationRow } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

export function EducationView({ rows, actions }: { rows: EducationRow[]; actions?: RowActions<EducationRow> }) {
  if (rows.length === 0) return <EmptyText>No education history added yet.</EmptyText>;
  const sorted = [...rows].sort(newestFirst<EducationRow>((r) => r.end_date, (r) => r.start_date));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => (
        <li key={row.id}>
          {i > 0 && <Divider mb="md" />}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {row.certification}
              </Title>
              <Text fw={600}>{row.school}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(row.start_date, 'MMM YYYY')} – {formatDate(row.end_date, 'MMM YYYY')}
              </Text>
              <Text size="sm">
                {row.grades}: {row.total_score}
              </Text>
            </Stack>
            {actions && <RowActionIcons row={row} name={`${row.certification} at ${row.school}`} actions={actions} />}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
