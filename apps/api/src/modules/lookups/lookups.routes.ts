// /api/common/* but notifications: paths and schemas only; queries in lookups.service.ts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citySchema,
  detailError,
  fieldErrors,
  idParam,
  lookupSchema,
  portalStatsSchema,
  portalContactSchema,
  testimonialSchema,
  translatedLookupSchema,
} from '@portal/contract';
import { httpCache } from '../../lib/http-cache.js';
import * as common from './lookups.service.js';

const tags = ['common'];
const LOOKUP_MAX_AGE_S = 3600;
const STATS_MAX_AGE_S = 60;
const LOOKUP_TITLES: Record<common.TranslatedLookupPath, string> = {
  'job-categories': 'Job categories',
  'functional-areas': 'Functional areas',
  'marital-status': 'Marital statuses',
  'contract-types': 'Contract types',
};

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  const lookupCache = httpCache(LOOKUP_MAX_AGE_S);

  // ---------- lookups: public, cacheable (Cache-Control + ETag; If-None-Match → 304) ----------

  for (const which of Object.keys(LOOKUP_TITLES) as common.TranslatedLookupPath[]) {
    app.get(`/api/common/${which}/`, {
      config: { public: true },
      onSend: lookupCache,
      schema: {
        tags,
        summary: `${LOOKUP_TITLES[which]} (array ordered by English name, with names in Swahili and Luganda; cacheable)`,
        response: { 200: z.array(translatedLookupSchema) },
      },
      handler: async () => common.translatedLookup(app.deps.db, which),
    });
  }

  app.get('/api/common/districts/', {
    config: { public: true },
    onSend: lookupCache,
    schema: {
      tags,
      summary: 'Districts (array ordered by name; proper names, the same in every language; cacheable)',
      response: { 200: z.array(lookupSchema) },
    },
    handler: async () => common.districtLookup(app.deps.db),
  });

  app.get('/api/common/cities/', {
    config: { public: true },
    onSend: lookupCache,
    schema: {
      tags,
      summary: 'Cities with their district id (array ordered by name; cacheable)',
      response: { 200: z.array(citySchema) },
    },
    handler: async () => common.cityLookup(app.deps.db),
  });

  // ---------- home page figures ----------

  app.get('/api/common/stats/', {
    config: { public: true },
    onSend: httpCache(STATS_MAX_AGE_S),
    schema: {
      tags,
      summary:
        'Figures for the home page: open jobs (live); upcoming trainings, open competitions, upcoming events and hiring companies (recomputed every minute)',
      response: { 200: portalStatsSchema },
    },
    handler: async () => common.portalStats(app.deps.db),
  });

  app.get('/api/common/contact/', {
    config: { public: true },
    onSend: httpCache(STATS_MAX_AGE_S),
    schema: {
      tags,
      summary: "How to reach the portal's team (the About page's Contact us; not in the spec)",
      response: { 200: portalContactSchema },
    },
    handler: async () => app.deps.config.contact ?? { email: null, phone: null },
  });

  // ---------- testimonials ----------

  app.get('/api/common/testimonials/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Testimonials for the home page (newest first)',
      response: { 200: z.array(testimonialSchema) },
    },
    handler: async () => common.listTestimonials(ctx()),
  });

  app.get('/api/common/testimonials/:id/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'One testimonial',
      params: idParam,
      response: { 200: testimonialSchema, 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => common.testimonialDetail(ctx(), req.params.id),
  });

  // ---------- notifications: the signed-in recipient's own ----------
};
