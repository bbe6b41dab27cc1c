// The routes of what a counsellor posts (career events, career resources): their own list, posting one (counted
// against its daily limit), and the owner's routes of one (lib/own-item-routes). Only an active counsellor gets
// this far (403 otherwise); someone else's post reads as missing (404).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageQuery, paged } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../lib/auth.js';
import { registerOwnItemRoutes, type OwnItemRoutes } from '../../lib/own-item-routes.js';
import { ownedBy } from '../../lib/ownership.js';
import { toPage } from '../../lib/pagination.js';
import { limitPer, rateLimitedResponse, type RateLimit } from '../../lib/rate-limits.js';
import { errorResponses } from '../../lib/responses.js';
import { careersPolicy } from './careers.policy.js';
import { assertCounsellor } from './counsellors.service.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export type CounsellorPosts<Form extends z.ZodType, Body extends z.ZodObject, Out extends z.ZodType> = Omit<
  OwnItemRoutes<Body, Out>,
  'path' | 'tags' | 'assertOwn' | 'summaries'
> & {
  /** The collection's path, `/api/careers/counsellor-…/`; one post is at `…/{id}/`. */
  path: string;
  summaries: OwnItemRoutes<Body, Out>['summaries'] & { list: string; create: string };
  /** POST's body. */
  form: Form;
  /** Posts a counsellor may make a day. */
  limit: RateLimit;
  /** Who posted it (null: the ministry or loaded data). */
  owner: (db: Database, id: number) => Promise<{ userId: number | null } | undefined>;
  own: (actorId: number, page: number, pageSize: number) => Promise<{ count: number; results: z.input<Out>[] }>;
  create: (actorId: number, input: z.output<Form>) => Promise<z.input<Out>>;
};

export function counsellorPostRoutes<Form extends z.ZodType, Body extends z.ZodObject, Out extends z.ZodType>(
  app: ZodApp,
  posts: CounsellorPosts<Form, Body, Out>,
): void {
  const tags = ['careers'];
  // As in lib/own-item-routes: the schemas are only known as zod types here, so the handlers state the request
  // types the validation guarantees.
  const routes = app as unknown as FastifyInstance;
  const counsellor = async (req: FastifyRequest) => {
    const actor = currentUser(req);
    await assertCounsellor(app.deps.db, actor.id);
    return actor;
  };

  routes.get(posts.path, {
    schema: {
      tags,
      summary: posts.summaries.list,
      querystring: pageQuery,
      response: { 200: paged(posts.out), ...errorResponses },
    },
    handler: async (req: FastifyRequest<{ Querystring: z.output<typeof pageQuery> }>) => {
      const actor = await counsellor(req);
      const { page, page_size: pageSize } = req.query;
      const { count, results } = await posts.own(actor.id, page, pageSize);
      return toPage(req, app.deps.config.publicUrl, page, pageSize, count, results);
    },
  });

  routes.post(posts.path, {
    config: { permission: (actor) => assertCounsellor(app.deps.db, actor.id) },
    schema: {
      tags,
      summary: posts.summaries.create,
      body: posts.form,
      response: { 201: posts.out, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', posts.limit),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const actor = await counsellor(req);
      return reply.code(201).send(await posts.create(actor.id, req.body as z.output<Form>));
    },
  });

  registerOwnItemRoutes(app, {
    ...posts,
    path: `${posts.path}:id/`,
    tags,
    assertOwn: ownedBy(() => app.deps.db, posts.owner, careersPolicy.ownsPost, assertCounsellor),
  });
}
