import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import classes from './Banner.module.css';

/** The page's one <h1> (with an optional kind of page above it) on a coloured band, with an optional intro and a search form under it. */
export function Banner({
  title,
  eyebrow,
  intro,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={classes.banner}>
      <Container>
        <Stack gap="md">
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {intro && <Text className={classes.intro}>{intro}</Text>}
          {children}
        </Stack>
      </Container>
    </div>
  );
}
