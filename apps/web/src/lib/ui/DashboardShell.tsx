import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Button, Skeleton, Card } from '@/lib/ui/plain';
import { usePageTitle } from '../page';
import { PageHeading } from './PageHeading';
import { LoadError } from './QueryState';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

type DashboardQuery<T> = { isPending: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };

/**
 * An account type's dashboard (/company-dashboard, /trainer-dashboard): heading with its main action, figure-card
 * placeholders while loading, a retry on failure, then the dashboard's own figures.
 */
export function DashboardShell<T>({
  title,
  action,
  query,
  children,
}: {
  title: string;
  action: { to: string; label: string };
  query: DashboardQuery<T>;
  children: (data: T) => ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={title}>
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        </PageHeading>
        {query.isPending ? (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            role="status"
            aria-busy="true"
            aria-label={t('counsellor.loading')}
          >
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={110} radius="md" />
            ))}
          </SimpleGrid>
        ) : query.error ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} what={t('ui.yourDashboard')} />
        ) : query.data !== undefined ? (
          children(query.data)
        ) : null}
      </Stack>
    </Container>
  );
}

/** The dashboard's shortcuts to the account type's pages. */
export function DashboardShortcuts({
  label,
  links,
}: {
  label: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="nav" aria-label={label}>
      <Group gap="sm">
        {links.map((l) => (
          <Button key={l.to} component={Link} to={l.to} variant="default">
            {l.label}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

/** One figure of a dashboard: its name, the number, and under it a note or a link to the rows behind it. */
export function DashboardFigure({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string | number;
  note?: string;
  to?: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
      {to && (
        <Anchor component={Link} to={to} size="sm" aria-label={t('ui.seeThem', { label })}>
          {t('ui.seeThem2')}
        </Anchor>
      )}
    </Card>
  );
}
