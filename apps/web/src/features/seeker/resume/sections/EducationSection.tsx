import { listSection } from '../components/CrudSection';
import type { EducationRow } from '@portal/contract';
import { educationApi } from '../../api/education';
import { SECTION_MESSAGES } from './messages';
import { EducationView } from '../views/EducationView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const EducationSection = listSection<EducationRow>({
  section: () => ({
    id: 'education',
    title: t('resume.educationHistory'),
    api: educationApi,
    View: EducationView,
    words: {
      add: t('resume.educationHistory2'),
      list: t('resume.yourEducationHistory'),
      noun: t('resume.educationHistory'),
      deleteTitle: t('resume.deleteThisEducationHistory'),
    },
    messages: SECTION_MESSAGES.education,
    deleteText: (row) => (
      <Message
        id="resume.entryAtRemoved"
        values={{ place: row?.school }}
        elements={{ name: <strong>{row?.certification}</strong> }}
      />
    ),
  }),
  form: () => import('../forms/EducationForm'),
});
