import { listSection } from '../components/CrudSection';
import type { PublicationRow } from '@portal/contract';
import { publicationsApi } from '../../api/publications';
import { SECTION_MESSAGES } from './messages';
import { PublicationsView } from '../views/PublicationsView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const PublicationsSection = listSection<PublicationRow>({
  section: () => ({
    id: 'publications',
    title: t('resume.publications'),
    api: publicationsApi,
    View: PublicationsView,
    words: {
      add: t('resume.aPublication'),
      list: t('resume.yourPublications'),
      noun: t('resume.publication'),
      deleteTitle: t('resume.deleteThisPublication'),
    },
    messages: SECTION_MESSAGES.publications,
    deleteText: (row) => <Message id="resume.entryRemoved" elements={{ name: <strong>{row?.topic}</strong> }} />,
  }),
  form: () => import('../forms/PublicationsForm'),
});
