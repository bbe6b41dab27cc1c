import { Skeleton } from '@/lib/ui/plain';
import { useId, type CSSProperties } from 'react';
import { errorMessage } from '../api';
import classes from './QueryState.module.css';
import button from './Button.module.css';
import { t } from '@/lib/i18n';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * Card-shaped placeholders while a list loads (a phone on a slow link sees the layout at once). Plain elements and
 * CSS in place of Mantine's SimpleGrid and Card, which would otherwise join the home page's first download.
 */
export function CardSkeletons({
  count = 6,
  cols = { base: 1, sm: 2, lg: 3 },
}: {
  count?: number;
  cols?: Partial<Record<(typeof BREAKPOINTS)[number], number>>;
}) {
  const style: Record<string, number> = {};
  const flags: Record<string, ''> = {};
  for (const bp of BREAKPOINTS) {
    const n = cols[bp];
    if (n === undefined) continue;
    style[`--cols-${bp}`] = n;
    if (bp !== 'base') flags[`data-${bp}`] = '';
  }
  return (
    <div
      className={classes.grid}
      style={style as CSSProperties}
      {...flags}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.skeletonCard}>
          <Skeleton height={18} width="70%" />
          <Skeleton height={12} width="45%" />
          <Skeleton height={12} width="85%" />
          <Skeleton height={12} width="60%" />
        </div>
      ))}
    </div>
  );
}

/** What a failed load shows: the reason and a retry, never a blank page. */
export function LoadError({
  error,
  onRetry,
  what = t('common.thisPage'),
}: {
  error: unknown;
  onRetry: () => void;
  what?: string;
}) {
  const titleId = useId();
  return (
    <div className={classes.alert} role="alert" aria-labelledby={titleId}>
      <p className={classes.alertTitle} id={titleId}>
        {t('common.couldNotLoad', { what })}
      </p>
      <div className={classes.alertBody}>
        <span>{errorMessage(error)}</span>
        <button type="button" className={button.button} data-variant="default" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    </div>
  );
}
