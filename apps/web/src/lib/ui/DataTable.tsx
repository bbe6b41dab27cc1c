/**
 * THE list table of the signed-in areas (manage pages, applied and saved jobs, notifications, referees): a table on a
 * wide screen, stacked cards on a phone (DataTable.module.css), one markup for both so nothing renders twice.
 */
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { Table, type TableTrProps } from '@mantine/core';
import classes from './DataTable.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Keep the cell on one line on a wide screen (dates, chips). */
  nowrap?: boolean;
  /**
   * `logo`: beside the card's title on a phone, unnamed; `actions`: the card's last line. The first other column
   * is the card's title.
   */
  kind?: 'logo' | 'actions';
}

export function DataTable<T extends { id: number }>({
  rows,
  columns,
  label,
  labelledBy,
  busy,
  striped = true,
  rowProps,
}: {
  rows: T[];
  columns: Column<T>[];
  /** The table's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  striped?: boolean;
  /** Marks rows (a notification not yet read). */
  rowProps?: (row: T) => TableTrProps & { 'data-seen'?: boolean };
}) {
  const primary = columns.findIndex((c) => !c.kind);
  return (
    <div className={classes.wrap}>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        striped={striped}
        highlightOnHover
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={busy}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} {...rowProps?.(row)}>
              {columns.map((c, i) => (
                <Table.Td
                  key={c.header}
                  data-label={c.header}
                  data-primary={i === primary || undefined}
                  data-bare={c.kind ? true : undefined}
                  data-actions={c.kind === 'actions' || undefined}
                  data-nowrap={c.nowrap || undefined}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
