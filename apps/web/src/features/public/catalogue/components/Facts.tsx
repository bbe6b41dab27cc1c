import { Fragment, type ReactNode } from 'react';
import classes from './Facts.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list (screen readers announce them as pairs). */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={classes.list}>
      {items
        .filter((f) => f.value !== null && f.value !== undefined && f.value !== '')
        .map((f) => (
          <Fragment key={f.label}>
            <dt className={classes.label}>{f.label}</dt>
            <dd className={classes.value}>{f.value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
