import '@mantine/core/styles/Divider.layer.css';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ExperienceRow } from '@portal/contract';
import { formatDate } from '../../../../lib/format';
import { durationText } from '../components/duration';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { newestFirst } from './order';

/** Work experience, newest first, each with its real duration. */
export function ExperienceView({ rows, actions }: { rows: ExperienceRow[]; actions?: RowActions<ExperienceRow> }) {
  if (rows.length === 0) return <EmptyText>No work experience added yet.</EmptyText>;
  const sorted = [...rows].sort(newestFirst<ExperienceRow>((r) => (r.current_employment ? null : r.end_date), (r) => r.start_date));
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {sorted.map((row, i) => (
        <li key={row.id}>
          {i > 0 && <Divider mb="md" />}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5">
                {row.designation}
              </Title>
              <Text fw={600}>{row.organisation_name}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(row.start_date, 'MMM YYYY')} – {row.current_employment || !row.end_date ? 'Present' : formatDate(row.end_date, 'MMM YYYY')}{' '}
                {durationText(row.start_date, row.end_date, row.current_employment)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {row.duties_and_skills}
              </Text>
            </Stack>
            {actions && <RowActionIcons row={row} name={`${row.designation} at ${row.organisation_name}`} actions={actions} />}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
