// Posting and managing skills competitions: POST /api/skills/skillscompetition/ and PUT/PATCH/DELETE on /{id}/.
// Paths and schemas only; queries in competitions.service.ts, rules in skills.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  competitionFormSchema,
  competitionPatchSchema,
  competitionSchema,
  competitionUpdateSchema,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import * as competitions from './competitions.service.js';
import { skillsPolicy } from './skills.policy.js';
import { competitionDetail } from './skills.service.js';

const tags = ['skills'];
const ITEM = '/api/skills/skillscompetition/:id/';

export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });
  const detailOf = (id: number, viewerId: number) =>
    competitionDetail({ db: app.deps.db, publicUrl: app.deps.config.publicUrl }, id, viewerId);

  /** 404 unless the caller's active provider owns the competition. */
  const assertOwnCompetition = ownedBy(() => app.deps.db, competitions.competitionOwner, skillsPolicy.ownsCompetition);

  app.post('/api/skills/skillscompetition/', {
    config: { permission: (actor) => competitions.postingProvider(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Post a competition (multipart or JSON: competition_title, description, guidelines, location, start_date, end_date, application_link?, logo? image). No active skills provider record → 403',
      body: competitionFormSchema,
      response: { 201: competitionSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.competitionPostsPerUser),
    handler: async (req, reply) => {
      const actor = currentUser(req);
      const id = await competitions.createCompetition(ctx(), actor.id, req.body);
      return reply.code(201).send(await detailOf(id, actor.id));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: competitionSchema,
    body: competitionUpdateSchema,
    patchBody: competitionPatchSchema,
    summaries: {
      put: 'Replace own competition (every field; the logo may stay)',
      patch: 'Change some fields of own competition (the end date may not fall before the start date, stored or given)',
      delete: 'Delete own competition with the applications to it',
    },
    assertOwn: assertOwnCompetition,
    update: async (id, actorId, fields, partial) => {
      await competitions.updateCompetition(ctx(), id, actorId, fields, partial);
      return detailOf(id, actorId);
    },
    remove: (id, actorId) => competitions.deleteCompetition(ctx(), id, actorId),
  });
};
