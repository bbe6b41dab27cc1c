// Every SQL statement the API tests send, so that a run on another PostgreSQL version can check each of them
// without running every test again (docs/decisions/023). The embedded pass records (STATEMENT_LOG=<folder>: each
// test process appends what it sent), keeps what its own server can PREPARE, and the pass on TEST_DATABASE_URL's
// server PREPAREs that list there (src/db/statements.test.ts): a function, a syntax or a cast one version lacks
// fails there, whichever test sent it.
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The list the embedded pass leaves for the other: statements its server could PREPARE. */
const PREPARABLE_FILE = 'preparable.json';

/** Statements PREPARE accepts (the others, DDL, SET, transaction control, are not planned). */
const PLANNED = /^\s*(\(?\s*select|insert|update|delete|with|values|merge)\b/i;

type QueryArgs = [config: string | { text?: string }, ...rest: unknown[]];

let recording = true;

/**
 * Runs work whose statements are meant for this server's version only (a test that checks the version first), left
 * out of the list the next server checks.
 */
export async function forThisServerOnly<T>(work: () => Promise<T>): Promise<T> {
  recording = false;
  try {
    return await work();
  } finally {
    recording = true;
  }
}

const seen = new Set<string>();
let installed = false;

/** In a test process: record the text of every statement any pg client sends, appended to the folder at each `onEnd`. */
export function recordStatements(folder: string, onEnd: (write: () => void) => void) {
  // Once per process: test files share their process's modules (vitest.config.ts, isolate: false).
  if (!installed) {
    installed = true;
    const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown };
    const query = prototype.query;
    prototype.query = function (this: unknown, ...args: QueryArgs) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      if (recording && text && PLANNED.test(text)) seen.add(text);
      return query.apply(this, args);
    };
  }
  onEnd(() => {
    if (seen.size === 0) return;
    appendFileSync(
      path.join(folder, `${process.pid}.jsonl`),
      `${[...seen].map((s) => JSON.stringify(s)).join('\n')}\n`,
    );
    seen.clear();
  });
}

function loggedStatements(folder: string): string[] {
  const all = new Set<string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(path.join(folder, file), 'utf8').split('\n'))
      if (line) all.add(JSON.parse(line) as string);
  }
  return [...all];
}

/** The statements this database cannot PREPARE, each with the server's message. */
export async function unpreparable(url: string, statements: string[]): Promise<{ statement: string; error: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const failures: { statement: string; error: string }[] = [];
  try {
    for (const statement of statements) {
      try {
        await client.query(`PREPARE portal_check AS ${statement}`);
        await client.query('DEALLOCATE portal_check');
      } catch (error) {
        failures.push({ statement, error: (error as Error).message });
      }
    }
  } finally {
    await client.end();
  }
  return failures;
}

/** At the end of the recording pass: keep what its server PREPAREs (a test's deliberate nonsense is left out). */
export async function writePreparable(folder: string, url: string): Promise<number> {
  const statements = loggedStatements(folder);
  const refused = new Set((await unpreparable(url, statements)).map((f) => f.statement));
  const preparable = statements.filter((s) => !refused.has(s)).sort();
  writeFileSync(path.join(folder, PREPARABLE_FILE), JSON.stringify(preparable));
  return preparable.length;
}

/** The list a recording pass left in the folder, or undefined when there is none. */
export function preparableStatements(folder: string | undefined): string[] | undefined {
  if (!folder || !existsSync(path.join(folder, PREPARABLE_FILE))) return undefined;
  return JSON.parse(readFileSync(path.join(folder, PREPARABLE_FILE), 'utf8')) as string[];
}
