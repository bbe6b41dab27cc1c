/** Pieces of the employer area's tables (the generic ones live in lib/ui/table). */
import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@portal/contract';

const grouped = new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 });
/** Salaries read in Shillings (spec 000 §1). */
export const formatShs = (amount: number | null) => (amount === null ? '—' : `Shs ${grouped.format(amount)}`);

/** Cancelled grey; Under Review and Accepted primary; Declined secondary (spec 002 "Company applications"). */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  // Dark shades, filled: white text keeps a 4.5:1 contrast.
  const color = status === 'Cancelled' ? 'gray.7' : status === 'Declined' ? 'red.9' : 'brand.8';
  return (
    <Badge color={color} variant={status === 'Under Review' ? 'outline' : 'filled'}>
      {status}
    </Badge>
  );
}
