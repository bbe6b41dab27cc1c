// Africa's Talking's SMS callbacks (issue 33): POST /api/sms/inbound/ (a message to the portal's number: STOP or STOP
// ALL opts its sender out, START back in, anything else is ignored) and POST /api/sms/opt-out/ (a number that opted
// out at the gateway). Forms, as the gateway posts them; its key in ?key= is checked before the body is read.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SMS_CALLBACK_MESSAGES, smsCallbackQuery, smsInboundBody, smsOptOutBody } from '@portal/contract';
import { acceptFormBodies } from '../../lib/form-bodies.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { errorResponses } from '../../lib/responses.js';
import { assertGatewayKey } from './sms.policy.js';
import * as sms from './sms.service.js';

const received = z.object({ detail: z.string() });
const tags = ['sms'];
/** The gateway's forms are a few fields; a longer body is not its. */
const FORM_BODY_LIMIT = 8 * 1024;

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  acceptFormBodies(app, FORM_BODY_LIMIT);
  // Before validation, as a permission is checked: a caller without the key learns nothing of the body's rules. The
  // query is still the raw one here.
  const gatewayOnly = async (req: FastifyRequest) =>
    assertGatewayKey(app.deps.config.smsCallbackSecret, (req.query as Record<string, unknown>).key);
  const responses = { 200: received, ...errorResponses, ...rateLimitedResponse };
  const limit = limitPer('address', RATE_LIMITS.smsCallbacksPerAddress);

  app.post('/api/sms/inbound/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        "Africa's Talking's incoming-message callback (a form: from, to, text, date, id, linkId): STOP or STOP ALL stops the portal's SMS to the sender, START starts them again; anything else is ignored",
      querystring: smsCallbackQuery,
      body: smsInboundBody,
      response: responses,
    },
    preValidation: gatewayOnly,
    preHandler: limit,
    handler: async (req) => {
      const command = sms.smsCommandOf(req.body.text);
      if (command === 'stop') await sms.optOut(db(), req.body.from);
      else if (command === 'start') await sms.optIn(db(), req.body.from);
      return { detail: SMS_CALLBACK_MESSAGES.received };
    },
  });

  app.post('/api/sms/opt-out/', {
    config: { public: true },
    schema: {
      tags,
      summary:
        "Africa's Talking's opt-out callback (a form: phoneNumber, senderId): the portal sends that number no more SMS until it replies START",
      querystring: smsCallbackQuery,
      body: smsOptOutBody,
      response: responses,
    },
    preValidation: gatewayOnly,
    preHandler: limit,
    handler: async (req) => {
      await sms.optOut(db(), req.body.phoneNumber);
      return { detail: SMS_CALLBACK_MESSAGES.received };
    },
  });
};
