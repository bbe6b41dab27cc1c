// /api/careers/counsellor-resources/: a counsellor's own career resources. Paths and schemas only (the routes
// themselves: counsellor-posts.ts); queries in resources.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careerResourceFormSchema, careerResourceSchema, careerResourceUpdateSchema } from '@portal/contract';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import { counsellorPostRoutes } from './counsellor-posts.js';
import * as resources from './resources.service.js';

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
  counsellorPostRoutes(app, {
    path: '/api/careers/counsellor-resources/',
    out: careerResourceSchema,
    form: careerResourceFormSchema,
    body: careerResourceUpdateSchema,
    limit: RATE_LIMITS.resourcePostsPerUser,
    summaries: {
      list: "The counsellor's own career resources, newest first; paged",
      create:
        'Post a career resource (multipart: title, description, upload — a PDF, checked by content, at most 3 MB); it is public at once',
      get: 'One of own career resources',
      put: 'Replace own career resource (the file may be left out and stays)',
      patch: 'Change any of the resource fields; a new file replaces the old one',
      delete: 'Delete own career resource and its file',
    },
    owner: resources.resourceOwner,
    own: (actorId, page, pageSize) => resources.ownResources(ctx(), actorId, page, pageSize),
    create: (actorId, input) => resources.createResource(ctx(), actorId, input),
    read: (id) => resources.readResource(ctx(), id),
    update: (id, actorId, fields) => resources.updateResource(ctx(), id, actorId, fields),
    remove: (id, actorId) => resources.deleteResource(ctx(), id, actorId),
  });
};
