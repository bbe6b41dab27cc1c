// What every module receives: built once in server.ts (or by the tests) and handed to buildApp.
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { FileSigner } from './lib/signed-files.js';
import type { Storage } from './lib/storage.js';
import type { TokenService } from './lib/tokens.js';

export type AppDeps = {
  config: Pick<Config, 'publicUrl' | 'webDistDir' | 'logLevel'> & Partial<Pick<Config, 'trustProxy' | 'contact'>>;
  db: Database;
  storage: Storage;
  tokens: TokenService;
  /** Signs short-lived links to private files. */
  files: FileSigner;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
