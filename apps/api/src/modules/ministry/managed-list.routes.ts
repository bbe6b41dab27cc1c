// The lists the ministry manages (the home page's partners and testimonials, the search's trade synonyms): the same
// four routes for each.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@portal/contract';
import { currentUser, type AuthUser } from '../../lib/auth.js';
import { rateLimitedResponse } from '../../lib/rate-limits.js';
import { errorResponses } from '../../lib/responses.js';

type FastifyZod = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['ministry'];

/** A list the ministry manages: GET (all), POST, PUT /{id}/ and DELETE /{id}/, each for the Ministry only. */
export function registerManaged<Body extends z.ZodObject, Out extends z.ZodType>(
  app: FastifyZod,
  config: { permission: (actor: AuthUser) => Promise<void> },
  m: {
    path: string;
    what: string;
    fields: string;
    out: Out;
    body: Body;
    list: () => Promise<z.input<Out>[]>;
    create: (actor: AuthUser, body: z.output<Body>) => Promise<z.input<Out>>;
    update: (actor: AuthUser, id: number, body: z.output<Body>) => Promise<z.input<Out>>;
    remove: (actor: AuthUser, id: number) => Promise<void>;
    /** Run before each write (after the permission and the body's validation): a rate limit. */
    beforeWrite?: (req: FastifyRequest) => Promise<void>;
  },
) {
  const limited = m.beforeWrite ? { preHandler: m.beforeWrite } : {};
  const writeResponses = m.beforeWrite ? { ...errorResponses, ...rateLimitedResponse } : errorResponses;
  // As in lib/own-item-routes.ts: the schemas are only known as zod types here, so the type provider cannot infer the
  // handlers' request types; validation still runs from `schema`, and the request types state what it guarantees.
  const routes = app as unknown as FastifyInstance;
  type WithBody = FastifyRequest<{ Body: z.output<Body> }>;
  type WithIdAndBody = FastifyRequest<{ Params: { id: number }; Body: z.output<Body> }>;
  routes.get(m.path, {
    config,
    schema: {
      tags,
      summary: `Every ${m.what}, hidden ones included, in order`,
      response: { 200: z.array(m.out), ...errorResponses },
    },
    handler: async () => m.list(),
  });
  routes.post(m.path, {
    config,
    ...limited,
    schema: {
      tags,
      summary: `Add a ${m.what} (${m.fields})`,
      body: m.body,
      response: { 201: m.out, ...writeResponses },
    },
    handler: async (req: WithBody, reply: FastifyReply) =>
      reply.code(201).send(await m.create(currentUser(req), req.body as z.output<Body>)),
  });
  routes.put(`${m.path}:id/`, {
    config,
    ...limited,
    schema: {
      tags,
      summary: `Change a ${m.what} (the whole form)`,
      params: idParam,
      body: m.body,
      response: { 200: m.out, ...writeResponses },
    },
    handler: async (req: WithIdAndBody) => m.update(currentUser(req), req.params.id, req.body as z.output<Body>),
  });
  routes.delete(`${m.path}:id/`, {
    config,
    ...limited,
    schema: { tags, summary: `Remove a ${m.what}`, params: idParam, response: { 204: z.null(), ...writeResponses } },
    handler: async (req: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
      await m.remove(currentUser(req), req.params.id);
      return reply.code(204).send(null);
    },
  });
}
