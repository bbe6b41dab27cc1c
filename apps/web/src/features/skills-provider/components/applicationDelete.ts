import { SKILLS_MESSAGES, type SkillsApplication } from '@portal/contract';
import type { DeleteTexts } from '@/lib/ui/ManagedTable';
import { english } from '@/lib/i18n';

/** The spec's delete of an application (wired there without a trigger), in the words of the competition's. */
export const APPLICATION_DELETE: DeleteTexts = {
  title: english('Delete Skills Application!'),
  message: english('Are you sure you want to remove this Skills Application?'),
  done: SKILLS_MESSAGES.applicationDeleted,
  failed: english('Failed to delete the application'),
};

export const applicationName = (a: SkillsApplication) => `${a.applicant_name} — ${a.competition_title}`;
