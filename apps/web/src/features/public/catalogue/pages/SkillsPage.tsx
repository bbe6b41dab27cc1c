import { SimpleGrid } from '@mantine/core';
import { Container, Stack, Text, Title, Button, Skeleton, Card } from '@/lib/ui/plain';
import { usePageTitle } from '@/lib/page';
import type { QueryClient } from '@tanstack/react-query';
import { portalStatsQuery, usePortalStats } from '@/lib/queries/stats';
import { Banner } from '../components/Banner';
import { formatCount } from '@/lib/money';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

function HubCard({
  title,
  text,
  count,
  countLabel,
  to,
  action,
  loading,
}: {
  title: string;
  text: string;
  count: number | undefined;
  countLabel: (n: number) => string;
  to: string;
  action: string;
  loading: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`skills-${to.slice(1)}`}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={`skills-${to.slice(1)}`}>
          {title}
        </Title>
        {loading ? (
          <Skeleton height={28} width={160} role="status" aria-label={t('counsellor.loading')} />
        ) : (
          count !== undefined && (
            <Text fz={28} fw={800} c="brand.8" lh={1.2}>
              {formatCount(count)}{' '}
              <Text span fz="md" fw={600} c="gray.8">
                {countLabel(count)}
              </Text>
            </Text>
          )
        )}
        <Text>{text}</Text>
        <Button component={Link} to={to} mt="auto" style={{ alignSelf: 'flex-start' }}>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** /skills: the skills hub, with live counts; when the counts cannot load the links still work. */
export function SkillsPage() {
  usePageTitle(t('company.skills'));
  const stats = usePortalStats();
  const loading = stats.isPending;
  return (
    <>
      <Banner title={t('company.skills')} intro={t('catalogue.growYourSkillsWith')} />
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <HubCard
            title={t('nav.trainings')}
            text={t('catalogue.shortCoursesAndIntakes')}
            count={stats.data?.trainings}
            countLabel={(n) => t('catalogue.upcomingTrainings', { n })}
            to="/trainings"
            action={t('catalogue.browseTrainings')}
            loading={loading}
          />
          <HubCard
            title={t('catalogue.skillsCompetitions')}
            text={t('catalogue.practicalContestsForYoung')}
            count={stats.data?.competitions}
            countLabel={(n) => t('catalogue.openCompetitions', { n })}
            to="/skills-competitions"
            action={t('catalogue.browseCompetitions')}
            loading={loading}
          />
        </SimpleGrid>
      </Container>
    </>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): the portal's figures.
SkillsPage.prefetch = (_page: unknown, client: QueryClient) => client.prefetchQuery(portalStatsQuery());
