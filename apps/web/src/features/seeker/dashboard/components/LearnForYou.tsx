import { Anchor, Stack, Text, Skeleton } from '@/lib/ui/plain';
import { DashboardCard } from './DashboardCard';
import { formatDate } from '@/lib/format';
import { LoadError } from '@/lib/ui/QueryState';
import { useRecommendedTrainings } from '../../api/recommendedTrainings';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/**
 * "Skills employers in your field ask for" on the job seeker's dashboard (issue 15): the skills open jobs in their
 * sectors ask for that their CV does not list, and the trainings and competitions that teach them.
 */
export function LearnForYou() {
  const learn = useRecommendedTrainings();
  if (learn.isPending) return <Skeleton height={120} />;
  if (learn.error || !learn.data)
    return <LoadError error={learn.error} onRetry={() => void learn.refetch()} what={t('seeker.theSkillsInDemand')} />;
  const { skills_in_demand: skills, results } = learn.data;
  if (skills.length === 0) return null;
  return (
    <DashboardCard id="learn-for-you-heading" title={t('seeker.skillsEmployersInYour')}>
      <Text size="sm">
        {skills.map((s) => t('seeker.skillOpenJobs', { skill: s.skill, count: s.jobs })).join(' · ')}
      </Text>
      {results.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {results.map((r) => (
            <li key={`${r.kind}-${r.id}`}>
              <Anchor
                component={Link}
                to={r.kind === 'training' ? `/training-detail/${r.id}` : `/competition-detail/${r.id}`}
                fw={600}
              >
                {r.title}
              </Anchor>
              <Text size="sm" c="gray.7">
                {r.kind === 'training' ? t('catalogue.training') : t('seeker.competition')} · {formatDate(r.date)} ·{' '}
                {r.location} · {t('seeker.teachesSkill', { skill: r.skill })}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm">
          {t('seeker.noUpcomingTrainingTeaches')}{' '}
          <Anchor component={Link} to="/trainings">
            {t('seeker.seeAllTrainings')}
          </Anchor>
          .
        </Text>
      )}
    </DashboardCard>
  );
}
