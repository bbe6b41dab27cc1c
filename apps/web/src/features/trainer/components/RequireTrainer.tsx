import type { ReactNode } from 'react';
import { RequireGroup } from '@/lib/ui/RequireGroup';

/** Layout of the trainer pages: a user without the Trainer account type is offered to create one instead. */
export function RequireTrainer({ children }: { children?: ReactNode }) {
  return (
    <RequireGroup
      group="Trainer"
      title="Trainer account needed"
      text="This page is for trainers. Create a Trainer account to post trainings and reach learners across the country."
      createTo="/become-trainer"
      createLabel="Create a Trainer account"
    >
      {children}
    </RequireGroup>
  );
}
