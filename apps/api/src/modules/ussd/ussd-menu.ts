// The USSD menu (issue 33, decision 032): one function from a caller and the inputs of their session so far to the
// screen to show, used by Africa's Talking's callback and the Ministry's simulator alike. Nothing is kept between
// steps: every step walks the menu again from the dial with all the inputs, so any instance answers any step.
// A change (an application, an alert, the language, the PIN) is made only at the step whose input completes it, and
// that step ends the session: the path that led to it is never walked again.
import { USSD_MAX_LENGTH, type JobCard, type Language } from '@portal/contract';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hit, RATE_LIMITS } from '../../lib/rate-limits.js';
import { LANGUAGE_CHOICE, LANGUAGE_ORDER, ussdText, type UssdText } from './ussd-text.js';
import * as ussd from './ussd.service.js';
import type { Caller, Ctx, Named, NewProfile } from './ussd.service.js';

/** A screen's text without its "CON " or "END ". */
const BODY_MAX = USSD_MAX_LENGTH - 'CON '.length;
/** Jobs on one screen, and the trades and districts a list offers. */
const JOBS_PER_SCREEN = 3;
const LIST_LENGTH = 6;
const PIN = /^\d{4}$/;
/** A title is cut to no fewer characters than this to make a list fit. */
const MIN_TITLE = 8;
const PIN_TRIES = 3;
const APPLICATIONS_SHOWN = 5;
const TRAININGS_SHOWN = 3;
const ALERTS_SHOWN = 5;

export type UssdStep = { phoneNumber: string; text: string };

type Screen = { end: boolean; body: string };

/** A screen reached: thrown where the walk runs out of inputs (or ends the session), caught by ussdScreen. */
class Shown {
  constructor(readonly screen: Screen) {}
}
const show = (body: string): never => {
  throw new Shown({ end: false, body });
};
const finish = (body: string): never => {
  throw new Shown({ end: true, body });
};

/**
 * The inputs as the menu reads them: "00" goes back to the main menu and "0" back one screen (past the first
 * `kept` inputs: a new number's language); a "0" with nothing to go back from is an input (Help, on the main menu).
 */
export function inputsOf(text: string, kept: number): string[] {
  const inputs: string[] = [];
  if (text === '') return inputs;
  for (const raw of text.split('*')) {
    const input = raw.trim();
    if (input === '00') inputs.splice(kept);
    else if (input === '0' && inputs.length > kept) inputs.pop();
    else inputs.push(input);
  }
  return inputs;
}

class Inputs {
  private at = 0;
  constructor(private readonly list: readonly string[]) {}
  /** The next input, or undefined: the screen it would answer is the one to show. */
  next(): string | undefined {
    const input = this.list[this.at];
    if (input !== undefined) this.at++;
    return input;
  }
  /** Whether the input just read is the newest one (the step being answered now). */
  get atNewest(): boolean {
    return this.at >= this.list.length;
  }
}

type Session = {
  ctx: Ctx;
  phone: string;
  caller: Caller | null;
  /** The number is on an account that has not verified it: no second account is made with it. */
  taken: boolean;
  language: Language;
  t: UssdText;
  inputs: Inputs;
};

/** The screen for this step of the caller's session: "CON …" (more to come) or "END …", at most USSD_MAX_LENGTH. */
export async function ussdScreen(ctx: Ctx, step: UssdStep): Promise<string> {
  const { caller, taken } = await ussd.callerOf(ctx.db, step.phoneNumber);
  const language = LANGUAGE_ORDER.find((l) => l === caller?.language) ?? 'en';
  const session: Session = {
    ctx,
    phone: step.phoneNumber,
    caller,
    taken,
    language,
    t: ussdText(language),
    inputs: new Inputs(inputsOf(step.text, caller ? 0 : 1)),
  };
  let screen: Screen;
  try {
    const verdict = await hit(ctx.db, RATE_LIMITS.ussdStepsPerPhone, step.phoneNumber);
    if (!verdict.allowed) finish(session.t.tooManyRequests);
    screen = await dial(session);
  } catch (err) {
    if (!(err instanceof Shown)) throw err;
    screen = err.screen;
  }
  return `${screen.end ? 'END' : 'CON'} ${clip(screen.body, BODY_MAX)}`;
}

async function dial(s: Session): Promise<never> {
  if (!s.caller) setLanguage(s, ask(s, LANGUAGE_CHOICE, languageOf, false));
  return mainMenu(s);
}

async function mainMenu(s: Session): Promise<never> {
  const choice = ask(s, s.t.mainMenu, (v) => (/^[0-5]$/.test(v) ? v : undefined));
  if (choice === '1') return findJobs(s);
  if (choice === '2') return myApplications(s);
  if (choice === '3') return jobAlerts(s);
  if (choice === '4') return trainings(s);
  if (choice === '5') return chooseLanguage(s);
  return finish(s.t.help(s.ctx.serviceCode, s.ctx.publicUrl.replace(/^https?:\/\//, '')));
}

// ---------- reading the inputs ----------

/**
 * Reads the input that answers a screen: the first one `accept` takes; one it refuses shows the screen again with
 * "Invalid choice." (and the next input answers it). No input left: the screen is shown.
 */
function ask<T>(s: Session, body: string, accept: (input: string) => T | undefined, noteInvalid = true): T {
  let note = '';
  for (;;) {
    const input = s.inputs.next();
    if (input === undefined) return show(`${note}${body}`);
    const value = accept(input);
    if (value !== undefined) return value;
    if (noteInvalid) note = `${s.t.invalid}\n`;
  }
}

/** The item numbered `input` (from 1), if any. */
const numbered = <T>(input: string, items: readonly T[]): T | undefined =>
  /^\d{1,2}$/.test(input) ? items[Number(input) - 1] : undefined;

const languageOf = (input: string): Language | undefined => numbered(input, LANGUAGE_ORDER);

/** A name as typed: letters, spaces, apostrophes and hyphens, 2 to 50 characters. */
const nameOf = (input: string): string | undefined =>
  /^[\p{L}][\p{L}' -]{1,49}$/u.test(input) ? input.replace(/\s+/g, ' ') : undefined;

/** Words to search for: something with a letter in it. */
const wordsOf = (input: string): string | undefined => (/\p{L}/u.test(input) && input.length <= 60 ? input : undefined);

function setLanguage(s: Session, language: Language) {
  s.language = language;
  s.t = ussdText(language);
}

/** Past this point a change is made: only when the newest input asked for it (an earlier step's path is not redone). */
function mayChange(s: Session) {
  if (!s.inputs.atNewest) finish(s.t.sessionOver);
}

// ---------- screens ----------

/** Its trades by open jobs, numbered, with a word typed instead searched as the web's search box does. */
async function findJobs(s: Session): Promise<never> {
  const trades = await ussd.topTrades(s.ctx, LIST_LENGTH, s.language);
  const find = ask(s, fittedList(s.t.chooseTrade, trades.map(namePart), s.t.back), (v) => {
    const trade = numbered(v, trades);
    if (trade) return { trade: trade.id, words: null };
    const words = wordsOf(v);
    return words ? { trade: null, words } : undefined;
  });
  const district = await chooseDistrict(s, s.t.typeDistrict, { allowAll: true, withCities: false });
  return jobList(s, { ...find, district: district?.id ?? null });
}

/**
 * A district by its first letters: the matches numbered (a profile's only those with a town), or null for "1 All
 * districts" where allowed.
 */
async function chooseDistrict(
  s: Session,
  prompt: string,
  opts: { allowAll: boolean; withCities: boolean },
): Promise<Named | null> {
  let body = prompt;
  for (;;) {
    const prefix = ask(s, body, (v) =>
      opts.allowAll && v === '1' ? 'all' : /^\p{L}[\p{L} '-]*$/u.test(v) ? v : undefined,
    );
    if (prefix === 'all') return null;
    const found = await ussd.districtsStartingWith(s.ctx.db, prefix, LIST_LENGTH, opts.withCities);
    if (!found.length) {
      body = `${s.t.noDistrict}\n${prompt}`;
      continue;
    }
    return ask(s, fittedList(s.t.chooseDistrict, found.map(namePart), s.t.back), (v) => numbered(v, found));
  }
}

async function jobList(
  s: Session,
  find: { trade: number | null; words: string | null; district: number | null },
): Promise<never> {
  for (let page = 1; ; page++) {
    const { count, results } = await ussd.jobPage(s.ctx, find, page, JOBS_PER_SCREEN);
    if (!results.length) ask(s, `${s.t.noJobs}\n${s.t.back}`, () => undefined);
    const more = count > page * JOBS_PER_SCREEN;
    const foot = more ? `${s.t.more}\n${s.t.back}` : s.t.back;
    const body = fittedList(
      '',
      results.map((job) => jobParts(s.t, job)),
      foot,
    );
    const chosen = ask(s, body, (v) => (more && v === '9' ? 'more' : numbered(v, results)));
    if (chosen !== 'more') return jobScreen(s, chosen.id);
  }
}

async function jobScreen(s: Session, jobId: number): Promise<never> {
  const job = await ussd.openJob(s.ctx, jobId);
  if (!job) return finish(s.t.cannotApply);
  const lines = [
    clip(job.title, 60),
    s.t.job.company(clip(job.company_name, 40)),
    s.t.job.pay(payOf(s.t, job.min_pay, job.max_pay)),
    job.location.name,
    s.t.job.deadline(dayOf(s.t, job.submission_deadline)),
    s.t.apply,
    s.t.back,
  ];
  ask(s, lines.join('\n'), (v) => (v === '1' ? true : undefined));
  return apply(s, job.id);
}

/**
 * Applying: a number without an account gives its name, and one without a job seeker profile its district and trade
 * (the web's "become a job seeker"); then the PIN (chosen twice when there is none yet); then the application.
 */
async function apply(s: Session, jobId: number): Promise<never> {
  if (s.taken) return finish(s.t.numberTaken);
  const profile: Partial<NewProfile> = {};
  if (!s.caller) {
    profile.firstName = ask(s, s.t.firstName, nameOf);
    profile.lastName = ask(s, s.t.lastName, nameOf);
  }
  if (!s.caller?.seeker) {
    profile.district = (await chooseDistrict(s, s.t.yourDistrict, { allowAll: false, withCities: true })) ?? undefined;
    const trades = await ussd.topTrades(s.ctx, LIST_LENGTH, s.language);
    profile.trade = ask(s, fittedList(s.t.yourTrade, trades.map(namePart), s.t.back), (v) => numbered(v, trades));
  }
  const pin = await pinCheck(s);
  mayChange(s);
  const pinHash = pin ? await hashPassword(pin) : null;
  const userId = await ussd.ensureSeeker(s.ctx, s.phone, s.language, s.caller, profile, pinHash);
  const outcome = await ussd.applyByUssd(s.ctx, userId, s.phone, jobId);
  if (outcome === 'applied') {
    const job = await ussd.openJob(s.ctx, jobId);
    return finish(s.t.applied(clip(job?.title ?? '', 60)));
  }
  if (outcome === 'already') return finish(s.t.alreadyApplied);
  if (outcome === 'notSeeker') return finish(s.t.notJobSeeker);
  if (outcome === 'limited') return finish(s.t.tooManyRequests);
  return finish(s.t.cannotApply);
}

/**
 * The PIN before a change: the account's, three tries; or, for an account without one (or a new one), a new PIN
 * entered twice, returned to be saved with the change. Null: the account's PIN was right.
 */
async function pinCheck(s: Session): Promise<string | null> {
  const stored = s.caller?.pinHash;
  if (stored) {
    let note = '';
    for (let wrong = 1; ; wrong++) {
      const pin = ask(s, `${note}${s.t.enterPin}`, (v) => v);
      if (PIN.test(pin) && (await verifyPassword(stored, pin))) return null;
      if (wrong >= PIN_TRIES) return finish(s.t.pinLocked);
      note = `${s.t.wrongPin(PIN_TRIES - wrong)}\n`;
    }
  }
  let note = '';
  for (;;) {
    const pin = ask(s, `${note}${s.t.newPin}`, (v) => (PIN.test(v) ? v : undefined));
    const again = ask(s, s.t.pinAgain, (v) => v);
    if (again === pin) return pin;
    note = `${s.t.pinsDiffer}\n`;
  }
}

async function myApplications(s: Session): Promise<never> {
  if (!s.caller) return finish(s.t.needAccount);
  const applications = await ussd.recentApplications(s.ctx, s.caller.id, APPLICATIONS_SHOWN);
  if (!applications.length) return finish(s.t.noApplications);
  const parts = applications.map((a) => [a.title, s.t.status[a.status]]);
  return finish(fittedList(s.t.applicationsTitle, parts, '', ': '));
}

async function jobAlerts(s: Session): Promise<never> {
  const caller = s.caller;
  const seeker = caller?.seeker;
  if (!caller || !seeker?.trade) return finish(s.t.needAccount);
  const trade = seeker.trade;
  const choice = ask(s, s.t.alertsMenu(clip(trade.name, 40), seeker.district.name), (v) =>
    v === '1' || v === '2' ? v : undefined,
  );
  if (choice === '1') {
    const pin = await pinCheck(s);
    mayChange(s);
    const saved = await ussd.subscribe(
      s.ctx.db,
      caller.id,
      { trade, district: seeker.district },
      pin ? await hashPassword(pin) : null,
    );
    return finish(saved ? s.t.alertSaved(clip(trade.name, 40), seeker.district.name) : s.t.tooManyAlerts);
  }
  const alerts = await ussd.smsAlerts(s.ctx.db, caller.id, ALERTS_SHOWN);
  if (!alerts.length) return finish(s.t.noAlerts);
  const alert = ask(s, fittedList(s.t.alertsTitle, alerts.map(namePart), s.t.back), (v) => numbered(v, alerts));
  const pin = await pinCheck(s);
  mayChange(s);
  await ussd.stopAlert(s.ctx.db, caller.id, alert.id, pin ? await hashPassword(pin) : null);
  return finish(s.t.alertStopped);
}

async function trainings(s: Session): Promise<never> {
  const next = await ussd.nextTrainings(s.ctx.db, TRAININGS_SHOWN);
  if (!next.length) return finish(s.t.noTrainings);
  const parts = next.map((t) => [t.title, clip(t.location, 30), dayOf(s.t, t.date)]);
  return finish(fittedList(s.t.trainingsTitle, parts, ''));
}

/** A new number's choice lasts the session; an account's is saved (after its PIN). */
async function chooseLanguage(s: Session): Promise<never> {
  const language = ask(s, s.t.chooseLanguage, languageOf);
  if (!s.caller) {
    setLanguage(s, language);
    return mainMenu(s);
  }
  const pin = await pinCheck(s);
  mayChange(s);
  await ussd.saveLanguage(s.ctx.db, s.caller.id, language, pin ? await hashPassword(pin) : null);
  return finish(ussdText(language).languageSaved);
}

// ---------- fitting a screen ----------

/** `text` cut to `max` characters with "…" when longer. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

const namePart = (row: Named) => [row.name];

/** The characters one numbered line of a list may take, beside its number ("1 "), to fit the screen. */
function lineWidth(head: string, foot: string, count: number): number {
  const fixed = (head ? head.length + 1 : 0) + (foot ? foot.length + 1 : 0);
  return Math.floor((BODY_MAX - fixed) / Math.max(1, count)) - '1 \n'.length;
}

/** A heading, the items numbered from 1, a footer; when too long, each item cut to an equal share of the screen. */
function listScreen(head: string, items: readonly string[], foot: string): string {
  const screen = (lines: readonly string[]) =>
    [head, ...lines.map((line, i) => `${i + 1} ${line}`), foot].filter(Boolean).join('\n');
  const whole = screen(items);
  if (whole.length <= BODY_MAX) return whole;
  const width = lineWidth(head, foot, items.length);
  return screen(items.map((item) => clip(item, width)));
}

/**
 * A numbered list whose lines are parts joined by `joiner`, the first part of each (a title) cut to the longest
 * length that lets the whole screen fit; then, if that is not enough, each line as listScreen cuts it.
 */
function fittedList(head: string, items: readonly string[][], foot: string, joiner = ' – '): string {
  const longest = Math.max(0, ...items.map((parts) => parts[0]?.length ?? 0));
  const linesAt = (width: number) => items.map(([title = '', ...rest]) => [clip(title, width), ...rest].join(joiner));
  for (let width = longest; width > MIN_TITLE; width--) {
    const body = listScreen(head, linesAt(width), foot);
    if (body.length <= BODY_MAX) return body;
  }
  return listScreen(head, linesAt(MIN_TITLE), foot);
}

/** A job's parts of its line: "Welder", "Kampala", "UGX 600k–900k", "closes 12 Dec". */
const jobParts = (t: UssdText, job: JobCard) => [
  job.title,
  job.location.name,
  payOf(t, job.min_pay, job.max_pay),
  t.closes(dayOf(t, job.submission_deadline)),
];

/** 600000 → "600k", 1500000 → "1.5m". */
function shortAmount(amount: number): string {
  if (amount >= 1_000_000) return `${Number((amount / 1_000_000).toFixed(1))}m`;
  if (amount >= 1_000) return `${Math.round(amount / 1_000)}k`;
  return String(amount);
}

function payOf(t: UssdText, min: number | null, max: number | null): string {
  if (min !== null && max !== null && min !== max) return `UGX ${shortAmount(min)}–${shortAmount(max)}`;
  const one = max ?? min;
  return one === null ? t.payNotStated : `UGX ${shortAmount(one)}`;
}

/** "2026-12-12" → "12 Dec" in the screen's language. */
function dayOf(t: UssdText, isoDay: string): string {
  const [, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return `${day ?? ''} ${t.months[(month ?? 1) - 1] ?? ''}`;
}
