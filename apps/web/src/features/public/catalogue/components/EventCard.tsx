import { Group, Text, VisuallyHidden } from '@/lib/ui/plain';
import { TRUNCATE, type CareerEvent } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { ExternalButton, isWebLink } from './ExternalLink';
import { ItemCard } from './ItemCard';
import { Truncated } from './Truncated';
import { t } from '@/lib/i18n';

export const eventPath = (id: number) => `/event-detail/${id}`;

/** "9:00 AM – 1:00 PM" */
export const timeRange = (start: string, end: string) =>
  end ? `${formatTime(start)} – ${formatTime(end)}` : formatTime(start);

/** A career event in the grid (spec 000 §2.10): title, date, hours, a Register link and the theme. */
export function EventCard({ event: e }: { event: CareerEvent }) {
  return (
    <ItemCard title={e.title} to={eventPath(e.id)}>
      <Text size="sm" fw={600}>
        {formatDate(e.event_date)} · {timeRange(e.start_time, e.end_time)}
      </Text>
      <Text size="sm">{e.location}</Text>
      <Text size="sm" c="dimmed">
        <Truncated text={e.theme} max={TRUNCATE.eventTheme} />
      </Text>
      {isWebLink(e.registration_link) && (
        <Group mt="auto" pt={6}>
          <ExternalButton href={e.registration_link} size="sm" variant="outline">
            {t('catalogue.register')}
            <VisuallyHidden> {t('catalogue.forTitle', { title: e.title })}</VisuallyHidden>
          </ExternalButton>
        </Group>
      )}
    </ItemCard>
  );
}
