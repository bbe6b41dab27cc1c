// /api/skills/*: paths and schemas only; queries in skills.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionListQuery, competitionSchema, detailError, fieldErrors, idParam, paged } from '@portal/contract';
import { toPage } from '../../lib/pagination.js';
import * as skills from './skills.service.js';

const tags = ['skills'];

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });

  app.get('/api/skills/skillscompetition/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Open skills competitions (end date today or later), searchable by prefix; ordering -created (default), start_date, end_date',
      querystring: competitionListQuery,
      response: { 200: paged(competitionSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const q = req.query;
      const { count, results } = await skills.listCompetitions(ctx(), q);
      return toPage(req, app.deps.config.publicUrl, q.page, q.page_size, count, results);
    },
  });

  app.get('/api/skills/skillscompetition/:id/', {
    config: { public: true },
    schema: { tags, summary: 'One skills competition, ended ones included', params: idParam, response: { 200: competitionSchema, 400: fieldErrors, 404: detailError } },
    handler: async (req) => skills.competitionDetail(ctx(), req.params.id),
  });
};
