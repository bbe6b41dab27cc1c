import { Anchor, Container, Stack, Text } from '@/lib/ui/plain';
import type { Partner } from '@portal/contract';
import classes from './Home.module.css';
import typography from '@/lib/ui/Typography.module.css';
import { usePartners } from '../api/partners';
import { t } from '@/lib/i18n';

/** A partner's mark drawn as text (no third-party images: the CSP allows none, and they stay sharp and light). */
function PartnerMark({ partner }: { partner: Partner }) {
  const id = `partner-${partner.id}`;
  return (
    <svg className={classes.partner} viewBox="0 0 200 96" role="img" aria-labelledby={id}>
      <title id={id}>{partner.name}</title>
      <rect x="1" y="1" width="198" height="94" rx="12" fill="#ffffff" stroke="#ced4da" />
      <rect x="16" y="70" width="40" height="6" rx="3" fill={partner.color} />
      <text
        x="16"
        y="56"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize={partner.short_name.length > 6 ? 24 : 36}
        fill={partner.color}
      >
        {partner.short_name}
      </text>
    </svg>
  );
}

/** Partner marks (spec 000 §2.3), as the ministry manages them; nothing when there are none. */
export function Partners() {
  const { data } = usePartners();
  if (!data?.length) return null;
  return (
    <section className={`${classes.section}`} aria-labelledby="partners-heading">
      <Container>
        <Stack gap="lg">
          <h2 className={typography.title} id="partners-heading">
            {t('home.partners')}
          </h2>
          {data.some((p) => p.example) && <Text c="dimmed">{t('home.partnersExamples')}</Text>}
          <ul className={classes.partners}>
            {data.map((p) => (
              <li key={p.id}>
                {p.url ? (
                  <Anchor href={p.url} target="_blank" rel="noopener noreferrer">
                    <PartnerMark partner={p} />
                  </Anchor>
                ) : (
                  <PartnerMark partner={p} />
                )}
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
    </section>
  );
}
