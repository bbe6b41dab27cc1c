import { requireGroup } from '@/lib/ui/RequireGroup';
import { english } from '@/lib/i18n';

/** Layout of the employer pages. */
export const RequireCompany = requireGroup({
  group: 'Company',
  label: english('Company'),
  createTo: '/become-company',
  text: english('This page is for employers. Create a Company account to post jobs and review applicants.'),
});
