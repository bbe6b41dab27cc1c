// A company's suggested candidates for one of its jobs and its invitations to apply (issue 15):
// GET /api/employer/jobs/{id}/suggested-candidates/, POST /api/employer/jobs/{id}/invitations/.
// Paths and schemas only; queries in suggested-candidates.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  jobInvitationOutSchema,
  jobInvitationSchema,
  pageQuery,
  suggestedCandidatesSchema,
} from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/responses.js';
import { rateLimitedResponse } from '../../lib/rate-limits.js';
import { ownJobCheck } from '../jobs/index.js';
import { postingCompany } from '../jobs/index.js';
import * as suggestions from './suggested-candidates.service.js';

const tags = ['employer'];

export const suggestedCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  // 403 without an active company; 404 for a job that is not the caller's company's.
  const config = {
    permission: (actor: { id: number }) => postingCompany(app.deps.db, actor.id),
    owner: ownJobCheck(app),
  };

  app.get('/api/employer/jobs/:id/suggested-candidates/', {
    config,
    schema: {
      tags,
      summary:
        'Job seekers who let employers find them, ranked by fit with own job (skills, sector, town and district, education, recent activity), each with match {score, reasons} and when they were invited; applicants left out; paged, with the invitations left today',
      params: idParam,
      querystring: pageQuery,
      response: { 200: suggestedCandidatesSchema, ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results, ...allowance } = await suggestions.suggestedCandidates(
        ctx(),
        req.params.id,
        currentUser(req).id,
        page,
        pageSize,
      );
      return { ...toPage(req, app.deps.config.publicUrl, page, pageSize, count, results), ...allowance };
    },
  });

  app.post('/api/employer/jobs/:id/invitations/', {
    config,
    schema: {
      tags,
      summary:
        'Invite a suggested candidate ({job_seeker}) to apply to own open job: an in-app notification and a mail to them; once per seeker and job, at most 20 per job a day; 429 past 50 a day per company or a second to one seeker within a week',
      params: idParam,
      body: jobInvitationSchema,
      response: { 201: jobInvitationOutSchema, ...errorResponses, ...rateLimitedResponse },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await suggestions.inviteToApply(ctx(), req.params.id, currentUser(req).id, req.body.job_seeker)),
  });
};
