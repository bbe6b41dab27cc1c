import { Group, Badge } from '@/lib/ui/plain';
import type { CounsellingCenter } from '@portal/contract';
import { useLookupName } from '@/lib/lookup-names';
import { careerServicesQuery } from '@/lib/form-lookups';

/** A centre's services as a list of badges (outline: its text keeps full contrast on white). */
export function ServiceBadges({ services, label }: { services: CounsellingCenter['service_offered']; label: string }) {
  const serviceName = useLookupName(careerServicesQuery);
  if (services.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {services.map((s) => (
        <Badge
          key={s.id}
          component="li"
          variant="outline"
          color="brand.8"
          tt="none"
          size="lg"
          radius="sm"
          style={{ maxWidth: '100%' }}
        >
          {serviceName(s.name)}
        </Badge>
      ))}
    </Group>
  );
}
