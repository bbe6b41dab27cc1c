// /api/… routes of the info-hub domain: paths and schemas only; queries in info-hub.service.ts, rules in info-hub.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const infoHubRoutes: FastifyPluginAsyncZod = async () => {};
