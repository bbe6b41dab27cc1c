import { requireGroup } from '@/lib/ui/RequireGroup';
import { english } from '@/lib/i18n';

/** Layout of the career counsellor pages. */
export const RequireCounsellor = requireGroup({
  group: 'CarrierCouncillor',
  label: english('Career Counsellor'),
  createTo: '/become-career-counsellor',
  text: english(
    'This page is for career counsellors. Create a Career Counsellor account to run a counselling centre and share career resources and events.',
  ),
});
