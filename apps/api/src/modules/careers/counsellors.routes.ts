// /api/careers/careerservices/, /api/careers/careercounsellors/ and /api/careers/counsellor-counselling-center/:
// paths and schemas only; queries in counsellors.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careerCounsellorSchema,
  careerCounsellorSchemaOut,
  counsellingCenterFormSchema,
  counsellingCenterSchema,
  detailError,
  fieldErrors,
  idParam,
  translatedLookupSchema,
  pageQuery,
  paged,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser } from '../../lib/auth.js';
import { ownedBy } from '../../lib/ownership.js';
import { presentLookupRow } from '../../lib/lookup-lists.js';
import { toPage } from '../../lib/pagination.js';
import { careersPolicy } from './careers.policy.js';
import { presentCounsellor } from './counsellors.presenter.js';
import * as counsellors from './counsellors.service.js';

const tags = ['careers'];
const PROFILE = '/api/careers/careercounsellors/:id/';
const CENTERS = '/api/careers/counsellor-counselling-center/';
const CENTER = '/api/careers/counsellor-counselling-center/:id/';

export const counsellorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const publicUrl = () => app.deps.config.publicUrl;

  /** 404 unless the caller owns this active profile. */
  const assertOwnProfile = ownedBy(db, counsellors.counsellorOwner, careersPolicy.ownsProfile);
  /** 403 for a caller who is not an active counsellor, then 404 unless they run this active centre. */
  const assertOwnCenter = ownedBy(db, counsellors.centerOwner, careersPolicy.ownsCenter, counsellors.assertCounsellor);

  app.get('/api/careers/careerservices/', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Career services by name; paged (page_size up to 100)',
      querystring: pageQuery,
      response: { 200: paged(translatedLookupSchema), 400: fieldErrors, 404: detailError },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await counsellors.listServices(db(), page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentLookupRow));
    },
  });

  // ---------- the counsellor profile ----------

  app.get('/api/careers/careercounsellors/', {
    schema: {
      tags,
      summary: "The caller's own active counsellor profile as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(careerCounsellorSchemaOut), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await counsellors.ownCounsellors(db(), currentUser(req).id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, rows.map(presentCounsellor));
    },
  });

  app.post('/api/careers/careercounsellors/', {
    schema: {
      tags,
      summary:
        'Register as a career counsellor (multipart or JSON: services_provided repeated, location, time_available, center optional): gives the CarrierCouncillor account type; restores a deactivated one with its centre',
      body: careerCounsellorSchema,
      response: { 201: careerCounsellorSchemaOut, ...errorResponses },
    },
    handler: async (req, reply) => {
      const row = await counsellors.createCounsellor(db(), currentUser(req).id, req.body);
      return reply.code(201).send(presentCounsellor(row));
    },
  });

  app.get(PROFILE, {
    schema: {
      tags,
      summary: 'Own counsellor profile',
      params: idParam,
      response: { 200: careerCounsellorSchemaOut, ...errorResponses },
    },
    handler: async (req) => {
      await assertOwnProfile(currentUser(req), req.params.id);
      return presentCounsellor(await counsellors.readCounsellor(db(), req.params.id));
    },
  });

  app.put(PROFILE, {
    config: { owner: assertOwnProfile },
    schema: {
      tags,
      summary: 'Replace own counsellor profile (center left out means none)',
      params: idParam,
      body: careerCounsellorSchema,
      response: { 200: careerCounsellorSchemaOut, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      const body = { ...req.body, center: req.body.center ?? null };
      return presentCounsellor(await counsellors.updateCounsellor(db(), req.params.id, actor.id, body));
    },
  });

  app.patch(PROFILE, {
    config: { owner: assertOwnProfile },
    schema: {
      tags,
      summary: 'Change any of the counsellor profile fields (center null clears it)',
      params: idParam,
      body: careerCounsellorSchema.partial(),
      response: { 200: careerCounsellorSchemaOut, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      return presentCounsellor(await counsellors.updateCounsellor(db(), req.params.id, actor.id, req.body));
    },
  });

  app.delete(PROFILE, {
    schema: {
      tags,
      summary:
        "Deactivate the CarrierCouncillor account type: the group goes; the counsellor's centre, events and resources leave the public lists; the data stays (POST restores it)",
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await assertOwnProfile(actor, req.params.id);
      await counsellors.deactivateCounsellor(db(), req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });

  // ---------- the counsellor's own counselling centre ----------

  app.get(CENTERS, {
    schema: {
      tags,
      summary: "The counsellor's own active centre as a page of at most one (read results[0])",
      querystring: pageQuery,
      response: { 200: paged(counsellingCenterSchema), ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await counsellors.assertCounsellor(db(), actor.id);
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await counsellors.ownCenters(db(), actor.id, page, pageSize);
      return toPage(req, publicUrl(), page, pageSize, count, results);
    },
  });

  app.post(CENTERS, {
    config: { permission: (actor) => counsellors.assertCounsellor(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Open the counsellor’s counselling centre (multipart or JSON; service_offered repeated); one per counsellor',
      body: counsellingCenterFormSchema,
      response: { 201: counsellingCenterSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await counsellors.assertCounsellor(db(), actor.id);
      return reply.code(201).send(await counsellors.createCenter(db(), actor.id, req.body));
    },
  });

  app.get(CENTER, {
    schema: {
      tags,
      summary: 'Own counselling centre',
      params: idParam,
      response: { 200: counsellingCenterSchema, ...errorResponses },
    },
    handler: async (req) => {
      await assertOwnCenter(currentUser(req), req.params.id);
      return counsellors.readCenter(db(), req.params.id);
    },
  });

  app.put(CENTER, {
    config: { owner: assertOwnCenter },
    schema: {
      tags,
      summary: 'Replace own counselling centre',
      params: idParam,
      body: counsellingCenterFormSchema,
      response: { 200: counsellingCenterSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnCenter(actor, req.params.id);
      return counsellors.updateCenter(db(), req.params.id, actor.id, req.body);
    },
  });

  app.patch(CENTER, {
    config: { owner: assertOwnCenter },
    schema: {
      tags,
      summary: 'Change any of the centre fields',
      params: idParam,
      body: counsellingCenterFormSchema.partial(),
      response: { 200: counsellingCenterSchema, ...errorResponses },
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await assertOwnCenter(actor, req.params.id);
      return counsellors.updateCenter(db(), req.params.id, actor.id, req.body);
    },
  });
};
