/** Server paging of the seeker's tables (applied and saved jobs, alerts): page and size live in the address bar. */
import { useCallback, type RefObject } from 'react';
import { NativeSelect } from '@mantine/core';
import { Group } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '@portal/contract';
import { Pager } from './Pager';
import { t } from '@/lib/i18n';

export function useUrlPaging() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const rawSize = Number(params.get('page_size'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const pageSize = (TABLE_PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : TABLE_PAGE_SIZES[0];

  /** A new page size starts again from page 1; defaults are left out of the address; `replace` corrects without a history entry. */
  const setPaging = useCallback(
    (next: { page?: number; pageSize?: number; replace?: boolean }) => {
      const p = new URLSearchParams(params);
      const size = next.pageSize ?? pageSize;
      const nextPage = next.page ?? 1;
      if (nextPage > 1) p.set('page', String(nextPage));
      else p.delete('page');
      if (size !== TABLE_PAGE_SIZES[0]) p.set('page_size', String(size));
      else p.delete('page_size');
      setParams(p, { replace: next.replace });
    },
    [params, pageSize, setParams],
  );

  return { page, pageSize, setPaging };
}

/** Rows per page (10 … 100) and the page links; moving to another page puts focus on the heading. */
export function TableFooter({
  page,
  pageSize,
  count,
  label,
  setPaging,
  focusRef,
}: {
  page: number;
  pageSize: number;
  count: number;
  label: string;
  setPaging: (next: { page?: number; pageSize?: number }) => void;
  focusRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <NativeSelect
        label={t('pager.rowsPerPage')}
        value={String(pageSize)}
        onChange={(e) => setPaging({ pageSize: Number(e.currentTarget.value) })}
        data={TABLE_PAGE_SIZES.map((n) => String(n))}
        w={140}
      />
      <Pager
        page={page}
        count={count}
        pageSize={pageSize}
        label={label}
        onChange={(p) => {
          setPaging({ page: p });
          focusRef.current?.focus();
        }}
      />
    </Group>
  );
}
