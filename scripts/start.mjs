// npm start: build what is missing or stale (web app, server bundle), then run the server in this process.
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';

// stderr: stdout is the server's JSON log.
buildIfStale((what) => console.error(`[portal] ${what}`));
await import(path.resolve(import.meta.dirname, '../apps/api/dist/server.js'));
