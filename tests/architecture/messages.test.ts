import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Words people read live in the message catalogue (lib/i18n/, issue 23): no `{ pl: '…' }` literal
 * pairs or `pl: {` word tables and no `lang === 'pl'` choices in app/, lib/ or server/ outside it.
 * Presets are data files (a regulation's own bilingual title), not code's words.
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}
const source = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

const inCatalogue = (f: string) => f.startsWith('lib/i18n/') || /\/presets\//.test(f);
/** A word pair written in code (`{ pl: 'Turniej', en: … }`) or a component's table of words (`pl: {`). */
const WORD_PAIR = /\{\s*pl:\s*['"`]|(^|[\s,{])pl:\s*\{/m;
/** A choice of words by language (`lang === 'pl' ? … : …`); the catalogue's tables choose by key. */
const LANG_CHOICE = /\b(lang|l)\s*[!=]==?\s*['"](pl|en)['"]|['"](pl|en)['"]\s*[!=]==?\s*(lang|l)\b/;

/**
 * Files that still build words in code, each waiting for its move into the catalogue. The list may
 * only shrink: a file that no longer offends must leave it.
 */
const NOT_YET: Record<string, string> = {
};

const scanned = ['app', 'lib', 'server'].flatMap(files).filter((f) => !inCatalogue(f));

describe('one message mechanism', () => {
  test('no word pairs, word tables or language choices outside the catalogue', () => {
    const offenders = scanned.filter((f) => !(f in NOT_YET)).filter((f) => WORD_PAIR.test(source(f)) || LANG_CHOICE.test(source(f)));
    expect(offenders).toEqual([]);
  });

  test('the files still waiting do still offend (the list only shrinks)', () => {
    const cleared = Object.keys(NOT_YET).filter((f) => !(WORD_PAIR.test(source(f)) || LANG_CHOICE.test(source(f))));
    expect(cleared).toEqual([]);
  });

  test('the test sees what it forbids', () => {
    expect(WORD_PAIR.test("const x = { pl: 'Turniej', en: 'Tournament' };")).toBe(true);
    expect(WORD_PAIR.test('const words = {\n  pl: {\n    title: 1 } };')).toBe(true);
    expect(LANG_CHOICE.test("lang === 'pl' ? 'Tak' : 'Yes'")).toBe(true);
    expect(LANG_CHOICE.test("'en' !== lang")).toBe(true);
    expect(WORD_PAIR.test('title: { pl: string; en: string };')).toBe(false);
  });
});
