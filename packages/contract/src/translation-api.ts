// What every page needs of issue 32's translations (decision 029), without zod (schemas/translations.ts has the
// bodies' schemas): the languages, the endpoints' paths and the accepted wordings' shape. The browser asks for the
// accepted wordings on every page after hydration, and the server renders with them: a schema module here would bring
// zod and the field rules (~47 KB) to every page.

/** The languages a reader may suggest wordings in: English is the source every translation is made from. */
export const TRANSLATED_LANGUAGES = ['sw', 'lg'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** GET /api/common/translations/{language}/: the accepted wordings, compiled (Lingui), and their version. */
export type TranslationOverrides = {
  language: TranslatedLanguage;
  version: string;
  messages: Record<string, string | unknown[]>;
};

/**
 * The paths of issue 32's endpoints, kept out of paths.ts's `API`: that object is in the home page's first download
 * whole, and these cost it bytes it does not have (decision 029). The same rule holds: the web calls them only by these.
 */
export const TRANSLATION_API = {
  suggestions: '/api/common/translation-suggestions/',
  overrides: (language: string) => `/api/common/translations/${language}/`,
  ministryProgress: '/api/ministry/translations/',
  ministrySuggestions: '/api/ministry/translation-suggestions/',
  ministryDecision: (id: number | string, decision: 'accept' | 'reject') =>
    `/api/ministry/translation-suggestions/${id}/${decision}/`,
} as const;
