/** schema.org JobPosting for a job detail page, so search engines can list the job (Google for Jobs). */
import type { JobDetail } from '@portal/contract';

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
  Volunteer: 'VOLUNTEER',
};

export function employmentType(contractType: string | undefined): string {
  return (contractType && EMPLOYMENT_TYPES[contractType]) || 'OTHER';
}

export function jobPostingJsonLd(job: JobDetail, origin: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, origin).href;
  const salary =
    job.min_pay !== null || job.max_pay !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'UGX',
          value: {
            '@type': 'QuantitativeValue',
            ...(job.min_pay !== null ? { minValue: job.min_pay } : {}),
            ...(job.max_pay !== null ? { maxValue: job.max_pay } : {}),
            unitText: 'MONTH',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    // The deadline is a date in Uganda (UTC+3); the advert runs to its end.
    validThrough: `${job.submission_deadline}T23:59:59+03:00`,
    employmentType: employmentType(job.contract_type?.name),
    totalJobOpenings: job.available_positions,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      ...(job.logo ? { logo: absolute(job.logo) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city?.name ?? job.location.name,
        addressRegion: job.location.name,
        addressCountry: 'UG',
      },
    },
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.job_link ? { directApply: false } : {}),
  };
}

/** JSON for a <script> element: `<` escaped so the text can never close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
