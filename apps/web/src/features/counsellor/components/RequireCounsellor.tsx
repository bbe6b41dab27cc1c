import type { ReactNode } from 'react';
import { RequireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the counsellor pages: a user without the Career Counsellor account type is offered to create one. */
export function RequireCounsellor({ children }: { children?: ReactNode }) {
  return (
    <RequireGroup
      group="CarrierCouncillor"
      title="Career Counsellor account needed"
      text="This page is for career counsellors. Create a Career Counsellor account to run a counselling centre and share career resources and events."
      createTo="/become-career-counsellor"
      createLabel="Create a Career Counsellor account"
    >
      {children}
    </RequireGroup>
  );
}
