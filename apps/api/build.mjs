// Bundles the server to plain JavaScript for `npm start` (node cannot run TypeScript). Packages stay external,
// except the workspace contract, which is TypeScript source and is bundled in.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const out = path.join(here, 'dist');
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: [
    path.join(here, 'src/server.ts'),
    path.join(here, 'src/cli/demo-cli.ts'),
    path.join(here, 'src/cli/migrate-cli.ts'),
    path.join(here, 'src/cli/media-to-s3-cli.ts'),
    path.join(here, 'src/cli/create-user-cli.ts'),
    path.join(here, 'src/cli/backup-cli.ts'),
  ],
  outdir: out,
  // dist/server.js, dist/migrate-cli.js, dist/demo-cli.js side by side: each finds dist/migrations next to itself.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Migrations are read at run time, next to the bundle.
await cp(path.join(here, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
