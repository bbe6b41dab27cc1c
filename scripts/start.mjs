// npm start: build what is missing or stale (web app, server bundle), then run the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach(walk);
  return t;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const contract = at('packages/contract/src');
const webSources = [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/public'), contract];
// The browser build and the server renderer's build (dist-ssr) come from one `npm run build`.
const webBuiltAt = Math.min(builtAt(at('apps/web/dist/index.html')), builtAt(at('apps/web/dist-ssr/entry-server.js')));
if (webBuiltAt < newest(webSources)) {
  console.log('[portal] building the web app');
  run('npm run build --silent -w @portal/web');
}
if (builtAt(at('apps/api/dist/server.js')) < newest([at('apps/api/src'), at('apps/api/build.mjs'), contract])) {
  console.log('[portal] building the server');
  run('npm run build --silent -w @portal/api');
}
await import(at('apps/api/dist/server.js'));
