// /api/job_seekers/*: applications and saved jobs here (queries in job-seekers.service.ts, rules in
// job-seekers.policy.ts); the profile (profile.routes.ts), and the CV sections (sections.routes.ts) are registered
// below.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationStatusBody,
  favoriteJobSchema,
  idParam,
  JOB_MESSAGES,
  jobApplicationSchema,
  jobRefBody,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { jobSeekersPolicy } from './job-seekers.policy.js';
import * as seekers from './job-seekers.service.js';
import { profileRoutes } from './profile.routes.js';
import { cvSectionRoutes } from './sections.routes.js';

const tags = ['job_seekers'];

export const jobSeekerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  await app.register(profileRoutes);
  await app.register(cvSectionRoutes);

  app.post('/api/job_seekers/job-applications/', {
    config: { permission: (actor) => seekers.assertSeeker(app.deps.db, actor.id) },
    schema: {
      tags,
      summary: 'Apply for a job (JSON or multipart {job}); the company owner gets a notification',
      body: jobRefBody,
      response: { 201: jobApplicationSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.jobApplicationsPerUser),
    handler: async (req, reply) => {
      const application = await seekers.applyForJob(ctx(), currentUser(req).id, req.body.job);
      return reply.code(201).send(application);
    },
  });

  app.get('/api/job_seekers/job-applications/', {
    schema: {
      tags,
      summary: "The caller's applications, newest first; paged",
      querystring: pageQuery,
      response: { 200: paged(jobApplicationSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await seekers.listApplications(ctx(), currentUser(req).id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  const assertOwnApplication = ownedBy(() => app.deps.db, seekers.applicationOwner, jobSeekersPolicy.canSeeApplication);

  app.patch('/api/job_seekers/job-applications/:id/', {
    config: { owner: assertOwnApplication },
    schema: {
      tags,
      summary:
        'Cancel own application ({status: "Cancelled"}), only while it is under review; without status nothing changes',
      params: idParam,
      body: applicationStatusBody.partial(),
      response: { 200: jobApplicationSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      const row = await assertOwnApplication(actor, req.params.id);
      if (req.body.status === undefined) return seekers.applicationOf(ctx(), req.params.id);
      if (!jobSeekersPolicy.canCancelApplication(actor, row))
        throw fieldError('status', JOB_MESSAGES.cancelUnderReviewOnly);
      return seekers.cancelApplication(ctx(), req.params.id);
    },
  });

  app.post('/api/job_seekers/favorite-jobs/', {
    schema: {
      tags,
      summary: 'Save a job ({job}): 201 the new row; saving it again answers 200 with the existing row',
      body: jobRefBody,
      response: { 200: favoriteJobSchema, 201: favoriteJobSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const { created, favourite } = await seekers.saveFavourite(ctx(), currentUser(req).id, req.body.job);
      return reply.code(created ? 201 : 200).send(favourite);
    },
  });

  app.get('/api/job_seekers/favorite-jobs/', {
    schema: {
      tags,
      summary: "The caller's saved jobs, newest first; paged",
      querystring: pageQuery,
      response: { 200: paged(favoriteJobSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await seekers.listFavourites(ctx(), currentUser(req).id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.delete('/api/job_seekers/favorite-jobs/:id/', {
    schema: {
      tags,
      summary: 'Remove one of own saved jobs',
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await seekers.favouriteOwner(app.deps.db, req.params.id);
      if (!row || !jobSeekersPolicy.canDeleteFavourite(currentUser(req), row)) throw notFound();
      await seekers.deleteFavourite(app.deps.db, req.params.id);
      return reply.code(204).send(null);
    },
  });
};
