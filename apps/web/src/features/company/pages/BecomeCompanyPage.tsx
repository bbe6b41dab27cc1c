import { EMPLOYER_MESSAGES } from '@portal/contract';
import { BecomeAccountActions, BecomeAccountShell, useBecomeSave } from '@/lib/ui/BecomeAccountShell';
import { useSaveCompany } from '../api/companies';
import { CompanyForm } from '../components/CompanyForm';
import { multipartOf } from '@/lib/forms/multipart';

export const LOGIN_FIRST = 'Please log in before you create a company account.';

/**
 * /become-company (spec 002 "Company registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Company account type to the dashboard, each with an alert.
 * A user whose company was deactivated fills the form again: the POST restores it.
 */
export function BecomeCompanyPage() {
  const save = useSaveCompany();
  const submit = useBecomeSave(save, { done: EMPLOYER_MESSAGES.companyRegistered, failed: EMPLOYER_MESSAGES.companyRegisterFailed });

  return (
    <BecomeAccountShell
      group="Company"
      pageTitle="Create a Company account"
      heading="Create your Company account"
      intro="Tell job seekers about your company. You can post jobs as soon as it is created."
      loginFirst={LOGIN_FIRST}
      alreadyHeld={EMPLOYER_MESSAGES.alreadyCompany}
      creating={save.isPending || save.isSuccess}
    >
      <CompanyForm
        company={null}
        onSubmit={(values, report) => submit({ id: null, body: multipartOf(values, ['logo']) }, report)}
        actions={<BecomeAccountActions submitLabel="Create Company" loading={save.isPending} />}
      />
    </BecomeAccountShell>
  );
}
