// /api/careers/counsellor-events/ and the deletes at /api/careers/careerevent/{id}/ (and the spec's
// /careers/api/careerevent/{id}/): a counsellor's own career events. Paths and schemas only; queries in
// events.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerEventFormSchema,
  careerEventPatchSchema,
  careerEventSchema,
  careerEventUpdateSchema,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { toPage } from '../../lib/pagination.js';
import { careersPolicy } from './careers.policy.js';
import { assertCounsellor } from './counsellors.service.js';
import * as events from './events.service.js';

const tags = ['careers'];
const LIST = '/api/careers/counsellor-events/';
const ITEM = '/api/careers/counsellor-events/:id/';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });

  /** 403 for a caller who is not an active counsellor, then 404 unless they posted this event. */
  const assertOwnEvent = ownedBy(() => app.deps.db, events.eventOwner, careersPolicy.ownsPost, assertCounsellor);

  app.get(LIST, {
    schema: {
      tags,
      summary: "The counsellor's own career events, past ones too, latest event date first; paged",
      querystring: pageQuery,
      response: { 200: paged(careerEventSchema), ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await events.ownEvents(ctx(), actor.id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.post(LIST, {
    config: { permission: (actor) => assertCounsellor(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Post a career event (multipart or JSON; optional logo image); the date cannot be in the past; it appears in /api/careers/careerevent/',
      body: careerEventFormSchema,
      response: { 201: careerEventSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.eventPostsPerUser),
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      return reply.code(201).send(await events.createEvent(ctx(), actor.id, req.body));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: careerEventSchema,
    body: careerEventUpdateSchema,
    patchBody: careerEventPatchSchema,
    summaries: {
      get: 'One of own career events (for the edit form)',
      put: 'Replace own career event (the logo may be left out and stays)',
      patch: 'Change any of the event fields; the end time must still be later than the start time, stored or new',
      delete: 'Delete own career event and its logo',
    },
    assertOwn: assertOwnEvent,
    read: (id) => events.readEvent(ctx(), id),
    update: (id, actorId, fields) => events.updateEvent(ctx(), id, actorId, fields),
    remove: (id, actorId) => events.deleteEvent(ctx(), id, actorId),
    // The spec's manage table deletes through the public path, and once through a path with its parts swapped.
    alsoDeleteAt: ['/api/careers/careerevent/:id/', '/careers/api/careerevent/:id/'],
  });
};
