import { useState } from 'react';
import { Alert } from '@mantine/core';
import { SearchField } from '@/lib/ui/SearchField';
import { Container, Stack, Text, Title } from '@/lib/ui/plain';
import type { QueryClient } from '@tanstack/react-query';
import type { JobGroup } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { jobGroupsQuery, useJobGroups, type JobGrouping } from '../api/jobGroups';
import { withPrefetch } from '@/lib/queries/prefetch';
import { PageBanner } from '../components/PageBanner';
import { jobsHref } from '../links';
import classes from './JobGroupsPage.module.css';
import { currentLanguage, t } from '@/lib/i18n';
import { useLookupName, type TranslatedListQuery } from '@/lib/lookup-names';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { functionalAreasQuery, jobCategoriesQuery } from '@/lib/lookups';
import { skillsCategoriesQuery } from '@/lib/form-lookups';
import { Link } from '@/lib/ui/Link';

interface GroupsPreset {
  by: JobGrouping;
  title: string;
  intro: string;
  /** The catalogue's messages for this grouping: `groups.<key>.find`, `.heading`, `.loading`, `.what`, `.noMatch`. */
  key: 'category' | 'location' | 'area' | 'skill';
  href: (group: JobGroup) => string;
  /** The lookup list the groups are rows of, when their names have other languages (decision 027). */
  names?: TranslatedListQuery;
}

const jobsLabel = (n: number) => t('common.jobCount', { count: n });

/** Open jobs grouped one way (by category, district, area or skill), each group linking to its jobs. */
function JobGroupsView({ preset }: { preset: GroupsPreset }) {
  usePageTitle(preset.title);
  const groups = useJobGroups(preset.by);
  // Groups of a list with names in other languages show them (districts and towns as they are).
  const lookupName = useLookupName(preset.names ?? jobCategoriesQuery);
  const nameOf = (name: string) => (preset.names ? lookupName(name) : name);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  // The link keeps the group as the API names it (a skill's link searches its English name); the tile shows `label`.
  const shown = (groups.data ?? [])
    .map((g) => ({ group: g, label: nameOf(g.name), count: g.count }))
    .filter((g) => g.count > 0 && (!needle || g.label.toLowerCase().includes(needle)))
    .sort((a, b) => a.label.localeCompare(b.label, currentLanguage()));
  const total = (groups.data ?? []).filter((g) => g.count > 0).length;

  return (
    <>
      <PageBanner title={preset.title} intro={preset.intro} />
      <Container py="xl">
        <Stack gap="lg">
          <SearchField
            label={t(`groups.${preset.key}.find`)}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            style={{ maxWidth: 420 }}
            maxLength={100}
          />
          <section aria-labelledby="groups-heading">
            <Title order={2} id="groups-heading" fz="lg" mb="sm">
              {groups.data
                ? t(`groups.${preset.key}.heading`, { shown: shown.length, total })
                : t(`groups.${preset.key}.loading`)}
            </Title>
            {groups.isPending ? (
              <CardSkeletons count={9} cols={{ base: 1, xs: 2, md: 3 }} />
            ) : groups.error ? (
              <LoadError
                error={groups.error}
                onRetry={() => void groups.refetch()}
                what={t(`groups.${preset.key}.what`)}
              />
            ) : shown.length === 0 ? (
              <Alert
                color="gray"
                title={
                  total === 0 ? t('groups.noOpenJobs') : t(`groups.${preset.key}.noMatch`, { filter: filter.trim() })
                }
              >
                <Text size="sm">{total === 0 ? t('groups.checkSoon') : t('groups.tryShorter')}</Text>
              </Alert>
            ) : (
              <ul className={classes.list}>
                {shown.map((g) => (
                  <li key={`${g.group.id}-${g.group.name}`}>
                    <Link className={classes.tile} to={preset.href(g.group)}>
                      <span>{g.label}</span> <span className={classes.count}>{jobsLabel(g.count)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Stack>
      </Container>
    </>
  );
}

// What the server fetches before it renders one (lib/queries/prefetch.ts): its groups.
const groupsPrefetch = (by: JobGrouping, names?: TranslatedListQuery) => (_page: unknown, client: QueryClient) =>
  Promise.all([client.prefetchQuery(jobGroupsQuery(by)), prefetchLookupNames(client, names)]);

export const JobsByCategoryPage = withPrefetch(
  () => (
    <JobGroupsView
      preset={{
        by: 'category',
        title: t('footer.jobsByCategory'),
        intro: t('groups.category.intro'),
        key: 'category',
        href: (g) => jobsHref({ sector: g.id }),
        names: jobCategoriesQuery,
      }}
    />
  ),
  groupsPrefetch('category', jobCategoriesQuery),
);
export const JobsByLocationPage = withPrefetch(
  () => (
    <JobGroupsView
      preset={{
        by: 'location',
        title: t('footer.jobsByLocation'),
        intro: t('groups.location.intro'),
        key: 'location',
        href: (g) => jobsHref({ location: g.id }),
      }}
    />
  ),
  groupsPrefetch('location'),
);
export const JobsByDesignationPage = withPrefetch(
  () => (
    <JobGroupsView
      preset={{
        by: 'function_area',
        title: t('groups.area.title'),
        intro: t('groups.area.intro'),
        key: 'area',
        href: (g) => jobsHref({ function_area: g.id }),
        names: functionalAreasQuery,
      }}
    />
  ),
  groupsPrefetch('function_area', functionalAreasQuery),
);
export const JobsBySkillPage = withPrefetch(
  () => (
    <JobGroupsView
      preset={{
        by: 'skill',
        title: t('groups.skill.title'),
        intro: t('groups.skill.intro'),
        key: 'skill',
        href: (g) => jobsHref({ search: g.name }),
        names: skillsCategoriesQuery,
      }}
    />
  ),
  groupsPrefetch('skill'),
);
