// /api/… routes of the site domain: paths and schemas only; queries in site.service.ts, rules in site.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const siteRoutes: FastifyPluginAsyncZod = async () => {};
