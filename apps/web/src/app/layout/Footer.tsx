import type { ReactNode } from 'react';
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

/** A footer column: its heading names the landmark (the about text's section, or a nav of links). */
function FooterColumn({
  id,
  heading,
  nav,
  children,
}: {
  id: string;
  heading: string;
  nav?: boolean;
  children: ReactNode;
}) {
  const Landmark = nav ? 'nav' : 'section';
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}

/** A column's links, one a line. */
function FooterLinks({ links }: { links: { to: string; label: ReactNode }[] }) {
  return (
    <ul className={classes.list}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link className={classes.link} to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const byCity = useJobGroups('city');
  const countOf = (city: string) => byCity.data?.find((g) => g.name === city)?.count ?? 0;
  const cityLinks = CITIES.map((city) => ({
    to: `/jobs?city=${encodeURIComponent(city)}`,
    label: (
      <>
        {city}
        {byCity.data && (
          <>
            {' '}
            ({countOf(city)}
            <VisuallyHidden> {t('footer.jobsWord', { count: countOf(city) })}</VisuallyHidden>)
          </>
        )}
      </>
    ),
  }));
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <FooterColumn id="footer-about" heading={t('footer.aboutHeading')}>
            <p className={classes.about}>{t('footer.aboutText')}</p>
          </FooterColumn>
          <FooterColumn id="footer-help" heading={t('footer.help')} nav>
            <FooterLinks links={HELP_LINKS.map(([label, to]) => ({ to, label: t(label) }))} />
          </FooterColumn>
          <FooterColumn id="footer-cities" heading={t('footer.jobsIn')} nav>
            <FooterLinks links={cityLinks} />
          </FooterColumn>
        </div>
        <DataSaverSwitch />
        <p className={classes.bottom}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
