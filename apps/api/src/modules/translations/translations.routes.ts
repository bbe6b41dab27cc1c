// Translations people can correct (issue 32): POST /api/common/translation-suggestions/ (anyone signed in, limited),
// GET /api/common/translations/{language}/ (public: the accepted wordings), and the Ministry's review under
// /api/ministry/ (its account type only, checked before anything is read or validated; every decision audited).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptSuggestionBody,
  idParam,
  moderationNoteBody,
  paged,
  TRANSLATION_MESSAGES,
  translationLanguageParam,
  translationOverridesSchema,
  translationProgressSchema,
  translationSuggestionBody,
  translationSuggestionSchema,
  translationSuggestionsQuery,
} from '@portal/contract';
import { currentUser, type AuthUser } from '../../lib/auth.js';
import { httpCache } from '../../lib/http-cache.js';
import { toPage } from '../../lib/pagination.js';
import { RATE_LIMITS, limitPer, rateLimitedResponse } from '../../lib/rate-limits.js';
import { errorResponses } from '../../lib/responses.js';
import { assertMinistry } from '../ministry/index.js';
import * as translations from './translations.service.js';

const done = z.object({ detail: z.string() });
/** Browsers reuse the accepted wordings a minute before asking again (by ETag): a new one shows within a minute. */
const OVERRIDES_MAX_AGE_S = 60;

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;
  const ministry = { permission: (actor: AuthUser) => assertMinistry(app.deps.db, actor.id) };
  const tags = ['ministry'];

  app.post('/api/common/translation-suggestions/', {
    schema: {
      tags: ['common'],
      summary:
        'Suggest a better wording for one message of the web app (message_id, language sw or lg, text): the text must keep the message’s placeholders; the Ministry reviews it',
      body: translationSuggestionBody,
      response: { 201: done, ...errorResponses, ...rateLimitedResponse },
    },
    preHandler: limitPer('user', RATE_LIMITS.translationSuggestionsPerUser),
    handler: async (req, reply) => {
      await translations.suggest(db(), currentUser(req).id, req.body);
      return reply.code(201).send({ detail: TRANSLATION_MESSAGES.suggested });
    },
  });

  app.get('/api/common/translations/:language/', {
    config: { public: true },
    schema: {
      tags: ['common'],
      summary:
        'The wordings the Ministry accepted for a language (sw or lg), compiled as the built catalogues are, with a version; cacheable (ETag)',
      params: translationLanguageParam,
      response: { 200: translationOverridesSchema, ...errorResponses },
    },
    onSend: httpCache(OVERRIDES_MAX_AGE_S),
    handler: async (req) => translations.overrides(db(), req.params.language),
  });

  app.get('/api/ministry/translations/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Per language: the messages of the catalogues, how many are reviewed, and the suggestions waiting',
      response: { 200: translationProgressSchema, ...errorResponses },
    },
    handler: async () => translations.progress(db()),
  });

  app.get('/api/ministry/translation-suggestions/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'Readers’ suggestions (status: pending, the default, oldest first; accepted or rejected, newest first), by language; paged',
      querystring: translationSuggestionsQuery,
      response: { 200: paged(translationSuggestionSchema), ...errorResponses },
    },
    handler: async (req) => {
      const { count, results } = await translations.suggestionList(db(), req.query);
      return toPage(req, app.deps.config.publicUrl, req.query.page, req.query.page_size, count, results);
    },
  });

  app.post('/api/ministry/translation-suggestions/:id/accept/', {
    config: ministry,
    schema: {
      tags,
      summary:
        'Accept a pending suggestion, optionally with an edited text: every visitor gets the wording, and the message counts as reviewed',
      params: idParam,
      body: acceptSuggestionBody.nullish(),
      response: { 200: done, ...errorResponses },
    },
    handler: async (req) => {
      await translations.decide(db(), currentUser(req), req.params.id, { accept: true, text: req.body?.text });
      return { detail: TRANSLATION_MESSAGES.accepted };
    },
  });

  app.post('/api/ministry/translation-suggestions/:id/reject/', {
    config: ministry,
    schema: {
      tags,
      summary: 'Reject a pending suggestion (the reason, optional, goes into the audit log)',
      params: idParam,
      body: moderationNoteBody.nullish(),
      response: { 200: done, ...errorResponses },
    },
    handler: async (req) => {
      await translations.decide(db(), currentUser(req), req.params.id, {
        accept: false,
        reason: req.body?.reason ?? '',
      });
      return { detail: TRANSLATION_MESSAGES.rejected };
    },
  });
};
