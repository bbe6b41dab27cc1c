// /api/… routes of the careers domain: paths and schemas only; queries in careers.service.ts, rules in careers.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const careerRoutes: FastifyPluginAsyncZod = async () => {};
