// The demo's ready accounts, one per group, and their shared password: what the README prints and what the browser
// tests sign in with (e2e/support imports this file, so it imports nothing).

/** The demo accounts' e-mail domain. */
export const DOMAIN = 'demo.tvet.ug';

/** Shared by every demo account; printed at start-up in the embedded mode. */
export const DEMO_PASSWORD = 'Demo@2026pass';

type Gender = 'Male' | 'Female';
type Group = 'JobSeeker' | 'Company' | 'Trainer' | 'SkillProvider' | 'CarrierCouncillor' | 'Ministry';

export const ACCOUNTS: ReadonlyArray<{ group: Group; email: string; first: string; last: string; gender: Gender }> = [
  { group: 'JobSeeker', email: `jobseeker@${DOMAIN}`, first: 'Brian', last: 'Okello', gender: 'Male' },
  { group: 'Company', email: `company@${DOMAIN}`, first: 'Grace', last: 'Atim', gender: 'Female' },
  { group: 'Trainer', email: `trainer@${DOMAIN}`, first: 'Joseph', last: 'Ssemakula', gender: 'Male' },
  { group: 'SkillProvider', email: `skillprovider@${DOMAIN}`, first: 'Peter', last: 'Mugisha', gender: 'Male' },
  { group: 'CarrierCouncillor', email: `counsellor@${DOMAIN}`, first: 'Esther', last: 'Akello', gender: 'Female' },
  { group: 'Ministry', email: `ministry@${DOMAIN}`, first: 'Ruth', last: 'Nabirye', gender: 'Female' },
];

export const accountEmail = (group: Group): string => {
  const a = ACCOUNTS.find((x) => x.group === group);
  if (!a) throw new Error(`no demo account for ${group}`);
  return a.email;
};

/** A demo group's ready account: its e-mail and the shared password. */
export const demoAccount = (group: Group) => ({ email: accountEmail(group), password: DEMO_PASSWORD });

/** Another demo company (the second of the list), for "not your object" checks. */
export const OTHER_COMPANY_EMAIL = `nile-valley-agro@${DOMAIN}`;
