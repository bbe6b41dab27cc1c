import { Anchor, Container, Group, Text } from '@mantine/core';
import { CAREERS_MESSAGES, type CareerResource } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { truncate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DownloadIcon } from '@/lib/ui/icons';
import { confirmDelete, ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteResource, useMyResources } from '../api/resources';

const DELETE_FAILED = 'The career resource was not deleted';
/** Characters of the description shown in the table; the full text is on the edit form. */
const DESCRIPTION_PREVIEW = 100;

/** /career-resources (spec 002 "Manage career resources"): the counsellor's resources, server-paged, with edit and delete. */
export function CareerResourcesPage() {
  usePageTitle('Career Resources');
  const paging = usePaging();
  const resources = useMyResources(paging.page, paging.pageSize);
  const remove = useDeleteResource();

  const askDelete = (resource: CareerResource) =>
    confirmDelete({
      title: CAREERS_MESSAGES.resourceDeleteTitle,
      message: CAREERS_MESSAGES.resourceDeleteMessage,
      name: resource.title,
      onConfirm: () =>
        remove.mutate(resource.id, {
          onSuccess: () => {
            notifySuccess(CAREERS_MESSAGES.resourceDeleted);
            paging.afterDelete(resources.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(errorMessage(error), DELETE_FAILED),
        }),
    });

  const columns: Column<CareerResource>[] = [
    { header: 'Title', cell: (resource) => <Text fw={600}>{resource.title}</Text> },
    { header: 'Description', cell: (resource) => <Text maw={420}>{truncate(resource.description, DESCRIPTION_PREVIEW)}</Text> },
    {
      header: 'Upload',
      cell: (resource) => (
        <Anchor href={resource.upload} download target="_blank" rel="noopener noreferrer" aria-label={`Download ${resource.title} (PDF)`}>
          <Group gap={4} wrap="nowrap" component="span">
            <DownloadIcon size={16} />
            Download
          </Group>
        </Anchor>
      ),
    },
    {
      header: 'Actions',
      cell: (resource) => (
        <RowActions
          name={resource.title}
          noun="resource"
          editTo={`/post-career-resource?edit=${resource.id}`}
          onDelete={() => askDelete(resource)}
          deleting={remove.isPending && remove.variables === resource.id}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Career Resources"
        action={{ label: 'POST NEW CAREER RESOURCE', to: '/post-career-resource' }}
        query={resources}
        paging={paging}
        columns={columns}
        what="your career resources"
        label="Your career resources"
        empty={{ text: 'You have not posted any career resources yet.', linkLabel: 'Post your first career resource' }}
      />
    </Container>
  );
}
