// /api/trainings/*: paths and schemas only; queries in trainings.service.ts (trainers: trainers.routes.ts), rules in
// trainings.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailError,
  FIELD_MESSAGE_TEMPLATES,
  fieldErrors,
  idParam,
  paged,
  scopeQuery,
  TRAINER_MESSAGES,
  TRAINING_ORDERINGS,
  trainingFormSchema,
  trainingListQuery,
  trainingSchema,
  trainingUpdateSchema,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { resolveListScope } from '../../lib/list-scope.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { trainerRoutes } from './trainers.routes.js';
import { TRAINER_GROUP } from './trainers.service.js';
import { trainingsPolicy } from './trainings.policy.js';
import * as trainingService from './trainings.service.js';

const tags = ['trainings'];
const ITEM = '/api/trainings/trainings/:id/';

/**
 * The shared list path (decision 005) with `scope`; `ordering` has no default here because the two lists default
 * differently (the public one soonest first, the trainer's own newest first).
 */
const trainingsQuery = trainingListQuery.extend({
  ...scopeQuery.shape,
  ordering: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TRAINING_ORDERINGS, { error: FIELD_MESSAGE_TEMPLATES.chooseOneOf(TRAINING_ORDERINGS) }).optional(),
  ),
});

export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl, storage: app.deps.storage });
  await app.register(trainerRoutes);

  /** 404 unless the caller is the (active) trainer of the training. */
  const assertOwnTraining = ownedBy(() => app.deps.db, trainingService.trainingOwner, trainingsPolicy.ownsTraining);

  app.get('/api/trainings/trainings/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Trainings. Public list: upcoming ones (date today or later), searchable by prefix; ordering date (default), -date, -created, fees. A signed-in trainer gets their own (past ones too, -created first) unless scope=public; scope=own without the Trainer group → 403',
      querystring: trainingsQuery,
      response: { 200: paged(trainingSchema), ...errorResponses },
    },
    handler: async (req) => {
      const q = req.query;
      const user = req.user;
      const scope = await resolveListScope(app.deps.db, req, q.scope, TRAINER_GROUP, TRAINER_MESSAGES.notTrainer);
      const { count, results } =
        scope === 'own' && user
          ? await trainingService.listOwnTrainings(ctx(), user.id, q)
          : await trainingService.listTrainings(ctx(), { ...q, ordering: q.ordering ?? 'date' });
      return toPage(req, app.deps.config.publicUrl, q.page, q.page_size, count, results);
    },
  });

  app.post('/api/trainings/trainings/', {
    config: { permission: (actor) => trainingService.postingTrainer(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Post a training (multipart: title, description, location, date, time, max_no_participants, fees, registration_link, contract_type?, logo? image). Not a trainer → 403',
      body: trainingFormSchema,
      response: { 201: trainingSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.trainingPostsPerUser),
    handler: async (req, reply) => {
      const training = await trainingService.createTraining(ctx(), currentUser(req).id, req.body);
      return reply.code(201).send(training);
    },
  });

  app.get(ITEM, {
    config: { public: true },
    schema: {
      tags,
      summary: 'One training, past ones included',
      params: idParam,
      response: { 200: trainingSchema, 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => trainingService.trainingDetail(ctx(), req.params.id),
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: trainingSchema,
    body: trainingUpdateSchema,
    summaries: {
      put: 'Replace own training (the whole form; a past date may stay; the logo may be left out and stays)',
      patch: 'Change any fields of own training',
      delete: 'Delete own training (its logo file goes after the commit)',
    },
    assertOwn: assertOwnTraining,
    // updateTraining's last argument says "the whole form" (PUT).
    update: (id, _actorId, fields, partial) => trainingService.updateTraining(ctx(), id, fields, !partial),
    remove: (id) => trainingService.deleteTraining(ctx(), id),
  });
};
