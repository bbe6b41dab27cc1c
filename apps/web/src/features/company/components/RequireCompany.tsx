import type { ReactNode } from 'react';
import { RequireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the employer pages: a user without the Company account type is offered to create one instead. */
export function RequireCompany({ children }: { children?: ReactNode }) {
  return (
    <RequireGroup
      group="Company"
      title="Company account needed"
      text="This page is for employers. Create a Company account to post jobs and review applicants."
      createTo="/become-company"
      createLabel="Create a Company account"
    >
      {children}
    </RequireGroup>
  );
}
