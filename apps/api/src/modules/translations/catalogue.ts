// The web app's message catalogues as built (apps/web/src/locales, bundled into the server by esbuild): which
// messages a suggestion may name, their English source, the wording each language ships with, and which of them a
// first-language reader has reviewed (locales/status/<language>.json, written by `npm run i18n:import`).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { TranslatedLanguage } from '@portal/contract';
import enCommon from '../../../../web/src/locales/en/common.json';
import enPages from '../../../../web/src/locales/en/pages.json';
import enWork from '../../../../web/src/locales/en/work.json';
import lgCommon from '../../../../web/src/locales/lg/common.json';
import lgPages from '../../../../web/src/locales/lg/pages.json';
import lgWork from '../../../../web/src/locales/lg/work.json';
import lgStatus from '../../../../web/src/locales/status/lg.json';
import swCommon from '../../../../web/src/locales/sw/common.json';
import swPages from '../../../../web/src/locales/sw/pages.json';
import swWork from '../../../../web/src/locales/sw/work.json';
import swStatus from '../../../../web/src/locales/status/sw.json';

type Part = 'common' | 'pages' | 'work';
type Catalogue = Record<string, string>;
const SERVER_PREFIX = 'server:';

const english: Record<Part, Catalogue> = { common: enCommon, pages: enPages, work: enWork };
const translated: Record<TranslatedLanguage, Record<Part, Catalogue>> = {
  sw: { common: swCommon, pages: swPages, work: swWork },
  lg: { common: lgCommon, pages: lgPages, work: lgWork },
};
const reviewedStatus: Record<TranslatedLanguage, Record<string, string>> = { sw: swStatus, lg: lgStatus };

export type CatalogueMessage = { part: Part; english: string; built: string };

/** A message of `language`'s catalogue: its part, English source (a `server:` key's is the key) and built wording. */
export function catalogueMessage(language: TranslatedLanguage, id: string): CatalogueMessage | undefined {
  for (const [part, messages] of Object.entries(translated[language]) as [Part, Catalogue][]) {
    const built = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (built === undefined) continue;
    const source = id.startsWith(SERVER_PREFIX) ? id.slice(SERVER_PREFIX.length) : english[part][id];
    return { part, english: source ?? built, built };
  }
  return undefined;
}

/** Every message id of `language`'s catalogues. */
export function catalogueIds(language: TranslatedLanguage): string[] {
  return Object.values(translated[language]).flatMap((messages) => Object.keys(messages));
}

/** The ids the catalogues' status file marks reviewed (a message that left the catalogues does not count). */
export function reviewedInCatalogue(language: TranslatedLanguage): Set<string> {
  return new Set(
    Object.entries(reviewedStatus[language])
      .filter(([id, status]) => status === 'reviewed' && catalogueMessage(language, id))
      .map(([id]) => id),
  );
}

/** Lingui's compiled form of an ICU message, as the web build makes it; throws on a message that is not valid ICU. */
export const compiled = (message: string): unknown => compileMessageOrThrow(message);

/** The names a message puts in (`{name}`, `{count, plural, …}`), sorted; throws on a message that is not valid ICU. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        names.add(token[0]);
        if (token[2] && typeof token[2] === 'object') Object.values(token[2] as Record<string, unknown>).forEach(walk);
      }
    }
  };
  walk(compiled(message));
  return [...names].sort();
}

/** Whether `text` is valid ICU putting in exactly the names the English source does. */
export function keepsPlaceholders(text: string, source: string): boolean {
  try {
    return placeholders(text).join('\n') === placeholders(source).join('\n');
  } catch {
    return false;
  }
}
