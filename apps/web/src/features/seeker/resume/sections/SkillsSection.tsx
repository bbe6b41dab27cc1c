import { listSection } from '../components/CrudSection';
import type { SkillRow } from '@portal/contract';
import { skillsApi } from '../../api/skills';
import { SECTION_MESSAGES } from './messages';
import { SkillsView } from '../views/SkillsView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const SkillsSection = listSection<SkillRow>({
  section: () => ({
    id: 'key-skills',
    title: t('resume.keySkills'),
    api: skillsApi,
    View: SkillsView,
    words: {
      add: t('resume.aSkill'),
      list: t('resume.yourSkills'),
      noun: t('company.skill'),
      deleteTitle: t('resume.removeThisSkill'),
    },
    messages: SECTION_MESSAGES.skills,
    deleteText: (row) => <Message id="resume.skillRemoved" elements={{ name: <strong>{row?.name}</strong> }} />,
  }),
  form: () => import('../forms/SkillsForm'),
});
