import { Text } from '@/lib/ui/plain';
import { type CounsellingCenter } from '@portal/contract';
import { ServiceBadges } from './ServiceBadges';
import { ItemCard } from './ItemCard';
import { t } from '@/lib/i18n';

export const centrePath = (id: number) => `/counselling-centers/${id}`;

/** A counselling centre in the list (spec 000 §2.11); opens the centre's own page. */
export function CentreCard({ centre: c }: { centre: CounsellingCenter }) {
  return (
    <ItemCard title={c.center_name} to={centrePath(c.id)} gap={8}>
      <Text size="sm">
        <Text span fw={700} size="sm">
          {t('catalogue.location')}{' '}
        </Text>
        {c.center_location}
      </Text>
      <Text size="sm">
        <Text span fw={700} size="sm">
          {t('catalogue.openingHours')}{' '}
        </Text>
        {c.opening_hours}
      </Text>
      {c.phone && (
        <Text size="sm">
          <Text span fw={700} size="sm">
            {t('catalogue.phone')}{' '}
          </Text>
          <a href={`tel:${c.phone}`}>{c.phone}</a>
        </Text>
      )}
      <ServiceBadges services={c.service_offered} label={t('catalogue.servicesAt', { center_name: c.center_name })} />
    </ItemCard>
  );
}
