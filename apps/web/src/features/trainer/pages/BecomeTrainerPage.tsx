import { TRAINER_MESSAGES } from '@portal/contract';
import { BecomeAccountActions, BecomeAccountShell, useBecomeSave } from '@/lib/ui/BecomeAccountShell';
import { useSaveTrainer } from '../api/trainer';
import { TrainerForm } from '../components/TrainerForm';
import { multipartOf } from '@/lib/forms/multipart';

export const LOGIN_FIRST = 'Please log in before you create a trainer account.';

/**
 * /become-trainer (spec 002 "Trainer registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Trainer account type to the dashboard, each with an alert.
 * A user whose trainer account was deactivated fills the form again: the POST restores it and its trainings.
 */
export function BecomeTrainerPage() {
  const save = useSaveTrainer();
  const submit = useBecomeSave(save, { done: TRAINER_MESSAGES.registered, failed: TRAINER_MESSAGES.registerFailed });

  return (
    <BecomeAccountShell
      group="Trainer"
      pageTitle="Create a Trainer account"
      heading="Create your Trainer account"
      intro="Tell learners what you teach and where. You can post trainings as soon as it is created."
      loginFirst={LOGIN_FIRST}
      alreadyHeld={TRAINER_MESSAGES.alreadyTrainer}
      creating={save.isPending || save.isSuccess}
    >
      <TrainerForm
        trainer={null}
        onSubmit={(values, report) => submit({ id: null, body: multipartOf(values) }, report)}
        actions={<BecomeAccountActions submitLabel="Create Trainer account" loading={save.isPending} />}
      />
    </BecomeAccountShell>
  );
}
