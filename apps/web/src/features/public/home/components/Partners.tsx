import { Container, Stack } from '@mantine/core';
import classes from './Home.module.css';
import typography from '@/lib/ui/Typography.module.css';

/** Partner marks drawn as text (no third-party images: the CSP allows none, and they stay sharp and light). */
const PARTNERS = [
  { short: 'MoES', name: 'Ministry of Education and Sports', color: '#1a1a1a', accent: '#fcdc04' },
  { short: 'DIT', name: 'Directorate of Industrial Training', color: '#0b3d91', accent: '#d1242f' },
  { short: 'UBTEB', name: 'Uganda Business and Technical Examinations Board', color: '#7a1e1e', accent: '#e0a526' },
  { short: 'PSFU', name: 'Private Sector Foundation Uganda', color: '#114b2f', accent: '#f2b705' },
  { short: 'GIZ', name: 'Deutsche Gesellschaft für Internationale Zusammenarbeit (GIZ)', color: '#b30024', accent: '#b30024' },
  { short: 'Enabel', name: 'Enabel, the Belgian development agency', color: '#1f3a68', accent: '#4aa3df' },
] as const;

function PartnerMark({ partner }: { partner: (typeof PARTNERS)[number] }) {
  const id = `partner-${partner.short.toLowerCase()}`;
  return (
    <svg className={classes.partner} viewBox="0 0 200 96" role="img" aria-labelledby={id}>
      <title id={id}>{partner.name}</title>
      <rect x="1" y="1" width="198" height="94" rx="12" fill="#ffffff" stroke="#ced4da" />
      <rect x="16" y="70" width="40" height="6" rx="3" fill={partner.accent} />
      <text x="16" y="56" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="36" fill={partner.color}>
        {partner.short}
      </text>
    </svg>
  );
}

/** Partner logos (spec 000 §2.3). */
export function Partners() {
  return (
    <section className={`${classes.section}`} aria-labelledby="partners-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="partners-heading">
            Our Partners
          </h2>
          <ul className={classes.partners}>
            {PARTNERS.map((p) => (
              <li key={p.short}>
                <PartnerMark partner={p} />
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
    </section>
  );
}
