import type { ReactNode } from 'react';
import { Text } from '@/lib/ui/plain';
import { type CounsellingCenter } from '@portal/contract';
import { ServiceBadges } from './ServiceBadges';
import { ItemCard } from './ItemCard';
import { t } from '@/lib/i18n';

export const centrePath = (id: number) => `/counselling-centers/${id}`;

/** "Location: Gulu": a labelled line of the card. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={700} size="sm">
        {label}{' '}
      </Text>
      {children}
    </Text>
  );
}

/** A counselling centre in the list (spec 000 §2.11); opens the centre's own page. */
export function CentreCard({ centre: c }: { centre: CounsellingCenter }) {
  return (
    <ItemCard title={c.center_name} to={centrePath(c.id)} gap={8}>
      <Line label={t('catalogue.location')}>{c.center_location}</Line>
      <Line label={t('catalogue.openingHours')}>{c.opening_hours}</Line>
      {c.phone && (
        <Line label={t('catalogue.phone')}>
          <a href={`tel:${c.phone}`}>{c.phone}</a>
        </Line>
      )}
      <ServiceBadges services={c.service_offered} label={t('catalogue.servicesAt', { center_name: c.center_name })} />
    </ItemCard>
  );
}
