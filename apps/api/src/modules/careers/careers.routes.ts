// /api/careers/* (public reading side): paths and schemas only; queries in careers.service.ts. The counsellor's
// own side (profile, centre, resources, events) lives in the route files registered at the end.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  careerEventSchema,
  careerResourceSchema,
  centerListQuery,
  counsellingCenterSchema,
  detailError,
  eventListQuery,
  fieldErrors,
  idParam,
  paged,
} from '@portal/contract';
import { toPage } from '../../lib/pagination.js';
import * as careers from './careers.service.js';
import { counsellorRoutes } from './counsellors.routes.js';
import { eventRoutes } from './events.routes.js';
import { resourceRoutes } from './resources.routes.js';

const tags = ['careers'];
const one = { 400: fieldErrors, 404: detailError };

export const careerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  const publicUrl = () => app.deps.config.publicUrl;

  app.get('/api/careers/careerevent/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Upcoming career events (event date today or later), searchable by prefix; ordering event_date (default), -event_date, -created',
      querystring: eventListQuery,
      response: { 200: paged(careerEventSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const q = req.query;
      const { count, results } = await careers.listEvents(ctx(), q);
      return toPage(req, publicUrl(), q.page, q.page_size, count, results);
    },
  });

  app.get('/api/careers/careerevent/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'One career event, past ones included',
      params: idParam,
      response: { 200: careerEventSchema, ...one },
    },
    handler: async (req) => careers.eventDetail(ctx(), req.params.id),
  });

  app.get('/api/careers/counsellingcenter/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'Counselling centres, searchable by prefix over the name, address and services offered; ordering center_name (default), -created',
      querystring: centerListQuery,
      response: { 200: paged(counsellingCenterSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const q = req.query;
      const { count, results } = await careers.listCenters(ctx(), q);
      return toPage(req, publicUrl(), q.page, q.page_size, count, results);
    },
  });

  app.get('/api/careers/counsellingcenter/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'One counselling centre with the services it offers',
      params: idParam,
      response: { 200: counsellingCenterSchema, ...one },
    },
    handler: async (req) => careers.centerDetail(ctx(), req.params.id),
  });

  app.get('/api/careers/careerresources/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Career resources of the information hub (newest first); upload is the document URL',
      response: { 200: z.array(careerResourceSchema) },
    },
    handler: async () => careers.listResources(ctx()),
  });

  app.get('/api/careers/careerresources/:id/', {
    config: { public: true },
    schema: { tags, summary: 'One career resource', params: idParam, response: { 200: careerResourceSchema, ...one } },
    handler: async (req) => careers.resourceDetail(ctx(), req.params.id),
  });

  await app.register(counsellorRoutes);
  await app.register(resourceRoutes);
  await app.register(eventRoutes);
};
