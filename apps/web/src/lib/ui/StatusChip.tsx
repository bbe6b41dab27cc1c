import { Badge } from '@/lib/ui/plain';
import type { ApplicationStatus } from '@portal/contract';
import { t } from '@/lib/i18n';

/**
 * One colour per application status, wherever it shows (chips, the dashboard's bars): Cancelled grey; Under Review
 * and Accepted primary; Declined secondary (spec 001 §4, 002 "Company applications"). Dark shades: white text on
 * them keeps a 4.5:1 contrast.
 */
export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = {
  'Under Review': 'brand.7',
  Accepted: 'brand.8',
  Declined: 'red.9',
  Cancelled: 'gray.7',
};

/** An application's status; Under Review outlined, as it is not settled yet. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      color={APPLICATION_STATUS_COLOR[status]}
      variant={status === 'Under Review' ? 'outline' : 'filled'}
      radius="sm"
      miw="max-content"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The statuses as a Select's options: the status is the value, its name in the person's language the label. */
export function statusOptions(statuses: readonly ApplicationStatus[]): { value: ApplicationStatus; label: string }[] {
  return statuses.map((status) => ({ value: status, label: t(`status.${status}`) }));
}
