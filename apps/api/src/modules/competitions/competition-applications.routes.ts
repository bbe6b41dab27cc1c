// /api/skills/skillsapplications/: a job seeker applies to a competition in the portal; the provider lists, reads and
// removes the applications to their competitions. Paths and schemas only; queries in competition-applications.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  mySkillsApplicationSchema,
  optionalRef,
  pageQuery,
  paged,
  skillsApplicationCreateSchema,
  skillsApplicationReceiptSchema,
  skillsApplicationSchema,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { toPage } from '../../lib/pagination.js';
import * as applications from './competition-applications.service.js';

const tags = ['skills'];
const ITEM = '/api/skills/skillsapplications/:id/';
/** The provider's list: a page, optionally of one competition. */
const listQuery = pageQuery.extend({ competition: optionalRef });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/skills/skillsapplications/', {
    config: { permission: (actor) => applications.assertApplicant(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Apply to a competition in the portal (JSON or multipart `competition`): job seekers only (else 403); not for a competition with its own application link, an ended one, or twice (400). Notifies the provider',
      body: skillsApplicationCreateSchema,
      response: { 201: skillsApplicationReceiptSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.skillsApplicationsPerUser),
    handler: async (req, reply) => {
      const receipt = await applications.applyToCompetition(app.deps.db, currentUser(req).id, req.body.competition);
      return reply.code(201).send(receipt);
    },
  });

  app.get('/api/skills/skillsapplications/', {
    schema: {
      tags,
      summary:
        "Applications to the caller's own competitions, newest first; `competition` filters by one; paged. Skills providers only (else 403)",
      querystring: listQuery,
      response: { 200: paged(skillsApplicationSchema), ...errorResponses },
    },
    handler: async (req) => {
      const userId = currentUser(req).id;
      await applications.assertMayListApplications(app.deps.db, userId);
      const { count, results } = await applications.listApplications(app.deps.db, userId, req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.get('/api/skills/my-applications/', {
    schema: {
      tags,
      summary:
        "The caller's own applications to competitions, newest first; paged (a seeker's My competitions; not in the spec)",
      querystring: pageQuery,
      response: { 200: paged(mySkillsApplicationSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await applications.listMyApplications(app.deps.db, currentUser(req).id, req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.delete('/api/skills/my-applications/:id/', {
    schema: {
      tags,
      summary: 'Withdraw one of the caller’s own applications while the competition has not ended (others: 404)',
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      await applications.withdrawMyApplication(app.deps.db, currentUser(req).id, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get(ITEM, {
    schema: {
      tags,
      summary: 'One application to own competition',
      params: idParam,
      response: { 200: skillsApplicationSchema, ...errorResponses },
    },
    handler: async (req) => applications.applicationDetail(app.deps.db, currentUser(req), req.params.id),
  });

  app.delete(ITEM, {
    schema: {
      tags,
      summary: 'Remove an application to own competition',
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      await applications.deleteApplication(app.deps.db, currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
};
