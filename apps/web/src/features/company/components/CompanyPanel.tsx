import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PanelFigures } from '@/lib/ui/PanelFigures';
import { LoadError } from '@/lib/ui/QueryState';
import { useCompanyDashboard } from '../api/applications';

/** The dashboard's Company panel (spec 001 §Dashboard): real job and applicant counts, and the way to the company area. */
export function CompanyPanel() {
  const figures = useCompanyDashboard();
  if (figures.isPending) return <Skeleton height={72} />;
  if (figures.error) return <LoadError error={figures.error} onRetry={() => void figures.refetch()} what="your company figures" />;
  const d = figures.data;
  const items = [
    { label: 'Open jobs', value: d.open_jobs, to: '/company-manage-job' },
    { label: 'Job applicants', value: d.applicants, to: '/company-manage-job-applications' },
    { label: 'New this week', value: d.new_this_week, to: '/company-manage-job-applications' },
  ];
  return (
    <Stack gap="md">
      <PanelFigures items={items} />
      <Group>
        <Button component={Link} to="/company-dashboard" variant="light">
          Open the company dashboard
        </Button>
        <Button component={Link} to="/company-profile" variant="default">
          Company profile
        </Button>
      </Group>
    </Stack>
  );
}
