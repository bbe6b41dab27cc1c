import { Text } from '@/lib/ui/plain';
import type { EducationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView } from './EntryList';
import { english, translateServerMessage } from '@/lib/i18n';

export const EducationView = entryListView<EducationRow>(
  english('No education history added yet.'),
  [(r) => r.end_date, (r) => r.start_date],
  (row) => ({
    title: row.certification,
    subtitle: row.school,
    dates: `${formatDate(row.start_date, 'MMM YYYY')} – ${formatDate(row.end_date, 'MMM YYYY')}`,
    body: (
      <Text size="sm">
        {translateServerMessage(row.grades)}: {row.total_score}
      </Text>
    ),
    name: `${row.certification} at ${row.school}`,
  }),
);
