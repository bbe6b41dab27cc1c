// /api/employer/* as the public portal reads it: paths and schemas only; queries in job-search.service.ts and
// company-directory.service.ts. The employer's own side is registered below: companies (company.routes.ts) and jobs
// (postings.routes.ts); applicants and suggested candidates are the applicants and matching modules'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyCardSchema,
  companyDirectoryQuery,
  detailError,
  fieldErrors,
  idParam,
  jobCardSchema,
  jobDetailSchema,
  jobGroupSchema,
  jobGroupsQuery,
  jobSearchQuery,
  paged,
} from '@portal/contract';
import { notFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { anonymousResponseCache, visitorCacheSeconds } from '../../lib/response-cache.js';
import { companyRoutes } from './company.routes.js';
import * as employer from './job-search.service.js';
import * as directory from './company-directory.service.js';
import { postingRoutes } from './postings.routes.js';

const tags = ['employer'];
const pageErrors = { 400: fieldErrors, 404: detailError };

/** The group counts already say `max-age=60` to browsers and proxies; the server keeps them as long. */
export const JOB_GROUPS_CACHE_MS = 60_000;

export const employerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  // One cache per app instance: per process, and fresh for every test app.
  // A new or changed job reaches visitors' lists within VISITOR_CACHE_SECONDS (signed-in callers see it at once).
  const jobListCache = anonymousResponseCache({
    ttlMs: visitorCacheSeconds(app.deps.config) * 1000,
    maxEntries: 1_000,
  });
  const jobGroupsCache = anonymousResponseCache({ ttlMs: JOB_GROUPS_CACHE_MS, maxEntries: 20 });
  await app.register(companyRoutes);
  await app.register(postingRoutes);

  app.get('/api/employer/jobs/', {
    config: { public: true },
    onRequest: jobListCache.onRequest,
    onSend: jobListCache.onSend,
    schema: {
      tags,
      summary:
        'Open jobs: full-text search (prefix), filters, orderings (relevance, the default with search words: title matches first); paged. A page past the end → 404 {detail: "Invalid page."}. Anonymous answers may be up to 5 s old.',
      querystring: jobSearchQuery,
      response: { 200: paged(jobCardSchema), ...pageErrors },
    },
    handler: async (req) => {
      const { count, results } = await employer.searchJobs(ctx(), req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.get('/api/employer/jobs/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: "One job (closed jobs too); has_applied / is_favourite / favourite_id are the signed-in caller's",
      params: idParam,
      response: { 200: jobDetailSchema, ...pageErrors },
    },
    handler: async (req) => {
      const job = await employer.jobDetail(ctx(), req.params.id, req.user?.id ?? null);
      if (!job) throw notFound();
      return job;
    },
  });

  app.get('/api/employer/job-groups/', {
    config: { public: true },
    onRequest: jobGroupsCache.onRequest,
    onSend: jobGroupsCache.onSend,
    schema: {
      tags,
      summary:
        'Open jobs counted per category, location (district), city, function_area, company, skill or contract_type',
      querystring: jobGroupsQuery,
      response: { 200: z.array(jobGroupSchema), 400: fieldErrors },
    },
    handler: async (req, reply) => {
      const groups = await employer.jobGroups(ctx(), req.query.by);
      // Counts may lag a minute: the browse pages read them on every visit.
      reply.header('cache-control', 'public, max-age=60');
      return groups;
    },
  });

  app.get('/api/employer/company-directory/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Active companies by name (search, first letter A-Z or 0-9), with their open jobs; paged',
      querystring: companyDirectoryQuery,
      response: { 200: paged(companyCardSchema), ...pageErrors },
    },
    handler: async (req) => {
      const { count, results } = await directory.companyDirectory(ctx(), req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });
};
