/**
 * A short hint above an icon button ("Edit training"), shown on pointing at it or focusing it by keyboard. CSS only:
 * Mantine's Tooltip brings floating-ui (~19 KB) to every manage page for a line of text. The control keeps its own
 * accessible name; the hint is for sighted mouse and keyboard users and is not read out.
 */
import type { ReactNode } from 'react';
import classes from './Hint.module.css';

export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.hint} data-hint={label}>
      {children}
    </span>
  );
}
