import { Text } from '@/lib/ui/plain';
import { useParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { competitionQuery, useCompetition } from '../api/competitions';
import { detailPagePrefetch } from '../api/prefetch';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { CompetitionApply } from '../components/CompetitionCard';
import { RichText } from '../components/RichText';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
import { SummaryBox } from '../components/SummaryBox';
import { t } from '@/lib/i18n';

/** /competition-detail/{id} (spec 000 §2.9): summary, details, guidelines and the Apply action (application link or in the portal). */
export function CompetitionDetailPage() {
  const id = parseId(useParams().id);
  const query = useCompetition(id);
  usePageTitle(
    query.data?.competition_title ??
      (id === null || query.isError ? t('catalogue.competitionNotFound') : t('catalogue.competitionDetail')),
  );

  return (
    <DetailState
      id={id}
      query={query}
      what={t('catalogue.thisCompetition')}
      notFound={{
        title: t('catalogue.competitionNotFound'),
        text: t('catalogue.thisSkillsCompetitionDoes'),
        backTo: '/skills-competitions',
        backLabel: t('catalogue.browseSkillsCompetitions'),
      }}
    >
      {(c) => (
        <>
          <Banner
            eyebrow={t('catalogue.skillsCompetition')}
            title={c.competition_title}
            intro={c.provider_name ? t('catalogue.organisedBy', { provider_name: c.provider_name }) : undefined}
          />
          <DetailColumns
            summary={
              <SummaryBox
                heading={t('catalogue.competitionSummary')}
                logo={c.logo}
                logoAlt={t('catalogue.logoOf', { value0: c.provider_name || c.competition_title })}
                facts={[
                  { label: t('notifications.title'), value: c.competition_title },
                  { label: t('catalogue.startDate'), value: formatDate(c.start_date) },
                  { label: t('catalogue.endDate'), value: formatDate(c.end_date) },
                  { label: t('job.location'), value: c.location },
                  { label: t('catalogue.organiser'), value: c.provider_name },
                ]}
              >
                <CompetitionApply competition={c} externalLabel={t('catalogue.applicationLink')} size="md" fullWidth />
              </SummaryBox>
            }
          >
            <DetailSection id="competition-details" title={t('report.details')}>
              {c.description ? <RichText html={c.description} /> : <Text>{t('catalogue.noDetailsWereGiven')}</Text>}
            </DetailSection>
            <DetailSection id="competition-guidelines" title={t('catalogue.guidelines')}>
              {c.guidelines ? <RichText html={c.guidelines} /> : <Text>{t('catalogue.noGuidelinesWereGiven')}</Text>}
            </DetailSection>
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
CompetitionDetailPage.prefetch = detailPagePrefetch(competitionQuery);
