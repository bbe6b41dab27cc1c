// What the provider forms (trainers, skills providers, career counsellors; spec 002 §5) share beyond ./fields.ts.
import { z } from 'zod';
import { LIST_MESSAGES } from '../messages.js';

/**
 * `scope` of the trainings and competitions lists: the spec's manage tables call the public list's path, so a
 * signed-in provider gets their own rows by default and the public pages ask for `scope=public` (decision 005).
 */
export const LIST_SCOPES = ['own', 'public'] as const;
export const scopeQuery = z.object({
  scope: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LIST_SCOPES, { error: LIST_MESSAGES.scope }).optional(),
  ),
});
