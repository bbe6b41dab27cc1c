// Prints the gzipped JavaScript (and CSS) the home page downloads: the entry chunk, the home page's lazy chunk,
// and every chunk either imports statically. Run after `vite build` (npm run build does it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 200;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => /src\/features\/public\/home\/.*Page\.tsx$/.test(k));
const files = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.css ?? []).forEach((c) => css.add(c));
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);
if (homeKey) visit(homeKey);

const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (n) => (n / 1024).toFixed(1);
const js = [...files].reduce((sum, f) => sum + gz(f), 0);
const styles = [...css].reduce((sum, f) => sum + gz(f), 0);
console.log(
  `home page weight: ${kb(js)} KB of gzipped JavaScript in ${files.size} files, ${kb(styles)} KB of gzipped CSS` +
    `${homeKey ? '' : ' (no home page module yet: entry only)'}; budget ${BUDGET_KB} KB of JavaScript`,
);
if (js / 1024 > BUDGET_KB) {
  console.error(`the home page loads more than ${BUDGET_KB} KB of gzipped JavaScript`);
  process.exit(1);
}
