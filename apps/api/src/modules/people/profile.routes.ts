// /api/job_seekers/jobseekers/, /jobseeker-profile/{id}/ and /dashboard/: paths and schemas only; queries in
// profile.service.ts, rules in job-seekers.policy.ts, wire shapes in profile.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  jobSeekerFullProfileSchema,
  jobSeekerPatchSchema,
  jobSeekerProfileSchema,
  jobSeekerSchema,
  jobSeekerUpdateSchema,
  pageQuery,
  paged,
  seekerDashboardSchema,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { jobSeekersPolicy } from './job-seekers.policy.js';
import { profileCompleteness } from './profile.completeness.js';
import { fileLinker } from './file-links.js';
import { presentDashboard, presentFullProfile, presentJobSeeker } from './profile.presenter.js';
import * as profiles from './profile.service.js';
import { allSections } from './sections.service.js';

const tags = ['job_seekers'];
const ITEM = '/api/job_seekers/jobseekers/:id/';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });
  const link = () => fileLinker(app.deps.files, app.deps.config.publicUrl);

  /** 404 unless the caller owns this active profile. */
  const assertOwnProfile = ownedBy(() => app.deps.db, profiles.profileOwner, jobSeekersPolicy.canManageProfile);

  app.get('/api/job_seekers/jobseekers/', {
    schema: {
      tags,
      summary: "The caller's own active profile as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(jobSeekerSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await profiles.ownProfiles(app.deps.db, currentUser(req).id, page, pageSize);
      const l = link();
      const results = rows.map((r) => presentJobSeeker(r, l));
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.post('/api/job_seekers/jobseekers/', {
    schema: {
      tags,
      summary:
        'Create the profile (multipart or JSON; job_category repeated): gives the JobSeeker account type; restores a deactivated one',
      body: jobSeekerProfileSchema,
      response: { 201: jobSeekerSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await profiles.createProfile(ctx(), currentUser(req).id, req.body);
      return reply.code(201).send(presentJobSeeker(row, link()));
    },
  });

  app.get(ITEM, {
    schema: {
      tags,
      summary: 'Own profile (CV and document as short-lived signed links)',
      params: idParam,
      response: { 200: jobSeekerSchema, ...errorResponses },
    },
    handler: async (req) => {
      await assertOwnProfile(currentUser(req), req.params.id);
      return presentJobSeeker(await profiles.activeProfile(app.deps.db, req.params.id), link());
    },
  });

  app.patch(ITEM, {
    config: { owner: assertOwnProfile },
    schema: {
      tags,
      summary:
        'Change any part of own profile: personal details, head_line, personal_statment (sanitised), cv_upload and other_document (PDF or Word, 3 MB)',
      params: idParam,
      body: jobSeekerPatchSchema,
      response: { 200: jobSeekerSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      return presentJobSeeker(await profiles.updateProfile(ctx(), req.params.id, actor.id, req.body), link());
    },
  });

  app.put(ITEM, {
    config: { owner: assertOwnProfile },
    schema: {
      tags,
      summary: 'Replace the personal details of own profile (headline, statement and files optional, as in PATCH)',
      params: idParam,
      body: jobSeekerUpdateSchema,
      response: { 200: jobSeekerSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      return presentJobSeeker(await profiles.updateProfile(ctx(), req.params.id, actor.id, req.body), link());
    },
  });

  app.delete(ITEM, {
    schema: {
      tags,
      summary: 'Deactivate the job seeker account type: the JobSeeker group goes, the data stays (POST restores it)',
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      await profiles.deactivateProfile(app.deps.db, req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/job_seekers/jobseeker-profile/:id/', {
    schema: {
      tags,
      summary:
        'The full read-only profile (every section, signed file links): the seeker, or the owner of a company the seeker applied to',
      params: idParam,
      response: { 200: jobSeekerFullProfileSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      const head = await profiles.fullProfileHead(app.deps.db, req.params.id, actor.id);
      if (!head || !jobSeekersPolicy.canViewFullProfile(actor, head)) throw notFound();
      const sections = await allSections(app.deps.db, head.user_id);
      return presentFullProfile(
        head,
        head,
        sections,
        profileCompleteness(profiles.factsOfProfile(head, sections)),
        link(),
        actor.id,
      );
    },
  });

  app.get('/api/job_seekers/dashboard/', {
    schema: {
      tags,
      summary: "The job seeker panel: saved jobs, applications, unseen notifications and the profile's completeness",
      response: { 200: seekerDashboardSchema, ...errorResponses },
    },
    handler: async (req) => {
      const { figures, completeness } = await profiles.dashboardFigures(app.deps.db, currentUser(req).id);
      return presentDashboard(figures, completeness);
    },
  });
};
