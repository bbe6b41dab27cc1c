import { VisuallyHidden } from '@/lib/ui/plain';
import classes from './PageLoader.module.css';
import { t } from '@/lib/i18n';

/** Full-area spinner while a page or its data loads; announced politely to screen readers. */
export function PageLoader({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className={classes.area} role="status">
      <span className={classes.spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
