import { Group, Button } from '@/lib/ui/plain';
import { PAGER_LINKS } from '@portal/contract';
import { t } from '@/lib/i18n';

/** Page numbers around the current one, at most PAGER_LINKS of them (spec: Prev/Next and a 5-page range). */
export function pageWindow(page: number, totalPages: number, size = PAGER_LINKS): number[] {
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/** Prev / 5 page links (3 on a phone) / Next for a server-paged list; renders nothing for a single page. */
export function Pager({
  page,
  count,
  pageSize,
  onChange,
  label = t('pager.pages'),
}: {
  page: number;
  count: number;
  pageSize: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group gap="xs" justify="center" mt="lg" wrap="wrap">
        <Button variant="default" size="compact-md" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          {t('pager.prev')}
        </Button>
        {pageWindow(page, totalPages).map((p) => (
          <Button
            key={p}
            size="compact-md"
            variant={p === page ? 'filled' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: p })}
            data-far={Math.abs(p - page) > 1 || undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </Button>
        ))}
        <Button variant="default" size="compact-md" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </Group>
    </nav>
  );
}
