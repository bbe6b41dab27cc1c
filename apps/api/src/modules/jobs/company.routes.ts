// /api/employer/categories/ and /api/employer/companies/: paths and schemas only; queries in company.service.ts,
// rules in jobs.policy.ts, wire shapes in company.presenter.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companySchema,
  companySchemaOut,
  companyUpdateSchema,
  detailError,
  fieldErrors,
  translatedLookupSchema,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { presentLookupRow } from '../../lib/lookup-lists.js';
import { toPage } from '../../lib/pagination.js';
import { presentCompany } from './company.presenter.js';
import * as companies from './company.service.js';
import { employerPolicy } from './jobs.policy.js';

const tags = ['employer'];
const ITEM = '/api/employer/companies/:id/';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });
  const publicUrl = () => app.deps.config.publicUrl;

  /** 404 unless the caller owns this active company. */
  const assertOwnCompany = ownedBy(() => app.deps.db, companies.companyOwner, employerPolicy.ownsCompany);

  app.get('/api/employer/categories/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Company categories by name; paged (page_size up to 100)',
      querystring: pageQuery,
      response: { 200: paged(translatedLookupSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await companies.listCategories(app.deps.db, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentLookupRow));
    },
  });

  app.get('/api/employer/companies/', {
    schema: {
      tags,
      summary: "The caller's own active company as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(companySchemaOut), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await companies.ownCompanies(app.deps.db, currentUser(req).id, page, pageSize);
      return toPage(
        req,
        publicUrl(),
        page,
        pageSize,
        count,
        rows.map((r) => presentCompany(publicUrl(), r)),
      );
    },
  });

  app.post('/api/employer/companies/', {
    schema: {
      tags,
      summary:
        'Register the company (multipart: name, category repeated, no_of_employees, address, logo image): gives the Company account type; restores a deactivated one',
      body: companySchema,
      response: { 201: companySchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await companies.createCompany(ctx(), currentUser(req).id, req.body);
      return reply.code(201).send(presentCompany(publicUrl(), row));
    },
  });

  registerOwnItemRoutes(app, {
    path: ITEM,
    tags,
    out: companySchemaOut,
    body: companyUpdateSchema,
    summaries: {
      get: 'Own company',
      put: 'Replace own company details (the logo may stay as it is)',
      patch: 'Change any of the company details',
      delete:
        "Deactivate the Company account type: the group goes and the company's jobs leave the public lists; the data stays (POST restores it)",
    },
    assertOwn: assertOwnCompany,
    read: async (id) => presentCompany(publicUrl(), await companies.readCompany(app.deps.db, id)),
    update: async (id, actorId, fields) =>
      presentCompany(publicUrl(), await companies.updateCompany(ctx(), id, actorId, fields)),
    remove: (id, actorId) => companies.deactivateCompany(app.deps.db, id, actorId),
  });
};
