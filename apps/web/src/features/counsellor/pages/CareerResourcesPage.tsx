import { Anchor, Group, Text } from '@/lib/ui/plain';
import { CAREERS_MESSAGES, type CareerResource } from '@portal/contract';
import { truncate } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { DownloadIcon } from '@/lib/ui/icons';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteResource, useMyResources } from '../api/resources';
import { t, english } from '@/lib/i18n';
import { editPath } from '@/lib/useEditId';

const DELETE_FAILED = english('The career resource was not deleted');
/** Characters of the description shown in the table; the full text is on the edit form. */
const DESCRIPTION_PREVIEW = 100;

/** /career-resources (spec 002 "Manage career resources"): the counsellor's resources, server-paged, with edit and delete. */
export function CareerResourcesPage() {
  usePageTitle(t('sidebar.careerResources'));
  const resources = usePagedList(useMyResources);
  const remove = useDeleteResource();

  const columns: Column<CareerResource>[] = [
    { header: t('notifications.title'), cell: (resource) => <Text fw={600}>{resource.title}</Text> },
    {
      header: t('notifications.description'),
      cell: (resource) => <Text maw={420}>{truncate(resource.description, DESCRIPTION_PREVIEW)}</Text>,
    },
    {
      header: t('counsellor.upload'),
      cell: (resource) => (
        <Anchor
          href={resource.upload}
          download
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('counsellor.downloadPdf', { title: resource.title })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <DownloadIcon size={16} />
            {t('counsellor.download')}
          </Group>
        </Anchor>
      ),
    },
    actionsColumn(resources, {
      noun: t('counsellor.nounResource'),
      name: (resource) => resource.title,
      edit: (resource) => editPath('/post-career-resource', resource.id),
      remove: {
        mutation: remove,
        texts: {
          title: CAREERS_MESSAGES.resourceDeleteTitle,
          message: CAREERS_MESSAGES.resourceDeleteMessage,
          done: CAREERS_MESSAGES.resourceDeleted,
          failed: DELETE_FAILED,
        },
      },
    }),
  ];

  return (
    <ManagedTable
      title={t('sidebar.careerResources')}
      action={{ label: t('counsellor.postANewCareer2'), to: '/post-career-resource' }}
      list={resources}
      columns={columns}
      what={t('counsellor.yourCareerResources')}
      empty={{ text: t('counsellor.youHaveNotPosted2'), linkLabel: t('counsellor.postYourFirstCareer2') }}
    />
  );
}
