import { EMPLOYER_MESSAGES as M } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { becomeAccountPage } from '@/lib/ui/BecomeAccountShell';
import { useSaveCompany } from '../api/companies';
import { CompanyForm } from '../components/CompanyForm';
import { english } from '@/lib/i18n';

/**
 * /become-company (spec 002 "Company registration", step 2 of 2). Public in the route table but it needs a session:
 * a visitor is sent to log in and a user who already holds the Company account type to the dashboard, each with an alert.
 * A user whose company was deactivated fills the form again: the POST restores it.
 */
export const BecomeCompanyPage = becomeAccountPage({
  group: 'Company',
  useSave: useSaveCompany,
  intro: english('Tell job seekers about your company. You can post jobs as soon as it is created.'),
  titles: {
    pageTitle: english('Create a Company account'),
    heading: english('Create your Company account'),
    submitLabel: english('Create Company'),
  },
  messages: {
    loginFirst: english('Please log in before you create a company account.'),
    alreadyHeld: M.alreadyCompany,
    done: M.companyRegistered,
    failed: M.companyRegisterFailed,
  },
  form: (submit, actions) => (
    <CompanyForm
      company={null}
      onSubmit={(values, report) => submit(multipartOf(values, ['logo']), report)}
      actions={actions}
    />
  ),
});
