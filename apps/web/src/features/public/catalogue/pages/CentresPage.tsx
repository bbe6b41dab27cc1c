import { centresQuery, useCounsellingCentres } from '../api/centres';
import { listPagePrefetch } from '../api/prefetch';
import { CatalogueListPage } from '../components/CatalogueListPage';
import { CentreCard } from '../components/CentreCard';
import { useListParams } from '../components/useListParams';
import { t } from '@/lib/i18n';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { careerServicesQuery } from '@/lib/form-lookups';
import type { PageRequest } from '@/lib/queries/prefetch';
import type { QueryClient } from '@tanstack/react-query';

/** /counselling-centers (spec 000 §2.11): two columns of centres, searched by name or service. */
export function CentresPage() {
  const list = useListParams();
  const query = useCounsellingCentres(list.params);
  return (
    <CatalogueListPage
      title={t('catalogue.browseCounsellingCentres')}
      intro={t('catalogue.freeCareerGuidanceNear')}
      search={{ placeholder: t('catalogue.centreNameOrCounselling'), buttonLabel: t('catalogue.findACentre') }}
      list={list}
      query={query}
      texts={{
        count: (n) => t('catalogue.centresFound', { n }),
        emptyHeading: t('catalogue.noCareerCentresFound'),
        emptyHint: t('catalogue.noCounsellingCentresAre'),
        what: t('catalogue.theCounsellingCentres'),
        pagerLabel: t('catalogue.counsellingCentrePages'),
      }}
      cols={{ base: 1, md: 2 }}
      card={(c) => <CentreCard key={c.id} centre={c} />}
    />
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts).
CentresPage.prefetch = (page: PageRequest, client: QueryClient) =>
  Promise.all([listPagePrefetch(centresQuery)(page, client), prefetchLookupNames(client, careerServicesQuery)]);
