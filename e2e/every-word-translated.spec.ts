// Every word in the person's language (issue 32): every page of every role is opened in English, then in Kiswahili
// and in Luganda, and no visible text, `aria-label`, `title`, `alt`, `placeholder` or page title may be the same
// English string in both. What may stay the same is data (what people typed and the API sends: a job's title, a
// company's name, a description; recognised from the API's answers and the server-rendered page's data, not from a
// list), places' names, numbers, and the few words of ALLOWED, each with its reason. Catalogue keys, hand-kept lists
// of components and the catalogue test cannot see a hard-coded label or a Mantine default; this looks at the page.
import { readFileSync } from 'node:fs';
import { API as paths } from '../packages/contract/src/paths';
import { GRADING_METHODS } from '../packages/contract/src/schemas/job-seekers';
import { DEMO } from './support/accounts';
import { demoIds, pagesOf, ROLES, type Role } from './support/routes';
import { loginAs } from './support/session';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const OTHER_LANGUAGES = ['sw', 'lg'] as const;

/** English strings that are the same in every language, each for a reason. */
const ALLOWED = new Set([
  // The language menu names each language in itself.
  'English',
  'Kiswahili',
  'Luganda',
  // The country's name, written so in all three.
  'Uganda',
  // Abbreviations Ugandans use as they are, in every language.
  'CV',
  'TVET',
  'PDF',
  'UGX',
]);

/**
 * Names the API sends in English that a page must show in its own language (decision 027): the lookup lists' rows
 * (`name` stays English on the wire, `names` carries the others), the grading methods and the genders. They are
 * taken out of the data the test would otherwise let through, so one shown in English is a leak.
 */
const TRANSLATED_NAMES = new Set<string>([...GRADING_METHODS, 'Male', 'Female']);
const LOOKUP_PATHS = [
  paths.jobCategories,
  paths.functionalAreas,
  paths.maritalStatus,
  paths.contractTypes,
  paths.employerCategories,
  paths.skillCategories,
];

async function translatedNames(request: APIRequestContext): Promise<Set<string>> {
  const names = new Set(TRANSLATED_NAMES);
  for (const path of LOOKUP_PATHS) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    for (const s of stringsOf(await res.json())) names.add(s);
  }
  return names;
}

/** Places keep their proper names in every language (districts and towns, as the API lists them). */
async function placeNames(request: APIRequestContext): Promise<Set<string>> {
  const names = new Set<string>();
  for (const path of [paths.districts, paths.cities]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    for (const s of stringsOf(await res.json())) names.add(s);
  }
  return names;
}

/** Every string value in a JSON value, and each text piece of the ones that are HTML (rich text). */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const text = normalise(value);
    if (text) into.push(text);
    if (/<[a-z][^>]*>/i.test(value)) {
      for (const piece of value.split(/<[^>]+>/)) {
        const t = normalise(piece.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&'));
        if (t) into.push(t);
      }
    }
  } else if (Array.isArray(value)) {
    for (const v of value) stringsOf(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) stringsOf(v, into);
  }
  return into;
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Seen = { texts: string[]; data: unknown };

/** One look at the page: what a person reads or hears (text, labels, titles, alt texts, placeholders), and its data. */
function readPage(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      // An element hidden from screen readers has no name to hear (Mantine's textarea measuring its height).
      if ((!el.checkVisibility() && !el.closest('svg')) || el.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const state = document.getElementById('server-query-state')?.textContent;
    return { texts, data: state ? (JSON.parse(state) as unknown) : null };
  });
}

/** Opens `path` in `language` and reads it once its data has come. */
async function visit(page: Page, path: string, language: 'en' | 'sw' | 'lg'): Promise<Seen> {
  await page.goto(language === 'en' ? path : `/${language}${path === '/' ? '' : path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  return readPage(page);
}

/** Words of two letters or more: text without them (numbers, dates in figures, punctuation) is in no language. */
const HAS_WORDS = /\p{L}{2,}/u;
/** An address (e-mail, web), a URL field's scheme, or initials standing for a name (an avatar's "PH"). */
const NOT_WORDS = /^\S+@\S+\.\S+$|^(https?:\/\/|www\.)\S*$|^\p{Lu}{1,3}$/iu;

/** Each language's month abbreviations (its catalogue's `date.months`), some the same as English ("Jan", "Nov"). */
const MONTHS = Object.fromEntries(
  OTHER_LANGUAGES.map((language) => {
    const common = JSON.parse(readFileSync(`apps/web/src/locales/${language}/common.json`, 'utf8')) as Record<
      string,
      string
    >;
    return [language, (common['date.months'] ?? '').split(' ')];
  }),
) as Record<(typeof OTHER_LANGUAGES)[number], string[]>;
/** The clock's marks, written so by Kiswahili and Luganda too (CLDR). */
const CLOCK = ['AM', 'PM'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` is made only of what may stay as it is (`same`: data, places, allowed words, month names): a cut
 * value ("Pearl Horizon Constr…") or values joined ("Jane Namukasa", "Kampala, Wakiso", "5 Nov 2026 – 6 Nov 2026").
 */
function onlyKept(text: string, same: Iterable<string>): boolean {
  if (text.endsWith('…')) {
    const start = text.slice(0, -1).trimEnd();
    for (const d of same) if (d.startsWith(start)) return true;
  }
  let rest = text;
  const inText = [...same].filter((d) => d.length >= 2 && text.includes(d)).sort((a, b) => b.length - a.length);
  for (const d of inText) rest = rest.replace(new RegExp(`(?<!\\p{L})${escape(d)}(?!\\p{L})`, 'gu'), ' ');
  return !HAS_WORDS.test(rest);
}

for (const role of ROLES) {
  test(`${role}: every page in Kiswahili and Luganda has no English of the interface`, async ({ browser }) => {
    // Three visits a page: the visitor's 36 pages took 8 minutes on a busy two-core machine (2026-11-28).
    test.setTimeout(720_000);
    // No service worker: every answer comes from the server, where the test reads the data it carries.
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-UG' });
    const page = await context.newPage();
    const request = page.request;
    const ids = await demoIds(request);
    const translated = await translatedNames(request);
    const places = await placeNames(request);
    const data = new Set<string>();
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      reads.push(
        response.json().then(
          (body: unknown) => void stringsOf(body).forEach((s) => data.add(s)),
          () => undefined,
        ),
      );
    });
    if (role !== 'visitor') await loginAs(page, DEMO[role as Exclude<Role, 'visitor'>], { path: null });

    const leaks: string[] = [];
    for (const path of pagesOf(role, ids)) {
      const seen = { en: await visit(page, path, 'en') } as Record<'en' | 'sw' | 'lg', Seen>;
      for (const language of OTHER_LANGUAGES) seen[language] = await visit(page, path, language);
      await Promise.all(reads.splice(0));
      for (const s of Object.values(seen)) stringsOf(s.data).forEach((d) => data.add(d));
      for (const d of translated) data.delete(d);

      const english = new Set(seen.en.texts.map(normalise));
      for (const language of OTHER_LANGUAGES) {
        const kept = new Set([...data, ...places, ...ALLOWED, ...MONTHS[language], ...CLOCK]);
        const same = new Set(seen[language].texts.map(normalise).filter((text) => english.has(text)));
        for (const text of same) {
          if (!HAS_WORDS.test(text) || NOT_WORDS.test(text) || kept.has(text) || onlyKept(text, kept)) continue;
          leaks.push(`${language} ${path}: "${text}"`);
        }
      }
    }
    expect(leaks, 'English left on pages in another language').toEqual([]);
    await context.close();
  });
}
