import type { ReactNode } from 'react';
import { RequireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the skills provider pages: a user without the SkillProvider account type is offered to create one. */
export function RequireSkillProvider({ children }: { children?: ReactNode }) {
  return (
    <RequireGroup
      group="SkillProvider"
      title="Skills Provider account needed"
      text="This page is for skills providers. Create a Skills Provider account to run skills competitions and see who applies."
      createTo="/become-skill-provider"
      createLabel="Create a Skills Provider account"
    >
      {children}
    </RequireGroup>
  );
}
