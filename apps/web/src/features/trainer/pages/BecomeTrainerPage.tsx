import { TRAINER_MESSAGES as M } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { becomeAccountPage } from '@/lib/ui/BecomeAccountShell';
import { useSaveTrainer } from '../api/trainer';
import { TrainerForm } from '../components/TrainerForm';
import { english } from '@/lib/i18n';

/**
 * /become-trainer (spec 002 "Trainer registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Trainer account type to the dashboard, each with an alert.
 * A user whose trainer account was deactivated fills the form again: the POST restores it and its trainings.
 */
export const BecomeTrainerPage = becomeAccountPage({
  group: 'Trainer',
  useSave: useSaveTrainer,
  intro: english('Tell learners what you teach and where. You can post trainings as soon as it is created.'),
  titles: {
    pageTitle: english('Create a Trainer account'),
    heading: english('Create your Trainer account'),
    submitLabel: english('Create Trainer account'),
  },
  messages: {
    loginFirst: english('Please log in before you create a trainer account.'),
    alreadyHeld: M.alreadyTrainer,
    done: M.registered,
    failed: M.registerFailed,
  },
  form: (submit, actions) => (
    <TrainerForm trainer={null} onSubmit={(values, report) => submit(multipartOf(values), report)} actions={actions} />
  ),
});
