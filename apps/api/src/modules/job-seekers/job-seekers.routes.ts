// /api/… routes of the job-seekers domain: paths and schemas only; queries in job-seekers.service.ts, rules in job-seekers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const jobSeekerRoutes: FastifyPluginAsyncZod = async () => {};
