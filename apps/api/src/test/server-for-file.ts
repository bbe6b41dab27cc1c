// A test server (SMTP sink, fake SMS gateway, …) that lives as long as the calling test file.
import { afterAll, beforeAll } from 'vitest';

/** Starts the server before the file's tests and closes it after them; the answer gives it to a test. */
export function serverForFile<S extends { close: () => Promise<void> }>(start: () => Promise<S>): () => S {
  let server: S | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the test server starts before the tests');
    return server;
  };
}
