// Posting and managing jobs: POST/PUT/PATCH/DELETE /api/employer/jobs/, /api/employer/company-jobs/. Paths and
// schemas only; queries in postings.service.ts, rules in jobs.policy.ts, wire shapes in jobs.presenter.ts.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, jobCardSchema, jobDetailSchema, jobFormSchema, pageQuery, paged } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { employerPolicy } from './jobs.policy.js';
import { jobDetail } from './job-search.service.js';
import * as postings from './postings.service.js';

const tags = ['employer'];
const ITEM = '/api/employer/jobs/:id/';

/** A PATCH names any of the form's fields; the merged job is validated by jobFormSchema in the service. */
const jobPatchBody = z.object(
  Object.fromEntries(Object.keys(jobFormSchema.shape).map((k) => [k, z.unknown().optional()])),
);

/** 404 unless the caller's active company owns the job. */
export const ownJobCheck = (app: FastifyInstance) =>
  ownedBy(() => app.deps.db, postings.jobOwner, employerPolicy.ownsJob);

export const postingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  const assertOwnJob = ownJobCheck(app);
  const detailOf = async (id: number, userId: number) => {
    const job = await jobDetail(ctx(), id, userId);
    if (!job) throw notFound();
    return job;
  };

  app.post('/api/employer/jobs/', {
    config: { permission: (actor) => postings.postingCompany(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        "Post a job for the caller's company (multipart or JSON; the job form's rules; rich text sanitised). No active company → 403",
      body: jobFormSchema,
      response: { 201: jobDetailSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.jobPostsPerUser),
    handler: async (req, reply) => {
      const actor = currentUser(req);
      const id = await postings.createJob(app.deps.db, actor.id, req.body);
      // Instant job alerts go out now, not at the next minute.
      app.deps.runTaskNow?.('deliver-instant-job-alerts');
      return reply.code(201).send(await detailOf(id, actor.id));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: jobDetailSchema,
    body: jobFormSchema,
    patchBody: jobPatchBody,
    summaries: {
      put: 'Replace own job (the whole form)',
      patch:
        'Change some fields of own job: the merged job must pass the job form (a past deadline left unchanged may stay)',
      delete: 'Delete own job with its applications and saved-job rows',
    },
    assertOwn: assertOwnJob,
    update: async (id, actorId, fields, partial) => {
      await postings.updateJob(app.deps.db, id, fields, partial);
      return detailOf(id, actorId);
    },
    remove: (id) => postings.deleteJob(app.deps.db, id),
  });

  app.get('/api/employer/company-jobs/', {
    schema: {
      tags,
      summary: "The caller's company's jobs, open and closed, newest first; paged",
      querystring: pageQuery,
      response: { 200: paged(jobCardSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await postings.companyJobs(ctx(), currentUser(req).id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.get('/api/employer/company-jobs/:id/', {
    schema: {
      tags,
      summary: 'One of own jobs, whole (for the edit form)',
      params: idParam,
      response: { 200: jobDetailSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnJob(actor, req.params.id);
      return detailOf(req.params.id, actor.id);
    },
  });
};
