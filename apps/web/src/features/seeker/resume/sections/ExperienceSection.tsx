import { listSection } from '../components/CrudSection';
import type { ExperienceRow } from '@portal/contract';
import { experienceApi } from '../../api/experience';
import { SECTION_MESSAGES } from './messages';
import { ExperienceView } from '../views/ExperienceView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const ExperienceSection = listSection<ExperienceRow>({
  section: () => ({
    id: 'employment',
    title: t('resume.workExperience'),
    api: experienceApi,
    View: ExperienceView,
    words: {
      add: t('resume.workExperience2'),
      list: t('resume.yourWorkExperience'),
      noun: t('resume.workExperience'),
      deleteTitle: t('resume.deleteThisWorkExperience'),
    },
    messages: SECTION_MESSAGES.experience,
    deleteText: (row) => (
      <Message
        id="resume.entryAtRemoved"
        values={{ place: row?.organisation_name }}
        elements={{ name: <strong>{row?.designation}</strong> }}
      />
    ),
  }),
  form: () => import('../forms/ExperienceForm'),
});
