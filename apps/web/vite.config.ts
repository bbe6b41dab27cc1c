/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:8000';
// The API serves /api and uploaded files under /media; in development both live on the API's port.
const proxy = { '/api': { target: backend, changeOrigin: true }, '/media': { target: backend, changeOrigin: true } };

/**
 * React Router's package points every import at its development build (warnings, checks, ~3 KB of brotli more on
 * the home page's first download); a build uses the production one it ships beside it. The dev server and the unit
 * tests keep the development build and its warnings.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/** The modules the service worker precaches with everything they import (`toasts`, the offline page: see `pwa` below). */
const PRECACHED_MODULES = ['src/lib/toasts.tsx', 'src/app/pages/OfflinePage.tsx'];

/**
 * The files of PRECACHED_MODULES and of every chunk they import, with their CSS, from the build's manifest: how the
 * chunks are cut changes with the pages, so a pattern of names cannot say which shared chunks the toasts need.
 */
const precacheModuleClosures = async (entries: Array<{ url: string; revision: string | null; size: number }>) => {
  const dist = fileURLToPath(new URL('./dist/', import.meta.url));
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(walk);
  };
  PRECACHED_MODULES.forEach(walk);
  const listed = new Set(entries.map((e) => e.url));
  const added = await Promise.all(
    [...files]
      .filter((file) => !listed.has(file) && file !== 'index.html')
      .map(async (url) => ({ url, revision: null, size: (await readFile(path.join(dist, url))).length })),
  );
  return { manifest: [...entries, ...added] };
};

/**
 * The installable app (issue 17): the manifest Android's "Add to home screen" reads, and the service worker
 * (src/sw.ts) with the app shell's files to precache. Registered by the app itself (src/lib/offline.ts), which
 * also shows the update prompt: no registration script of the plugin's in the first download.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: {
      id: '/',
      name: 'Uganda TVET Skills & Jobs Portal',
      short_name: 'TVET Jobs',
      description: "Jobs, trainings and skills competitions for Uganda's technical and vocational graduates.",
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#075c4a',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell only: the page chunks are kept as they are used (src/sw.ts), not all downloaded at install (nor the
      // catalogues' `work` part: the providers' areas are not used offline). The toasts come too: offline, "your application will be sent" must be able to show; and the offline page, shown in place of a page never opened here.
      globPatterns: [
        'index.html',
        'assets/index-*.{js,css}',
        'assets/{common,pages}.catalogue-*.js',
        'favicon.svg',
        'icon-192.png',
        'default-avatar.svg',
      ],
      globIgnores: ['**/*.br', '**/*.gz'],
      // The toasts and the offline page with the shared chunks they import.
      manifestTransforms: [precacheModuleClosures],
      // The worker's own bundle, built with the app's resolve settings.
      rollupFormat: 'es',
    },
  });

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text file of the client build,
 * where that is smaller: the server sends them as they are (@fastify/static `preCompressed`), so the slow, best
 * compression is paid once here instead of on every request. Folders starting with a dot (.vite) are not served.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle: vite-plugin-pwa writes the worker (sw.js) in its own.
    closeBundle: { order: 'post', sequential: true, handler: compressAll },
  };

  async function compressAll() {
    const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && TEXT_FILE.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .filter(
        (f) =>
          !path
            .relative(outDir, f)
            .split(path.sep)
            .some((part) => part.startsWith('.')),
      );
    await Promise.all(
      files.map(async (file) => {
        const bytes = await readFile(file);
        const [br, gz] = await Promise.all([
          toBrotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      }),
    );
  }
}

/**
 * The message catalogues (src/lib/i18n): `virtual:catalogue/<language>/<part>` is src/locales/<language>/<part>.json
 * with each ICU message compiled by Lingui, so the browser downloads no message parser. Its module id names a file
 * beside the catalogue (not a real one) for the build's manifest: the server links a page's catalogues by it.
 */
function catalogues(): Plugin {
  const PREFIX = 'virtual:catalogue/';
  const CATALOGUE_ID = /[\\/]src[\\/]locales[\\/](\w+)[\\/](\w+)\.catalogue\.js$/;
  return {
    name: 'portal:catalogues',
    enforce: 'pre',
    resolveId(source) {
      const [language, part] = source.startsWith(PREFIX) ? source.slice(PREFIX.length).split('/') : [];
      return language && part && /^\w+$/.test(language) && /^\w+$/.test(part)
        ? path.join(root, 'src/locales', language, `${part}.catalogue.js`)
        : null;
    },
    async load(id) {
      const [, language, part] = CATALOGUE_ID.exec(id) ?? [];
      if (!language || !part) return null;
      const file = path.join(root, 'src/locales', language, `${part}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/**
 * Lingui's plural messages (`{count, plural, one {# job} other {# jobs}}`) build an `Intl.NumberFormat` for `#`, even
 * where the message shows no number; a page's first NumberFormat loads ICU's number data, 50–150 ms on a phone's CPU
 * in the middle of hydration (issue 31: the largest single function in the profiles of `/jobs` and the home page).
 * Whole numbers with Lingui's default format get the contract's `formatCount` instead, which prints what en-UG and sw
 * print (grouped by thousands; Luganda uses en-UG's formats, src/lib/i18n); anything else still goes to Intl. The build
 * fails if Lingui's code no longer has the line this replaces.
 */
function linguiWholeNumbers(): Plugin {
  const CONSTRUCT = '() => new Intl.NumberFormat(_locales, format)';
  const money = path.join(root, '../../packages/contract/src/money.ts');
  return {
    name: 'portal:lingui-whole-numbers',
    transform(code, id) {
      if (!/[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(CONSTRUCT)) this.error(`@lingui/core no longer builds its number formats with ${CONSTRUCT}`);
      const whole = `() => format === undefined ? { format: (value) => Number.isSafeInteger(value) ? formatCount(value) : new Intl.NumberFormat(_locales).format(value) } : new Intl.NumberFormat(_locales, format)`;
      return {
        code: `import { formatCount } from ${JSON.stringify(money)};\n${code.replace(CONSTRUCT, whole)}`,
        map: null,
      };
    },
  };
}

/**
 * The modules the home page needs beyond the entry's (its components' Mantine parts, the job card, the search bar,
 * the list helpers), gathered once the module graph is known, for the `public` chunk below. Its own files
 * (features/public/home) stay in its page chunk.
 */
const homeShared = new Set<string>();
const HOME_PAGE = /[\\/]features[\\/]public[\\/]home[\\/]pages[\\/]HomePage\.tsx$/;
function collectHomeShared(): Plugin {
  return {
    name: 'portal:home-shared',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildEnd() {
      homeShared.clear();
      const ids = [...this.getModuleIds()];
      const staticClosure = (from: string[], stop: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id) || stop.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(walk);
        };
        from.forEach(walk);
        return seen;
      };
      const initial = staticClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const home = ids.find((id) => HOME_PAGE.test(id));
      if (!home) return;
      for (const id of staticClosure([home], initial))
        if (!/[\\/]features[\\/]public[\\/]home[\\/]/.test(id)) homeShared.add(id);
    },
  };
}

/**
 * Chunks whose static imports the entry preloads when it imports them: the header's login modal and compact menu
 * (opened at once). For the pages' chunks the entry lists none: each such list names files by hash, which brotli
 * cannot shrink, and they cost the home page ~3 KB (issue 10's budget). A first visit's chunks are requested by the
 * server-rendered page itself (apps/api/src/modules/web/server-render.ts); a later page fetches its shared chunks
 * after its own.
 */
const PRELOADED_CHUNK = /^assets\/(?:LoginModal|MenuDrawer)-[\w-]+\.js$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    catalogues(),
    linguiWholeNumbers(),
    react(),
    ...(isSsrBuild ? [] : [pwa()]),
    precompress(),
    collectHomeShared(),
  ],
  // `@/lib/api` is src/lib/api wherever the importing file sits (tsconfig.json says the same to TypeScript).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      ...(command === 'build' ? ROUTER_PRODUCTION : []),
    ],
  },
  server: { proxy },
  // Unit tests read the English catalogue, as a first visit with an English browser does.
  test: { setupFiles: ['src/test/english.ts'] },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The manifest lets scripts/home-page-weight.mjs add up what the home page downloads.
    manifest: true,
    modulePreload: {
      // Every browser the portal supports (ES modules, dynamic import) knows <link rel="modulepreload">.
      polyfill: false,
      resolveDependencies: (file, deps, { hostType, hostId }) =>
        hostType === 'html' || !/^assets\/index-/.test(hostId) || PRELOADED_CHUNK.test(file) ? deps : [],
    },
    rolldownOptions: {
      // The browser's chunks only; the server build (apps/web/dist-ssr) is split as rolldown chooses.
      output: isSsrBuild
        ? {}
        : {
            // Fewer, larger chunks for the first visit: every module the entry imports statically in one chunk (instead
            // of a dozen small shared ones), and the home page's shared modules in another (`public`, used by the other
            // public pages too). Each file costs a request on a slow link, and brotli compresses one file better than
            // twenty: measured on the home page, 141.1 KB of brotli JavaScript in 29 files became 132.0 KB in 3.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                { name: 'public', test: (id) => homeShared.has(id) },
              ],
            },
          },
      // The contract's modules only declare things; marking them side-effect free lets a page that imports a
      // constant leave the zod schemas (and zod) out of its chunk.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
}));
