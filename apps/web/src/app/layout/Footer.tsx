import { Container, VisuallyHidden } from '@/lib/ui/plain';
import { useJobGroups } from '@/features/public/jobs/api/jobGroups';
import { setDataSaver, useDataSaver } from '@/lib/dataSaver';
import { t } from '@/lib/i18n';
import classes from './Footer.module.css';
import { Link } from '@/lib/ui/Link';

/** Footer cities (spec 000 §9), each with its open jobs: those whose city is that town, as the link lists them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- place names, written the same in every language
const CITIES = ['Kampala', 'Arua', 'Mbale', 'Mbarara', 'Jinja'];

const HELP_LINKS = [
  ['footer.about', '/about-us'],
  ['footer.contact', '/about-us#contact'],
  ['footer.companies', '/companies'],
  ['footer.jobsByCategory', '/category-jobs'],
  ['footer.jobsByLocation', '/category-location-jobs'],
  ['nav.informationHub', '/information-hub'],
  ['footer.privacy', '/privacy'],
  ['footer.terms', '/terms'],
] as const;

/** The data saver's switch (lib/dataSaver): a native checkbox, light on the first download. */
function DataSaverSwitch() {
  const on = useDataSaver();
  return (
    <label className={classes.saver}>
      <input type="checkbox" checked={on} onChange={(event) => setDataSaver(event.currentTarget.checked)} />
      <span>
        <strong>{t('dataSaver.label')}</strong> {t('dataSaver.hint')}
      </span>
    </label>
  );
}

export function Footer() {
  const byCity = useJobGroups('city');
  const countOf = (city: string) => byCity.data?.find((g) => g.name === city)?.count ?? 0;
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.heading}>
              {t('footer.aboutHeading')}
            </h2>
            <p className={classes.about}>{t('footer.aboutText')}</p>
          </section>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={classes.heading}>
              {t('footer.help')}
            </h2>
            <ul className={classes.list}>
              {HELP_LINKS.map(([label, to]) => (
                <li key={to}>
                  <Link className={classes.link} to={to}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-cities">
            <h2 id="footer-cities" className={classes.heading}>
              {t('footer.jobsIn')}
            </h2>
            <ul className={classes.list}>
              {CITIES.map((city) => (
                <li key={city}>
                  <Link className={classes.link} to={`/jobs?city=${encodeURIComponent(city)}`}>
                    {city}
                    {byCity.data && (
                      <>
                        {' '}
                        ({countOf(city)}
                        <VisuallyHidden> {t('footer.jobsWord', { count: countOf(city) })}</VisuallyHidden>)
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <DataSaverSwitch />
        <p className={classes.bottom}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
