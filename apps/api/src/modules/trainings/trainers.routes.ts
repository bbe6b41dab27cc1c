// /api/trainings/skillscategories/, /api/trainings/trainers/ and /api/trainings/trainer-dashboard/: paths and
// schemas only; queries in trainers.service.ts, rules in trainings.policy.ts, wire shapes in trainers.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailError, fieldErrors, idParam, namedRef, pageQuery, paged, trainerDashboardSchema, trainerSchema, trainerSchemaOut } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { presentSkillCategory, presentTrainer } from './trainers.presenter.js';
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
    schema: { tags, summary: 'Skills categories by name; paged (page_size up to 100)', querystring: pageQuery, response: { 200: paged(namedRef), 400: fieldErrors, 404: detailError } },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await trainerService.listSkillCategories(app.deps.db, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentSkillCategory));
    },
  });

  app.get('/api/trainings/trainers/', {
    schema: { tags, summary: "The caller's own active trainer record as a page of at most one (read results[0])", querystring: pageQuery, response: { 200: paged(trainerSchemaOut), ...errorResponses } },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await trainerService.ownTrainers(app.deps.db, currentUser(req).id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentTrainer));
    },
  });

  app.post('/api/trainings/trainers/', {
    schema: {
      tags,
      summary: 'Become a trainer (multipart or JSON: skill_category repeated, address): gives the Trainer account type; restores a deactivated one',
      body: trainerSchema,
      response: { 201: trainerSchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await trainerService.createTrainer(app.deps.db, currentUser(req).id, req.body);
      return reply.code(201).send(presentTrainer(row));
    },
  });

  app.get(ITEM, {
    schema: { tags, summary: 'Own trainer record', params: idParam, response: { 200: trainerSchemaOut, ...errorResponses } },
    handler: async (req) => {
      await assertOwnTrainer(currentUser(req), req.params.id);
      return presentTrainer(await trainerService.readTrainer(app.deps.db, req.params.id));
    },
  });

  app.put(ITEM, {
    schema: { tags, summary: 'Replace own trainer details', params: idParam, body: trainerSchema, response: { 200: trainerSchemaOut, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnTrainer(actor, req.params.id);
      return presentTrainer(await trainerService.updateTrainer(app.deps.db, req.params.id, actor.id, req.body));
    },
  });

  app.patch(ITEM, {
    schema: { tags, summary: 'Change any of the trainer details', params: idParam, body: trainerSchema.partial(), response: { 200: trainerSchemaOut, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnTrainer(actor, req.params.id);
      return presentTrainer(await trainerService.updateTrainer(app.deps.db, req.params.id, actor.id, req.body));
    },
  });

  app.delete(ITEM, {
    schema: {
      tags,
      summary: "Deactivate the Trainer account type: the group goes and the trainer's trainings leave the public list; the data stays (POST restores it)",
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnTrainer(actor, req.params.id);
      await trainerService.deactivateTrainer(app.deps.db, req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/trainings/trainer-dashboard/', {
    schema: {
      tags,
      summary: "The trainer panel: the caller's trainings, upcoming and past, places offered, the next training (zeros without a trainer record); one query",
      response: { 200: trainerDashboardSchema, ...errorResponses },
    },
    handler: async (req) => trainerService.trainerDashboard(app.deps.db, currentUser(req).id),
  });
};
