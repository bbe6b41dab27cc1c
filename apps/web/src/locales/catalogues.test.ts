// The catalogues' completeness (issue 17), run with the unit tests: every language has every message, with the same
// placeholders, in valid ICU; every message id the code names exists; no sentence is left in English; and every
// message the API or the contract can show is translated.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@portal/contract';
import {
  FEE_WARNING,
  FEE_WARNING_TO_COMPANY,
  FIELD_MESSAGE_TEMPLATES,
  LANGUAGES,
  MATCH_REASONS,
  SEEKER_FORM_MESSAGES,
} from '@portal/contract';
import { GENERIC_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from '@/lib/errors';
import { placeholders } from './po';
import { schemaMessages } from './schemaMessages';

const here = import.meta.dirname;
const PARTS = ['common', 'pages', 'work'] as const;
const readPart = (language: string, part: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(here, language, `${part}.json`), 'utf8'));
const read = (language: string): Record<string, string> =>
  Object.assign({}, ...PARTS.map((part) => readPart(language, part)));
const english = read('en');
const others = LANGUAGES.filter((l) => l !== 'en').map((l) => [l, read(l)] as const);

/**
 * The contract's message tables (every export named `*_MESSAGES`, so a new table is checked too), but those the web
 * never shows: a 503's detail (the web says GENERIC_ERROR for any 5xx) and the decisions, sentences with the
 * company's and the job's names in them. `unverified` is a marker the clients compare, never shown.
 */
const UNSHOWN_TABLES = new Set(['SERVICE_MESSAGES', 'DECISION_MESSAGES']);
const UNSHOWN_MESSAGES = new Set<unknown>([contract.ACCOUNT_MESSAGES.unverified]);
const TABLE_MESSAGES = Object.entries(contract)
  .filter(([name]) => name.endsWith('_MESSAGES') && !UNSHOWN_TABLES.has(name))
  .flatMap(([name, table]) => {
    if (typeof table !== 'object' || table === null) throw new Error(`${name} is not a table`);
    return Object.values(table as Record<string, unknown>).filter(
      (m): m is string => typeof m === 'string' && !UNSHOWN_MESSAGES.has(m),
    );
  });

/** The texts a template of FIELD_MESSAGE_TEMPLATES makes, whatever its figure or list. */
const template = (text: string, hole: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(hole, '.+')}$`);
const TEMPLATES: Record<keyof typeof FIELD_MESSAGE_TEMPLATES, RegExp> = {
  tooLong: template(FIELD_MESSAGE_TEMPLATES.tooLong(-1), '-1'),
  fileTooLarge: template(FIELD_MESSAGE_TEMPLATES.fileTooLarge(-1), '-1'),
  chooseOneOf: template(FIELD_MESSAGE_TEMPLATES.chooseOneOf(['\u0001']), '\u0001'),
};

/** What the contract's schemas say of wrong values, found by parsing every exported schema (./schemaMessages). */
const SCHEMAS = schemaMessages();
const FROM_TEMPLATES = [...SCHEMAS.messages].filter((m) => Object.values(TEMPLATES).some((t) => t.test(m)));

/** The English texts components define outside a render, marked `english('…')` and shown through translateServerMessage. */
function englishTexts(): string[] {
  return sourceFiles(path.resolve(here, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\benglish\(\s*(['"])((?:(?!\1).)*)\1,?\s*\)/g)].map(
      (match) => match[2] ?? '',
    ),
  );
}
/** What the server (or a contract schema checked in the browser) may answer in English. */
const SERVER_MESSAGES = [
  ...TABLE_MESSAGES,
  ...FROM_TEMPLATES,
  ...Object.values(MATCH_REASONS),
  FEE_WARNING_TO_COMPANY,
  ...englishTexts(),
  FEE_WARNING,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
  GENERIC_ERROR,
];

/** Every file of the web app's source, but the tests and the catalogues. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('message catalogues', () => {
  it.each(others)('%s has every English message and no other', (_language, catalogue) => {
    const own = Object.keys(catalogue).filter((k) => !k.startsWith('server:'));
    expect(own.filter((k) => !(k in english))).toEqual([]);
    expect(Object.keys(english).filter((k) => !(k in catalogue))).toEqual([]);
  });

  it.each(others)('%s keeps each message in the same part of the catalogue as English', (language) => {
    for (const part of PARTS) {
      const own = Object.keys(readPart(language, part)).filter((k) => !k.startsWith('server:'));
      expect([part, own.sort()]).toEqual([part, Object.keys(readPart('en', part)).sort()]);
    }
  });

  it('finds every message of the contract schemas in a message table', () => {
    // A message written into a schema instead of a table would escape this file's other checks.
    const loose = [...SCHEMAS.messages].filter((m) => !TABLE_MESSAGES.includes(m) && !FROM_TEMPLATES.includes(m));
    expect(loose).toEqual([]);
    expect(SCHEMAS.schemas).toBeGreaterThan(100);
  });

  it('reaches every message of the form tables with its samples', () => {
    // So the samples keep up with the schemas: a table message no sample brings out would go unchecked if it moved
    // back inline. A blank date of birth is allowed, so the birth date's own "required" never shows.
    const forms = Object.entries(contract)
      .filter(([name]) => /^(FORM|\w+_FORM|LIST)_MESSAGES$/.test(name))
      .flatMap(([, table]) => Object.values(table as Record<string, string>));
    const unreached = forms.filter((m) => !SCHEMAS.messages.has(m));
    expect(unreached).toEqual([SEEKER_FORM_MESSAGES.birthDateRequired]);
  });

  it.each(others)('%s translates every message the server may show, and only those', (_language, catalogue) => {
    const server = Object.keys(catalogue)
      .filter((k) => k.startsWith('server:'))
      .map((k) => k.slice('server:'.length));
    expect([...new Set(SERVER_MESSAGES.filter((m) => !server.includes(m)))]).toEqual([]);
    expect(server.filter((m) => !SERVER_MESSAGES.includes(m))).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => [l, read(l)] as const))(
    '%s: every message is valid ICU with the English placeholders',
    (_language, catalogue) => {
      for (const [key, message] of Object.entries(catalogue)) {
        const expected = key.startsWith('server:') ? [] : placeholders(english[key] ?? '');
        expect([key, placeholders(message)]).toEqual([key, expected]);
      }
    },
  );

  it.each(others)('%s leaves no sentence in English', (_language, catalogue) => {
    const untranslated = Object.entries(catalogue).filter(([key, message]) => {
      const source = key.startsWith('server:') ? key.slice('server:'.length) : english[key];
      return message === source && /\s/.test(message.trim());
    });
    expect(untranslated).toEqual([]);
  });

  it("loads the work part with every module of the providers' and the Ministry's areas", () => {
    // Their messages are in the `work` part (lib/i18n): a route that imports one of their modules without it shows ids.
    const router = readFileSync(path.resolve(here, '../app/router.tsx'), 'utf8');
    const bare = router
      .split('\n')
      .filter(
        (line) =>
          /import\('@\/features\/(company|trainer|skills-provider|counsellor|ministry)\//.test(line) &&
          !/withWorkMessages\(\(\) => import\(/.test(line),
      );
    expect(bare).toEqual([]);
    // And only their own namespaces are there: shared messages (a status, a button) stay in `pages`.
    const work = Object.keys(readPart('en', 'work')).filter(
      (key) => !/^(company|trainer|provider|counsellor|ministry)\./.test(key),
    );
    expect(work).toEqual([]);
  });

  it("knows every message id the contract's job filters name", () => {
    // The jobs page labels its filter controls and chips with these, and the alert dialog names the filters it drops.
    const ids = Object.values(contract.JOB_FILTERS as Record<string, contract.JobFilterSpec>).flatMap((spec) => [
      spec.control.label,
      ...(spec.control.type === 'range' ? [spec.control.thumb] : []),
      ...(spec.alert ? [] : [spec.notKept]),
    ]);
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  });

  it('knows every message id the code names', () => {
    const namespaces = new Set(Object.keys(english).map((k) => k.split('.')[0]));
    const unknown: string[] = [];
    for (const file of sourceFiles(path.resolve(here, '..'))) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/['`]([a-z][a-zA-Z]*(?:\.[\w-]+)+)['`]/g)) {
        if (id && namespaces.has(id.split('.')[0] ?? '') && !(id in english) && !/\.(?:tsx?|css|svg|png|js)$/.test(id))
          unknown.push(`${path.basename(file)}: ${id}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
