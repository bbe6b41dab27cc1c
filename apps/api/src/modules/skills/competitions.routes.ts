// Posting and managing skills competitions: POST /api/skills/skillscompetition/ and PUT/PATCH/DELETE on /{id}/.
// Paths and schemas only; queries in competitions.service.ts, rules in skills.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competitionFormSchema, competitionPatchSchema, competitionSchema, competitionUpdateSchema, idParam } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import * as competitions from './competitions.service.js';
import { skillsPolicy } from './skills.policy.js';
import { competitionDetail } from './skills.service.js';

const tags = ['skills'];
const ITEM = '/api/skills/skillscompetition/:id/';

export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });
  const detailOf = (id: number, viewerId: number) => competitionDetail({ db: app.deps.db, publicUrl: app.deps.config.publicUrl }, id, viewerId);

  /** 404 unless the caller's active provider owns the competition. */
  const assertOwnCompetition = ownedBy(() => app.deps.db, competitions.competitionOwner, skillsPolicy.ownsCompetition);

  app.post('/api/skills/skillscompetition/', {
    schema: {
      tags,
      summary:
        'Post a competition (multipart or JSON: competition_title, description, guidelines, location, start_date, end_date, application_link?, logo? image). No active skills provider record → 403',
      body: competitionFormSchema,
      response: { 201: competitionSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      const id = await competitions.createCompetition(ctx(), actor.id, req.body);
      return reply.code(201).send(await detailOf(id, actor.id));
    },
  });

  app.put(ITEM, {
    schema: { tags, summary: 'Replace own competition (every field; the logo may stay)', params: idParam, body: competitionUpdateSchema, response: { 200: competitionSchema, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnCompetition(actor, req.params.id);
      await competitions.updateCompetition(ctx(), req.params.id, actor.id, req.body, false);
      return detailOf(req.params.id, actor.id);
    },
  });

  app.patch(ITEM, {
    schema: {
      tags,
      summary: 'Change some fields of own competition (the end date may not fall before the start date, stored or given)',
      params: idParam,
      body: competitionPatchSchema,
      response: { 200: competitionSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnCompetition(actor, req.params.id);
      await competitions.updateCompetition(ctx(), req.params.id, actor.id, req.body, true);
      return detailOf(req.params.id, actor.id);
    },
  });

  app.delete(ITEM, {
    schema: { tags, summary: 'Delete own competition with the applications to it', params: idParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnCompetition(actor, req.params.id);
      await competitions.deleteCompetition(ctx(), req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });
};
