import '@mantine/core/styles/List.layer.css';
import type { ReactNode } from 'react';
import { List, SimpleGrid } from '@mantine/core';
import { Anchor, Container, Paper, Stack, Text, Title, VisuallyHidden, Skeleton } from '@/lib/ui/plain';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { usePageTitle } from '@/lib/page';
import { LoadError } from '@/lib/ui/QueryState';
import {
  careerResourcesQuery,
  employerFrameworksQuery,
  policiesQuery,
  useCareerResources,
  useEmployerFrameworks,
  usePolicies,
} from '../api/infoHub';
import { Banner } from '../components/Banner';
import { t } from '@/lib/i18n';

/** "(PDF)", "(DOCX)"... from the file's extension, so the reader knows what opens. */
function fileKind(href: string): string | null {
  const ext = /\.([a-z0-9]{2,5})(?:[?#].*)?$/i.exec(href)?.[1];
  return ext ? ext.toUpperCase() : null;
}

interface HubItem {
  id: number;
  title: string;
  href: string;
  description?: string;
}

/** One document link: opens in a new tab, with its file type shown and the new tab announced. */
function DocumentLink({ item }: { item: HubItem }) {
  const kind = fileKind(item.href);
  return (
    <Stack gap={2}>
      <Anchor href={item.href} target="_blank" rel="noopener noreferrer" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
        {kind && <> ({kind})</>}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Anchor>
      {item.description && (
        <Text size="sm" c="dimmed">
          {item.description}
        </Text>
      )}
    </Stack>
  );
}

function HubSection<T>({
  id,
  title,
  intro,
  query,
  toItem,
  empty,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  query: UseQueryResult<T[]>;
  toItem: (row: T) => HubItem;
  empty: string;
}) {
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
        <Skeleton height={16} width="80%" />
        <Skeleton height={16} width="65%" />
        <Skeleton height={16} width="72%" />
      </Stack>
    );
  } else if (query.error) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} what={title.toLowerCase()} />;
  } else if (query.data.length === 0) {
    body = <Text>{empty}</Text>;
  } else {
    body = (
      <List spacing="md" listStyleType="none" styles={{ root: { paddingInlineStart: 0 } }}>
        {query.data.map((row) => {
          const item = toItem(row);
          return (
            <List.Item key={item.id}>
              <DocumentLink item={item} />
            </List.Item>
          );
        })}
      </List>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}

/** /information-hub (spec 000 §2.12): policies, employer frameworks and career resources to read or download. */
export function InformationHubPage() {
  usePageTitle(t('nav.informationHub'));
  const policies = usePolicies();
  const frameworks = useEmployerFrameworks();
  const resources = useCareerResources();

  return (
    <>
      <Banner title={t('nav.informationHub')} intro={t('catalogue.policiesEmployerGuidesAnd')} />
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <HubSection
            id="hub-policies"
            title={t('catalogue.companyAndEmployeePolicies')}
            intro={t('catalogue.modelWorkplacePoliciesFor')}
            query={policies}
            toItem={(p) => ({ id: p.id, title: p.title, href: p.document })}
            empty={t('catalogue.noPoliciesHaveBeen')}
          />
          <HubSection
            id="hub-frameworks"
            title={t('catalogue.employerFramework')}
            intro={t('catalogue.guidesForEmployersWho')}
            query={frameworks}
            toItem={(f) => ({ id: f.id, title: f.title, href: f.upload })}
            empty={t('catalogue.noEmployerFrameworksHave')}
          />
          <HubSection
            id="hub-resources"
            title={t('sidebar.careerResources')}
            intro={t('catalogue.practicalAdviceFromCareer')}
            query={resources}
            toItem={(r) => ({ id: r.id, title: r.title, href: r.upload, description: r.description })}
            empty={t('catalogue.noCareerResourcesHave')}
          />
        </SimpleGrid>
      </Container>
    </>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): its three lists.
InformationHubPage.prefetch = (_page: unknown, client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(policiesQuery()),
    client.prefetchQuery(employerFrameworksQuery()),
    client.prefetchQuery(careerResourcesQuery()),
  ]);
