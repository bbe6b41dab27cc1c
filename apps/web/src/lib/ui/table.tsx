/** Pieces shared by the signed-in area's server-paged tables (spec 002 §9: 10, 20, 30, 40, 50, 100 rows). */
import { NativeSelect } from '@mantine/core';
import { Group, Stack, Text, Skeleton } from '@/lib/ui/plain';
import { TABLE_PAGE_SIZES } from '@portal/contract';
import { t } from '@/lib/i18n';

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
}

export function PageSizeSelect({
  value,
  onChange,
  count,
}: {
  value: number;
  onChange: (size: number) => void;
  count: number;
}) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">{t('pager.rows', { count })}</Text>
      {/* The phone's own picker, as the public lists' (UrlPaging): a Mantine Select would bring its combobox and
          floating-ui (~30 KB) to every table page. */}
      <NativeSelect
        label={t('pager.rowsPerPage')}
        w={140}
        size="xs"
        data={TABLE_PAGE_SIZES.map(String)}
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
    </Group>
  );
}
