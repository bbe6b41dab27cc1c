// Job alerts (issue 15): GET/POST /api/job_seekers/job-alerts/, GET/PUT/PATCH/DELETE …/{id}/ (the owner only: 404
// for anyone else's), and the one-click unsubscribe …/unsubscribe/{token}/ (no sign-in: the mail's link is the key).
// Any signed-in account may keep alerts. Paths and schemas only; queries in job-alerts.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_FILTER_NAMES,
  JOB_ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  jobAlertBody,
  jobAlertPatchBody,
  jobAlertSchema,
  jobAlertUnsubscribeSchema,
  jobAlertUpdateBody,
  pageQuery,
  paged,
  unsubscribeTokenParam,
} from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { acceptFormBodies } from '../../lib/form-bodies.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/responses.js';
import * as alerts from './job-alerts.service.js';

const tags = ['job_seekers'];

export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  // A mail client's one-click POST is a form (RFC 8058: List-Unsubscribe=One-Click); read here, for these routes only.
  acceptFormBodies(app, 1024);

  app.get('/api/job_seekers/job-alerts/', {
    schema: {
      tags,
      summary: "The caller's job alerts (saved searches), newest first; paged",
      querystring: pageQuery,
      response: { 200: paged(jobAlertSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await alerts.listJobAlerts(db(), currentUser(req).id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.post('/api/job_seekers/job-alerts/', {
    schema: {
      tags,
      summary: `Save a search as an alert: name, the /jobs filters (${ALERT_FILTER_NAMES.join(', ')}), frequency (instant, daily, weekly; default daily), active (default true). At most ${MAX_JOB_ALERTS} per account`,
      body: jobAlertBody,
      response: { 201: jobAlertSchema, ...errorResponses },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await alerts.createJobAlert(db(), currentUser(req).id, req.body)),
  });

  registerOwnItemRoutes(app, {
    path: '/api/job_seekers/job-alerts/:id/',
    tags,
    out: jobAlertSchema,
    body: jobAlertUpdateBody,
    patchBody: jobAlertPatchBody,
    summaries: {
      get: 'One of the caller’s alerts',
      put: 'Replace an alert (every field; a filter left out is cleared)',
      patch: 'Change some of an alert’s fields (e.g. frequency, or active to pause it)',
      delete: 'Delete an alert',
    },
    assertOwn: ownedBy(db, alerts.jobAlertOwner, (actor, row) => row.userId === actor.id),
    read: (id) => alerts.readJobAlert(db(), id),
    update: (id, actorId, fields, partial) => alerts.updateJobAlert(db(), id, actorId, fields, partial),
    remove: (id, actorId) => alerts.deleteJobAlert(db(), id, actorId),
  });

  app.get('/api/job_seekers/job-alerts/unsubscribe/:token/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'The alert an unsubscribe link names (changes nothing: link checkers open links)',
      params: unsubscribeTokenParam,
      response: { 200: jobAlertUnsubscribeSchema, ...errorResponses },
    },
    handler: async (req) => {
      const alert = await alerts.alertByToken(db(), req.params.token);
      return { name: alert.name, active: alert.active };
    },
  });

  app.post('/api/job_seekers/job-alerts/unsubscribe/:token/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        'One-click unsubscribe (RFC 8058; the mail client POSTs List-Unsubscribe=One-Click, the web page an empty body): turns the alert off, no sign-in',
      params: unsubscribeTokenParam,
      response: { 200: z.object({ detail: z.string() }), ...errorResponses },
    },
    handler: async (req) => {
      await alerts.unsubscribe(db(), req.params.token);
      return { detail: JOB_ALERT_MESSAGES.unsubscribed };
    },
  });
};
