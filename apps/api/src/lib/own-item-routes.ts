// The routes of one's own object at `/…/{id}/` (read, replace, change some fields, delete or deactivate), the same for
// every resource a user owns: each checks the caller owns the object (lib/ownership: 404 otherwise) before it reads or
// touches it, answers the resource's wire shape, and documents the same errors. A resource file gives its path,
// schemas, summaries and service calls; its list, create and public routes (a public detail GET) stay its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@portal/contract';
import { currentUser, type AuthUser } from './auth.js';
import { errorResponses } from './responses.js';

/** The instance a route plugin is given. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface OwnItemRoutes<Body extends z.ZodObject, Out extends z.ZodType> {
  /** `/api/…/:id/` */
  path: string;
  tags: string[];
  /** What the routes answer (200). */
  out: Out;
  /** PUT's body. */
  body: Body;
  /** PATCH's body: any of PUT's fields by default; a resource with cross-field rules gives its own. */
  patchBody?: z.ZodType;
  summaries: { get?: string; put: string; patch: string; delete: string };
  /** 404 (or the resource's own 403) unless the caller owns the object. */
  assertOwn: (actor: AuthUser, id: number) => Promise<unknown>;
  /** The owner's GET; left out where the detail is public and registered by the resource. */
  read?: (id: number) => Promise<z.input<Out>>;
  /** PUT gives every field of `body` (`partial` false), PATCH any of them (`partial` true). */
  update: (id: number, actorId: number, fields: Partial<z.output<Body>>, partial: boolean) => Promise<z.input<Out>>;
  remove: (id: number, actorId: number) => Promise<void>;
  /** More paths whose DELETE removes the object too (the spec's clients delete through them). */
  alsoDeleteAt?: readonly string[];
}

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

export function registerOwnItemRoutes<Body extends z.ZodObject, Out extends z.ZodType>(
  app: ZodApp,
  r: OwnItemRoutes<Body, Out>,
): void {
  // The schemas are only known as zod types here, so the type provider cannot infer the handlers' request types: the
  // validation still runs from `schema` (params: idParam, body: r.body), and IdRequest states what it guarantees.
  const routes = app as unknown as FastifyInstance;
  const response = { 200: r.out, ...errorResponses };
  const owned = async (req: IdRequest) => {
    const actor = currentUser(req);
    await r.assertOwn(actor, req.params.id);
    return actor;
  };

  const { read } = r;
  if (read) {
    routes.get(r.path, {
      schema: { tags: r.tags, summary: r.summaries.get, params: idParam, response },
      handler: async (req: IdRequest) => {
        await owned(req);
        return read(req.params.id);
      },
    });
  }

  // A PATCH body is PUT's fields, some of them (its own schema only adds rules across them).
  const update = (partial: boolean) => async (req: IdRequest) => {
    const actor = await owned(req);
    return r.update(req.params.id, actor.id, req.body as Partial<z.output<Body>>, partial);
  };
  routes.put(r.path, {
    config: { owner: r.assertOwn },
    schema: { tags: r.tags, summary: r.summaries.put, params: idParam, body: r.body, response },
    handler: update(false),
  });
  routes.patch(r.path, {
    config: { owner: r.assertOwn },
    schema: {
      tags: r.tags,
      summary: r.summaries.patch,
      params: idParam,
      body: r.patchBody ?? r.body.partial(),
      response,
    },
    handler: update(true),
  });

  for (const path of [r.path, ...(r.alsoDeleteAt ?? [])]) {
    routes.delete(path, {
      schema: {
        tags: r.tags,
        summary: r.summaries.delete,
        params: idParam,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (req: IdRequest, reply: FastifyReply) => {
        const actor = await owned(req);
        await r.remove(req.params.id, actor.id);
        return reply.code(204).send(null);
      },
    });
  }
}
