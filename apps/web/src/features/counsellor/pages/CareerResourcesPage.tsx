import { Anchor, Group, Text } from '@mantine/core';
import { CAREERS_MESSAGES, type CareerResource } from '@portal/contract';
import { truncate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { DownloadIcon } from '@/lib/ui/icons';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteResource, useMyResources } from '../api/resources';

const DELETE_FAILED = 'The career resource was not deleted';
/** Characters of the description shown in the table; the full text is on the edit form. */
const DESCRIPTION_PREVIEW = 100;

/** /career-resources (spec 002 "Manage career resources"): the counsellor's resources, server-paged, with edit and delete. */
export function CareerResourcesPage() {
  usePageTitle('Career Resources');
  const resources = usePagedList(useMyResources);
  const remove = useDeleteResource();

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
    actionsColumn(resources, {
      noun: 'resource', name: (resource) => resource.title,
      edit: (resource) => `/post-career-resource?edit=${resource.id}`,
      remove: { mutation: remove, texts: { title: CAREERS_MESSAGES.resourceDeleteTitle, message: CAREERS_MESSAGES.resourceDeleteMessage, done: CAREERS_MESSAGES.resourceDeleted, failed: DELETE_FAILED } },
    }),
  ];

  return (
    <ManagedTable
      title="Career Resources" action={{ label: 'Post a new career resource', to: '/post-career-resource' }}
      list={resources} columns={columns} what="your career resources"
      empty={{ text: 'You have not posted any career resources yet.', linkLabel: 'Post your first career resource' }}
    />
  );
}
