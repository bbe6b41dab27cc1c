// /api/skills/skill-provider/: paths and schemas only; queries in provider.service.ts, rules in skills.policy.ts,
// wire shapes in skills.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, pageQuery, paged, skillProviderSchema, skillProviderSchemaOut } from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
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
    schema: { tags, summary: "The caller's own active skills provider record as a page of at most one (read results[0])", querystring: pageQuery, response: { 200: paged(skillProviderSchemaOut), ...errorResponses } },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await providers.ownProviders(app.deps.db, currentUser(req).id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentSkillProvider));
    },
  });

  app.post('/api/skills/skill-provider/', {
    schema: {
      tags,
      summary: 'Register as a skills provider (multipart or JSON: title, location, description): gives the SkillProvider account type; restores a deactivated one',
      body: skillProviderSchema,
      response: { 201: skillProviderSchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await providers.createProvider(app.deps.db, currentUser(req).id, req.body);
      return reply.code(201).send(presentSkillProvider(row));
    },
  });

  app.get(ITEM, {
    schema: { tags, summary: 'Own skills provider record', params: idParam, response: { 200: skillProviderSchemaOut, ...errorResponses } },
    handler: async (req) => {
      await assertOwnProvider(currentUser(req), req.params.id);
      return presentSkillProvider(await providers.readProvider(app.deps.db, req.params.id));
    },
  });

  app.put(ITEM, {
    schema: { tags, summary: 'Replace own skills provider details (title, location, description)', params: idParam, body: skillProviderSchema, response: { 200: skillProviderSchemaOut, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProvider(actor, req.params.id);
      return presentSkillProvider(await providers.updateProvider(app.deps.db, req.params.id, actor.id, req.body));
    },
  });

  app.patch(ITEM, {
    schema: { tags, summary: 'Change any of the skills provider details', params: idParam, body: skillProviderSchema.partial(), response: { 200: skillProviderSchemaOut, ...errorResponses } },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProvider(actor, req.params.id);
      return presentSkillProvider(await providers.updateProvider(app.deps.db, req.params.id, actor.id, req.body));
    },
  });

  app.delete(ITEM, {
    schema: {
      tags,
      summary: "Deactivate the SkillProvider account type: the group goes and the provider's competitions leave the public lists; the data stays (POST restores it)",
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnProvider(actor, req.params.id);
      await providers.deactivateProvider(app.deps.db, req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });
};
