// /api/… routes of the employer domain: paths and schemas only; queries in employer.service.ts, rules in employer.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const employerRoutes: FastifyPluginAsyncZod = async () => {};
