// /api/job_seekers/{skills|experience|education|certifications|publications|referees|recent-works}/: the same five
// routes per CV section. Paths and schemas only; queries in sections.service.ts, rules in job-seekers.policy.ts.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificationRowSchema,
  certificationSchema,
  certificationUpdateSchema,
  educationRowSchema,
  educationSchema,
  experienceRowSchema,
  experienceSchema,
  idParam,
  pageQuery,
  paged,
  publicationRowSchema,
  publicationSchema,
  recentWorkRowSchema,
  recentWorkSchema,
  recentWorkUpdateSchema,
  refereeRowSchema,
  refereeSchema,
  skillRowSchema,
  skillSchema,
} from '@portal/contract';
import { errorResponses } from '../../lib/responses.js';
import { currentUser, type AuthUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { isUploadedFile, type UploadedFile } from '../../lib/multipart.js';
import { toPage } from '../../lib/pagination.js';
import { jobSeekersPolicy } from './job-seekers.policy.js';
import { fileLinker, type FileLink } from './file-links.js';
import {
  presentCertification,
  presentEducation,
  presentExperience,
  presentPublication,
  presentRecentWork,
  presentReferee,
  presentSkill,
} from './sections.presenter.js';
import * as sections from './sections.service.js';
import { parseOr400, patchSchemaOf } from '../../lib/validation.js';

const tags = ['job_seekers'];

type Section<N extends sections.SectionName, W> = {
  name: N;
  /** What one row is called in the summaries. */
  noun: string;
  /** POST's body; PUT's is `update` (a stored file may stay), and PATCH's is `update` made partial. */
  create: z.ZodObject;
  update: z.ZodObject;
  /** The wire shape, of the same type as `present` answers; it also checks every answer on the way out. */
  row: z.ZodType<W>;
  present: (row: sections.SectionRow<N>, link: FileLink) => W;
};

/** The uploaded files of a validated body, by field. */
function filesOf(body: Record<string, unknown>): Record<string, UploadedFile | undefined> {
  const files: Record<string, UploadedFile | undefined> = {};
  for (const [key, value] of Object.entries(body)) if (isUploadedFile(value)) files[key] = value;
  return files;
}

/**
 * A PATCH body merged into the stored row: a field left out keeps its value, a field sent empty (parsed to
 * undefined, the key still present) clears it, and the whole is then validated like a PUT.
 */
function merged(stored: Record<string, unknown>, body: Record<string, unknown>): Record<string, unknown> {
  const row = { ...stored };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) delete row[key];
    else row[key] = value;
  }
  return row;
}

function sectionRoutes<N extends sections.SectionName, W>(app: FastifyInstance, s: Section<N, W>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = `/api/job_seekers/${s.name}/`;
  const item = `/api/job_seekers/${s.name}/:id/`;
  const ctx = () => ({ db: app.deps.db, storage: app.deps.storage });
  const link = () => fileLinker(app.deps.files, app.deps.config.publicUrl);
  const ownRow = async (actor: AuthUser, id: number) => {
    const row = await sections.rowById(app.deps.db, s.name, id);
    if (!row || !jobSeekersPolicy.canManageSectionRow(actor, row)) throw notFound();
    return row;
  };
  // Widened for the route typings, which cannot resolve a generic schema (`present` is checked against it above).
  const rowSchema: z.ZodType = s.row;
  const otherSchemas = { tags, response: { 200: rowSchema, 201: rowSchema, ...errorResponses } };

  api.get(collection, {
    schema: {
      tags,
      summary: `Own ${s.noun} rows; paged`,
      querystring: pageQuery,
      response: { 200: paged(rowSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, rows } = await sections.listRows(app.deps.db, s.name, currentUser(req).id, page, pageSize);
      const l = link();
      const results = rows.map((r) => s.present(r, l));
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  api.post(collection, {
    config: { permission: (actor) => sections.assertActiveProfile(app.deps.db, actor.id) },
    schema: { ...otherSchemas, summary: `Add a ${s.noun} (needs an active job seeker profile)`, body: s.create },
    handler: async (req, reply) => {
      const body = req.body as Record<string, unknown>;
      const row = await sections.createRow(ctx(), s.name, currentUser(req).id, body, filesOf(body));
      return reply.code(201).send(s.present(row, link()));
    },
  });

  api.get(item, {
    schema: { ...otherSchemas, summary: `One own ${s.noun}`, params: idParam },
    handler: async (req) => s.present(await ownRow(currentUser(req), req.params.id), link()),
  });

  api.put(item, {
    config: { owner: ownRow },
    schema: { ...otherSchemas, summary: `Replace one own ${s.noun}`, params: idParam, body: s.update },
    handler: async (req) => {
      const actor = currentUser(req);
      await ownRow(actor, req.params.id);
      const body = req.body as Record<string, unknown>;
      return s.present(
        await sections.updateRow(ctx(), s.name, req.params.id, actor.id, () => body, filesOf(body)),
        link(),
      );
    },
  });

  api.patch(item, {
    config: { owner: ownRow },
    schema: {
      ...otherSchemas,
      summary: `Change part of one own ${s.noun} (the merged row is validated whole)`,
      params: idParam,
      body: patchSchemaOf(s.update),
    },
    handler: async (req) => {
      const actor = currentUser(req);
      await ownRow(actor, req.params.id);
      const body = req.body;
      const merge = (current: sections.SectionRow<N>) =>
        parseOr400(s.update, merged(sections.rowAsInput(s.name, current), body));
      return s.present(await sections.updateRow(ctx(), s.name, req.params.id, actor.id, merge, filesOf(body)), link());
    },
  });

  api.delete(item, {
    schema: {
      tags,
      summary: `Delete one own ${s.noun} (and its files)`,
      params: idParam,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (req, reply) => {
      const actor = currentUser(req);
      await ownRow(actor, req.params.id);
      await sections.deleteRow(ctx(), s.name, req.params.id, actor.id);
      return reply.code(204).send(null);
    },
  });
}

// The refined schemas (dates in order) are still objects in zod 4; their rules run on every write, PATCH included.
export const cvSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  sectionRoutes(app, {
    name: 'skills',
    noun: 'skill',
    create: skillSchema,
    update: skillSchema,
    row: skillRowSchema,
    present: presentSkill,
  });
  sectionRoutes(app, {
    name: 'experience',
    noun: 'work experience',
    create: experienceSchema,
    update: experienceSchema,
    row: experienceRowSchema,
    present: presentExperience,
  });
  sectionRoutes(app, {
    name: 'education',
    noun: 'education history',
    create: educationSchema,
    update: educationSchema,
    row: educationRowSchema,
    present: presentEducation,
  });
  sectionRoutes(app, {
    name: 'certifications',
    noun: 'certification (multipart certificate, PDF or Word)',
    create: certificationSchema,
    update: certificationUpdateSchema,
    row: certificationRowSchema,
    present: presentCertification,
  });
  sectionRoutes(app, {
    name: 'publications',
    noun: 'publication',
    create: publicationSchema,
    update: publicationSchema,
    row: publicationRowSchema,
    present: presentPublication,
  });
  sectionRoutes(app, {
    name: 'referees',
    noun: 'referee',
    create: refereeSchema,
    update: refereeSchema,
    row: refereeRowSchema,
    present: presentReferee,
  });
  sectionRoutes(app, {
    name: 'recent-works',
    noun: 'recent work (multipart image_1 and optional image_2, images only)',
    create: recentWorkSchema,
    update: recentWorkUpdateSchema,
    row: recentWorkRowSchema,
    present: presentRecentWork,
  });
};
