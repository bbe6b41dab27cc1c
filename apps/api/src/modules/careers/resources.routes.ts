// /api/careers/counsellor-resources/: a counsellor's own career resources. Paths and schemas only; queries in
// resources.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerResourceFormSchema,
  careerResourceSchema,
  careerResourceUpdateSchema,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { careersPolicy } from './careers.policy.js';
import { assertCounsellor } from './counsellors.service.js';
import * as resources from './resources.service.js';

const tags = ['careers'];
const LIST = '/api/careers/counsellor-resources/';
const ITEM = '/api/careers/counsellor-resources/:id/';

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });

  /** 403 for a caller who is not an active counsellor, then 404 unless they posted this resource. */
  const assertOwnResource = ownedBy(
    () => app.deps.db,
    resources.resourceOwner,
    careersPolicy.ownsPost,
    assertCounsellor,
  );

  app.get(LIST, {
    schema: {
      tags,
      summary: "The counsellor's own career resources, newest first; paged",
      querystring: pageQuery,
      response: { 200: paged(careerResourceSchema), ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await resources.ownResources(ctx(), actor.id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.post(LIST, {
    config: { permission: (actor) => assertCounsellor(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Post a career resource (multipart: title, description, upload — a PDF, checked by content, at most 3 MB); it is public at once',
      body: careerResourceFormSchema,
      response: { 201: careerResourceSchema, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.resourcePostsPerUser),
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      return reply.code(201).send(await resources.createResource(ctx(), actor.id, req.body));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: careerResourceSchema,
    body: careerResourceUpdateSchema,
    summaries: {
      get: 'One of own career resources',
      put: 'Replace own career resource (the file may be left out and stays)',
      patch: 'Change any of the resource fields; a new file replaces the old one',
      delete: 'Delete own career resource and its file',
    },
    assertOwn: assertOwnResource,
    read: (id) => resources.readResource(ctx(), id),
    update: (id, actorId, fields) => resources.updateResource(ctx(), id, actorId, fields),
    remove: (id, actorId) => resources.deleteResource(ctx(), id, actorId),
  });
};
