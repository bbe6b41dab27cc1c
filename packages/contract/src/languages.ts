/**
 * The portal's languages (issue 17): English, Swahili and Luganda. The web app and the server agree on how a
 * language is chosen: the `lang` cookie set by the language menu, else the browser's languages (Accept-Language or
 * navigator.languages), else English. Mails use the language stored with the account.
 */
export const LANGUAGES = ['en', 'sw', 'lg'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language menu lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili', lg: 'Luganda' };

/**
 * A lookup row's names in the languages other than English (decision 027): `name` stays English on the wire for the
 * existing clients; a language missing here shows the English name. Districts and towns have none (proper names).
 */
export type LookupNames = Partial<Record<Exclude<Language, 'en'>, string>>;

/** A lookup row's name in `language`: its own there, else the English `name`. */
export function lookupNameIn(row: { name: string; names?: LookupNames | null }, language: Language): string {
  // `names` has no English: in English the name.
  return (row.names as Partial<Record<Language, string>> | undefined)?.[language] || row.name;
}

/** The cookie the language menu writes (a year, whole site) and the server reads to render public pages. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of a person's preferred language tags ('sw-KE', 'lg', 'en-GB') the portal speaks, by primary subtag. */
export function firstSupportedLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first (q=0 left out). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/** The `lang` cookie's language in a Cookie header (or document.cookie), if it names one. */
export function languageCookie(cookieHeader: string | undefined): Language | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`));
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** The language of a request: its cookie, else its Accept-Language, else English. */
export function requestLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  return languageCookie(cookieHeader) ?? firstSupportedLanguage(acceptLanguageTags(acceptLanguage)) ?? DEFAULT_LANGUAGE;
}

/**
 * Each language's pages have their own URLs (issue 27, docs/decisions/020): English unprefixed (`/jobs`), Kiswahili
 * and Luganda under their code (`/sw/jobs`, `/lg/job-detail/12`, `/sw` for the home page), so a page's URL alone
 * says which copy it is and a shared cache can keep each. The language menu moves between them.
 */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** A path's (or URL's) language, from its prefix (English without one), and the app's path inside it (`/sw/jobs` → `/jobs`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const code = /^\/([a-z]{2})(?=[/?#]|$)/.exec(pathname)?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguage(code)) {
    // `/sw?utm=…` is the home page with a query: `/?utm=…`.
    const rest = pathname.slice(3);
    return { language: code, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The app's path (with its query and hash) in `language`'s URLs: `localisedPath('/jobs?page=2', 'sw')` → `/sw/jobs?page=2`. */
export function localisedPath(appPath: string, language: Language): string {
  return prefixedPath(languagePrefix(language), appPath);
}

/** The app's path under a prefix (a language's, or the router's basename): `/sw` + `/` is `/sw`, + `/?q=1` is `/sw?q=1`. */
export function prefixedPath(prefix: string, appPath: string): string {
  if (!prefix || prefix === '/') return appPath;
  return appPath === '/'
    ? prefix
    : appPath.startsWith('/?') || appPath.startsWith('/#')
      ? `${prefix}${appPath.slice(1)}`
      : `${prefix}${appPath}`;
}

/**
 * Where a bare (English) URL sends a person whose language is another (their `lang` cookie, else on a first visit
 * their browser's languages): that language's URL, or null to serve the English page.
 */
export function preferredLanguageOfBareUrl(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language | null {
  const language = requestLanguage(cookieHeader, acceptLanguage);
  return language === DEFAULT_LANGUAGE ? null : language;
}
