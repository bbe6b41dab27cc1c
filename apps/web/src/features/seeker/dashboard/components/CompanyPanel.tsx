import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CompanyDashboard } from '@portal/contract';
import { api } from '@/lib/api';
import { LoadError } from '@/lib/ui/QueryState';

/** The dashboard's Company panel (spec 001 §Dashboard): real job and applicant counts, and the way to the company area. */
export function CompanyPanel() {
  const figures = useQuery({
    queryKey: ['company-dashboard'],
    queryFn: ({ signal }) => api.get<CompanyDashboard>('/api/employer/company-dashboard/', { signal }),
    staleTime: 0,
  });
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
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {items.map((i) => (
          <Link key={i.label} to={i.to} style={{ textDecoration: 'none', color: 'inherit' }}>
            <Stack gap={2}>
              <Text fz={28} fw={700}>
                {i.value}
              </Text>
              <Text c="dimmed">{i.label}</Text>
            </Stack>
          </Link>
        ))}
      </SimpleGrid>
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
