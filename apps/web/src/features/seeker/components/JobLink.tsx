import { Anchor, Button } from '@/lib/ui/plain';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** A job's title linking to its page, in the seeker's lists. */
export function JobLink({ job, title }: { job: number; title: string }) {
  return (
    <Anchor component={Link} to={`/job-detail/${job}`} fw={600}>
      {title}
    </Anchor>
  );
}

/** The row's "View" button, named after the job for screen readers. */
export function ViewJobButton({ job, title }: { job: number; title: string }) {
  return (
    <Button
      component={Link}
      to={`/job-detail/${job}`}
      size="compact-sm"
      variant="default"
      aria-label={t('table.viewTitle', { title })}
    >
      {t('table.view')}
    </Button>
  );
}
