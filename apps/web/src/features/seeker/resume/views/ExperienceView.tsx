import type { ExperienceRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { durationText } from '../components/duration';
import type { RowActions } from '../components/SectionCard';
import { EntryList, EntryText } from './EntryList';

/** Work experience, newest first, each with its real duration. */
export function ExperienceView({ rows, actions }: { rows: ExperienceRow[]; actions?: RowActions<ExperienceRow> }) {
  return (
    <EntryList
      rows={rows}
      actions={actions}
      empty="No work experience added yet."
      order={[(r) => (r.current_employment ? null : r.end_date), (r) => r.start_date]}
      entry={(row) => ({
        title: row.designation,
        subtitle: row.organisation_name,
        dates: (
          <>
            {formatDate(row.start_date, 'MMM YYYY')} – {row.current_employment || !row.end_date ? 'Present' : formatDate(row.end_date, 'MMM YYYY')}{' '}
            {durationText(row.start_date, row.end_date, row.current_employment)}
          </>
        ),
        body: <EntryText>{row.duties_and_skills}</EntryText>,
        name: `${row.designation} at ${row.organisation_name}`,
      })}
    />
  );
}
