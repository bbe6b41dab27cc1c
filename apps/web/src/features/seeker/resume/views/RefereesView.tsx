import type { RefereeRow } from '@portal/contract';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyText, RowActionIcons, type RowActions } from '../components/SectionCard';

/** Referees as the spec's table (Names, Title, Organisation, Contact and the actions when editable); cards on a phone. */
export function RefereesView({ rows, actions }: { rows: RefereeRow[]; actions?: RowActions<RefereeRow> }) {
  if (rows.length === 0) return <EmptyText>No referees added yet.</EmptyText>;
  const columns: Column<RefereeRow>[] = [
    { header: 'Names', cell: (row) => row.name },
    { header: 'Title', cell: (row) => row.title },
    { header: 'Organisation', cell: (row) => row.organisation },
    { header: 'Contact', cell: (row) => <a href={`tel:${row.contact}`}>{row.contact}</a> },
  ];
  if (actions) columns.push({ header: 'Actions', kind: 'actions', cell: (row) => <RowActionIcons row={row} name={`referee ${row.name}`} actions={actions} /> });
  return <DataTable rows={rows} columns={columns} label="Referees" striped />;
}
