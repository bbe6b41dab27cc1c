// The PO export and import for translators (issue 32): an export imported again leaves every catalogue and status
// file byte for byte, a translator's reviewed or changed wording lands in its part, and a broken one changes nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFile, messageReferences, readCatalogues, readStatus, statusFile } from './catalogueFiles';
import { applyPo, parsePo, PARTS, toPo, whereItShows } from './po';

const english = readCatalogues('en');
const references = messageReferences();
const exported = (language: string) =>
  toPo({ language, english, translated: readCatalogues(language), status: readStatus(language), references });
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe('PO files of the catalogues', () => {
  it.each(['sw', 'lg'])('%s: export then import leaves the catalogues and the status byte-identical', (language) => {
    const result = applyPo(exported(language), english, readCatalogues(language), readStatus(language));
    expect(result.problems).toEqual([]);
    expect(result.language).toBe(language);
    for (const part of PARTS)
      expect(json(result.translated[part]) === readFileSync(catalogueFile(language, part), 'utf8'), part).toBe(true);
    expect(json(result.status)).toBe(readFileSync(statusFile(language), 'utf8'));
  });

  it('gives each message its id, English source, wording, where it shows, the files that use it and its status', () => {
    const { entries } = parsePo(exported('sw'));
    const close = entries.find((e) => e.context === 'common.close');
    expect(close).toEqual({
      context: 'common.close',
      source: 'Close',
      text: readCatalogues('sw').common['common.close'],
      fuzzy: true,
    });
    const po = exported('sw');
    const block = po.split('\n\n').find((b) => b.includes('msgctxt "common.close"')) ?? '';
    expect(block).toContain(`#. Where it shows: ${whereItShows('common.close', 'common')}`);
    expect(block).toMatch(/^#: apps\/web\/src\/.+\.tsx$/m);
    const server = entries.find((e) => e.context.startsWith('server:'));
    expect(server?.source).toBe(server?.context.slice('server:'.length));
  });

  it('takes a translator’s reviewed and changed wordings, keeping every other line', () => {
    const sw = readCatalogues('sw');
    const po = exported('sw').replace(
      /#, fuzzy\nmsgctxt "common.close"\nmsgid "Close"\nmsgstr ".*"/,
      'msgctxt "common.close"\nmsgid "Close"\nmsgstr "Funga \\"sasa\\""',
    );
    const result = applyPo(po, english, sw, readStatus('sw'));
    expect(result.problems).toEqual([]);
    expect(result.translated.common['common.close']).toBe('Funga "sasa"');
    expect(result.status['common.close']).toBe('reviewed');
    const before = readFileSync(catalogueFile('sw', 'common'), 'utf8').split('\n');
    const after = json(result.translated.common).split('\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual(['  "common.close": "Funga \\"sasa\\"",']);
  });

  it('refuses unknown ids and wordings that lose a placeholder, changing nothing for them', () => {
    const po = `${exported('lg')}\nmsgctxt "common.nothing"\nmsgid "x"\nmsgstr "y"\n`.replace(
      /msgctxt "common.couldNotLoad"\nmsgid "(.*)"\nmsgstr ".*"/,
      'msgctxt "common.couldNotLoad"\nmsgid "$1"\nmsgstr "Tetusobodde"',
    );
    const lg = readCatalogues('lg');
    const result = applyPo(po, english, lg, readStatus('lg'));
    expect(result.problems.map((p) => p.split(':')[0])).toEqual(['common.couldNotLoad', 'common.nothing']);
    expect(result.translated.common['common.couldNotLoad']).toBe(lg.common['common.couldNotLoad']);
  });
});
