// Translators' PO files (issue 32, README "Translations"):
//   npm run i18n:export [-- --out DIR]   writes DIR/sw.po and DIR/lg.po (default ./translations, not committed)
//   npm run i18n:import -- FILE.po …     puts each file's wordings and statuses into apps/web/src/locales
// An import refuses the whole file when an entry names no message or loses a placeholder, and lists them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LANGUAGES } from '@portal/contract';
import {
  messageReferences,
  readCatalogues,
  readStatus,
  writeCatalogues,
} from '../apps/web/src/locales/catalogueFiles.ts';
import { applyPo, toPo } from '../apps/web/src/locales/po.ts';

const [command, ...args] = process.argv.slice(2);

if (command === 'export') {
  const at = args.indexOf('--out');
  const out = path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'translations');
  mkdirSync(out, { recursive: true });
  const english = readCatalogues('en');
  const references = messageReferences();
  for (const language of TRANSLATED_LANGUAGES) {
    const file = path.join(out, `${language}.po`);
    writeFileSync(
      file,
      toPo({ language, english, translated: readCatalogues(language), status: readStatus(language), references }),
    );
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} else if (command === 'import' && args.length > 0) {
  let failed = false;
  for (const file of args) {
    const po = readFileSync(file, 'utf8');
    const language = /^"Language:\s*(\w+)/m.exec(po)?.[1] ?? '';
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      console.error(`${file}: its header names no language the portal translates (Language: sw or lg)`);
      failed = true;
      continue;
    }
    const result = applyPo(po, readCatalogues('en'), readCatalogues(language), readStatus(language));
    if (result.problems.length > 0) {
      console.error(`${file}: nothing imported, ${result.problems.length} entries to fix:`);
      for (const problem of result.problems) console.error(`  ${problem}`);
      failed = true;
      continue;
    }
    const written = writeCatalogues(language, result.translated, result.status);
    const reviewed = Object.keys(result.status).length;
    console.log(`${file}: ${written.length ? `updated ${written.join(', ')}` : 'no change'} (${reviewed} reviewed)`);
  }
  process.exitCode = failed ? 1 : 0;
} else {
  console.error('usage: npm run i18n:export [-- --out DIR] | npm run i18n:import -- FILE.po …');
  process.exitCode = 2;
}
