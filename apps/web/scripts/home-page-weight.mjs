// What the home page downloads before it is interactive, as the server sends it: the brotli files written beside
// each asset by the build (vite.config.ts, precompress), for the entry chunk, the home page's lazy chunk, every chunk
// either imports statically, and their CSS (the entry's linked; the page's own sent inside the HTML, where it
// weighs about as much). The build fails over the budget. Run after `vite build` (the web build does it).
// It also fails when a public page (or the job page's report button) would load zod and the phone library: a fifth
// of a megabyte that only forms need, once pulled onto every job page by a helper imported from a schema module.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Issue 10's budget, plus the measured cost of the languages (docs/decisions/018: Lingui's runtime, the language menu
// and the catalogue's common part, 4 KB). React 19, React Router, TanStack Query and Mantine's provider alone are
// 96 KB of it (docs/decisions/008 says where the rest goes). 1 KB more for issue 32 (decision 027): the job cards'
// lookup names in the reader's language, files shown at same-origin paths and the translated accepted wordings left
// the home page with no headroom, and a build's chunk hashes alone move its weight by ±150 bytes.
const BUDGET_KB = { js: 125, css: 20 };

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => /src\/features\/public\/home\/.*Page\.tsx$/.test(k));
const scripts = new Set();
const styles = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  (chunk.css ?? []).forEach((c) => styles.add(c));
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);
if (homeKey) visit(homeKey);
// The common part of the language's catalogue comes before the first render (src/lib/i18n): English's is counted,
// as a first visit with an English browser loads it (the others weigh about as much).
const catalogueKey = Object.keys(manifest).find((k) => /src\/locales\/en\/common\.catalogue\.js$/.test(k));
if (catalogueKey) visit(catalogueKey);

/** Bytes on the wire for a browser that accepts brotli: the .br file, or the file itself where none was written. */
const sent = (file) => {
  const br = path.join(dist, `${file}.br`);
  return statSync(existsSync(br) ? br : path.join(dist, file)).size;
};
const kb = (n) => (n / 1024).toFixed(1);
const sum = (files) => [...files].reduce((total, f) => total + sent(f), 0);
const js = sum(scripts);
const css = sum(styles);

console.log(
  `home page weight (brotli, as sent): ${kb(js)} KB (${js} bytes) of JavaScript in ${scripts.size} files, ${kb(css)} KB of CSS in ` +
    `${styles.size} files; budget ${BUDGET_KB.js} KB of JavaScript, ${BUDGET_KB.css} KB of CSS` +
    `${homeKey ? '' : ' (no home page module found: entry only)'}`,
);
const over = [];
if (js / 1024 > BUDGET_KB.js) over.push(`JavaScript (${kb(js)} KB > ${BUDGET_KB.js} KB)`);
if (css / 1024 > BUDGET_KB.css) over.push(`CSS (${kb(css)} KB > ${BUDGET_KB.css} KB)`);
if (over.length > 0) {
  console.error(`the home page loads too much ${over.join(' and ')}; the largest files:`);
  [...scripts, ...styles]
    .map((f) => [f, sent(f)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .forEach(([f, n]) => console.error(`  ${kb(n).padStart(6)} KB  ${f}`));
  process.exit(1);
}

// No public page loads zod (the chunk of the contract's schemas, found by its content).
const zodChunks = new Set(
  Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && /ZodError|\$ZodType/.test(readFileSync(path.join(dist, c.file), 'utf8')))
    .map((c) => c.file),
);
const withZod = Object.keys(manifest)
  .filter((k) => /^src\/features\/public\/.*\/pages\/[^/]+Page\.tsx$/.test(k) || /\/(ReportJob|Footer)\.tsx$/.test(k))
  .filter((k) => {
    const files = new Set();
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(walk);
    };
    walk(k);
    return [...files].some((f) => zodChunks.has(f));
  });
if (zodChunks.size === 0) {
  console.error('no chunk with zod found: the check of the public pages no longer knows what to look for');
  process.exit(1);
}
if (withZod.length > 0) {
  console.error(
    `these public pages load zod (import plain values from a module without schemas): ${withZod.join(', ')}`,
  );
  process.exit(1);
}
