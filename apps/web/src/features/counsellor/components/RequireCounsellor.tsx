import { requireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the career counsellor pages. */
export const RequireCounsellor = requireGroup({
  group: 'CarrierCouncillor',
  label: 'Career Counsellor',
  createTo: '/become-career-counsellor',
  text: 'This page is for career counsellors. Create a Career Counsellor account to run a counselling centre and share career resources and events.',
});
