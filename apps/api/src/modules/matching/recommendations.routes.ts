// /api/job_seekers/recommended-*: the jobs and the trainings that fit a job seeker (recommendations.service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery, paged, recommendedJobSchema, recommendedTrainingsSchema } from '@portal/contract';
import { currentUser } from '../../lib/auth.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/responses.js';
import { assertSeeker } from '../people/index.js';
import { recommendedJobs, recommendedTrainings } from './recommendations.service.js';

const tags = ['job_seekers'];

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.deps.db, publicUrl: app.deps.config.publicUrl });

  app.get('/api/job_seekers/recommended-jobs/', {
    config: { permission: (actor) => assertSeeker(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Open jobs ranked by how well they fit the caller’s profile (skills, sectors, town and district, education, recency), each with match {score, reasons}; jobs applied to left out; paged',
      querystring: pageQuery,
      response: { 200: paged(recommendedJobSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await recommendedJobs(ctx(), currentUser(req).id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  app.get('/api/job_seekers/recommended-trainings/', {
    config: { permission: (actor) => assertSeeker(app.deps.db, actor.id) },
    schema: {
      tags,
      summary:
        'Upcoming trainings and live competitions teaching the skills open jobs in the caller’s sectors ask for most that the caller does not list, each with its reason',
      response: { 200: recommendedTrainingsSchema, ...errorResponses },
    },
    handler: async (req) => recommendedTrainings(app.deps.db, currentUser(req).id),
  });
};
