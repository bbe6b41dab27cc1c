import { SKILLS_MESSAGES } from '@portal/contract';
import { BecomeAccountActions, BecomeAccountShell, useBecomeSave } from '@/lib/ui/BecomeAccountShell';
import { useSaveProvider } from '../api/providers';
import { multipartOf } from '@/lib/forms/multipart';
import { ProviderForm } from '../components/ProviderForm';

export const LOGIN_FIRST = 'Please log in before you create a skills provider account.';

/**
 * /become-skill-provider (spec 002 "Skills provider registration", step 2 of 2). Public in the route table but it
 * needs a session: a visitor is sent to log in, a user who already holds SkillProvider to the dashboard. A user whose
 * account type was deactivated fills the form again: the POST restores it.
 */
export function BecomeSkillProviderPage() {
  const save = useSaveProvider();
  const submit = useBecomeSave(save, { done: SKILLS_MESSAGES.registered, failed: SKILLS_MESSAGES.registerFailed });

  return (
    <BecomeAccountShell
      group="SkillProvider"
      pageTitle="Creating Skills Provider account"
      heading="Creating Skills Provider account"
      intro="Tell young artisans who you are. You can post skills competitions as soon as the account is created."
      loginFirst={LOGIN_FIRST}
      alreadyHeld={SKILLS_MESSAGES.alreadyProvider}
      creating={save.isPending || save.isSuccess}
    >
      <ProviderForm
        provider={null}
        onSubmit={(values, report) => submit({ id: null, body: multipartOf(values) }, report)}
        actions={<BecomeAccountActions submitLabel="Submit" loading={save.isPending} />}
      />
    </BecomeAccountShell>
  );
}
