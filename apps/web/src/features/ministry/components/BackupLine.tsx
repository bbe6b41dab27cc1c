import { Text } from '@/lib/ui/plain';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useBackupStatus } from '../api/ministry';

/** One line on the Ministry's first page: when the portal last backed up its data and how big the backup was (issue 29). */
export function BackupLine() {
  const status = useBackupStatus();
  const last = status.data?.last;
  if (status.data === undefined) return null; // loading, or not answered: the line is a reassurance, not the page's point
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {t('ministry.noBackupYet')}
      </Text>
    );
  if (!last.ok)
    return (
      <Text size="sm" c="red.8">
        {t('ministry.lastBackupFailed', { date: formatDateTime(last.created) })}
      </Text>
    );
  const megabytes = ((last.size_bytes ?? 0) / 1_000_000).toFixed(1);
  return (
    <Text size="sm" c="dimmed">
      {t('ministry.lastBackup', { date: formatDateTime(last.created), size: megabytes })}
    </Text>
  );
}
