// The USSD menu (issue 33): POST /api/ussd/?key=… is Africa's Talking's callback (form fields in, the screen out as
// text/plain), and POST /api/ministry/ussd-simulator/ runs the same menu for the Ministry's simulator page (JSON, a
// Ministry token instead of the key).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  fieldErrors,
  detailError,
  ussdCallbackBody,
  ussdCallbackQuery,
  ussdSimulatorAnswer,
  ussdSimulatorBody,
} from '@portal/contract';
import type { AuthUser } from '../../lib/auth.js';
import { forbidden } from '../../lib/errors.js';
import { errorResponses } from '../../lib/responses.js';
import { assertMinistry } from '../ministry/index.js';
import { ussdScreen } from './ussd-menu.js';
import type { Ctx } from './ussd.service.js';

/** The code people dial when USSD_SERVICE_CODE is not set (config.ts's default; the tests' apps leave it out). */
const DEFAULT_SERVICE_CODE = '*284*12#';
/** A callback's form is a handful of short fields. */
const FORM_BODY_LIMIT = 4096;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The key matches the secret, compared in constant time (as digests, so their lengths are equal); no secret, no match. */
export function keyMatches(secret: string | null | undefined, key: unknown): boolean {
  if (!secret || typeof key !== 'string') return false;
  return timingSafeEqual(digest(secret), digest(key));
}

export const ussdRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): Ctx => ({
    db: app.deps.db,
    publicUrl: app.deps.config.publicUrl,
    storage: app.deps.storage,
    serviceCode: app.deps.config.ussd?.serviceCode ?? DEFAULT_SERVICE_CODE,
  });

  // The callback's own scope: the form parser serves this route only (the API takes JSON and multipart elsewhere).
  await app.register(async (scope) => {
    const callback = scope.withTypeProvider<ZodTypeProvider>();
    callback.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    callback.post(API.ussdCallback, {
      // No token: the key in the address the gateway was given stands for it, checked before the body is read.
      config: { public: true },
      schema: {
        tags: ['ussd'],
        summary:
          "Africa's Talking's USSD callback (form: sessionId, serviceCode, phoneNumber, networkCode, text); answers the screen as text/plain, `CON …` or `END …`, at most 182 characters; 403 without the right `key`",
        querystring: ussdCallbackQuery,
        body: ussdCallbackBody,
        response: { 200: z.string(), 400: fieldErrors, 403: detailError },
      },
      onRequest: async (req: FastifyRequest) => {
        if (!keyMatches(app.deps.config.ussd?.callbackSecret, (req.query as Record<string, unknown>).key))
          throw forbidden();
      },
      handler: async (req, reply) => {
        const screen = await ussdScreen(ctx(), { phoneNumber: req.body.phoneNumber, text: req.body.text });
        // The screen as it is, not as a JSON string.
        return reply.type('text/plain; charset=utf-8').serializer(String).send(screen);
      },
    });
  });

  app.post(API.ministryUssdSimulator, {
    config: { permission: (actor: AuthUser) => assertMinistry(app.deps.db, actor.id) },
    schema: {
      tags: ['ministry'],
      summary:
        'One step of the USSD menu for a phone number typed in ({phoneNumber, text, sessionId}): the screen the callback would answer, for the Ministry only',
      body: ussdSimulatorBody,
      response: { 200: ussdSimulatorAnswer, ...errorResponses },
    },
    handler: async (req) => ({
      screen: await ussdScreen(ctx(), { phoneNumber: req.body.phoneNumber, text: req.body.text }),
    }),
  });
};
