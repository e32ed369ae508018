import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Words people read live in the message catalogue (lib/i18n/, issue 23): no `{ pl: '…' }` literal
 * pairs or `pl: {` word tables, no table of one language's words and no choice by language
 * (`lang === 'pl'`, `en ? … : …`) in app/, lib/, server/, cli/, db/ or scripts/ outside it. Presets
 * are data files (a regulation's own bilingual title), not code's words. Nothing waits for its move:
 * every file passes.
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}
const source = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The catalogue: lib/i18n/, and a kind's own words in its folder (lib/competitions/<kind>/<kind>-words.ts, merged into it; issue 39). */
const inCatalogue = (f: string) => f.startsWith('lib/i18n/') || /^lib\/competitions\/[a-z0-9-]+\/[a-z0-9-]+-words\.ts$/.test(f) || /\/presets\//.test(f);
/**
 * A word pair written in code (`{ pl: 'Turniej', en: … }`, in either order, a key quoted or not),
 * an entry that is a template or a function (`pl: (n) => …`), or a component's table of words (`pl: {`).
 */
const WORD_PAIR = /\{\s*pl:\s*['"`]|(^|[\s,{])pl:\s*\{|(^|[\s,{(])['"]?(pl|en)['"]?:\s*(['"`{[(]|[A-Za-z_$][\w$]*\s*=>|function\b)/m;
/**
 * A choice by language (`lang === 'pl' ? … : …`, `x == "en"`, `lang.startsWith('pl')`, `case 'en':`,
 * a ternary or a condition on a language flag such as `en ? … : …` or `isPl && …`): the catalogue's
 * tables choose by key, and lib/i18n parses a language (`langParam`, `pathLang`) or formats by it
 * (`decimalSeparator`).
 */
const LANG_CHOICE =
  /[!=]==?\s*['"`](pl|en)['"`]|['"`](pl|en)['"`]\s*[!=]==?|\.startsWith\(\s*['"`](pl|en)['"`]|\bcase\s+['"`](pl|en)['"`]\s*:|\b(en|pl|polish|english|is(Pl|En|Polish|English)|in(Polish|English))\s*(\?(?![.?:])|&&|\|\|)/;
/** A table of one language's words named for it (`POLISH_HEADERS`, `LABELS_EN`) or keyed by language (`Record<Lang, …>`). */
const LANG_TABLE = /\b(POLISH|ENGLISH)_[A-Z_]+\b|\b[A-Z][A-Z_]*_(PL|EN)\b|Record<\s*(Lang\b|['"]pl['"]\s*\|)/;
const offends = (text: string) => WORD_PAIR.test(text) || LANG_CHOICE.test(text) || LANG_TABLE.test(text);

/** Every folder that holds the product's code (issue 39: proxy.ts and the browser scripts of public/ were not looked at), and the code files at the root. */
const FOLDERS = ['app', 'lib', 'server', 'cli', 'db', 'scripts', 'public'];
const rootFiles = readdirSync(root).filter((name) => /\.(ts|mjs|js)$/.test(name) && statSync(join(root, name)).isFile());
const scanned = [...FOLDERS.flatMap(files), ...rootFiles].filter((f) => !inCatalogue(f));

describe('one message mechanism', () => {
  test('no word pairs, word tables or language choices outside the catalogue', () => {
    const offenders = scanned.filter((f) => offends(source(f)));
    expect(offenders).toEqual([]);
  });

  test('the test sees what it forbids', () => {
    expect(WORD_PAIR.test("const x = { pl: 'Turniej', en: 'Tournament' };")).toBe(true);
    expect(WORD_PAIR.test('const words = {\n  pl: {\n    title: 1 } };')).toBe(true);
    expect(LANG_CHOICE.test("lang === 'pl' ? 'Tak' : 'Yes'")).toBe(true);
    expect(LANG_CHOICE.test("'en' !== lang")).toBe(true);
    expect(WORD_PAIR.test('title: { pl: string; en: string };')).toBe(false);
  });

  test('it sees them spelled otherwise too', () => {
    // pairs and tables in other shapes
    expect(WORD_PAIR.test("{ en: 'Tournament', pl: 'Turniej' }")).toBe(true);
    expect(WORD_PAIR.test("const t = { 'pl': 'Turniej' };")).toBe(true);
    expect(WORD_PAIR.test('const count = {\n  pl: (n: number) => `${n} wierszy`,')).toBe(true);
    expect(WORD_PAIR.test('{ pl: n => `${n} wierszy` }')).toBe(true);
    expect(WORD_PAIR.test("{ quote: 'Wakaty…', en: 'Vacancies…' }")).toBe(true);
    expect(LANG_TABLE.test("const POLISH_HEADERS = { rank: 'miejsce' };")).toBe(true);
    expect(LANG_TABLE.test("const LABELS_EN = ['Rank'];")).toBe(true);
    expect(LANG_TABLE.test("const title: Record<Lang, string> = x;")).toBe(true);
    // choices in other spellings
    expect(LANG_CHOICE.test('if (lang == "pl") return x;')).toBe(true);
    expect(LANG_CHOICE.test("query.get('lang') === 'pl' ? 'pl' : 'en'")).toBe(true);
    expect(LANG_CHOICE.test("locale.startsWith('pl')")).toBe(true);
    expect(LANG_CHOICE.test("switch (lang) {\n  case 'en': return 'Yes';")).toBe(true);
    expect(LANG_CHOICE.test("const en = /^\\/en/.test(path);\nreturn en ? 'Error' : 'Błąd';")).toBe(true);
    expect(LANG_CHOICE.test("isPl ? 'Tak' : 'Yes'")).toBe(true);
    expect(LANG_CHOICE.test("{english && 'Back'}")).toBe(true);
    // and not what is no word in code
    expect(WORD_PAIR.test('label: z.object({ pl: z.string(), en: z.string() }),')).toBe(false);
    expect(WORD_PAIR.test('text: { pl: string; en: string };')).toBe(false);
    expect(LANG_CHOICE.test('interface T { en?: string }')).toBe(false);
    expect(LANG_CHOICE.test('const x = pl?.title ?? en?.title;')).toBe(false);
    expect(LANG_CHOICE.test("const rel = open ? 'open' : 'closed';")).toBe(false);
    expect(LANG_TABLE.test('const PLAYERS_PER_TEAM = 4; const ORDER_OPEN = 1;')).toBe(false);
  });
});
