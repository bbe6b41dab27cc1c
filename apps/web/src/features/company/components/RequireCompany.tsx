import { requireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the employer pages. */
export const RequireCompany = requireGroup({ group: 'Company', label: 'Company', createTo: '/become-company', text: 'This page is for employers. Create a Company account to post jobs and review applicants.' });
