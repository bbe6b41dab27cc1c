// Translations people can correct (issue 32): a reader's suggestion of a better wording for one message of the web
// app's catalogues, the Ministry's review of it, and the accepted wordings served to every visitor as data.
import { z } from 'zod';
import { LIST_MESSAGES } from '../messages.js';
import { pageSizeField, requiredText } from './fields.js';

import { TRANSLATED_LANGUAGES, type TranslationOverrides } from '../translation-api.js';

/** A message's status in a language: written by the team (`drafted`) or checked by a first-language reader. */
export const TRANSLATION_STATUSES = ['drafted', 'reviewed'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const TRANSLATION_MESSAGES = {
  unknownMessage: 'This text is not one of the portal’s messages.',
  textRequired: 'Write the wording you suggest.',
  language: 'Choose Kiswahili or Luganda.',
  placeholders: 'Keep the names in curly brackets exactly as they are in the current text.',
  suggested: 'Thank you. The Ministry will review your wording.',
  alreadyDecided: 'This suggestion has already been decided.',
  accepted: 'The wording is accepted: every visitor sees it from now on.',
  rejected: 'The suggestion is rejected.',
} as const;

const MESSAGE_ID = /^[\w.:/-][^\n]{0,299}$/;
const messageId = z
  .string({ error: TRANSLATION_MESSAGES.unknownMessage })
  .trim()
  .regex(MESSAGE_ID, { error: TRANSLATION_MESSAGES.unknownMessage });
const translatedLanguage = z.enum(TRANSLATED_LANGUAGES, { error: TRANSLATION_MESSAGES.language });
/** A wording: the longest message of the catalogues is under 600 characters. */
const wording = requiredText(TRANSLATION_MESSAGES.textRequired, { max: 2000 });

/** POST /api/common/translation-suggestions/: a signed-in reader's wording for one message. */
export const translationSuggestionBody = z.object({
  message_id: messageId,
  language: translatedLanguage,
  text: wording,
});
export type TranslationSuggestionBody = z.infer<typeof translationSuggestionBody>;

/** POST /api/ministry/translation-suggestions/{id}/accept/: the Ministry may edit the wording as it accepts it. */
export const acceptSuggestionBody = z.object({ text: wording.optional() });

/** GET /api/ministry/translation-suggestions/ */
export const translationSuggestionsQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'pending' : v),
    z.enum(SUGGESTION_STATUSES, { error: LIST_MESSAGES.applicationStatus }),
  ),
  language: z.preprocess((v) => (v === '' || v === null ? undefined : v), translatedLanguage.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});

export const translationSuggestionSchema = z.object({
  id: z.number().int(),
  message_id: z.string(),
  language: z.enum(TRANSLATED_LANGUAGES),
  /** The catalogue part the message is in (`common`, `pages` or `work`). */
  part: z.string(),
  /** The English source, and the wording the portal shows now (an accepted one, else the built catalogue's). */
  english: z.string(),
  current: z.string(),
  text: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  suggested_by: z.string(),
  created: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type TranslationSuggestion = z.infer<typeof translationSuggestionSchema>;

/** GET /api/ministry/translations/: per language, how many of the catalogues' messages are reviewed. */
export const translationProgressSchema = z.array(
  z.object({
    language: z.enum(TRANSLATED_LANGUAGES),
    total: z.number().int(),
    reviewed: z.number().int(),
    pending_suggestions: z.number().int(),
  }),
);
export type TranslationProgress = z.infer<typeof translationProgressSchema>;

/**
 * GET /api/common/translations/{language}/: the accepted wordings, compiled as the built catalogues are (Lingui's
 * compiled form: a string, or an array of text and placeholders), for the web app to put over its catalogues.
 * `version` changes with every accepted wording.
 */
export const translationOverridesSchema = z.object({
  language: z.enum(TRANSLATED_LANGUAGES),
  version: z.string(),
  messages: z.record(z.string(), z.union([z.string(), z.array(z.unknown())])),
}) satisfies z.ZodType<TranslationOverrides>;

export const translationLanguageParam = z.object({ language: translatedLanguage });
