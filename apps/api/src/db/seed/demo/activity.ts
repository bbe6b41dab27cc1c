// What the demo people have done: applications (the demo seeker's in every status, others in their trades),
// saved jobs and notifications for the demo seeker and the demo company.
import * as schema from '../../schema/index.js';
import type { JobApplicationStatus } from '../../schema/index.js';
import type { Employers } from './employers.js';
import { OTHER_SEEKERS, personEmail } from './people.js';
import { DAY_MS, need } from './support.js';
import type { DemoContext } from './context.js';

export async function seedActivity(ctx: DemoContext, { demoCompanyId, jobRows, companyName, openJobs }: Employers) {
  const { now } = ctx;
  const { tx, rng, cal } = ctx;
  const { jobCategories } = ctx.names;
  const { uid, seekerUser, companyUser } = ctx.people;
  const preferred = new Set([
    need(jobCategories, 'Welding & Fabrication', 'job category'),
    need(jobCategories, 'Electrical Installation', 'job category'),
  ]);
  const fitting = openJobs.filter((j) => preferred.has(j.jobCategoryId));
  // One application to the demo company (so its dashboard has it) and the rest spread over other employers.
  const ownFit = fitting.find((j) => j.companyId === demoCompanyId);
  const applied = [
    ...(ownFit ? [ownFit] : []),
    ...rng.sample(
      fitting.filter((j) => j !== ownFit),
      ownFit ? 5 : 6,
    ),
  ];
  const statuses: JobApplicationStatus[] = [
    'Under Review',
    'Under Review',
    'Accepted',
    'Under Review',
    'Declined',
    'Cancelled',
  ];
  const applicationValues: (typeof schema.jobApplications.$inferInsert)[] = applied.map((j, i) => {
    const created = new Date(Math.max(j.posted.getTime() + DAY_MS, cal.ago(20 - i * 2).getTime()));
    return { jobId: j.id, userId: seekerUser, status: statuses[i] ?? 'Under Review', created, updatedAt: created };
  });
  // The other seekers apply in their own trade, the demo company's adverts first.
  OTHER_SEEKERS.forEach((s, si) => {
    if (s.applies === false) return;
    const categoryId = need(jobCategories, s.category, 'job category');
    const inTrade = openJobs.filter((j) => j.jobCategoryId === categoryId);
    const chosen = [
      ...inTrade.filter((j) => j.companyId === demoCompanyId).slice(0, 2),
      ...rng.sample(
        inTrade.filter((j) => j.companyId !== demoCompanyId),
        2,
      ),
    ];
    chosen.slice(0, 3).forEach((j, ji) => {
      const created = new Date(
        Math.max(j.posted.getTime() + 3_600_000, cal.ago(rng.int(0, 10), rng.int(0, 20)).getTime()),
      );
      applicationValues.push({
        jobId: j.id,
        userId: uid(personEmail(s.first, s.last)),
        status: si === 0 && ji === 0 ? 'Accepted' : rng.chance(0.2) ? 'Declined' : 'Under Review',
        created,
        updatedAt: created,
      });
    });
  });
  await tx.insert(schema.jobApplications).values(applicationValues);

  const appliedIds = new Set(applied.map((j) => j.id));
  const favourites = [
    ...fitting.filter((j) => !appliedIds.has(j.id)).slice(0, 3),
    ...openJobs.filter((j) => !preferred.has(j.jobCategoryId)).slice(0, 2),
  ];
  await tx
    .insert(schema.favoriteJobs)
    .values(favourites.map((j, i) => ({ jobId: j.id, userId: seekerUser, created: cal.ago(i + 1) })));

  const weldingId = need(jobCategories, 'Welding & Fabrication', 'job category');
  const accepted = applied[2];
  const firstApplied = applied[0];
  const notificationValues: (typeof schema.notifications.$inferInsert)[] = [
    {
      userId: seekerUser,
      title: 'Welcome to the TVET skills and jobs portal',
      body: 'Your account is ready. Complete your profile and upload your CV so employers can find you.',
      actionLink: '/jobs-my-resume',
      seen: true,
      created: cal.ago(100),
    },
  ];
  if (firstApplied) {
    notificationValues.push({
      userId: seekerUser,
      title: 'Application received',
      body: `Your application for ${firstApplied.title} at ${companyName.get(firstApplied.companyId) ?? 'the company'} has been received and is under review.`,
      actionLink: '/jobs-applied-job',
      seen: true,
      created: cal.ago(18),
    });
  }
  if (accepted) {
    notificationValues.push({
      userId: seekerUser,
      title: 'Your application was accepted',
      body: `Good news: ${companyName.get(accepted.companyId) ?? 'The employer'} accepted your application for ${accepted.title}. They will contact you about the next steps.`,
      actionLink: `/job-detail/${accepted.id}`,
      seen: false,
      created: cal.ago(3),
    });
  }
  notificationValues.push(
    {
      userId: seekerUser,
      title: 'New welding and fabrication jobs',
      body: 'Several new jobs matching Welding & Fabrication were posted this week.',
      actionLink: `/jobs?sector=${weldingId}`,
      seen: false,
      created: cal.ago(1, 4),
    },
    {
      userId: seekerUser,
      title: 'Training starting soon',
      body: 'Places are still open for the Solar PV Installation and Maintenance course in Kampala.',
      actionLink: '/trainings',
      seen: false,
      created: cal.ago(2),
    },
    {
      userId: seekerUser,
      title: 'Skills competition open for applications',
      body: 'The National Youth Welding Skills Challenge is taking applications. Winners receive tool kits and an industrial placement.',
      actionLink: '/skills-competitions',
      seen: true,
      created: cal.ago(9),
    },
  );
  const toDemoCompany = applicationValues.filter(
    (a) => jobRows.find((j) => j.id === a.jobId)?.companyId === demoCompanyId,
  );
  for (const [i, a] of toDemoCompany.slice(0, 4).entries()) {
    const job = jobRows.find((j) => j.id === a.jobId);
    notificationValues.push({
      userId: companyUser,
      title: 'New job application',
      body: `A new candidate applied for ${job?.title ?? 'one of your jobs'}.`,
      actionLink: '/company-manage-job-applications',
      seen: i > 1,
      created: a.created ?? now,
    });
  }
  await tx.insert(schema.notifications).values(notificationValues);
}
