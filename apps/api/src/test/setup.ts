// A console.error during a test fails it, unless the test said it expects one.
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { recordStatements } from './statement-log.js';

// The embedded pass of npm test records the statements it sends (statement-log.ts).
if (process.env.STATEMENT_LOG && !process.env.TEST_DATABASE_URL) recordStatements(process.env.STATEMENT_LOG, afterAll);

let expected = false;
export const expectConsoleError = () => {
  expected = true;
};

beforeEach(() => {
  expected = false;
  vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls;
  vi.mocked(console.error).mockRestore();
  if (!expected) expect(calls, 'console.error was called').toEqual([]);
});
