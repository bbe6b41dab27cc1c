import type { ExperienceRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { durationText } from '../components/duration';
import { entryListView, EntryText } from './EntryList';
import { t, english } from '@/lib/i18n';

/** Work experience, newest first, each with its real duration. */
export const ExperienceView = entryListView<ExperienceRow>(
  english('No work experience added yet.'),
  [(r) => (r.current_employment ? null : r.end_date), (r) => r.start_date],
  (row) => ({
    title: row.designation,
    subtitle: row.organisation_name,
    dates: (
      <>
        {formatDate(row.start_date, 'MMM YYYY')} –{' '}
        {row.current_employment || !row.end_date ? t('resume.present') : formatDate(row.end_date, 'MMM YYYY')}{' '}
        {durationText(row.start_date, row.end_date, row.current_employment)}
      </>
    ),
    body: <EntryText>{row.duties_and_skills}</EntryText>,
    name: `${row.designation} at ${row.organisation_name}`,
  }),
);
