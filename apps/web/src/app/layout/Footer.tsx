import { Container, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useJobGroups } from '@/features/public/jobs/api/jobGroups';
import classes from './Footer.module.css';

/** Footer cities (spec 000 §9), each with its open jobs: those whose city is that town, as the link lists them. */
const CITIES = ['Kampala', 'Arua', 'Mbale', 'Mbarara', 'Jinja'];

const HELP_LINKS = [
  ['About us', '/about-us'],
  ['Contact us', '/about-us#contact'],
  ['Companies', '/companies'],
  ['Jobs by category', '/category-jobs'],
  ['Jobs by location', '/category-location-jobs'],
  ['Information Hub', '/information-hub'],
  ['Privacy notice', '/privacy'],
  ['Terms of use', '/terms'],
] as const;

export function Footer() {
  const byCity = useJobGroups('city');
  const countOf = (city: string) => byCity.data?.find((g) => g.name === city)?.count ?? 0;
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.grid}>
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.heading}>
              About the portal
            </h2>
            <p className={classes.about}>
              Uganda&apos;s technical and vocational education and training (TVET) gateway: find jobs, trainings, skills
              competitions, career events and counselling centres, and connect with employers and training providers.
            </p>
          </section>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className={classes.heading}>
              Help
            </h2>
            <ul className={classes.list}>
              {HELP_LINKS.map(([label, to]) => (
                <li key={to}>
                  <Link className={classes.link} to={to}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-cities">
            <h2 id="footer-cities" className={classes.heading}>
              Jobs in
            </h2>
            <ul className={classes.list}>
              {CITIES.map((city) => (
                <li key={city}>
                  <Link className={classes.link} to={`/jobs?city=${encodeURIComponent(city)}`}>
                    {city}
                    {byCity.data && (
                      <>
                        {' '}({countOf(city)}
                        <VisuallyHidden> {countOf(city) === 1 ? 'job' : 'jobs'}</VisuallyHidden>)
                      </>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={classes.bottom}>© {new Date().getFullYear()} TVET Skills &amp; Jobs Portal, Uganda. All rights reserved.</p>
      </Container>
    </footer>
  );
}
