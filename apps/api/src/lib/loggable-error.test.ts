// A failed query is logged without its SQL and parameters (issue 16: a crashed demo seeding printed the password
// hashes of its INSERT).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { describeError, loggableError } from './loggable-error.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('loggableError', () => {
  it('keeps the database’s reason and SQLSTATE of a failed query, never its parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash';
    const err = await t.db
      .execute(
        sql`insert into users (username, email, password_hash) values (${'dup@example.ug'}, ${'dup@example.ug'}, ${secret}), (${'dup@example.ug'}, ${'dup@example.ug'}, ${secret})`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain(secret);
    const logged = loggableError(err);
    expect(logged).toMatchObject({ type: 'DatabaseQueryError', code: '23505' });
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(JSON.stringify(logged)).not.toContain('dup@example.ug');
    expect(describeError(err)).toMatch(
      /^a database query failed: duplicate key value violates unique constraint .* \[23505\]$/,
    );
  });

  it('keeps an ordinary error’s message and stack', () => {
    const logged = loggableError(new Error('the embedded PostgreSQL did not start'));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'the embedded PostgreSQL did not start',
      stack: expect.stringContaining('loggable-error.test'),
    });
    expect(loggableError('plain')).toEqual({ type: 'string', message: 'plain' });
  });
});
