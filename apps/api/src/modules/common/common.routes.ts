// /api/… routes of the common domain: paths and schemas only; queries in common.service.ts, rules in common.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const commonRoutes: FastifyPluginAsyncZod = async () => {};
