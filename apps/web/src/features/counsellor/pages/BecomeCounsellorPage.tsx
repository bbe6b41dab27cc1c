import { CAREERS_MESSAGES as M } from '@portal/contract';
import { becomeAccountPage } from '@/lib/ui/BecomeAccountShell';
import { useSaveCounsellor } from '../api/counsellor';
import { CounsellorForm, counsellorFormData } from '../components/CounsellorForm';
import { english } from '@/lib/i18n';

/**
 * /become-career-counsellor (spec 002 "Career counsellor registration", step 2 of 2). A user who already holds the
 * account type goes to the dashboard with an alert; one whose account was deactivated fills the form again to restore it.
 */
export const BecomeCounsellorPage = becomeAccountPage({
  group: 'CarrierCouncillor',
  useSave: useSaveCounsellor,
  intro: english(
    'Tell job seekers how you can help them. You can then add your counselling centre, resources and events.',
  ),
  titles: {
    pageTitle: english("Creating Career Counsellor's account"),
    heading: english("Creating Career Counsellor's account"),
    submitLabel: english('Create Career Counsellor account'),
  },
  messages: {
    loginFirst: english('Please log in before you create a career counsellor account.'),
    alreadyHeld: M.alreadyCounsellor,
    done: M.registered,
    failed: M.registerFailed,
  },
  form: (submit, actions, save) => (
    <CounsellorForm
      counsellor={null}
      error={save.error}
      failureTitle={M.registerFailed}
      onSubmit={(values, report) => submit(counsellorFormData(values, false), report)}
      actions={actions}
    />
  ),
});
