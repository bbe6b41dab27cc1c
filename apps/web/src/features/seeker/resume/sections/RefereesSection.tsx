import { listSection } from '../components/CrudSection';
import type { RefereeRow } from '@portal/contract';
import { refereesApi } from '../../api/referees';
import { SECTION_MESSAGES } from './messages';
import { RefereesView } from '../views/RefereesView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const RefereesSection = listSection<RefereeRow>({
  section: () => ({
    id: 'referees',
    title: t('resume.referees'),
    api: refereesApi,
    View: RefereesView,
    words: {
      add: t('resume.aReferee'),
      list: t('resume.yourReferees'),
      noun: t('resume.referee'),
      deleteTitle: t('resume.deleteThisReferee'),
    },
    messages: SECTION_MESSAGES.referees,
    deleteText: (row) => <Message id="resume.refereeRemoved" elements={{ name: <strong>{row?.name}</strong> }} />,
  }),
  form: () => import('../forms/RefereesForm'),
});
