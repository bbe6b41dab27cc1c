// The company's applicants: /api/employer/company-job-applications/, /company-dashboard/, /company-resumes/.
// Paths and schemas only; queries in applicants.service.ts, rules in jobs.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDecisionSchema,
  companyApplicationSchema,
  companyApplicationsQuery,
  companyDashboardSchema,
  companyResumeSchema,
  companyResumesQuery,
  idParam,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { toPage } from '../../lib/pagination.js';
import * as applicants from './applicants.service.js';

const tags = ['employer'];

export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });

  app.get('/api/employer/company-job-applications/', {
    schema: {
      tags,
      summary: "Applications to the caller's company's jobs, newest first; filters status and job; paged",
      querystring: companyApplicationsQuery,
      response: { 200: paged(companyApplicationSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await applicants.listApplications(ctx(), currentUser(req).id, req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.patch('/api/employer/company-job-applications/:id/', {
    config: { owner: (actor, id) => applicants.assertCanSeeApplication(app.deps.db, actor, id) },
    schema: {
      tags,
      summary:
        'Decide on an application to own job: Under Review, Accepted or Declined (not once cancelled); the applicant is notified in-app and by mail. Without status nothing changes',
      params: idParam,
      body: applicationDecisionSchema.partial(),
      response: { 200: companyApplicationSchema, ...errorResponses, ...rateLimitedResponse },
    },
    handler: async (req) => applicants.decideApplication(ctx(), currentUser(req), req.params.id, req.body.status),
  });

  app.get('/api/employer/company-dashboard/', {
    schema: {
      tags,
      summary: 'The company panel: open and total jobs, applicants, new applicants in 7 days, applications by status',
      response: { 200: companyDashboardSchema, ...errorResponses },
    },
    handler: async (req) => applicants.companyDashboard(app.deps.db, currentUser(req).id),
  });

  app.get('/api/employer/company-resumes/', {
    schema: {
      tags,
      summary:
        "The job seekers who applied to the company's jobs (standing applications, active profiles); filters skill, district, status; paged",
      querystring: companyResumesQuery,
      response: { 200: paged(companyResumeSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await applicants.companyResumes(ctx(), currentUser(req).id, req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });
};
