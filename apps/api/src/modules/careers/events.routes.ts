// /api/careers/counsellor-events/ and the deletes at /api/careers/careerevent/{id}/ (and the spec's
// /careers/api/careerevent/{id}/): a counsellor's own career events. Paths and schemas only (the routes themselves:
// counsellor-posts.ts); queries in events.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerEventFormSchema,
  careerEventPatchSchema,
  careerEventSchema,
  careerEventUpdateSchema,
} from '@portal/contract';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import { counsellorPostRoutes } from './counsellor-posts.js';
import * as events from './events.service.js';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
  counsellorPostRoutes(app, {
    path: '/api/careers/counsellor-events/',
    out: careerEventSchema,
    form: careerEventFormSchema,
    body: careerEventUpdateSchema,
    patchBody: careerEventPatchSchema,
    limit: RATE_LIMITS.eventPostsPerUser,
    summaries: {
      list: "The counsellor's own career events, past ones too, latest event date first; paged",
      create:
        'Post a career event (multipart or JSON; optional logo image); the date cannot be in the past; it appears in /api/careers/careerevent/',
      get: 'One of own career events (for the edit form)',
      put: 'Replace own career event (the logo may be left out and stays)',
      patch: 'Change any of the event fields; the end time must still be later than the start time, stored or new',
      delete: 'Delete own career event and its logo',
    },
    owner: events.eventOwner,
    own: (actorId, page, pageSize) => events.ownEvents(ctx(), actorId, page, pageSize),
    create: (actorId, input) => events.createEvent(ctx(), actorId, input),
    read: (id) => events.readEvent(ctx(), id),
    update: (id, actorId, fields) => events.updateEvent(ctx(), id, actorId, fields),
    remove: (id, actorId) => events.deleteEvent(ctx(), id, actorId),
    // The spec's manage table deletes through the public path, and once through a path with its parts swapped.
    alsoDeleteAt: ['/api/careers/careerevent/:id/', '/careers/api/careerevent/:id/'],
  });
};
