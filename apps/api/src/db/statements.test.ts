// Every statement the API tests sent to the embedded PostgreSQL, PREPAREd on this run's server: the pass on
// TEST_DATABASE_URL's server (PostgreSQL 15 in CI) runs the tests whose behaviour depends on the server's version
// (docs/decisions/023) and this check for all the others, so a function, syntax or cast that version lacks fails
// here whichever test sent it. npm test records the list in its embedded pass (STATEMENT_LOG).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparableStatements, unpreparable } from '../test/statement-log.js';
import { createTestDatabase } from '../test/app.js';

const statements = preparableStatements(process.env.STATEMENT_LOG);

describe('the statements of the embedded pass', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  // Without a recorded list (a pass run on its own, not through npm test) there is nothing to check: said, not hidden.
  it.skipIf(statements === undefined)(
    'all PREPARE on this server (needs the list npm test records in its embedded pass)',
    async () => {
      expect(statements!.length).toBeGreaterThan(100);
      expect(await unpreparable(database.url, statements!)).toEqual([]);
    },
  );
});
