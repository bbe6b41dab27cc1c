import { Container, Stack, Skeleton } from '@/lib/ui/plain';
import { useDistricts } from '@/lib/lookups';
import { useJobGroups } from '../../jobs/api/jobGroups';
import { jobsHref } from '../../jobs/links';
import classes from './Home.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** Featured cities (spec 000 §2.3). All but Fort Portal share their district's name; Fort Portal is a city of Kabarole. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- place names, written the same in every language
const DISTRICT_CITIES = ['Kampala', 'Gulu', 'Mbarara', 'Jinja', 'Arua', 'Soroti', 'Masaka'];
// eslint-disable-next-line lingui/no-unlocalized-strings -- place names
const TOWN_CITIES = ['Fort Portal'];
// eslint-disable-next-line lingui/no-unlocalized-strings -- place names
const ORDER = ['Kampala', 'Gulu', 'Mbarara', 'Jinja', 'Arua', 'Soroti', 'Masaka', 'Fort Portal'];

const jobsLabel = (n: number) => t('common.jobCount', { count: n });

/**
 * Each city with its real number of open jobs, linking to exactly those jobs: a district city to its
 * district's jobs (ids looked up by name, never hard-coded), a town to its city's jobs.
 */
export function FeaturedCities() {
  const districts = useDistricts();
  const byDistrict = useJobGroups('location');
  const byCity = useJobGroups('city');

  const tiles = ORDER.map((name) => {
    if (TOWN_CITIES.includes(name)) {
      return { name, href: jobsHref({ city: name }), count: byCity.data?.find((g) => g.name === name)?.count ?? 0 };
    }
    const district = DISTRICT_CITIES.includes(name) ? districts.data?.find((d) => d.name === name) : undefined;
    return {
      name,
      href: district ? jobsHref({ location: district.id }) : jobsHref({ city: name }),
      count: district ? (byDistrict.data?.find((g) => g.id === district.id)?.count ?? 0) : 0,
    };
  });
  const ready = districts.data !== undefined && byDistrict.data !== undefined && byCity.data !== undefined;
  const failed = !ready && (districts.isError || byDistrict.isError || byCity.isError);

  return (
    <section className={classes.sectionAlt} aria-labelledby="featured-cities-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="featured-cities-heading">
            {t('home.featuredCities')}
          </h2>
          <ul className={classes.grid} data-cols="4">
            {tiles.map((tile) => (
              <li key={tile.name}>
                {ready || failed ? (
                  <Link className={classes.city} to={tile.href}>
                    <span className={classes.cityName}>{tile.name}</span>{' '}
                    {ready && <span className={classes.cityCount}>{jobsLabel(tile.count)}</span>}
                  </Link>
                ) : (
                  <Skeleton height={72} radius="md" />
                )}
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
    </section>
  );
}
