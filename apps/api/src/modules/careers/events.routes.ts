// /api/careers/counsellor-events/ and the deletes at /api/careers/careerevent/{id}/ (and the spec's
// /careers/api/careerevent/{id}/): a counsellor's own career events. Paths and schemas only; queries in
// events.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerEventFormSchema,
  careerEventPatchSchema,
  careerEventSchema,
  careerEventUpdateSchema,
  idParam,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { careersPolicy } from './careers.policy.js';
import { assertCounsellor } from './counsellors.service.js';
import * as events from './events.service.js';

const tags = ['careers'];
const LIST = '/api/careers/counsellor-events/';
const ITEM = '/api/careers/counsellor-events/:id/';
// The spec's manage table deletes through the public path, and once through a path with its parts swapped.
const DELETE_PATHS = [ITEM, '/api/careers/careerevent/:id/', '/careers/api/careerevent/:id/'];

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

  app.get(ITEM, {
    schema: {
      tags,
      summary: 'One of own career events (for the edit form)',
      params: idParam,
      response: { 200: careerEventSchema, ...errorResponses },
    },
    handler: async (req) => {
      await assertOwnEvent(currentUser(req), req.params.id);
      return events.readEvent(ctx(), req.params.id);
    },
  });

  app.put(ITEM, {
    config: { owner: assertOwnEvent },
    schema: {
      tags,
      summary: 'Replace own career event (the logo may be left out and stays)',
      params: idParam,
      body: careerEventUpdateSchema,
      response: { 200: careerEventSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnEvent(actor, req.params.id);
      return events.updateEvent(ctx(), req.params.id, actor.id, req.body);
    },
  });

  app.patch(ITEM, {
    config: { owner: assertOwnEvent },
    schema: {
      tags,
      summary: 'Change any of the event fields; the end time must still be later than the start time, stored or new',
      params: idParam,
      body: careerEventPatchSchema,
      response: { 200: careerEventSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnEvent(actor, req.params.id);
      return events.updateEvent(ctx(), req.params.id, actor.id, req.body);
    },
  });

  for (const url of DELETE_PATHS) {
    app.delete(url, {
      schema: {
        tags,
        summary: 'Delete own career event and its logo',
        params: idParam,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (req, reply) => {
        const actor = currentUser(req);
        await assertOwnEvent(actor, req.params.id);
        await events.deleteEvent(ctx(), req.params.id, actor.id);
        return reply.code(204).send(null);
      },
    });
  }
};
