import { CAREERS_MESSAGES } from '@portal/contract';
import { BecomeAccountActions, BecomeAccountShell, useBecomeSave } from '@/lib/ui/BecomeAccountShell';
import { useSaveCounsellor } from '../api/counsellor';
import { CounsellorForm, counsellorFormData } from '../components/CounsellorForm';

export const LOGIN_FIRST = 'Please log in before you create a career counsellor account.';

/**
 * /become-career-counsellor (spec 002 "Career counsellor registration", step 2 of 2). A user who already holds the
 * account type goes to the dashboard with an alert; one whose account was deactivated fills the form again to restore it.
 */
export function BecomeCounsellorPage() {
  const save = useSaveCounsellor();
  const submit = useBecomeSave(save, { done: CAREERS_MESSAGES.registered, failed: CAREERS_MESSAGES.registerFailed });

  return (
    <BecomeAccountShell
      group="CarrierCouncillor"
      pageTitle="Creating Career Counsellor's account"
      heading="Creating Career Counsellor's account"
      intro="Tell job seekers how you can help them. You can then add your counselling centre, resources and events."
      loginFirst={LOGIN_FIRST}
      alreadyHeld={CAREERS_MESSAGES.alreadyCounsellor}
      creating={save.isPending || save.isSuccess}
    >
      <CounsellorForm
        counsellor={null}
        error={save.error}
        failureTitle={CAREERS_MESSAGES.registerFailed}
        onSubmit={(values, report) => submit({ id: null, body: counsellorFormData(values, false) }, report)}
        actions={<BecomeAccountActions submitLabel="Create Career Counsellor account" loading={save.isPending} />}
      />
    </BecomeAccountShell>
  );
}
