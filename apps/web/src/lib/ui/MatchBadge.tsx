import { Badge } from '@/lib/ui/plain';
import { t } from '@/lib/i18n';

/** How well a recommended job fits (issue 15): "72% fit", in the dashboard's list and the jobs page's tab alike. */
export function MatchBadge({ score }: { score: number }) {
  return (
    <Badge variant="filled" color="brand.8" radius="sm" style={{ flexShrink: 0 }}>
      {t('ui.fit', { score })}
    </Badge>
  );
}
