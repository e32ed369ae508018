import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Problems carry a code and params only (issue 23): no producer in lib/ writes an English `message`.
 * A problem's English is filled from the catalogue where it is made (lib/problem.ts `coded`, the
 * standings' `standingsNote`); the constructors (`problem`, `trfProblem`, `leagueProblem`,
 * `eventProblem`, `teamLeagueProblem`) take no message, so `tsc` refuses one. This test finds the
 * other way words get in: a `message:` written as a string in lib/ outside the catalogue, in app/ —
 * and in server/ and cli/, whose refusals are coded problems too (`coded({ code, params })`: NOT_FOUND says
 * what was not found by `what` and `name`, FORBIDDEN why by `reason`, the catalogue has the words).
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}
const source = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A `message:` property written as words (a string or a template literal). */
const ENGLISH_MESSAGE = /\bmessage:\s*[`'"]/;

/**
 * Files that still write a problem's English where it arises: the list may only shrink. Empty since
 * server/event-streams.mjs took its two JSON refusals' words from lib/i18n/serving-words.mjs.
 */
const NOT_YET: Record<string, string> = {};

const scanned = [...files('lib').filter((f) => !f.startsWith('lib/i18n/')), ...files('server'), ...files('cli')];

/**
 * In app/ a `message` is also a value passed around: an action's empty first state (`message: ''`), a
 * problem's catalogue English after its file (`message: `${file}: ${e.message}``). Words are a string
 * whose text starts with something else than a value put in.
 */
const APP_WORDS = /\bmessage:\s*(['"`])(?!\1)(?!\$\{)/;
const appScanned = files('app');

/**
 * The other way English gets into a list of problems: a string pushed as an error, a warning, a
 * problem or a note (`errors.push(`${file}: results file of tournament "${id}" does not exist`)`, or
 * `warnings.push(...list.map((w) => `season.json: ${w}`))`), as lib/season/season-folder.ts wrote its
 * errors before issue 23 item 2. A pushed literal is words when its text outside `${…}` has a word of
 * three letters or more; a coded problem (`errors.push(seasonProblem('SEASON_RULES', …))`) is no literal.
 */
const PUSH = /\b(?:errors|warnings|problems|notes)\.push\(\s*(?:\.\.\.[\w.]+\.map\(\(?\w+\)?\s*=>\s*)?(?=[`'"])/g;
/** The text of the string literal starting at `i`, its `${…}` values blanked. */
function literalAt(text: string, i: number): string {
  const quote = text[i]!;
  let out = '';
  let j = i + 1;
  while (j < text.length && text[j] !== quote) {
    if (text[j] === '\\') {
      out += text[j + 1] ?? '';
      j += 2;
    } else if (quote === '`' && text.startsWith('${', j)) {
      let depth = 1;
      for (j += 2; j < text.length && depth > 0; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      out += ' ';
    } else out += text[j++];
  }
  return out;
}
const pushesWords = (text: string): boolean => [...text.matchAll(PUSH)].some((m) => /[A-Za-z]{3,}/.test(literalAt(text, m.index + m[0].length)));
/** Files that still push English into such a list: may only shrink (empty: the open's loader and `gp tiebreaks` are coded). */
const PUSHED_NOT_YET: string[] = [];

describe('problems carry a code and params, not words', () => {
  test('no English message is written in lib/, server/ or cli/ outside the catalogue', () => {
    expect(scanned.filter((f) => !(f in NOT_YET) && ENGLISH_MESSAGE.test(source(f)))).toEqual([]);
  });

  test('the files still waiting do still write one (the list only shrinks)', () => {
    expect(Object.keys(NOT_YET).filter((f) => !ENGLISH_MESSAGE.test(source(f)))).toEqual([]);
  });

  test('no words are written as a message in app/ (pages, actions, API routes): they come from the catalogue', () => {
    expect(appScanned.filter((f) => APP_WORDS.test(source(f)))).toEqual([]);
  });

  test('the test sees what it forbids', () => {
    expect(APP_WORDS.test("refuse([{ code: 'INVALID_FIELD', message: '\"agree\" must be true or false.' }])")).toBe(true);
    expect(APP_WORDS.test("{ code: 'X', message: `The file ${f} is bad.` }")).toBe(true);
    expect(APP_WORDS.test("useActionState(action, { ok: true, message: '' })")).toBe(false);
    expect(APP_WORDS.test('{ code: e.code, message: `${e.file ? `${e.file}: ` : \'\'}${e.message}` }')).toBe(false);
    expect(ENGLISH_MESSAGE.test("{ code: 'X', message: `Place ${p} is bad.` }")).toBe(true);
    expect(ENGLISH_MESSAGE.test("{ code: 'X', message: 'The file is empty.' }")).toBe(true);
    expect(ENGLISH_MESSAGE.test('{ code, message, params }')).toBe(false);
    // a refusal as server/ wrote one before issue 23 item 2, and as it writes one now
    expect(ENGLISH_MESSAGE.test("refuse([{ code: 'NOT_FOUND', message: `No season \"${slug}\".` }])")).toBe(true);
    expect(ENGLISH_MESSAGE.test("refuse([coded<Problem>({ code: 'NOT_FOUND', params: { what: 'season', name: slug } })])")).toBe(false);
    // the live streams' refusal as server/event-streams.mjs wrote it before, and as it writes it now
    expect(ENGLISH_MESSAGE.test("res.end(JSON.stringify({ errors: [{ code: 'TOO_MANY_STREAMS', message: 'Too many live streams are open; try again in 30 seconds.' }] }));")).toBe(true);
    expect(ENGLISH_MESSAGE.test("return JSON.stringify({ errors: [{ code, message: streamRefusalWords.en[code](params) }] });")).toBe(false);
  });

  test('no English is pushed into a list of errors, warnings, problems or notes in lib/, server/ or cli/', () => {
    expect(scanned.filter((f) => !PUSHED_NOT_YET.includes(f) && pushesWords(source(f)))).toEqual([]);
    expect(PUSHED_NOT_YET.filter((f) => !pushesWords(source(f)))).toEqual([]);
  });

  test('the scan of pushed words sees what it forbids', () => {
    // the season folder's loader as it was before issue 23 item 2, and as it is now
    expect(pushesWords('if (bytes === null) errors.push(`${season.registry}: registry file named in season.json does not exist`);')).toBe(true);
    expect(pushesWords("if (finals > 1) errors.push(`season.json: ${finals} tournaments are marked \"final\": a season has at most one Final`);")).toBe(true);
    expect(pushesWords('else warnings.push(...rules.warnings.map((w) => `season.json: ${w}`));')).toBe(true);
    expect(pushesWords("warnings.push('The file is empty.');")).toBe(true);
    expect(pushesWords("if (bytes === null) errors.push(seasonProblem('SEASON_REGISTRY_MISSING', season.registry, 0));")).toBe(false);
    expect(pushesWords("else warnings.push(...rules.ignored.map((rule) => seasonProblem('RULE_IGNORED', 'season.json', 0, { rule })));")).toBe(false);
    expect(pushesWords('errors.push(`${describe(\'en\', p, { file })}`);')).toBe(false);
    expect(pushesWords('lines.push(`Rank ${n}`);')).toBe(false);
  });

  test('the scan reaches server/ and cli/', () => {
    expect(scanned).toEqual(expect.arrayContaining(['server/api.ts', 'server/calendar/booking.ts', 'server/event-streams.mjs', 'cli/gp.ts']));
  });
});
