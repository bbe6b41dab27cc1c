/**
 * The web app's languages (issue 17), on Lingui's runtime (@lingui/core, ~2 KB): message catalogues in
 * src/locales/<language>/<part>.json, ICU messages compiled at build time (vite.config.ts, `catalogues`). Each
 * language has three parts: `common` (the header, the footer, the home page, the job card: what a first visit paints)
 * is downloaded before the first render; `pages` (the public pages, the account and the job seeker's) comes with any
 * other page's module (router.tsx, `withPageMessages`) and in the background after the start; `work` (the employer's,
 * trainer's, skills provider's, counsellor's and Ministry's areas) only with those areas' modules (`withWorkMessages`). `t('key', {values})` reads the active language; the
 * app remounts when it changes (main.tsx), so no component subscribes to it.
 *
 * In the browser one language is active at a time. The server renders pages in many languages at once: it sets a
 * resolver (entry-server.tsx) that answers each render's own instance.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  localisedPath,
  splitLanguagePath,
  type Language,
} from '@portal/contract';

export { LANGUAGES, LANGUAGE_NAMES, isLanguage, languagePrefix, localisedPath, type Language } from '@portal/contract';

export type CataloguePart = 'common' | 'pages' | 'work';
type Catalogue = () => Promise<{ messages: Messages }>;
const catalogues: Record<Language, Record<CataloguePart, Catalogue>> = {
  en: {
    common: () => import('virtual:catalogue/en/common'),
    pages: () => import('virtual:catalogue/en/pages'),
    work: () => import('virtual:catalogue/en/work'),
  },
  sw: {
    common: () => import('virtual:catalogue/sw/common'),
    pages: () => import('virtual:catalogue/sw/pages'),
    work: () => import('virtual:catalogue/sw/work'),
  },
  lg: {
    common: () => import('virtual:catalogue/lg/common'),
    pages: () => import('virtual:catalogue/lg/pages'),
    work: () => import('virtual:catalogue/lg/work'),
  },
};
const load = async (language: Language, part: CataloguePart) => (await catalogues[language][part]()).messages;

const browserI18n = setupI18n();
let resolveI18n = (): I18n => browserI18n;

/** The server's hook: each render's own instance (AsyncLocalStorage), instead of the browser's single one. */
export function setI18nResolver(resolver: () => I18n): void {
  resolveI18n = resolver;
}

/**
 * A new instance with all of `language`'s catalogue loaded and active, and `wordings` (accepted ones) over it: the
 * server's, one per language.
 */
export async function createI18n(language: Language, wordings: Messages = {}): Promise<I18n> {
  const [common, pages, work] = await Promise.all([
    load(language, 'common'),
    load(language, 'pages'),
    load(language, 'work'),
  ]);
  return setupI18n({ locale: language, messages: { [language]: { ...common, ...pages, ...work, ...wordings } } });
}

const loadedParts = new Set<CataloguePart>();

/** The Ministry's accepted wordings (issue 32, lib/i18n/acceptedWordings.ts): kept over every part loaded later. */
export const acceptedWordings: Messages = {};

/** Puts accepted wordings over the active language's catalogue, and over every part of it loaded later. */
export function putAcceptedWordings(messages: Messages): void {
  Object.assign(acceptedWordings, messages);
  browserI18n.load(browserI18n.locale, messages);
}

/**
 * Makes `language` the browser's active language (and `<html lang>`'s), with its common part and every part loaded
 * before (a new choice in the language menu keeps the page's messages).
 */
export async function activateLanguage(language: Language): Promise<void> {
  loadedParts.add('common');
  const parts = await Promise.all([...loadedParts].map((part) => load(language, part)));
  browserI18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...parts) as Messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Adds a part of the active language's catalogue (once). */
export async function loadMessages(part: CataloguePart): Promise<void> {
  if (loadedParts.has(part)) return;
  const language = currentLanguage();
  const messages = await load(language, part);
  loadedParts.add(part);
  browserI18n.load(language, { ...messages, ...acceptedWordings });
}

/** `load` followed by the `pages` part of the catalogue: for the modules of every page but the home page. */
export async function withPageMessages<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadMessages('pages')]);
  return module;
}

/** `load` followed by the `work` part of the catalogue: for the modules of the providers' and the Ministry's areas. */
export async function withWorkMessages<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), loadMessages('work')]);
  return module;
}

/** The active Lingui instance (the browser's, or the server's render's). */
export const resolveActiveI18n = (): I18n => resolveI18n();

export function currentLanguage(): Language {
  const locale = resolveI18n().locale;
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

export type MessageValues = Record<string, string | number | null | undefined>;

/** The message `id` in the active language, with `values` put in (ICU: `{count, plural, one {# job} other {# jobs}}`). */
export function t(id: string, values?: MessageValues): string {
  return resolveI18n()._(id, values);
}

/** Whether the active catalogue has `id` (for messages that come from elsewhere, such as the API's). */
export function hasMessage(id: string): boolean {
  const i18n = resolveI18n();
  return i18n.messages[id] !== undefined;
}

/**
 * The language of the page's URL (`/sw/jobs` is Kiswahili, `/jobs` English: docs/decisions/020); the server sends a
 * bare URL to the person's language before the page loads. Also the router's basename.
 */
export function urlLanguage(): Language {
  return splitLanguagePath(window.location.pathname).language;
}

/** The address bar's page without its language prefix: the app's own path, as its routes and links name it. */
export function currentAppPath(): string {
  const { pathname, search, hash } = window.location;
  return `${splitLanguagePath(pathname).path}${search}${hash}`;
}

/** Remembers the choice for a year (the server sends bare URLs to it, and stores it with the account for mails). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Opens this page in `language`'s URLs, remembering the choice. */
export function changeLanguage(language: Language): void {
  rememberLanguage(language);
  window.location.assign(localisedPath(currentAppPath(), language));
}

/**
 * Marks English text written in a definition outside a component (an account type's area, a page factory's titles):
 * the component that shows it passes it through `translateServerMessage`, and the catalogue test requires its
 * `server:` key in every language.
 */
export function english(text: string): string {
  return text;
}

/**
 * A message from the API (or a contract schema checked in the browser) in the active language. The API keeps its
 * English wording (the original clients compare some of it); the catalogues translate each known one under the key
 * `server:<the English text>`, checked complete against the contract's message tables by src/locales/catalogues.test.ts.
 * An unknown message shows as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  const key = `server:${message}`;
  return hasMessage(key) ? t(key) : message;
}
