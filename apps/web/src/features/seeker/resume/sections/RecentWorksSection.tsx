import { listSection } from '../components/CrudSection';
import type { RecentWorkRow } from '@portal/contract';
import { recentWorksApi } from '../../api/recentWorks';
import { SECTION_MESSAGES } from './messages';
import { RecentWorksView } from '../views/RecentWorksView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const RecentWorksSection = listSection<RecentWorkRow>({
  section: () => ({
    id: 'recent-works',
    title: t('resume.recentWorks'),
    api: recentWorksApi,
    View: RecentWorksView,
    words: {
      add: t('resume.aRecentWork'),
      list: t('resume.yourRecentWorks'),
      noun: t('resume.recentWork'),
      deleteTitle: t('resume.deleteThisRecentWork'),
    },
    messages: SECTION_MESSAGES.recentWorks,
    deleteText: (row) => (
      <Message id="resume.recentWorkRemoved" elements={{ name: <strong>{row?.work_done}</strong> }} />
    ),
  }),
  form: () => import('../forms/RecentWorksForm'),
});
