import { Anchor } from '@mantine/core';
import type { CertificationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView } from './EntryList';

export const CertificationsView = entryListView<CertificationRow>('No certifications added yet.', [(r) => r.date_granted], (row) => ({
  title: row.title,
  subtitle: row.granting_organisation,
  dates: `Granted ${formatDate(row.date_granted)} · ${row.expiry_date ? `Expires ${formatDate(row.expiry_date)}` : 'No Expiry'}`,
  body: row.certificate && (
    <Anchor href={row.certificate} download size="sm" w="fit-content" aria-label={`Download certificate: ${row.title}`}>
      Download certificate
    </Anchor>
  ),
  name: row.title,
}));
