// The people of the demo portal: one ready account per group (what the README and the browser tests sign in with)
// and a few more seekers, trainers, skills providers and company owners, with their profiles and groups.
import * as schema from '../../schema/index.js';
import type { JobCategoryName } from '../content/demo-content.js';
import { DEMO_COMPANIES } from '../content/demo-content.js';
import type { GroupName } from '../lookups.js';
import { ACCOUNTS, accountEmail, DOMAIN } from './accounts.js';
import { need, phone, type Calendar, type Gender, type Rng, type Tx } from './support.js';

export { ACCOUNTS, accountEmail };

export const OTHER_SEEKERS: ReadonlyArray<{
  first: string;
  last: string;
  gender: Gender;
  city: string;
  category: JobCategoryName;
  skills: readonly string[];
  /** Chose "Let employers find me": the companies' suggested candidates (issue 15) come from these. */
  findable: boolean;
  /** false: has applied nowhere yet (an applicant is no suggestion for the job; demo/activity.ts). */
  applies?: false;
}> = [
  {
    first: 'Aisha',
    last: 'Nansubuga',
    gender: 'Female',
    city: 'Soroti',
    category: 'Tailoring & Garment Making',
    skills: ['Pattern drafting', 'Industrial machine sewing'],
    findable: true,
  },
  {
    first: 'Geoffrey',
    last: 'Okwir',
    gender: 'Male',
    city: 'Gulu',
    category: 'Motor Vehicle Mechanics',
    skills: ['Engine overhaul', 'Auto electrics'],
    findable: true,
  },
  {
    first: 'Prossy',
    last: 'Namutebi',
    gender: 'Female',
    city: 'Kasese',
    category: 'Solar & Renewable Energy',
    skills: ['Solar system sizing', 'Battery maintenance'],
    findable: false,
  },
  {
    first: 'Joel',
    last: 'Ochieng',
    gender: 'Male',
    city: 'Tororo',
    category: 'Electrical Installation',
    skills: ['Three-phase wiring', 'Fault finding'],
    findable: true,
  },
  {
    first: 'Winnie',
    last: 'Adoch',
    gender: 'Female',
    city: 'Lira',
    category: 'Catering & Hotel Management',
    skills: ['Continental cuisine', 'Food hygiene'],
    findable: true,
  },
  {
    first: 'Samuel',
    last: 'Mwesigwa',
    gender: 'Male',
    city: 'Mbarara',
    category: 'Welding & Fabrication',
    skills: ['MIG welding', 'Steel structure fabrication'],
    findable: false,
  },
  // Kampala tradespeople in the demo company's trades, who let employers find them and have not applied yet: each of
  // its jobs shows suggested candidates.
  {
    first: 'Brian',
    last: 'Ssekandi',
    gender: 'Male',
    city: 'Kampala',
    category: 'Plumbing',
    skills: ['Pipe fitting', 'Water tank installation'],
    findable: true,
    applies: false,
  },
  {
    first: 'Ruth',
    last: 'Nakato',
    gender: 'Female',
    city: 'Kampala',
    category: 'Construction & Building',
    skills: ['Bricklaying', 'Concrete works'],
    findable: true,
    applies: false,
  },
  {
    first: 'Isaac',
    last: 'Kato',
    gender: 'Male',
    city: 'Kampala',
    category: 'Carpentry & Joinery',
    skills: ['Roofing', 'Furniture making'],
    findable: true,
    applies: false,
  },
  {
    first: 'Esther',
    last: 'Akello',
    gender: 'Female',
    city: 'Kampala',
    category: 'Administration',
    skills: ['Office administration', 'Record keeping'],
    findable: true,
    applies: false,
  },
  {
    first: 'Ivan',
    last: 'Lubega',
    gender: 'Male',
    city: 'Kampala',
    category: 'Welding & Fabrication',
    skills: ['Arc welding', 'Gate fabrication'],
    findable: true,
    applies: false,
  },
];

export const OTHER_TRAINERS: ReadonlyArray<{
  first: string;
  last: string;
  gender: Gender;
  address: string;
  categories: readonly string[];
}> = [
  {
    first: 'Agnes',
    last: 'Kyomuhendo',
    gender: 'Female',
    address: 'Plot 3, Bananuka Drive, Mbarara City',
    categories: ['Fashion & Garment Design', 'Hairdressing & Beauty Therapy', 'Food Processing & Catering'],
  },
  {
    first: 'Samuel',
    last: 'Opio',
    gender: 'Male',
    address: 'Plot 22, Pece Road, Gulu City',
    categories: ['Agriculture & Animal Husbandry', 'Motor Vehicle & Mechanical', 'Carpentry & Woodwork'],
  },
  {
    first: 'Halima',
    last: 'Nakitende',
    gender: 'Female',
    address: 'Plot 7, Nalufenya Road, Jinja City',
    categories: [
      'ICT & Digital Skills',
      'Business & Entrepreneurship',
      'Hospitality & Tourism',
      'Refrigeration & Air Conditioning',
      'Leather Work & Shoe Making',
    ],
  },
];
export const DEMO_TRAINER = {
  address: 'Plot 14, Port Bell Road, Nakawa, Kampala',
  categories: [
    'Electrical & Electronics',
    'Solar & Renewable Energy',
    'Welding & Metal Fabrication',
    'Plumbing & Pipe Fitting',
    'Building & Civil Works',
  ],
};

export const PROVIDERS: ReadonlyArray<{
  first: string;
  last: string;
  gender: Gender;
  title: string;
  location: string;
  description: string;
}> = [
  {
    first: 'Peter',
    last: 'Mugisha',
    gender: 'Male',
    title: 'Uganda Young Artisans Skills Network',
    location: 'Ntinda, Kampala',
    description:
      'A network of artisans, training institutes and employers that runs skills competitions to show off young talent and connect winners with jobs and apprenticeships.',
  },
  {
    first: 'Daniel',
    last: 'Otim',
    gender: 'Male',
    title: 'Northern Uganda Youth Skills Alliance',
    location: 'Gulu City',
    description:
      'Brings together vocational institutes in Acholi, Lango and West Nile to organise practical contests and trade exhibitions for young people.',
  },
  {
    first: 'Mary',
    last: 'Kyarisiima',
    gender: 'Female',
    title: 'Western Region Artisans Association',
    location: 'Mbarara City',
    description:
      'An association of welders, tailors, carpenters and mechanics in Ankole and Kigezi that promotes quality workmanship through competitions.',
  },
];

/** The e-mail address of a demo person other than the six ready accounts. */
export const personEmail = (first: string, last: string): string => `${first}.${last}@${DOMAIN}`.toLowerCase();

/** Every demo user with profile and group; answers how to find a user's id by e-mail and the ready accounts' ids. */
export async function seedPeople(
  tx: Tx,
  rng: Rng,
  cal: Calendar,
  passwordHash: string,
  groups: ReadonlyMap<string, number>,
) {
  type UserSeed = { email: string; first: string; last: string; gender: Gender; groups: GroupName[] };
  const userSeeds: UserSeed[] = ACCOUNTS.map((a) => ({
    email: a.email,
    first: a.first,
    last: a.last,
    gender: a.gender,
    groups: [a.group],
  }));
  for (const c of DEMO_COMPANIES.slice(1)) {
    userSeeds.push({
      email: `${c.slug}@${DOMAIN}`,
      first: c.owner[0],
      last: c.owner[1],
      gender: c.gender,
      groups: ['Company'],
    });
  }
  for (const s of OTHER_SEEKERS)
    userSeeds.push({
      email: personEmail(s.first, s.last),
      first: s.first,
      last: s.last,
      gender: s.gender,
      groups: ['JobSeeker'],
    });
  for (const t of OTHER_TRAINERS)
    userSeeds.push({
      email: personEmail(t.first, t.last),
      first: t.first,
      last: t.last,
      gender: t.gender,
      groups: ['Trainer'],
    });
  for (const p of PROVIDERS.slice(1))
    userSeeds.push({
      email: personEmail(p.first, p.last),
      first: p.first,
      last: p.last,
      gender: p.gender,
      groups: ['SkillProvider'],
    });

  const verifiedAt = cal.ago(120);
  const userRows = await tx
    .insert(schema.users)
    .values(
      userSeeds.map((u, i) => ({
        username: u.email,
        email: u.email,
        passwordHash,
        firstName: u.first,
        lastName: u.last,
        emailVerifiedAt: verifiedAt,
        createdAt: cal.ago(120 - i),
      })),
    )
    .returning({ id: schema.users.id, email: schema.users.email });
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const uid = (email: string): number => need(userId, email, 'user');

  await tx.insert(schema.profiles).values(
    userSeeds.map((u) => ({
      userId: uid(u.email),
      gender: u.gender,
      phoneNumber: phone(rng),
      alternativeContact: rng.chance(0.4) ? phone(rng) : null,
    })),
  );
  await tx
    .insert(schema.userGroups)
    .values(
      userSeeds.flatMap((u) => u.groups.map((g) => ({ userId: uid(u.email), groupId: need(groups, g, 'group') }))),
    );

  const seekerUser = uid(accountEmail('JobSeeker'));
  const companyUser = uid(accountEmail('Company'));
  const counsellorUser = uid(accountEmail('CarrierCouncillor'));
  const ministryUser = uid(accountEmail('Ministry'));
  return { uid, seekerUser, companyUser, counsellorUser, ministryUser };
}
export type People = Awaited<ReturnType<typeof seedPeople>>;
