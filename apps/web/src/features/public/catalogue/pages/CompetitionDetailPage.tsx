import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { useCompetition } from '../api/competitions';
import { parseId } from '@/lib/ids';
import { Banner } from '../components/Banner';
import { DetailState } from '../components/DetailState';
import { CompetitionApply } from '../components/CompetitionCard';
import { RichText } from '../components/RichText';
import { DetailColumns, DetailSection } from '../components/DetailLayout';
import { SummaryBox } from '../components/SummaryBox';

/** /competition-detail/{id} (spec 000 §2.9): summary, details, guidelines and the Apply action (application link or in the portal). */
export function CompetitionDetailPage() {
  const id = parseId(useParams().id);
  const query = useCompetition(id);
  usePageTitle(query.data?.competition_title ?? (id === null || query.isError ? 'Competition not found' : 'Competition Detail'));

  return (
    <DetailState
      id={id}
      query={query}
      what="this competition"
      notFound={{
        title: 'Competition not found',
        text: 'This skills competition does not exist or has been removed by its organiser.',
        backTo: '/skills-competitions',
        backLabel: 'Browse Skills Competitions',
      }}
    >
      {(c) => (
        <>
          <Banner eyebrow="Skills competition" title={c.competition_title} intro={c.provider_name ? `Organised by ${c.provider_name}` : undefined} />
          <DetailColumns
            summary={
              <SummaryBox
                heading="Competition Summary"
                logo={c.logo}
                logoAlt={`Logo of ${c.provider_name || c.competition_title}`}
                facts={[
                  { label: 'Title', value: c.competition_title },
                  { label: 'Start date', value: formatDate(c.start_date) },
                  { label: 'End date', value: formatDate(c.end_date) },
                  { label: 'Location', value: c.location },
                  { label: 'Organiser', value: c.provider_name },
                ]}
              >
                <CompetitionApply competition={c} externalLabel="Application Link" size="md" fullWidth />
              </SummaryBox>
            }
          >
            <DetailSection id="competition-details" title="Details">
              {c.description ? <RichText html={c.description} /> : <Text>No details were given.</Text>}
            </DetailSection>
            <DetailSection id="competition-guidelines" title="Guidelines">
              {c.guidelines ? <RichText html={c.guidelines} /> : <Text>No guidelines were given.</Text>}
            </DetailSection>
          </DetailColumns>
        </>
      )}
    </DetailState>
  );
}
