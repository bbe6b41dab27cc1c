// The SMS the portal sends about jobs (issue 33), in the person's language: a job alert, a decision on an
// application, an invitation to apply. Each fits one SMS (160 characters: lib/sms.ts cuts what would not); the job's
// title and place come first, so a cut loses the least. Links are the short `/j/{id}` (the web routes send it on to
// the job's page).
import type { EmployerDecision } from '@portal/contract';
import { mailText } from './mail-text.js';

type SmsText = {
  /** "Welder, Kampala, UGX 600,000 a month. Apply: <link> or dial *284*12#" (+ "and 2 more"). */
  alert: (
    job: { title: string; place: string; pay: string },
    link: string,
    more: number,
    dial: string | null,
  ) => string;
  decision: (decision: EmployerDecision, title: string, company: string) => string;
  invitation: (company: string, title: string, link: string) => string;
};

const EN: SmsText = {
  alert: (job, link, more, dial) =>
    `${job.title}, ${job.place}, ${job.pay}. Apply: ${link}${dial ? ` or dial ${dial}` : ''}${more ? ` (+${more} more)` : ''}`,
  decision: (decision, title, company) =>
    `${company}: your application for ${title} is ${{ Accepted: 'accepted', Declined: 'not successful', 'Under Review': 'under review' }[decision]}.`,
  invitation: (company, title, link) => `${company} invites you to apply for ${title}: ${link}`,
};

const SW: SmsText = {
  alert: (job, link, more, dial) =>
    `${job.title}, ${job.place}, ${job.pay}. Omba: ${link}${dial ? ` au piga ${dial}` : ''}${more ? ` (+${more} zaidi)` : ''}`,
  decision: (decision, title, company) =>
    `${company}: ombi lako la ${title} ${{ Accepted: 'limekubaliwa', Declined: 'halikufanikiwa', 'Under Review': 'linaangaliwa' }[decision]}.`,
  invitation: (company, title, link) => `${company} inakualika uombe kazi ya ${title}: ${link}`,
};

const LG: SmsText = {
  alert: (job, link, more, dial) =>
    `${job.title}, ${job.place}, ${job.pay}. Saba: ${link}${dial ? ` oba kuba ${dial}` : ''}${more ? ` (+${more} endala)` : ''}`,
  decision: (decision, title, company) =>
    `${company}: okusaba kwo okwa ${title} ${{ Accepted: 'kukkiriziddwa', Declined: 'tekuyise', 'Under Review': 'kukyetegerezebwa' }[decision]}.`,
  invitation: (company, title, link) => `${company} akuyita osabe omulimu gwa ${title}: ${link}`,
};

const TEXTS: Record<string, SmsText> = { en: EN, sw: SW, lg: LG };

export const smsText = (language: string): SmsText => TEXTS[language] ?? EN;

/** A job's short link for an SMS. */
export const jobShortLink = (publicUrl: string, jobId: number) => `${publicUrl}/j/${jobId}`;

/** The pay as an SMS writes it, in the person's language (the mail's words). */
export const smsPay = (language: string, minPay: number | null, maxPay: number | null) =>
  mailText(language).pay(minPay, maxPay);
