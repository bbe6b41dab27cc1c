// The web app's English messages (apps/web/src/locales/en), for tests that find a control by a label the app's
// definitions name by message id (the contract's job filters).
import { readFileSync } from 'node:fs';

const english: Record<string, string> = Object.assign(
  {},
  ...['common', 'pages', 'work'].map(
    (part) => JSON.parse(readFileSync(`apps/web/src/locales/en/${part}.json`, 'utf8')) as Record<string, string>,
  ),
);

/** The English text of message `id`, its `{name}` placeholders filled from `values`. */
export function message(id: string, values: Record<string, string> = {}): string {
  const text = english[id];
  if (text === undefined) throw new Error(`no English message "${id}"`);
  return text.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);
}
