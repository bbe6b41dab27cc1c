import { Anchor, VisuallyHidden } from '@mantine/core';
import type { PublicationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView, EntryText } from './EntryList';

export const PublicationsView = entryListView<PublicationRow>('No publications added yet.', [(r) => r.date_published], (row) => ({
  title: row.topic,
  dates: `${row.location} · ${formatDate(row.date_published)}`,
  body: (
    <>
      {row.description && <EntryText>{row.description}</EntryText>}
      {row.publication_link && (
        <Anchor href={row.publication_link} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          Read the publication
          <VisuallyHidden>: {row.topic} (opens in a new tab)</VisuallyHidden>
        </Anchor>
      )}
    </>
  ),
  name: row.topic,
}));
