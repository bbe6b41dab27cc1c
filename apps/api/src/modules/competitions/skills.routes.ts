// /api/skills/*: paths and schemas only; queries in skills.service.ts. The provider's side is registered below:
// the provider record (provider.routes.ts), competitions (competitions.routes.ts), applications (competition-applications.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  competitionListQuery,
  competitionSchema,
  detailError,
  fieldErrors,
  idParam,
  paged,
  scopeQuery,
  SKILLS_MESSAGES,
} from '@portal/contract';
import { resolveListScope } from '../../lib/list-scope.js';
import { toPage } from '../../lib/pagination.js';
import { applicationRoutes } from './competition-applications.routes.js';
import { competitionRoutes } from './competitions.routes.js';
import { providerRoutes } from './provider.routes.js';
import * as skills from './skills.service.js';

const tags = ['skills'];

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  await app.register(providerRoutes);
  await app.register(competitionRoutes);
  await app.register(applicationRoutes);

  app.get('/api/skills/skillscompetition/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Competitions, searchable by prefix; ordering -created (default), start_date, end_date. scope=public: open ones (end date today or later) of active providers; scope=own: all of the caller’s own (SkillProvider only, else 403); no scope: own for a skills provider, public for everyone else',
      querystring: competitionListQuery.extend(scopeQuery.shape),
      response: {
        200: paged(competitionSchema),
        400: fieldErrors,
        401: detailError,
        403: detailError,
        404: detailError,
      },
    },
    handler: async (req) => {
      const q = req.query;
      const scope = await resolveListScope(
        app.deps.db,
        req,
        q.scope,
        skills.SKILL_PROVIDER_GROUP,
        SKILLS_MESSAGES.notProvider,
      );
      const { count, results } = await skills.listCompetitions(ctx(), q, req.user?.id ?? null, scope);
      return toPage(req, app.deps.config.publicUrl, q.page, q.page_size, count, results);
    },
  });

  app.get('/api/skills/skillscompetition/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'One skills competition, ended ones included',
      params: idParam,
      response: { 200: competitionSchema, 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => skills.competitionDetail(ctx(), req.params.id, req.user?.id ?? null),
  });
};
