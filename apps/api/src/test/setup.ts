// A console.error during a test fails it, unless the test said it expects one.
import { afterEach, beforeEach, expect, vi } from 'vitest';

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
