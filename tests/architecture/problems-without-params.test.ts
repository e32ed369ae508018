import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { entryOf, hasMessage, type MessageCode } from '@/lib/i18n/catalogue';
import { describe as say } from '@/lib/i18n/t';
import { zipSync } from 'fflate';
import { coded, said, type Problem } from '@/lib/problem';
// every registered kind's words merged into the catalogue (a kind's codes are its folder's, issue 39)
import '@/lib/competitions/registry';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';

/**
 * Issue 40 (the walk: "This zip archive is not a spreadsheet…" and "The player has no name." on
 * Polish pages): `describe` says a problem made without params in its English when the catalogue's
 * Polish reads params (it cannot tell a missing value from an optional one). So every problem made
 * without params — `problem('CODE', line)`, `coded({ code: 'CODE' })` in lib/, server/, app/ — must
 * have words that read none, and a Polish page then says it in Polish.
 */
const root = process.cwd();
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const WITHOUT_PARAMS = [/\bproblem\('([A-Z][A-Z0-9_]+)', [^,()]+\)/g, /\bcoded<\w+>\(\{ (?:line: [^,{}]+, )?code: '([A-Z][A-Z0-9_]+)'(?:, line: [^,{}]+)? \}\)/g];

const made = new Map<string, string>();
for (const f of [...files('lib'), ...files('server'), ...files('app')]) {
  const text = readFileSync(join(root, f), 'utf8');
  for (const re of WITHOUT_PARAMS) for (const m of text.matchAll(re)) if (!made.has(m[1]!)) made.set(m[1]!, f);
}

test('the scan finds the problems made without params', () => {
  expect(made.size).toBeGreaterThan(20);
  expect(made.get('EMPTY_FILE')).toBeDefined();
});

test.each([...made].map(([code, file]) => ({ code, file })))('$code ($file) is said in Polish on a Polish page', ({ code }) => {
  expect(hasMessage(code)).toBe(true);
  const english = entryOf(code as MessageCode).en({});
  const p: Problem = said<Problem>({ code });
  expect(say('pl', p, 'none')).not.toBe(english);
  expect(say('en', p, 'none')).toBe(english);
});

test('the two the walk met, in Polish', () => {
  // a zip that is no workbook (a .docx, a folder zipped) — as the upload reads it
  const read = readWorkbook(zipSync({ 'word/document.xml': new TextEncoder().encode('<w:document/>') }));
  expect(read.ok).toBe(false);
  if (!read.ok) expect(say('pl', read.errors[0]!, 'none')).toMatch(/^To archiwum zip nie jest arkuszem kalkulacyjnym/);
  // a register entry added by hand without a name (server/workspace/registry.ts)
  expect(say('pl', coded<Problem>({ code: 'MISSING_NAME' }), 'none')).toBe('Brak nazwiska zawodnika.');
});
