/** Pieces shared by the employer area's server-paged tables. */
import { Badge, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { TABLE_PAGE_SIZES, type ApplicationStatus } from '@portal/contract';

const grouped = new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 });
/** Salaries read in Shillings (spec 000 §1). */
export const formatShs = (amount: number | null) => (amount === null ? '—' : `Shs ${grouped.format(amount)}`);

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
}

export function PageSizeSelect({ value, onChange, count }: { value: number; onChange: (size: number) => void; count: number }) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">
        {count} {count === 1 ? 'row' : 'rows'}
      </Text>
      <Select
        label="Rows per page"
        w={140}
        size="xs"
        allowDeselect={false}
        data={TABLE_PAGE_SIZES.map(String)}
        value={String(value)}
        onChange={(v) => v && onChange(Number(v))}
      />
    </Group>
  );
}

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
