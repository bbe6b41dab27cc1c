import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './Columns.module.css';

/**
 * A page's main column and its aside: one column on a phone, side by side from 62em, 8 and 4 twelfths wide (7 and 5
 * with `wideAside`). `asideFirst`: the aside is the first child, shown above the main column on a phone and to its
 * right on a wide screen. Plain CSS where Mantine's Grid wrote a style element per column into every page.
 */
export function Columns({
  wideAside = false,
  asideFirst = false,
  children,
  ...props
}: { wideAside?: boolean; asideFirst?: boolean; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<'div'>,
  'className'
>) {
  return (
    <div
      className={classes.columns}
      data-wide-aside={wideAside || undefined}
      data-aside-first={asideFirst || undefined}
      {...props}
    >
      {children}
    </div>
  );
}
