// /api/common/notifications/*: paths and schemas only; queries in notifications.service.ts, rules in
// notifications.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detailError,
  fieldErrors,
  idParam,
  notificationSchema,
  notificationUpdateSchema,
  pageQuery,
  paged,
  unreadCountSchema,
} from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { notificationPolicy } from './notifications.policy.js';
import { presentNotification } from './notifications.presenter.js';
import * as common from './notifications.service.js';

const tags = ['common'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
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
