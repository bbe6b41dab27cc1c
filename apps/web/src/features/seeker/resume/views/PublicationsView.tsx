import { Anchor, VisuallyHidden } from '@/lib/ui/plain';
import type { PublicationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView, EntryText } from './EntryList';
import { t, english } from '@/lib/i18n';

export const PublicationsView = entryListView<PublicationRow>(
  english('No publications added yet.'),
  [(r) => r.date_published],
  (row) => ({
    title: row.topic,
    dates: `${row.location} · ${formatDate(row.date_published)}`,
    body: (
      <>
        {row.description && <EntryText>{row.description}</EntryText>}
        {row.publication_link && (
          <Anchor
            href={row.publication_link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('resume.readThePublication')}
            <VisuallyHidden>{t('resume.opensInANew', { topic: row.topic })}</VisuallyHidden>
          </Anchor>
        )}
      </>
    ),
    name: row.topic,
  }),
);
