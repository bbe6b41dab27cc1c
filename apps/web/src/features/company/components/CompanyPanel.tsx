import { Group, Stack, Button, Skeleton } from '@/lib/ui/plain';
import { PanelFigures } from '@/lib/ui/PanelFigures';
import { LoadError } from '@/lib/ui/QueryState';
import { useCompanyDashboard } from '../api/applications';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** The dashboard's Company panel (spec 001 §Dashboard): real job and applicant counts, and the way to the company area. */
export function CompanyPanel() {
  const figures = useCompanyDashboard();
  if (figures.isPending) return <Skeleton height={72} />;
  if (figures.error)
    return (
      <LoadError error={figures.error} onRetry={() => void figures.refetch()} what={t('company.yourCompanyFigures')} />
    );
  const d = figures.data;
  const items = [
    { label: t('home.openJobs'), value: d.open_jobs, to: '/company-manage-job' },
    { label: t('company.jobApplicants'), value: d.applicants, to: '/company-manage-job-applications' },
    { label: t('company.newThisWeek'), value: d.new_this_week, to: '/company-manage-job-applications' },
  ];
  return (
    <Stack gap="md">
      <PanelFigures items={items} />
      <Group>
        <Button component={Link} to="/company-dashboard" variant="light">
          {t('company.openTheCompanyDashboard')}
        </Button>
        <Button component={Link} to="/company-profile" variant="default">
          {t('company.companyProfile')}
        </Button>
      </Group>
    </Stack>
  );
}
