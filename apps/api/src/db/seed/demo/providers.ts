// The demo's providers: trainers and their trainings, skills providers and their competitions, counselling centres
// with the demo counsellor, resources and events; then testimonials and the information hub's documents.
import { sql } from 'drizzle-orm';
import * as schema from '../../schema/index.js';
import {
  CENTRE_TEMPLATES,
  CENTRE_TERMS,
  COMPETITION_TEMPLATES,
  EVENT_TEMPLATES,
  FRAMEWORK_DOCUMENTS,
  POLICY_DOCUMENTS,
  RESOURCE_DOCUMENTS,
  PARTNERS,
  TESTIMONIALS,
  TRAINING_TEMPLATES,
} from '../content/demo-content.js';
import { fileKey } from './files.js';
import { accountEmail, DEMO_TRAINER, OTHER_SEEKERS, OTHER_TRAINERS, personEmail, PROVIDERS } from './people.js';
import { DOMAIN, escapeHtml, need, round, slugify, ul } from './support.js';
import type { DemoContext } from './context.js';

export async function seedProviders(ctx: DemoContext, today: string) {
  const { tx, rng, cal } = ctx;
  const { contractTypes, skillsCategories, careerServices } = ctx.names;
  const { uid, seekerUser, counsellorUser, ministryUser } = ctx.people;
  const trainerUsers = [uid(accountEmail('Trainer')), ...OTHER_TRAINERS.map((t) => uid(personEmail(t.first, t.last)))];
  const trainerCategories = [DEMO_TRAINER.categories, ...OTHER_TRAINERS.map((t) => t.categories)];
  const trainerRows = await tx
    .insert(schema.trainers)
    .values(
      trainerUsers.map((userId, i) => ({
        userId,
        address: i === 0 ? DEMO_TRAINER.address : (OTHER_TRAINERS[i - 1]?.address ?? ''),
        createdAt: cal.ago(95 - i),
      })),
    )
    .returning({ id: schema.trainers.id, userId: schema.trainers.userId });
  const trainerIdByUser = new Map(trainerRows.map((t) => [t.userId, t.id]));
  const trainerIds = trainerUsers.map((u) => need(trainerIdByUser, u, 'trainer'));
  await tx.insert(schema.trainerSkillCategories).values(
    trainerIds.flatMap((trainerId, i) =>
      (trainerCategories[i] ?? []).map((name) => ({
        trainerId,
        skillsCategoryId: need(skillsCategories, name, 'skills category'),
      })),
    ),
  );
  const trainerTowns = ['Kampala', 'Mbarara', 'Gulu', 'Jinja'];
  const extraTowns = [
    'Wakiso',
    'Mukono',
    'Masaka',
    'Lira',
    'Arua',
    'Fort Portal',
    'Hoima',
    'Soroti',
    'Mbale',
    'Kasese',
    'Kabale',
  ];
  const trainingValues: (typeof schema.trainings.$inferInsert)[] = [];
  for (let i = 0; i < 30; i++) {
    const tpl = TRAINING_TEMPLATES[i % TRAINING_TEMPLATES.length];
    if (!tpl) throw new Error('training template');
    const owner = Math.max(
      0,
      trainerCategories.findIndex((cats) => cats.includes(tpl.category)),
    );
    const secondIntake = i >= TRAINING_TEMPLATES.length;
    const town = secondIntake ? rng.pick(extraTowns) : (trainerTowns[owner] ?? 'Kampala');
    const free = rng.chance(0.25);
    const weeks = rng.int(2, 12);
    const date = i % 7 === 3 ? cal.day(rng.int(-30, -5)) : cal.day(rng.int(4, 90));
    trainingValues.push({
      trainerId: trainerIds[owner] as number,
      title: secondIntake ? `${tpl.title} (${town} intake)` : tpl.title,
      description:
        `<p>${escapeHtml(tpl.summary)}</p><p><strong>You will learn to:</strong></p>${ul(tpl.outcomes)}` +
        `<p>The course runs for ${weeks} weeks, about 70% practical work. Learners who complete it receive a certificate of attendance and are prepared for the DIT assessment in the trade.</p>` +
        (free
          ? '<p>This intake is sponsored: there is no attendance fee, and lunch is provided.</p>'
          : '<p>Fees cover training materials, protective wear and the assessment fee.</p>'),
      location: town === 'Kampala' && owner === 0 ? DEMO_TRAINER.address : `${town} training centre`,
      date,
      time: rng.pick(['08:30:00', '09:00:00', '09:00:00', '10:00:00', '14:00:00']),
      maxNoParticipants: rng.pick([15, 20, 20, 25, 30, 40, 50, 60]),
      fees: free ? 0 : round(rng.int(150_000, 1_200_000), 50_000),
      // Replaced below, once the id is known, by the portal's sign-up leading back to the training.
      registrationLink: '',
      contractTypeId: need(contractTypes, weeks > 6 ? 'Full Time' : 'Part Time', 'contract type'),
      createdAt: cal.ago(rng.int(1, 60), rng.int(0, 20)),
    });
  }
  await tx.insert(schema.trainings).values(trainingValues);
  await tx.execute(
    sql`update trainings set registration_link = ${`${ctx.publicUrl}/register?next=%2Ftraining-detail%2F`} || id where registration_link = ''`,
  );

  // ---- skills providers and competitions ----------------------------------------------------
  const providerUsers = [
    uid(accountEmail('SkillProvider')),
    ...PROVIDERS.slice(1).map((p) => uid(personEmail(p.first, p.last))),
  ];
  const providerRows = await tx
    .insert(schema.skillProviders)
    .values(
      PROVIDERS.map((p, i) => ({
        userId: providerUsers[i] as number,
        title: p.title,
        location: p.location,
        description: p.description,
        createdAt: cal.ago(90 - i),
      })),
    )
    .returning({ id: schema.skillProviders.id, userId: schema.skillProviders.userId });
  const providerIdByUser = new Map(providerRows.map((p) => [p.userId, p.id]));
  const competitionTowns = [
    'Kampala',
    'Gulu City',
    'Mbarara City',
    'Jinja City',
    'Lira City',
    'Masaka City',
    'Arua City',
    'Fort Portal City',
  ];
  const competitionRows = await tx
    .insert(schema.skillsCompetitions)
    .values(
      COMPETITION_TEMPLATES.map((c, i) => {
        const provider = i < 6 ? 0 : i < 9 ? 1 : 2;
        const start = i % 5 === 4 ? cal.day(rng.int(-45, -10)) : cal.day(rng.int(7, 80));
        return {
          providerId: need(providerIdByUser, providerUsers[provider] as number, 'skill provider'),
          competitionTitle: i % 3 === 0 ? `${c.title} ${start.slice(0, 4)}` : c.title,
          description: `<p>${escapeHtml(c.description)}</p>`,
          guidelines: ul(c.guidelines),
          location:
            provider === 1
              ? rng.pick(['Gulu City', 'Lira City', 'Arua City'])
              : provider === 2
                ? rng.pick(['Mbarara City', 'Kabale', 'Fort Portal City'])
                : rng.pick(competitionTowns),
          startDate: start,
          endDate: cal.addDays(start, rng.int(0, 2)),
          // Applications go through the portal (the seeker's Competitions page lists them).
          applicationLink: null,
          createdAt: cal.ago(rng.int(5, 70)),
        };
      }),
    )
    .returning({ id: schema.skillsCompetitions.id, startDate: schema.skillsCompetitions.startDate });
  const upcoming = competitionRows.filter((c) => c.startDate >= today);
  await tx
    .insert(schema.skillsApplications)
    .values([
      ...upcoming.slice(0, 2).map((c, i) => ({ competitionId: c.id, userId: seekerUser, created: cal.ago(4 + i) })),
      ...OTHER_SEEKERS.flatMap((s, si) =>
        upcoming
          .slice(si % 3, (si % 3) + 1)
          .map((c) => ({ competitionId: c.id, userId: uid(personEmail(s.first, s.last)), created: cal.ago(si + 1) })),
      ),
    ]);

  // ---- counselling centres, counsellor, resources, events --------------------------------------
  const centreRows = await tx
    .insert(schema.counsellingCenters)
    .values(
      CENTRE_TEMPLATES.map((c, i) => ({
        userId: i === 0 ? counsellorUser : null,
        centerName: c.name,
        centerLocation: c.location,
        openingHours: c.hours,
        termsAndConditions: CENTRE_TERMS,
        // How to book: a mobile number in the portal's stored form and the demo domain's address.
        phone: `+25677${String(2_104_350 + i * 7_919).padStart(7, '0')}`,
        email: `${slugify(c.name)}@${DOMAIN}`,
        createdAt: cal.ago(100 - i),
      })),
    )
    .returning({ id: schema.counsellingCenters.id, centerName: schema.counsellingCenters.centerName });
  const centreId = new Map(centreRows.map((c) => [c.centerName, c.id]));
  await tx.insert(schema.counsellingCenterServices).values(
    CENTRE_TEMPLATES.flatMap((c) =>
      c.services.map((s) => ({
        centerId: need(centreId, c.name, 'centre'),
        serviceId: need(careerServices, s, 'career service'),
      })),
    ),
  );
  const firstCentre = CENTRE_TEMPLATES[0];
  if (!firstCentre) throw new Error('centre templates');
  const [counsellor] = await tx
    .insert(schema.careerCounsellors)
    .values({
      userId: counsellorUser,
      location: 'Wandegeya, Kampala',
      timeAvailable: 'Monday to Friday, 9:00 am - 4:00 pm',
      centerId: need(centreId, firstCentre.name, 'centre'),
      createdAt: cal.ago(100),
    })
    .returning({ id: schema.careerCounsellors.id });
  if (!counsellor) throw new Error('counsellor insert');
  await tx.insert(schema.careerCounsellorServices).values(
    ['Career Guidance', 'CV & Cover Letter Writing', 'Interview Preparation', 'Aptitude & Interest Assessment'].map(
      (s) => ({
        counsellorId: counsellor.id,
        serviceId: need(careerServices, s, 'career service'),
      }),
    ),
  );
  await tx.insert(schema.careerResources).values(
    RESOURCE_DOCUMENTS.map((d, i) => ({
      userId: i < 2 ? counsellorUser : null,
      title: d.title,
      description: d.paragraphs[0] ?? d.title,
      upload: fileKey('careers/resources', d),
      createdAt: cal.ago(60 - i * 7),
    })),
  );
  const eventTowns = [
    'Kampala',
    'Gulu City',
    'Hoima City',
    'Mbarara City',
    'Jinja City',
    'Arua City',
    'Mbale City',
    'Lira City',
    'Soroti City',
    'Masaka City',
    'Fort Portal City',
    'Kabale',
  ];
  await tx.insert(schema.careerEvents).values(
    EVENT_TEMPLATES.map((e, i) => {
      const town = e.title.includes('Oil and Gas') ? 'Hoima City' : (eventTowns[i] ?? 'Kampala');
      const morning = rng.chance(0.6);
      return {
        userId: i < 8 ? counsellorUser : null,
        title: i === 0 || i === 1 ? `${e.title} - ${town.replace(' City', '')}` : e.title,
        theme: e.theme,
        location: town === 'Kampala' ? firstCentre.location : `${town} - venue confirmed on registration`,
        eventDate: i % 4 === 3 ? cal.day(rng.int(-30, -3)) : cal.day(rng.int(5, 90)),
        startTime: morning ? '09:00:00' : '14:00:00',
        endTime: morning ? '13:00:00' : '17:30:00',
        registrationLink: '',
        targetAudience: e.audience,
        createdAt: cal.ago(rng.int(2, 50)),
      };
    }),
  );

  await tx.execute(
    sql`update career_events set registration_link = ${`${ctx.publicUrl}/register?next=%2Fevent-detail%2F`} || id where registration_link = ''`,
  );

  // ---- testimonials and the information hub ---------------------------------------------------
  await tx.insert(schema.testimonials).values(
    TESTIMONIALS.map((t, i) => ({
      userId: i === 0 ? seekerUser : null,
      user: t.user,
      text: t.text,
      createdAt: cal.ago(80 - i * 6),
    })),
  );
  await tx.insert(schema.partners).values(
    PARTNERS.map((p, i) => ({
      name: p.name,
      shortName: p.short,
      color: p.color,
      url: p.url,
      position: i,
      example: true,
    })),
  );
  await tx.insert(schema.policies).values(
    POLICY_DOCUMENTS.map((d, i) => ({
      title: d.title,
      document: fileKey('info-hub/policies', d),
      createdBy: ministryUser,
      createdAt: cal.ago(70 - i),
    })),
  );
  await tx.insert(schema.employerFrameworks).values(
    FRAMEWORK_DOCUMENTS.map((d, i) => ({
      title: d.title,
      upload: fileKey('info-hub/employer-frameworks', d),
      createdBy: ministryUser,
      createdAt: cal.ago(65 - i),
    })),
  );
}
