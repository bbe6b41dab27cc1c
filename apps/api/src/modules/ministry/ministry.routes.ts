// /api/ministry/*: the Ministry's area (issue 14), the Ministry account type only (403 for everyone else, checked
// before anything is read or validated); POST /api/common/reports/ (anyone signed in) and GET /api/common/partners/
// (public). Paths and schemas only; queries in the services beside this file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditLogQuery,
  backupStatusSchema,
  documentFormBody,
  documentUpdateBody,
  employerFrameworkSchema,
  idParam,
  insightsQuery,
  channelFiguresSchema,
  insightsRefreshSchema,
  insightsSchema,
  jobReportBody,
  jobReportSchema,
  managedTestimonialSchema,
  MINISTRY_MESSAGES,
  ministryCompaniesQuery,
  ministryCompanySchema,
  moderationNoteBody,
  paged,
  partnerBody,
  partnerSchema,
  policySchema,
  reportsQuery,
  testimonialBody,
  tradeSynonymGroupBody,
  tradeSynonymGroupSchema,
  unpublishBody,
  unverifyCompanyBody,
  verifyCompanyBody,
} from '@portal/contract';
import { backupStatus } from '../../backup-schedule.js';
import { currentUser, type AuthUser } from '../../lib/auth.js';
import { invalidPage } from '../../lib/listing.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/responses.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import * as content from './content.service.js';
import { insightsCsv } from './insights.csv.js';
import { insights } from './insights.service.js';
import { channelFigures } from './channels.service.js';
import { refreshInsightsSummary } from './insights-summary.js';
import { assertMinistry, auditLog, recordAudit } from './ministry.access.js';
import * as moderation from './moderation.service.js';
import { registerManaged } from './managed-list.routes.js';
import * as synonyms from './trade-synonyms.service.js';

const tags = ['ministry'];
const done = z.object({ detail: z.string() });

export const ministryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
  /** Every /api/ministry/ route: the Ministry account type, checked before the body or query is validated. */
  const ministry = { permission: (actor: AuthUser) => assertMinistry(app.deps.db, actor.id) };

  // ---------- insights ----------

  app.get('/api/ministry/insights/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'Labour-market figures for a period (from, to: YYYY-MM-DD; default the last twelve months) and optional district and sector, from the summary rebuilt every few minutes (generated_at says when); people counts under 5 in a cell are null',
      querystring: insightsQuery,
      response: { 200: insightsSchema, ...errorResponses },
    },
    handler: async (req) => insights(db(), req.query),
  });

  app.get('/api/ministry/channels/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'How people reach the portal in a period (from, to: YYYY-MM-DD; default the last twelve months): sign-ups and applications by channel (web, USSD), and the SMS sent per day with their cost (issue 33)',
      querystring: insightsQuery,
      response: { 200: channelFiguresSchema, ...errorResponses },
    },
    handler: async (req) => channelFigures(db(), req.query),
  });

  app.post('/api/ministry/insights/refresh/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'Rebuilds the insights summary from the records now (one at a time; a rebuild that started after this request satisfies it)',
      response: { 200: insightsRefreshSchema, ...errorResponses },
    },
    handler: async () => {
      const state = await refreshInsightsSummary(db(), { unlessSince: new Date() });
      return { generated_at: state.refreshedAt, took_ms: state.tookMs };
    },
  });

  app.get('/api/ministry/insights.csv', {
    config: ministry,
    schema: {
      tags,
      summary: 'The same insights as a CSV download (recorded in the audit log)',
      querystring: insightsQuery,
      response: { 200: z.string(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      const data = await insights(db(), req.query);
      const filters = [data.filters.district?.name, data.filters.sector?.name].filter(Boolean).join(', ');
      await recordAudit(db(), actor, {
        action: 'export_insights',
        targetType: 'insights',
        targetId: null,
        target: `Insights ${data.period.from} to ${data.period.to}${filters ? ` (${filters})` : ''}`,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="tvet-insights-${data.period.from}-to-${data.period.to}.csv"`,
        )
        .send(insightsCsv(data));
    },
  });

  // ---------- verified employers ----------

  app.get('/api/ministry/companies/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Companies, to verify (verified=false, oldest first) or all by name; search by name; paged',
      querystring: ministryCompaniesQuery,
      response: { 200: paged(ministryCompanySchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await moderation.companies(ctx(), req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.post('/api/ministry/companies/:id/verify/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Mark the company a verified employer, optionally with its URSB registration number',
      params: idParam,
      body: verifyCompanyBody.nullish(),
      response: { 200: ministryCompanySchema, ...errorResponses },
    },
    handler: async (req) => moderation.setVerified(ctx(), currentUser(req), req.params.id, true, req.body ?? {}),
  });

  app.post('/api/ministry/companies/:id/unverify/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Take the verified mark away (the reason is recorded)',
      params: idParam,
      body: unverifyCompanyBody.nullish(),
      response: { 200: ministryCompanySchema, ...errorResponses },
    },
    handler: async (req) => moderation.setVerified(ctx(), currentUser(req), req.params.id, false, req.body ?? {}),
  });

  // ---------- reports and moderation ----------

  app.post('/api/common/reports/', {
    schema: {
      tags: ['common'],
      summary:
        'Report a job to the Ministry (reason: fees_asked, fake, offensive or other, with details; details required for other); once per job while open',
      body: jobReportBody,
      response: { 201: done, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.reportsPerReporter),
    handler: async (req, reply) => {
      await moderation.reportJob(db(), currentUser(req).id, req.body);
      return reply.code(201).send({ detail: MINISTRY_MESSAGES.reported });
    },
  });

  app.get('/api/ministry/reports/', {
    config: ministry,
    schema: {
      tags,
      summary: 'The report queue (status open by default: oldest first), the fee-scam check’s included; paged',
      querystring: reportsQuery,
      response: { 200: paged(jobReportSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await moderation.reports(db(), req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.post('/api/ministry/reports/:id/dismiss/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Dismiss an open report: the job stays (the reason is recorded)',
      params: idParam,
      body: moderationNoteBody.nullish(),
      response: { 200: done, ...errorResponses },
    },
    handler: async (req) => {
      await moderation.dismissReport(db(), currentUser(req), req.params.id, req.body?.reason ?? '');
      return { detail: 'Report dismissed.' };
    },
  });

  app.post('/api/ministry/jobs/:id/unpublish/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'Take the job down: gone from every public list, search and the sitemap, applications refused; the reason is mailed to the company and its open reports close',
      params: idParam,
      body: unpublishBody,
      response: { 200: done, ...errorResponses },
    },
    handler: async (req) => {
      await moderation.unpublishJob(ctx(), currentUser(req), req.params.id, req.body.reason);
      return { detail: 'Job unpublished. The company has been told why.' };
    },
  });

  app.post('/api/ministry/jobs/:id/republish/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Publish a job taken down again',
      params: idParam,
      body: moderationNoteBody.nullish(),
      response: { 200: done, ...errorResponses },
    },
    handler: async (req) => {
      await moderation.republishJob(ctx(), currentUser(req), req.params.id, req.body?.reason ?? '');
      return { detail: 'Job published again.' };
    },
  });

  // ---------- audit log ----------

  app.get('/api/ministry/audit-log/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Every ministry action (who, when, what, why), newest first; filter by action; paged',
      querystring: auditLogQuery,
      response: { 200: paged(auditEntrySchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await auditLog(db(), req.query);
      if (results.length === 0 && req.query.page > 1) throw invalidPage();
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  // ---------- backups ----------

  app.get('/api/ministry/backups/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'The last backup the portal took (nightly, or before migrations): when, its size, its file, where it is (this machine, or also the backup bucket), and whether it succeeded; last is null before the first',
      response: { 200: backupStatusSchema, ...errorResponses },
    },
    handler: async () => backupStatus(db()),
  });

  // ---------- site content ----------

  app.get('/api/common/partners/', {
    config: { public: true },
    schema: {
      tags: ['common'],
      summary: 'The home page’s partners, in order (hidden ones left out)',
      response: { 200: z.array(partnerSchema) },
    },
    handler: async () => content.listPartners(db(), { visibleOnly: true }),
  });

  // Partners and testimonials: the same four routes each (list, add, replace, remove).
  registerManaged(app, ministry, {
    path: '/api/ministry/partners/',
    what: 'partner',
    fields: 'name, short_name for its mark, color, url, position, hidden',
    out: partnerSchema,
    body: partnerBody,
    list: () => content.listPartners(db(), { visibleOnly: false }),
    create: (actor, body) => content.createPartner(db(), actor, body),
    update: (actor, id, body) => content.updatePartner(db(), actor, id, body),
    remove: (actor, id) => content.deletePartner(db(), actor, id),
  });
  registerManaged(app, ministry, {
    path: '/api/ministry/testimonials/',
    what: 'testimonial',
    fields: 'user: who said it, text, position, hidden',
    out: managedTestimonialSchema,
    body: testimonialBody,
    list: () => content.listManagedTestimonials(ctx()),
    create: (actor, body) => content.createTestimonial(ctx(), actor, body),
    update: (actor, id, body) => content.updateTestimonial(ctx(), actor, id, body),
    remove: (actor, id) => content.deleteTestimonial(ctx(), actor, id),
  });

  // ---------- the search's trade synonyms (issue 32) ----------

  registerManaged(app, ministry, {
    path: '/api/ministry/trade-synonyms/',
    what: 'group of trade synonyms',
    fields:
      'en, sw, lg: the terms in English, Kiswahili and Luganda; a search for a Kiswahili or Luganda term finds what every term of its group finds',
    out: tradeSynonymGroupSchema,
    body: tradeSynonymGroupBody,
    list: () => synonyms.listTradeSynonyms(db()),
    create: (actor, body) => synonyms.createTradeSynonyms(db(), actor, body),
    update: (actor, id, body) => synonyms.updateTradeSynonyms(db(), actor, id, body),
    remove: (actor, id) => synonyms.deleteTradeSynonyms(db(), actor, id),
    beforeWrite: limitPer('user', RATE_LIMITS.tradeSynonymChangesPerUser),
  });

  // ---------- information hub documents ----------

  for (const [kind, path, label, out] of [
    ['policy', '/api/ministry/policies/', 'policy', policySchema],
    ['framework', '/api/ministry/employer-frameworks/', 'employer framework', employerFrameworkSchema],
  ] as const) {
    app.post(path, {
      config: ministry,
      schema: {
        tags,
        summary: `Publish a ${label} (multipart: title, file — a PDF, checked by content); public at once`,
        body: documentFormBody,
        response: { 201: out, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.code(201).send(await content.publishDocument(ctx(), currentUser(req), kind, req.body)),
    });
    app.patch(`${path}:id/`, {
      config: ministry,
      schema: {
        tags,
        summary: `Replace a ${label}'s title or file (multipart)`,
        params: idParam,
        body: documentUpdateBody,
        response: { 200: out, ...errorResponses },
      },
      handler: async (req) => content.replaceDocument(ctx(), currentUser(req), kind, req.params.id, req.body),
    });
    app.delete(`${path}:id/`, {
      config: ministry,
      schema: {
        tags,
        summary: `Withdraw a ${label} (the row and its file)`,
        params: idParam,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (req, reply) => {
        await content.withdrawDocument(ctx(), currentUser(req), kind, req.params.id, '');
        return reply.code(204).send(null);
      },
    });
  }
};
