import type { RefereeRow } from '@portal/contract';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { Anchor } from '@/lib/ui/plain';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';
import { t } from '@/lib/i18n';

/** Referees as the spec's table (Names, Title, Organisation, Contact and the actions when editable); cards on a phone. */
export function RefereesView({ rows, actions }: { rows: RefereeRow[]; actions?: RowActions<RefereeRow> }) {
  if (rows.length === 0) return <EmptyText>{t('resume.noRefereesAddedYet')}</EmptyText>;
  const columns: Column<RefereeRow>[] = [
    { header: t('resume.names'), cell: (row) => row.name },
    { header: t('notifications.title'), cell: (row) => row.title },
    { header: t('resume.organisation'), cell: (row) => row.organisation },
    { header: t('resume.contact'), cell: (row) => <Anchor href={`tel:${row.contact}`}>{row.contact}</Anchor> },
  ];
  if (actions)
    columns.push({
      header: t('table.actions'),
      kind: 'actions',
      cell: (row) => <RowActionIcons row={row} name={`referee ${row.name}`} actions={actions} />,
    });
  return <DataTable rows={rows} columns={columns} label={t('resume.referees')} striped />;
}
