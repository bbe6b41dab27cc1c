import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import classes from './PageBanner.module.css';

/**
 * The band at the top of a jobs page. Its title is the page's <h1>, unless the page has a better one
 * (the job detail's own title): then `as="p"` keeps a single <h1>.
 */
export function PageBanner({ title, intro, as = 'h1', children }: { title: string; intro?: ReactNode; as?: 'h1' | 'p'; children?: ReactNode }) {
  const Heading = as;
  return (
    <div className={classes.banner}>
      <Container>
        <Stack gap="md">
          <Heading className={classes.title}>{title}</Heading>
          {intro && <p className={classes.intro}>{intro}</p>}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
