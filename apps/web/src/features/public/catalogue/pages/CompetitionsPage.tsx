import { Group, NativeSelect, optionElements } from '@/lib/ui/plain';
import { COMPETITION_ORDERING_LABELS, COMPETITION_ORDERINGS } from '@portal/contract';
import { competitionsQuery, useCompetitions } from '../api/competitions';
import { listPagePrefetch } from '../api/prefetch';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { CompetitionCard } from '../components/CompetitionCard';
import { useListParams } from '../components/useListParams';
import { t } from '@/lib/i18n';
import classes from './CompetitionsPage.module.css';

const SORT_OPTIONS = COMPETITION_ORDERINGS.map((value) => ({ value, label: COMPETITION_ORDERING_LABELS[value] }));
const isOrdering = (v: string): v is (typeof COMPETITION_ORDERINGS)[number] =>
  (COMPETITION_ORDERINGS as readonly string[]).includes(v);

/** /skills-competitions (spec 000 §2.8, 002): search, a working sort and pages of 10. */
export function CompetitionsPage() {
  const list = useListParams(COMPETITION_ORDERINGS);
  const query = useCompetitions(list.params);
  return (
    <CatalogueListPage
      title={t('catalogue.browseSkillsCompetitions2')}
      intro={t('catalogue.showWhatYouCan')}
      search={{ placeholder: t('catalogue.competitionTitleKeywordsOr'), buttonLabel: t('catalogue.findACompetition') }}
      list={list}
      query={query}
      toolbar={
        <Group justify="flex-end">
          <NativeSelect
            label={t('jobs.sortBy')}
            value={list.ordering}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isOrdering(v)) list.setOrdering(v);
            }}
            className={classes.sort}
          >
            {optionElements(SORT_OPTIONS)}
          </NativeSelect>
        </Group>
      }
      texts={{
        count: (n) => t('catalogue.competitionsFound', { n }),
        emptyHeading: t('catalogue.noCompetitionsFound'),
        emptyHint: t('catalogue.thereAreNoSkills'),
        what: t('catalogue.theCompetitions'),
        pagerLabel: t('catalogue.competitionPages'),
      }}
      cols={{ base: 1, sm: 2, lg: 3 }}
      card={(c) => <CompetitionCard key={c.id} competition={c} />}
    />
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
CompetitionsPage.prefetch = listPagePrefetch(competitionsQuery, COMPETITION_ORDERINGS);
