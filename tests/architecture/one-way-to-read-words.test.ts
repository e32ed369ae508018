import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Issue 39, item 2: two ways to say words outside the catalogue — `words(lang, TABLE)` for a page's
 * words (lib/i18n/words.ts) and `describe(lang, problem)` for a coded problem or message. The other
 * ways the code had (docs/architecture.md counts them with grep) may not come back: an `xWords(lang)`
 * accessor, `messages(lang)`, a table indexed by a language (`HOME_WORDS[lang]`, `words[lang]` of a
 * table imported under another name), and `t(lang, …)`, which is lib/i18n's own lookup.
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}
/** The catalogue: lib/i18n/ and a kind's own words (lib/competitions/<kind>/<kind>-words.ts, merged into it). */
const inCatalogue = (f: string) => f.startsWith('lib/i18n/') || /^lib\/competitions\/[a-z0-9-]+\/[a-z0-9-]+-words\.ts$/.test(f);
const code = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A language as the code names it: `lang`, `p.lang`, `'pl'`, `'en'`. */
const L = String.raw`(?:[a-z]\w*\.)?lang|'en'|'pl'`;
const FORBIDDEN: Record<string, RegExp> = {
  // a table's accessor takes the language alone; a function of a code and its values (`problemWords('en', code, params)`,
  // `placeWords('en', file, line)`: a Problem's English) is the coded messages' way, beside describe
  'an xWords(lang) accessor': new RegExp(String.raw`\b[a-z][A-Za-z0-9]*Words\((?:${L})\)`),
  'messages(lang)': new RegExp(String.raw`\bmessages\((?:${L})(?!\w)`),
  'a table indexed by a language (TABLE[lang])': new RegExp(String.raw`\b[A-Z][A-Z0-9_]+\[(?:${L})\]`),
  'a word table imported under another name and indexed by a language': /import\s*\{[^}]*\b[A-Z][A-Z0-9_]*_WORDS\s+as\s+[a-z]\w*[^}]*\}/,
  't(lang, key) outside lib/i18n': new RegExp(String.raw`(?:^|[^.\w$])t\((?:${L})(?!\w)`),
};
const offences = (text: string) => Object.entries(FORBIDDEN).flatMap(([what, re]) => (re.test(text) ? [what] : []));

const FOLDERS = ['app', 'lib', 'server', 'cli'];
const rootFiles = readdirSync(root).filter((name) => /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') && statSync(join(root, name)).isFile());
const scanned = [...FOLDERS.flatMap(files), ...rootFiles].filter((f) => !inCatalogue(f));

describe('one way to read words', () => {
  test('no accessor, messages(), TABLE[lang] or t() outside the catalogue', () => {
    const found = scanned.flatMap((f) => offences(code(f)).map((what) => `${f}: ${what}`));
    expect(found).toEqual([]);
    expect(scanned.length).toBeGreaterThan(300);
  });

  test('the test sees what it forbids', () => {
    expect(offences("const w = homeWords(lang);")).toEqual(['an xWords(lang) accessor']);
    expect(offences('const w = entriesWords(p.lang);')).toEqual(['an xWords(lang) accessor']);
    expect(offences("const m = messages('en');")).toEqual(['messages(lang)']);
    expect(offences('const w = EMBED_WORDS[p.lang];')).toEqual(['a table indexed by a language (TABLE[lang])']);
    expect(offences("return PAGE_TITLES['pl'][key];")).toEqual(['a table indexed by a language (TABLE[lang])']);
    expect(offences("import { LEAGUE_LEGEND_WORDS as words } from '@/lib/competitions/x/x-words';")).toEqual(['a word table imported under another name and indexed by a language']);
    expect(offences("{t(lang, 'noSuchLeague')}")).toEqual(['t(lang, key) outside lib/i18n']);
    expect(offences("message: t('en', 'BUSY')")).toEqual(['t(lang, key) outside lib/i18n']);
  });

  test('and lets the two ways through', () => {
    expect(offences('const w = words(lang, HOME_WORDS);')).toEqual([]);
    expect(offences("describe(lang, { code: 'BUSY' })")).toEqual([]);
    expect(offences('const x = obj.t(lang);')).toEqual([]);
    expect(offences('s.rules.categories.map((c) => c.label[lang])')).toEqual([]);
    expect(offences("problemWords('en', code, params)")).toEqual([]);
  });

  test('words() imports nothing a client component would carry', () => {
    const imports = code('lib/i18n/words.ts').match(/^import .*$/gm) ?? [];
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
  });
});
