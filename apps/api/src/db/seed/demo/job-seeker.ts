// The demo job seeker's full CV (what the browser tests and a first visit show) and the other seekers' profiles.
import { eq } from 'drizzle-orm';
import * as schema from '../../schema/index.js';
import { OTHER_SEEKERS, personEmail } from './people.js';
import { need } from './support.js';
import type { DemoContext } from './context.js';

/** The demo job seeker's phone number, verified: dial the USSD menu (or its simulator) from it to be them. */
export const DEMO_SEEKER_PHONE = '+256772000001';

export async function seedJobSeekers(
  ctx: DemoContext,
  keys: { cvKey: string; certificateKey: string; workImageKeys: string[] },
) {
  const { cvKey, certificateKey, workImageKeys } = keys;
  const { tx, cal } = ctx;
  const { districts, cities, maritalStatuses, jobCategories } = ctx.names;
  const { uid, seekerUser } = ctx.people;
  const seekerProfiles = [
    {
      userId: seekerUser,
      districtId: need(districts, 'Wakiso', 'district'),
      cityId: need(cities, 'Kira', 'city').id,
      physicalAddress: 'Kireka, Kira Municipality',
      dateOfBirth: '1998-03-14',
      language: 'English, Luganda, Acholi',
      maritalStatusId: need(maritalStatuses, 'Single', 'marital status'),
      headLine:
        'Certified welder and electrical installation technician with four years of workshop and site experience',
      personalStatment:
        '<p>I am a hands-on <strong>welder and fabricator</strong> who also holds a certificate in electrical installation. ' +
        'I have built gates, roof trusses and water tank stands for homes and schools around Kampala, and wired houses as an apprentice.</p>' +
        '<p>I take pride in neat, safe work and I am looking for a permanent role with a construction or engineering company where I can grow into a supervisor.</p>',
      cvUpload: cvKey,
      createdAt: cal.ago(100),
    },
    ...OTHER_SEEKERS.map((s, i) => {
      const city = need(cities, s.city, 'city');
      return {
        userId: uid(personEmail(s.first, s.last)),
        districtId: city.districtId,
        cityId: city.id,
        physicalAddress: `${s.city} town`,
        dateOfBirth: `${1994 + i}-0${1 + (i % 9)}-${10 + i}`,
        language: 'English',
        maritalStatusId: need(maritalStatuses, i % 3 === 0 ? 'Married' : 'Single', 'marital status'),
        headLine: `${s.skills[0]} and ${s.skills[1]?.toLowerCase()}`,
        personalStatment: null,
        cvUpload: null,
        // Most let employers find them, so a company sees suggested candidates for its jobs (issue 15).
        discoverable: s.findable,
        createdAt: cal.ago(90 - i * 5),
      };
    }),
  ];
  const seekerRows = await tx
    .insert(schema.jobSeekers)
    .values(seekerProfiles)
    .returning({ id: schema.jobSeekers.id, userId: schema.jobSeekers.userId });
  const seekerIdByUser = new Map(seekerRows.map((s) => [s.userId, s.id]));
  // The demo job seeker's verified mobile number (issue 33): a USSD session from it is theirs (docs/api.md).
  await tx
    .update(schema.users)
    .set({ phone: DEMO_SEEKER_PHONE, phoneVerifiedAt: cal.ago(100) })
    .where(eq(schema.users.id, seekerUser));
  await tx.insert(schema.jobSeekerCategories).values([
    {
      jobSeekerId: need(seekerIdByUser, seekerUser, 'job seeker'),
      jobCategoryId: need(jobCategories, 'Welding & Fabrication', 'job category'),
    },
    {
      jobSeekerId: need(seekerIdByUser, seekerUser, 'job seeker'),
      jobCategoryId: need(jobCategories, 'Electrical Installation', 'job category'),
    },
    ...OTHER_SEEKERS.map((s) => ({
      jobSeekerId: need(seekerIdByUser, uid(personEmail(s.first, s.last)), 'job seeker'),
      jobCategoryId: need(jobCategories, s.category, 'job category'),
    })),
  ]);

  await tx
    .insert(schema.skills)
    .values([
      ...[
        'Arc welding (SMAW)',
        'MIG welding',
        'Reading fabrication drawings',
        'Domestic electrical wiring',
        'Steel gate and window fabrication',
        'Workshop safety',
      ].map((name) => ({ userId: seekerUser, name })),
      ...OTHER_SEEKERS.flatMap((s) => s.skills.map((name) => ({ userId: uid(personEmail(s.first, s.last)), name }))),
    ]);
  await tx.insert(schema.experiences).values([
    {
      userId: seekerUser,
      designation: 'Welder and Fabricator',
      organisationName: 'Kireka Metal Works',
      startDate: '2021-02-01',
      endDate: null,
      currentEmployment: true,
      dutiesAndSkills:
        'Fabricate and install gates, window frames, roof trusses and water tank stands from client drawings. Arc and MIG welding of mild steel, cutting and grinding, priming and painting. Train two apprentices in safe workshop practice.',
    },
    {
      userId: seekerUser,
      designation: 'Electrical Apprentice',
      organisationName: 'Bright Sparks Electrical Contractors',
      startDate: '2019-06-01',
      endDate: '2021-01-15',
      currentEmployment: false,
      dutiesAndSkills:
        'Installed conduits, cables, sockets and lighting in residential houses in Mukono and Wakiso. Assisted in fitting distribution boards and testing completed installations.',
    },
  ]);
  await tx.insert(schema.education).values([
    {
      userId: seekerUser,
      school: 'Kireka Technical Institute',
      certification: 'National Certificate in Welding and Fabrication',
      totalScore: 3.8,
      grades: 'CGPA',
      startDate: '2016-02-01',
      endDate: '2018-11-30',
    },
    {
      userId: seekerUser,
      school: 'Kireka Secondary School',
      certification: 'Uganda Certificate of Education (UCE)',
      totalScore: 32,
      grades: 'Aggregate',
      startDate: '2012-02-01',
      endDate: '2015-11-30',
    },
  ]);
  await tx.insert(schema.certifications).values({
    userId: seekerUser,
    title: "Worker's PAS Level 2 - Welding and Fabrication",
    grantingOrganisation: 'Directorate of Industrial Training (DIT)',
    dateGranted: '2019-08-20',
    expiryDate: null,
    certificate: certificateKey,
  });
  await tx.insert(schema.recentWorks).values({
    userId: seekerUser,
    workDone: 'Steel security gate and burglar-proofing for a family home',
    clientName: 'Harriet Nankya',
    clientContact: '+256772418305',
    dateStated: cal.day(-75),
    dateFinished: cal.day(-61),
    description:
      'Designed, fabricated and installed a 4-metre double sliding gate and burglar-proofing for six windows in Namugongo.',
    image1: workImageKeys[0] as string,
    image2: workImageKeys[1] as string,
  });
  await tx.insert(schema.publications).values({
    userId: seekerUser,
    topic: 'Safe welding practice in small workshops',
    location: 'Kireka Artisans Newsletter',
    publicationLink: null,
    datePublished: cal.day(-200),
    description: 'A short guide for young welders on eye protection, ventilation and fire safety.',
  });
  await tx.insert(schema.referees).values([
    {
      userId: seekerUser,
      name: 'Daniel Wasswa',
      title: 'Workshop Manager',
      organisation: 'Kireka Metal Works',
      contact: '+256701556204',
    },
    {
      userId: seekerUser,
      name: 'Florence Achan',
      title: 'Senior Instructor',
      organisation: 'Kireka Technical Institute',
      contact: '+256782903117',
    },
  ]);
}
