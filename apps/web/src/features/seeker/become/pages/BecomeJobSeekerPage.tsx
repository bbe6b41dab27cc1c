import { useNavigate } from 'react-router';
import { SEEKER_MESSAGES } from '@portal/contract';
import { notifySuccess } from '@/lib/notify';
import { useNextParam } from '@/lib/returnPath';
import { useCreateProfile } from '../../api/profile';
import { PersonalDetailsForm, personalValuesOf } from '../components/PersonalDetailsForm';
import { multipartOf } from '@/lib/forms/multipart';
import { BecomeAccountActions, BecomeAccountShell } from '@/lib/ui/BecomeAccountShell';
import { t, translateServerMessage, english } from '@/lib/i18n';

export const BECOME_MESSAGES = {
  loginFirst: english('Please log in before you create a job seeker account.'),
  alreadyHeld: english('You already have a Job Seeker account. No need to create another.'),
} as const;

const EMPTY = personalValuesOf(null);

/**
 * /become-job-seeker (spec 002 "Account-type picker", step 2 of 2): the personal details that create the job seeker
 * profile and with it the JobSeeker account type. Public in the route table, but it needs a session: a visitor is
 * sent to log in, and a user who already is a job seeker to the dashboard, each with the spec's alert.
 */
export function BecomeJobSeekerPage() {
  const navigate = useNavigate();
  const next = useNextParam();
  const create = useCreateProfile();

  return (
    <BecomeAccountShell
      group="JobSeeker"
      save={create}
      pageTitle={t('seeker.createAJobSeeker')}
      heading={t('seeker.createYourJobSeeker')}
      intro={t('seeker.tellEmployersALittle')}
      alerts={{
        loginFirst: translateServerMessage(BECOME_MESSAGES.loginFirst),
        alreadyHeld: translateServerMessage(BECOME_MESSAGES.alreadyHeld),
      }}
    >
      <PersonalDetailsForm
        initial={EMPTY}
        onSubmit={(values, report) =>
          create.mutate(multipartOf(values), {
            onSuccess: () => {
              notifySuccess(SEEKER_MESSAGES.profileCreated);
              // Back to the job being applied to, if that is what sent them here; else the profile builder, not the
              // dashboard: the CV is what employers read.
              void navigate(next ?? '/jobs-my-resume');
            },
            onError: (error) => report(error, SEEKER_MESSAGES.profileCreateFailed),
          })
        }
        actions={
          <BecomeAccountActions
            submitLabel={t('seeker.createProfile')}
            loading={create.isPending}
            backTo="/account-type-picker"
          />
        }
      />
    </BecomeAccountShell>
  );
}
