import { Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SKILLS_MESSAGES, type SkillsApplication } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteApplication, useSkillsApplications } from '../api/applications';
import { confirmDeleteApplication } from '../components/confirmDeleteApplication';

/** /skills-applications (spec 002 "Skills applications"): who applied in the portal to the provider's competitions. */
export function SkillsApplicationsPage() {
  usePageTitle('Skills Applications');
  const paging = usePaging();
  const applications = useSkillsApplications(paging.page, paging.pageSize);
  const remove = useDeleteApplication();

  const onDelete = (a: SkillsApplication) =>
    confirmDeleteApplication(a, () =>
      remove.mutate(a.id, {
        onSuccess: () => {
          notifySuccess(SKILLS_MESSAGES.applicationDeleted);
          paging.afterDelete(applications.data?.results.length ?? 0);
        },
        onError: (error) => notifyError(errorMessage(error), 'Failed to delete the application'),
      }),
    );

  const columns: Column<SkillsApplication>[] = [
    {
      header: 'Competition',
      cell: (a) => (
        <Anchor component={Link} to={`/competition-detail/${a.competition}`}>
          {a.competition_title}
        </Anchor>
      ),
    },
    {
      header: 'Applicant',
      cell: (a) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {a.applicant_name}
          </Text>
          <Anchor href={`mailto:${a.applicant_email}`} size="sm">
            {a.applicant_email}
          </Anchor>
        </Stack>
      ),
    },
    { header: 'Date', cell: (a) => formatDate(a.created) },
    {
      header: 'Actions',
      cell: (a) => (
        <RowActions
          name={`the application of ${a.applicant_name} to ${a.competition_title}`}
          noun="application"
          viewTo={`/completion-application-detail/${a.id}`}
          onDelete={() => onDelete(a)}
          deleting={remove.isPending && remove.variables === a.id}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Skills Applications"
        query={applications}
        paging={paging}
        columns={columns}
        what="the applications"
        label="Applications to your competitions"
        empty={{
          text: 'No one has applied to your competitions in the portal yet. Job seekers apply in the portal to competitions posted without an application link.',
          linkLabel: 'Manage your competitions',
          linkTo: '/manage-competitions',
        }}
        minWidth={720}
      />
    </Container>
  );
}
