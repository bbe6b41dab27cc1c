import { useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n';
import { applyUpdate, isOnline, subscribeOnline, subscribeUpdate, updateWaiting } from '@/lib/offline';
import button from '@/lib/ui/Button.module.css';
import classes from './AppLayout.module.css';

/**
 * Under the header (issue 17): "You are offline" while the phone has no connection (what shows is the last copy
 * kept), and the prompt to start a new version of the app once one is installed. Rendered online on the server.
 */
export function ConnectionNotices() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  return (
    <>
      {!online && (
        <div className={classes.notice} role="status" data-testid="offline-banner">
          <strong>{t('offline.title')}</strong> {t('offline.banner')}
        </div>
      )}
      {update && (
        <div className={classes.notice} data-kind="update" role="status">
          <span>{t('update.available')}</span>{' '}
          <button type="button" className={button.button} data-size="sm" onClick={applyUpdate}>
            {t('update.reload')}
          </button>
        </div>
      )}
    </>
  );
}
