// /api/info_hub/* (public reading side): paths and schemas only; queries in info-hub.service.ts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailError, employerFrameworkSchema, fieldErrors, idParam, policySchema } from '@portal/contract';
import * as infoHub from './info-hub.service.js';

const tags = ['info_hub'];
const one = { 400: fieldErrors, 404: detailError };

export const infoHubRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });

  // "Policies" with a capital P: the path the existing clients call.
  app.get('/api/info_hub/Policies/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Company and employee policies (newest first); document is the file URL',
      response: { 200: z.array(policySchema) },
    },
    handler: async () => infoHub.listPolicies(ctx()),
  });

  app.get('/api/info_hub/Policies/:id/', {
    config: { public: true },
    schema: { tags, summary: 'One policy document', params: idParam, response: { 200: policySchema, ...one } },
    handler: async (req) => infoHub.policyDetail(ctx(), req.params.id),
  });

  app.get('/api/info_hub/employer-frameworks/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Employer frameworks (newest first); upload is the file URL',
      response: { 200: z.array(employerFrameworkSchema) },
    },
    handler: async () => infoHub.listFrameworks(ctx()),
  });

  app.get('/api/info_hub/employer-frameworks/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'One employer framework document',
      params: idParam,
      response: { 200: employerFrameworkSchema, ...one },
    },
    handler: async (req) => infoHub.frameworkDetail(ctx(), req.params.id),
  });
};
