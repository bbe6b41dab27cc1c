import { requireGroup } from '@/lib/ui/RequireGroup';
import { english } from '@/lib/i18n';

/** Layout of the skills provider pages. */
export const RequireSkillProvider = requireGroup({
  group: 'SkillProvider',
  label: english('Skills Provider'),
  createTo: '/become-skill-provider',
  text: english(
    'This page is for skills providers. Create a Skills Provider account to run skills competitions and see who applies.',
  ),
});
