/**
 * The catalogues as gettext PO files for translators (issue 32, docs/decisions/029): one file per language, each
 * message an entry whose context (`msgctxt`) is its id, `msgid` the English source and `msgstr` the language's
 * wording, with a description of where it shows (`#.`), the source files that use it (`#:`), and `#, fuzzy` while the
 * wording is only drafted by the team. A translator who checks a wording clears the flag: the import marks it
 * reviewed. Poedit, Weblate and Lokalize read and write these files as they are.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const PARTS = ['common', 'pages', 'work'] as const;
export type Part = (typeof PARTS)[number];
export type Catalogue = Record<string, string>;
/** A language's catalogue by part, as in src/locales/<language>/<part>.json. */
export type Catalogues = Record<Part, Catalogue>;
/** src/locales/status/<language>.json: the reviewed messages; any other is drafted. */
export type StatusFile = Record<string, 'reviewed'>;

const SERVER_PREFIX = 'server:';

/** Where a message shows, by the first part of its id. */
const PLACES: Record<string, string> = {
  account: 'account pages: sign-in, registration, password, language, your data',
  alert: 'job alerts (saved searches) and their dialogs',
  applied: "a job seeker's applied jobs",
  apply: 'applying for a job',
  catalogue: 'public lists and pages of trainings, competitions, events, counselling centres and the information hub',
  common: 'everywhere: shared buttons and messages',
  companies: 'the companies directory',
  company: "a company's area: its profile, jobs and applicants",
  counsellor: "a career counsellor's area: centres, resources and events",
  dashboard: 'the dashboard after signing in',
  dataSaver: "the footer's data saver switch",
  favourite: 'saving a job',
  filters: "the jobs search's filters",
  footer: "the page's footer",
  forYou: '"Jobs for you" and recommendations',
  groups: 'browsing jobs by category, district or company',
  header: "the page's header and its menus",
  home: 'the home page',
  job: 'a job card in lists',
  jobDetail: "a job's own page",
  jobs: 'the jobs search page',
  layout: 'the page layout',
  login: 'the sign-in form',
  ministry: "the Ministry's area: insights, reports, verification, site content, translations",
  money: 'amounts of money and pay',
  myCompetitions: "a job seeker's skills competitions",
  nav: 'the main navigation',
  notFound: 'the "page not found" page',
  notifications: 'notifications and their bell',
  offline: 'messages when the phone is offline',
  ordering: 'sorting lists',
  pager: 'moving between pages of a list',
  picture: 'uploading a picture',
  provider: "a skills provider's area: competitions and their applicants",
  register: 'creating an account',
  report: 'reporting a job to the Ministry',
  resume: "a job seeker's CV builder",
  routeError: 'the error page',
  saved: "a job seeker's saved jobs",
  search: 'the search box',
  seeker: "a job seeker's profile and area",
  sidebar: 'the side menu of the signed-in areas',
  site: "the site's name and description",
  status: 'statuses of applications and posts',
  suggest: '"Suggest a better translation" mode',
  table: 'tables and lists',
  trainer: "a trainer's area: trainings",
  ui: 'shared controls: dialogs, uploads, rich text',
  update: 'the "new version, reload" notice',
};
const PART_PLACES: Record<Part, string> = {
  common: 'loaded on every page',
  pages: 'public pages, the account and the job seeker',
  work: "providers' and the Ministry's areas",
};

/** A plain description of where `id` shows, from its prefix and its catalogue part. */
export function whereItShows(id: string, part: Part): string {
  if (id.startsWith(SERVER_PREFIX))
    return 'a message from the server or a form check: toasts, alerts and errors beside form fields';
  const place = PLACES[id.split('.')[0] ?? ''] ?? 'the portal';
  return `${place} (${PART_PLACES[part]})`;
}

const quote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

function unquote(literal: string): string {
  if (!/^".*"$/.test(literal)) throw new Error(`not a PO string: ${literal}`);
  return literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
}

/** The PO file of `language`: every message of its catalogues, in the catalogues' order. */
export function toPo(input: {
  language: string;
  english: Catalogues;
  translated: Catalogues;
  status: StatusFile;
  /** The source files that name each id. */
  references: (id: string) => string[];
}): string {
  const entries = [
    [
      'msgid ""',
      'msgstr ""',
      quote(`Language: ${input.language}\n`),
      quote('MIME-Version: 1.0\n'),
      quote('Content-Type: text/plain; charset=UTF-8\n'),
      quote('Content-Transfer-Encoding: 8bit\n'),
      quote('X-Generator: tvet-portal i18n:export\n'),
    ].join('\n'),
  ];
  for (const part of PARTS) {
    for (const [id, text] of Object.entries(input.translated[part])) {
      const source = id.startsWith(SERVER_PREFIX) ? id.slice(SERVER_PREFIX.length) : (input.english[part][id] ?? '');
      entries.push(
        [
          `#. Where it shows: ${whereItShows(id, part)}`,
          ...input.references(id).map((file) => `#: ${file}`),
          ...(input.status[id] === 'reviewed' ? [] : ['#, fuzzy']),
          `msgctxt ${quote(id)}`,
          `msgid ${quote(source)}`,
          `msgstr ${quote(text)}`,
        ].join('\n'),
      );
    }
  }
  return `${entries.join('\n\n')}\n`;
}

export type PoEntry = { context: string; source: string; text: string; fuzzy: boolean };

/** The entries of a PO file (its header apart), with the language its header names. */
export function parsePo(po: string): { language: string; entries: PoEntry[] } {
  const entries: PoEntry[] = [];
  let language = '';
  for (const block of po.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let fuzzy = false;
    let current = '';
    for (const line of block.split('\n').map((l) => l.trim())) {
      if (line.startsWith('#,')) fuzzy ||= /\bfuzzy\b/.test(line);
      else if (line.startsWith('#') || line === '') continue;
      else if (line.startsWith('"')) fields[current] = (fields[current] ?? '') + unquote(line);
      else {
        const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
        if (!match?.[1] || !match[2]) throw new Error(`cannot read the PO line: ${line}`);
        current = match[1];
        fields[current] = unquote(match[2]);
      }
    }
    if (fields.msgid === undefined) continue;
    if (fields.msgid === '' && fields.msgctxt === undefined) {
      language = /^Language:\s*(\S+)/m.exec(fields.msgstr ?? '')?.[1] ?? '';
      continue;
    }
    entries.push({ context: fields.msgctxt ?? '', source: fields.msgid, text: fields.msgstr ?? '', fuzzy });
  }
  return { language, entries };
}

/** The names an ICU message puts in (`{name}`, `{count, plural, …}`), sorted. */
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
  walk(compileMessage(message));
  return [...names].sort();
}

/**
 * A translator's PO file applied to the catalogues: each entry's wording (an empty one is left as it was) and its
 * status (`fuzzy` = drafted). Ids the catalogues do not have, or wordings that are not valid ICU or lose a
 * placeholder, are listed in `problems` and change nothing. Keys keep their order, so unchanged files stay identical.
 */
export function applyPo(
  po: string,
  english: Catalogues,
  translated: Catalogues,
  status: StatusFile,
): { language: string; translated: Catalogues; status: StatusFile; problems: string[] } {
  const { language, entries } = parsePo(po);
  const next = Object.fromEntries(PARTS.map((part) => [part, { ...translated[part] }])) as Catalogues;
  const nextStatus: StatusFile = { ...status };
  const problems: string[] = [];
  for (const entry of entries) {
    const part = PARTS.find((p) => Object.hasOwn(next[p], entry.context));
    if (!part) {
      problems.push(`${entry.context}: no such message in the catalogues`);
      continue;
    }
    const id = entry.context;
    const source = id.startsWith(SERVER_PREFIX) ? id.slice(SERVER_PREFIX.length) : (english[part][id] ?? '');
    if (entry.text !== '') {
      let kept = false;
      try {
        // A server message is plain text: its wording puts nothing in.
        kept = placeholders(entry.text).join() === (id.startsWith(SERVER_PREFIX) ? '' : placeholders(source).join());
      } catch {
        // Not valid ICU: refused below like a lost placeholder.
      }
      if (!kept) {
        problems.push(`${id}: the wording is not valid or does not keep the placeholders of "${source}"`);
        continue;
      }
      next[part][id] = entry.text;
    }
    if (entry.fuzzy || entry.text === '') delete nextStatus[id];
    else nextStatus[id] = 'reviewed';
  }
  const sortedStatus = Object.fromEntries(
    Object.entries(nextStatus).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ) as StatusFile;
  return { language, translated: next, status: sortedStatus, problems };
}
