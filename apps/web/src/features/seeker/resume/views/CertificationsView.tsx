import { Anchor } from '@/lib/ui/plain';
import type { CertificationRow } from '@portal/contract';
import { formatDate } from '@/lib/format';
import { entryListView } from './EntryList';
import { t, english } from '@/lib/i18n';

export const CertificationsView = entryListView<CertificationRow>(
  english('No certifications added yet.'),
  [(r) => r.date_granted],
  (row) => ({
    title: row.title,
    subtitle: row.granting_organisation,
    dates: `${t('resume.granted', { date: formatDate(row.date_granted) })} · ${row.expiry_date ? t('resume.expires', { date: formatDate(row.expiry_date) }) : t('resume.noExpiry')}`,
    body: row.certificate && (
      <Anchor
        href={row.certificate}
        download
        size="sm"
        w="fit-content"
        aria-label={t('resume.downloadCertificate', { title: row.title })}
      >
        {t('resume.downloadCertificate2')}
      </Anchor>
    ),
    name: row.title,
  }),
);
