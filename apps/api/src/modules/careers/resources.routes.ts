// /api/careers/counsellor-resources/: a counsellor's own career resources. Paths and schemas only; queries in
// resources.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { careerResourceFormSchema, careerResourceSchema, careerResourceUpdateSchema, idParam, pageQuery, paged } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
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
  const assertOwnResource = ownedBy(() => app.deps.db, resources.resourceOwner, careersPolicy.ownsPost, assertCounsellor);

  app.get(LIST, {
    schema: { tags, summary: "The counsellor's own career resources, newest first; paged", querystring: pageQuery, response: { 200: paged(careerResourceSchema), ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await resources.ownResources(ctx(), actor.id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.post(LIST, {
    schema: {
      tags,
      summary: 'Post a career resource (multipart: title, description, upload — a PDF, checked by content, at most 3 MB); it is public at once',
      body: careerResourceFormSchema,
      response: { 201: careerResourceSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertCounsellor(app.deps.db, actor.id);
      return reply.code(201).send(await resources.createResource(ctx(), actor.id, req.body));
    },
  });

  app.get(ITEM, {
    schema: { tags, summary: 'One of own career resources', params: idParam, response: { 200: careerResourceSchema, ...errorResponses } },
    handler: async (req) => {
      await assertOwnResource(currentUser(req), req.params.id);
      return resources.readResource(ctx(), req.params.id);
    },
  });

  app.put(ITEM, {
    schema: { tags, summary: 'Replace own career resource (the file may be left out and stays)', params: idParam, body: careerResourceUpdateSchema, response: { 200: careerResourceSchema, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnResource(actor, req.params.id);
      return resources.updateResource(ctx(), req.params.id, actor.id, req.body);
    },
  });

  app.patch(ITEM, {
    schema: { tags, summary: 'Change any of the resource fields; a new file replaces the old one', params: idParam, body: careerResourceUpdateSchema.partial(), response: { 200: careerResourceSchema, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnResource(actor, req.params.id);
      return resources.updateResource(ctx(), req.params.id, actor.id, req.body);
    },
  });

  app.delete(ITEM, {
    schema: { tags, summary: 'Delete own career resource and its file', params: idParam, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnResource(actor, req.params.id);
      await resources.deleteResource(ctx(), req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });
};
