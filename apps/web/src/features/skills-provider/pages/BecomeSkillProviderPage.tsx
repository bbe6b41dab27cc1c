import { SKILLS_MESSAGES as M } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { becomeAccountPage } from '@/lib/ui/BecomeAccountShell';
import { useSaveProvider } from '../api/providers';
import { ProviderForm } from '../components/ProviderForm';
import { english } from '@/lib/i18n';

/**
 * /become-skill-provider (spec 002 "Skills provider registration", step 2 of 2). Public in the route table but it
 * needs a session: a visitor is sent to log in, a user who already holds SkillProvider to the dashboard. A user whose
 * account type was deactivated fills the form again: the POST restores it.
 */
export const BecomeSkillProviderPage = becomeAccountPage({
  group: 'SkillProvider',
  useSave: useSaveProvider,
  intro: english(
    'Tell young artisans who you are. You can post skills competitions as soon as the account is created.',
  ),
  titles: {
    pageTitle: english('Creating Skills Provider account'),
    heading: english('Creating Skills Provider account'),
    submitLabel: english('Submit'),
  },
  messages: {
    loginFirst: english('Please log in before you create a skills provider account.'),
    alreadyHeld: M.alreadyProvider,
    done: M.registered,
    failed: M.registerFailed,
  },
  form: (submit, actions) => (
    <ProviderForm
      provider={null}
      onSubmit={(values, report) => submit(multipartOf(values), report)}
      actions={actions}
    />
  ),
});
