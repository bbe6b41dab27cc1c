// /api/common/*: paths and schemas only; queries in common.service.ts, rules in common.policy.ts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citySchema,
  detailError,
  fieldErrors,
  idParam,
  lookupSchema,
  notificationSchema,
  notificationUpdateSchema,
  pageQuery,
  paged,
  portalStatsSchema,
  portalContactSchema,
  testimonialSchema,
  unreadCountSchema,
} from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { notFound } from '../../lib/errors.js';
import { httpCache } from '../../lib/http-cache.js';
import { toPage } from '../../lib/pagination.js';
import { notificationPolicy } from './common.policy.js';
import { presentNotification } from './common.presenter.js';
import * as common from './common.service.js';

const tags = ['common'];
const LOOKUP_MAX_AGE_S = 3600;
const STATS_MAX_AGE_S = 60;
const LOOKUP_TITLES: Record<common.NamedLookup, string> = {
  'job-categories': 'Job categories',
  districts: 'Districts',
  'functional-areas': 'Functional areas',
  'marital-status': 'Marital statuses',
  'contract-types': 'Contract types',
};

export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });
  const lookupCache = httpCache(LOOKUP_MAX_AGE_S);

  // ---------- lookups: public, cacheable (Cache-Control + ETag; If-None-Match → 304) ----------

  for (const which of Object.keys(LOOKUP_TITLES) as common.NamedLookup[]) {
    app.get(`/api/common/${which}/`, {
      config: { public: true },
      onSend: lookupCache,
      schema: {
        tags,
        summary: `${LOOKUP_TITLES[which]} (array ordered by name; cacheable)`,
        response: { 200: z.array(lookupSchema) },
      },
      handler: async () => common.namedLookup(app.deps.db, which),
    });
  }

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

  const mine = { 400: fieldErrors, 401: detailError, 404: detailError };

  app.get('/api/common/notifications/', {
    schema: {
      tags,
      summary: "The caller's notifications, newest first",
      querystring: pageQuery,
      response: { 200: paged(notificationSchema), ...mine },
    },
    handler: async (req) => {
      const q = req.query;
      const { count, results } = await common.listNotifications(app.deps.db, currentUser(req).id, q);
      return toPage(req, app.deps.config.publicUrl, q.page, q.page_size, count, results);
    },
  });

  app.get('/api/common/notifications/unread-count/', {
    schema: {
      tags,
      summary: "How many of the caller's notifications are unread (the header's bell)",
      response: { 200: unreadCountSchema, 401: detailError },
    },
    handler: async (req) => common.unreadNotifications(app.deps.db, currentUser(req).id),
  });

  app.post('/api/common/notifications/mark-all-read/', {
    schema: {
      tags,
      summary: "Mark every one of the caller's notifications read",
      response: { 200: unreadCountSchema, 401: detailError },
    },
    handler: async (req) => common.markAllNotificationsRead(app.deps.db, currentUser(req).id),
  });

  app.get('/api/common/notifications/:id/', {
    schema: {
      tags,
      summary: "One of the caller's notifications (anyone else's: 404)",
      params: idParam,
      response: { 200: notificationSchema, ...mine },
    },
    handler: async (req) => {
      const row = await common.findNotification(app.deps.db, req.params.id);
      if (!row || !notificationPolicy.canRead(currentUser(req), row)) throw notFound();
      return presentNotification(row);
    },
  });

  const assertOwnNotification = ownedBy(() => app.deps.db, common.findNotification, notificationPolicy.canUpdate);

  app.patch('/api/common/notifications/:id/', {
    config: { owner: assertOwnNotification },
    schema: {
      tags,
      summary:
        "Mark one of the caller's notifications seen ({seen: true}) or unseen again; without `seen`, nothing changes",
      params: idParam,
      body: notificationUpdateSchema.partial(),
      response: { 200: notificationSchema, ...mine },
    },
    handler: async (req) => {
      const row = await assertOwnNotification(currentUser(req), req.params.id);
      return req.body.seen === undefined
        ? presentNotification(row)
        : common.setNotificationSeen(app.deps.db, row.id, req.body.seen);
    },
  });
};
