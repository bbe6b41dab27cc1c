// /api/trainings/skillscategories/, /api/trainings/trainers/ and /api/trainings/trainer-dashboard/: paths and
// schemas only; queries in trainers.service.ts, rules in trainings.policy.ts, wire shapes in trainers.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detailError,
  fieldErrors,
  translatedLookupSchema,
  pageQuery,
  paged,
  trainerDashboardSchema,
  trainerSchema,
  trainerSchemaOut,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { presentLookupRow } from '../../lib/lookup-lists.js';
import { toPage } from '../../lib/pagination.js';
import { presentTrainer } from './trainers.presenter.js';
import * as trainerService from './trainers.service.js';
import { trainingsPolicy } from './trainings.policy.js';

const tags = ['trainings'];
const ITEM = '/api/trainings/trainers/:id/';

export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = () => app.deps.config.publicUrl;

  /** 404 unless the caller owns this active trainer record. */
  const assertOwnTrainer = ownedBy(() => app.deps.db, trainerService.trainerOwner, trainingsPolicy.ownsTrainer);

  app.get('/api/trainings/skillscategories/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Skills categories by name; paged (page_size up to 100)',
      querystring: pageQuery,
      response: { 200: paged(translatedLookupSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await trainerService.listSkillCategories(app.deps.db, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentLookupRow));
    },
  });

  app.get('/api/trainings/trainers/', {
    schema: {
      tags,
      summary: "The caller's own active trainer record as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(trainerSchemaOut), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await trainerService.ownTrainers(app.deps.db, currentUser(req).id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentTrainer));
    },
  });

  app.post('/api/trainings/trainers/', {
    schema: {
      tags,
      summary:
        'Become a trainer (multipart or JSON: skill_category repeated, address): gives the Trainer account type; restores a deactivated one',
      body: trainerSchema,
      response: { 201: trainerSchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await trainerService.createTrainer(app.deps.db, currentUser(req).id, req.body);
      return reply.code(201).send(presentTrainer(row));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: trainerSchemaOut,
    body: trainerSchema,
    summaries: {
      get: 'Own trainer record',
      put: 'Replace own trainer details',
      patch: 'Change any of the trainer details',
      delete:
        "Deactivate the Trainer account type: the group goes and the trainer's trainings leave the public list; the data stays (POST restores it)",
    },
    assertOwn: assertOwnTrainer,
    read: async (id) => presentTrainer(await trainerService.readTrainer(app.deps.db, id)),
    update: async (id, actorId, fields) =>
      presentTrainer(await trainerService.updateTrainer(app.deps.db, id, actorId, fields)),
    remove: (id, actorId) => trainerService.deactivateTrainer(app.deps.db, id, actorId),
  });

  app.get('/api/trainings/trainer-dashboard/', {
    schema: {
      tags,
      summary:
        "The trainer panel: the caller's trainings, upcoming and past, places offered, the next training (zeros without a trainer record); one query",
      response: { 200: trainerDashboardSchema, ...errorResponses },
    },
    handler: async (req) => trainerService.trainerDashboard(app.deps.db, currentUser(req).id),
  });
};
