// /api/… routes of the skills domain: paths and schemas only; queries in skills.service.ts, rules in skills.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const skillsRoutes: FastifyPluginAsyncZod = async () => {};
