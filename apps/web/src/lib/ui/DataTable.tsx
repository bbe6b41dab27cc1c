/**
 * THE list table of the signed-in areas (manage pages, applied and saved jobs, notifications, referees): a table on a
 * wide screen, stacked cards on a phone (DataTable.module.css), one markup for both so nothing renders twice. Plain
 * table elements: Mantine's Table brings its scroll container, and with it ScrollArea and floating-ui (~20 KB), to
 * every list page.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
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
  rowProps?: (row: T) => ComponentPropsWithoutRef<'tr'> & { 'data-seen'?: boolean };
}) {
  const primary = columns.findIndex((c) => !c.kind);
  return (
    <div className={classes.wrap}>
      <table
        className={classes.table}
        data-striped={striped || undefined}
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={busy}
      >
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} {...rowProps?.(row)}>
              {columns.map((c, i) => (
                <td
                  key={c.header}
                  data-label={c.header}
                  data-primary={i === primary || undefined}
                  data-bare={c.kind ? true : undefined}
                  data-actions={c.kind === 'actions' || undefined}
                  data-nowrap={c.nowrap || undefined}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
