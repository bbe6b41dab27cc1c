// /api/skills/skill-provider/: paths and schemas only; queries in provider.service.ts, rules in skills.policy.ts,
// wire shapes in skills.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery, paged, skillProviderSchema, skillProviderSchemaOut } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import * as providers from './provider.service.js';
import { skillsPolicy } from './skills.policy.js';
import { presentSkillProvider } from './skills.presenter.js';

const tags = ['skills'];
const ITEM = '/api/skills/skill-provider/:id/';

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = () => app.deps.config.publicUrl;

  /** 404 unless the caller owns this active record. */
  const assertOwnProvider = ownedBy(() => app.deps.db, providers.providerOwner, skillsPolicy.ownsProvider);

  app.get('/api/skills/skill-provider/', {
    schema: {
      tags,
      summary: "The caller's own active skills provider record as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(skillProviderSchemaOut), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await providers.ownProviders(app.deps.db, currentUser(req).id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentSkillProvider));
    },
  });

  app.post('/api/skills/skill-provider/', {
    schema: {
      tags,
      summary:
        'Register as a skills provider (multipart or JSON: title, location, description): gives the SkillProvider account type; restores a deactivated one',
      body: skillProviderSchema,
      response: { 201: skillProviderSchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await providers.createProvider(app.deps.db, currentUser(req).id, req.body);
      return reply.code(201).send(presentSkillProvider(row));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: skillProviderSchemaOut,
    body: skillProviderSchema,
    summaries: {
      get: 'Own skills provider record',
      put: 'Replace own skills provider details (title, location, description)',
      patch: 'Change any of the skills provider details',
      delete:
        "Deactivate the SkillProvider account type: the group goes and the provider's competitions leave the public lists; the data stays (POST restores it)",
    },
    assertOwn: assertOwnProvider,
    read: async (id) => presentSkillProvider(await providers.readProvider(app.deps.db, id)),
    update: async (id, actorId, fields) =>
      presentSkillProvider(await providers.updateProvider(app.deps.db, id, actorId, fields)),
    remove: (id, actorId) => providers.deactivateProvider(app.deps.db, id, actorId),
  });
};
