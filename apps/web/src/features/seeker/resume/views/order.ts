/** Newest first, the order the server lists them in: compares yyyy-MM-dd strings, then the id. */
export function newestFirst<Row extends { id: number }>(...dates: Array<(row: Row) => string | null>) {
  return (a: Row, b: Row): number => {
    for (const date of dates) {
      // A missing date (still going on) counts as the newest.
      const x = date(a) ?? '9999-12-31';
      const y = date(b) ?? '9999-12-31';
      if (x !== y) return y.localeCompare(x);
    }
    return b.id - a.id;
  };
}
