// /api/… routes of the trainings domain: paths and schemas only; queries in trainings.service.ts, rules in trainings.policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const trainingRoutes: FastifyPluginAsyncZod = async () => {};
