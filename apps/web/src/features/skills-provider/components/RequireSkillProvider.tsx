import { requireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the skills provider pages. */
export const RequireSkillProvider = requireGroup({ group: 'SkillProvider', label: 'Skills Provider', createTo: '/become-skill-provider', text: 'This page is for skills providers. Create a Skills Provider account to run skills competitions and see who applies.' });
