import type { ReactNode } from 'react';
import { Container, Stack } from '@/lib/ui/plain';
import classes from './PageBanner.module.css';

/**
 * The band at the top of a jobs page. Its title is the page's <h1>, unless the page has a better one
 * (the job detail's own title): then `as="p"` keeps a single <h1>. `compact` makes it shorter on a phone, so
 * the first results show without scrolling.
 */
export function PageBanner({
  title,
  intro,
  as = 'h1',
  compact = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  as?: 'h1' | 'p';
  compact?: boolean;
  children?: ReactNode;
}) {
  const Heading = as;
  return (
    <div className={classes.banner} data-compact={compact || undefined}>
      <Container>
        <Stack className={classes.stack}>
          <Heading className={classes.title}>{title}</Heading>
          {intro && <p className={classes.intro}>{intro}</p>}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
