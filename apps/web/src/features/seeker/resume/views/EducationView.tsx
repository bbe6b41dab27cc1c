import { Text } from '@mantine/core';
import type { EducationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import type { RowActions } from '../components/SectionCard';
import { EntryList } from './EntryList';

export function EducationView({ rows, actions }: { rows: EducationRow[]; actions?: RowActions<EducationRow> }) {
  return (
    <EntryList
      rows={rows}
      actions={actions}
      empty="No education history added yet."
      order={[(r) => r.end_date, (r) => r.start_date]}
      entry={(row) => ({
        title: row.certification,
        subtitle: row.school,
        dates: `${formatDate(row.start_date, 'MMM YYYY')} – ${formatDate(row.end_date, 'MMM YYYY')}`,
        body: (
          <Text size="sm">
            {row.grades}: {row.total_score}
          </Text>
        ),
        name: `${row.certification} at ${row.school}`,
      })}
    />
  );
}
