import { useState } from 'react';
import { Alert, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { JobGroup } from '@portal/contract';
import { usePageTitle } from '@/lib/page';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { useJobGroups, type JobGrouping } from '../api/jobGroups';
import { PageBanner } from '../components/PageBanner';
import { jobsHref } from '../links';
import classes from './JobGroupsPage.module.css';

interface GroupsPreset {
  by: JobGrouping;
  title: string;
  intro: string;
  /** What one group is called, for the filter's label: "categories", "districts"… */
  noun: string;
  href: (group: JobGroup) => string;
}

const jobsLabel = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

/** Open jobs grouped one way (by category, district, area or skill), each group linking to its jobs. */
function JobGroupsView({ preset }: { preset: GroupsPreset }) {
  usePageTitle(preset.title);
  const groups = useJobGroups(preset.by);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (groups.data ?? [])
    .filter((g) => g.count > 0 && (!needle || g.name.toLowerCase().includes(needle)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const total = (groups.data ?? []).filter((g) => g.count > 0).length;

  return (
    <>
      <PageBanner title={preset.title} intro={preset.intro} />
      <Container py="xl">
        <Stack gap="lg">
          <TextInput
            label={`Find ${preset.noun}`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            maw={420}
            maxLength={100}
          />
          <section aria-labelledby="groups-heading">
            <Title order={2} id="groups-heading" fz="lg" mb="sm">
              {groups.data ? `${shown.length} of ${total} ${preset.noun} with open jobs` : `${preset.noun[0]?.toUpperCase()}${preset.noun.slice(1)} with open jobs`}
            </Title>
            {groups.isPending ? (
              <CardSkeletons count={9} cols={{ base: 1, xs: 2, md: 3 }} />
            ) : groups.error ? (
              <LoadError error={groups.error} onRetry={() => void groups.refetch()} what={`the ${preset.noun}`} />
            ) : shown.length === 0 ? (
              <Alert color="gray" title={total === 0 ? 'No open jobs right now' : `No ${preset.noun} match "${filter.trim()}"`}>
                <Text size="sm">{total === 0 ? 'New jobs are posted every week. Please check again soon.' : 'Try a shorter or different word.'}</Text>
              </Alert>
            ) : (
              <ul className={classes.list}>
                {shown.map((g) => (
                  <li key={`${g.id}-${g.name}`}>
                    <Link className={classes.tile} to={preset.href(g)}>
                      <span>{g.name}</span>{' '}
                      <span className={classes.count}>{jobsLabel(g.count)}</span>
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

export const JobsByCategoryPage = () => (
  <JobGroupsView preset={{ by: 'category', title: 'Jobs by Category', intro: 'Open jobs in each trade and sector.', noun: 'categories', href: (g) => jobsHref({ sector: g.id }) }} />
);
export const JobsByLocationPage = () => (
  <JobGroupsView preset={{ by: 'location', title: 'Jobs by Location', intro: 'Open jobs in each district of Uganda.', noun: 'districts', href: (g) => jobsHref({ location: g.id }) }} />
);
export const JobsByDesignationPage = () => (
  <JobGroupsView
    preset={{ by: 'function_area', title: 'Jobs by Designation', intro: 'Open jobs in each functional area.', noun: 'functional areas', href: (g) => jobsHref({ function_area: g.id }) }}
  />
);
export const JobsBySkillPage = () => (
  <JobGroupsView preset={{ by: 'skill', title: 'Jobs by Skill', intro: 'Open jobs that ask for each skill.', noun: 'skills', href: (g) => jobsHref({ search: g.name }) }} />
);
