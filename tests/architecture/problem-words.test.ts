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

  test('the scan reaches server/ and cli/', () => {
    expect(scanned).toEqual(expect.arrayContaining(['server/api.ts', 'server/calendar/booking.ts', 'server/event-streams.mjs', 'cli/gp.ts']));
  });
});
