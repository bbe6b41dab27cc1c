// Builds what is missing or older than its sources: the web app (browser build and the server renderer's dist-ssr,
// both from one `npm run build -w @portal/web`) and the server bundle. Used by `npm start` and the benchmarks.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const at = (...p) => path.join(root, ...p);

/** The newest modification time under these paths (build output and dependencies left out). */
function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p))
        if (e !== 'node_modules' && e !== 'dist' && e !== 'dist-ssr') walk(path.join(p, e));
    } else t = Math.max(t, s.mtimeMs);
  };
  paths.forEach(walk);
  return t;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
// The builds' output to stderr: `npm start`'s stdout is the server's JSON log.
const run = (cmd) => execSync(cmd, { cwd: root, stdio: ['inherit', 2, 'inherit'] });

/** `say` prints what is being built (e.g. "[portal] building the web app"). */
export function buildIfStale(say) {
  const contract = at('packages/contract/src');
  const web = [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/public'),
    at('apps/web/scripts'),
    contract,
  ];
  const webBuiltAt = Math.min(
    builtAt(at('apps/web/dist/index.html')),
    builtAt(at('apps/web/dist-ssr/entry-server.js')),
  );
  if (webBuiltAt < newest(web)) {
    say('building the web app');
    run('npm run build --silent -w @portal/web');
  }
  if (builtAt(at('apps/api/dist/server.js')) < newest([at('apps/api/src'), at('apps/api/build.mjs'), contract])) {
    say('building the server');
    run('npm run build --silent -w @portal/api');
  }
}
