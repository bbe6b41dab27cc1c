/**
 * Reading and writing the catalogues' files for `npm run i18n:export` and `i18n:import` (scripts/i18n.ts): each
 * language's parts, its status file, and the source files that name a message. Written as JSON.stringify writes them
 * (two spaces, a final newline): what the files already are, so a round trip leaves them byte for byte.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PARTS, type Catalogues, type StatusFile } from './po';

const here = import.meta.dirname;
const src = path.resolve(here, '..');

export const catalogueFile = (language: string, part: string) => path.join(here, language, `${part}.json`);
export const statusFile = (language: string) => path.join(here, 'status', `${language}.json`);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function readCatalogues(language: string): Catalogues {
  return Object.fromEntries(
    PARTS.map((part) => [
      part,
      JSON.parse(readFileSync(catalogueFile(language, part), 'utf8')) as Record<string, string>,
    ]),
  ) as Catalogues;
}

export function readStatus(language: string): StatusFile {
  return JSON.parse(readFileSync(statusFile(language), 'utf8')) as StatusFile;
}

/** Writes the parts and the status file that changed (an unchanged file is not touched). */
export function writeCatalogues(language: string, catalogues: Catalogues, status: StatusFile): string[] {
  const written: string[] = [];
  const write = (file: string, text: string) => {
    if (readFileSync(file, 'utf8') === text) return;
    writeFileSync(file, text);
    written.push(path.relative(process.cwd(), file));
  };
  for (const part of PARTS) write(catalogueFile(language, part), json(catalogues[part]));
  write(statusFile(language), json(status));
  return written;
}

/** For each message id, the web app's source files that name it (as `'id'`, `"id"` or `` `id` ``), from the repository's root. */
export function messageReferences(): (id: string) => string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'test') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(src);
  const byId = new Map<string, string[]>();
  const root = path.resolve(src, '../../..');
  for (const file of files.sort()) {
    const name = path.relative(root, file).split(path.sep).join('/');
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/['"`]([a-z][a-zA-Z]*(?:\.[\w-]+)+)['"`]/g)) {
      if (!id) continue;
      const list = byId.get(id) ?? [];
      if (!list.includes(name)) list.push(name);
      byId.set(id, list);
    }
  }
  return (id) => byId.get(id) ?? [];
}
