// /api/trainings/*: paths and schemas only; queries in trainings.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailError, fieldErrors, idParam, paged, trainingListQuery, trainingSchema } from '@portal/contract';
import { toPage } from '../../lib/pagination.js';
import * as trainingService from './trainings.service.js';

const tags = ['trainings'];

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });

  app.get('/api/trainings/trainings/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Upcoming trainings (date today or later), searchable by prefix; ordering date (default), -date, -created, fees',
      querystring: trainingListQuery,
      response: { 200: paged(trainingSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const q = req.query;
      const { count, results } = await trainingService.listTrainings(ctx(), q);
      return toPage(req, app.deps.config.publicUrl, q.page, q.page_size, count, results);
    },
  });

  app.get('/api/trainings/trainings/:id/', {
    config: { public: true },
    schema: { tags, summary: 'One training, past ones included', params: idParam, response: { 200: trainingSchema, 400: fieldErrors, 404: detailError } },
    handler: async (req) => trainingService.trainingDetail(ctx(), req.params.id),
  });
};
