import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { complianceChecks as checksOf, tournamentFormatOf, type PlannedTournament } from '@/lib/calendar/compliance';
import { resolveRules } from '@/lib/series/rules';
import { describeCompliance, fieldNames } from '@/lib/i18n/catalogue';
import { t as say } from '@/lib/i18n/t';

const wm = resolveRules('warmia-mazury-2018', {});
if (!wm.ok) throw new Error('preset');
/** The Warmia-Mazury season's thresholds (rule set `rounds` and `tournamentFormat`). */
const complianceChecks = (plan: PlannedTournament) => checksOf(plan, tournamentFormatOf(wm.rules));

/** Words of English a Polish sentence must not contain, and the internal names a page must never show. */
const ENGLISH = /\b(the|is|are|entry fee|prize for|planned|not given|rounds)\b/i;
const INTERNAL = /junior18OrVeteran|womanOrJunior14|FEE_|PRIZE_|prizes\.|fees\./;

describe('a Polish page says everything in Polish, without internal field names (issue 11, defect 3)', () => {
  const plan = { rounds: 7, tempo: "60'", fees: { adult: 30, junior18OrVeteran: 25, womanOrJunior14: 20 }, prizes: { places: [100, null, null, null, null, null], category: 10, drawn: null } };

  test.each(complianceChecks(plan).map((c) => ({ code: c.code, c })))('the regulation check $code', ({ c }) => {
    const pl = describeCompliance('pl', c);
    const en = describeCompliance('en', c);
    expect(pl).not.toMatch(ENGLISH);
    expect(pl).not.toMatch(INTERNAL);
    expect(en).not.toMatch(INTERNAL);
    expect(pl).not.toBe(en);
  });

  test('a broken fee cap names the fee group as the form does, with the planned amount in złoty', () => {
    const fee = complianceChecks(plan).find((c) => c.code === 'FEE_junior18OrVeteran')!;
    expect(fee.ok).toBe(false);
    expect(describeCompliance('pl', fee)).toBe('wpisowe juniorów do 18 lat i zawodników 60+ ≤ 20 zł (planowane: 25 zł)');
    expect(describeCompliance('en', fee)).toBe('entry fee for juniors up to 18 and players 60+ ≤ 20 PLN (planned: 25 PLN)');
    const prize = complianceChecks(plan).find((c) => c.code === 'PRIZE_2')!;
    expect(describeCompliance('pl', prize)).toBe('nagroda za 2. miejsce ≥ 160 zł (nie podano)');
    expect(describeCompliance('pl', complianceChecks(plan)[0]!)).toBe('9 rund (planowane: 7)');
  });

  test.each([
    { fields: 'crId', pl: 'Nieprawidłowa wartość: ID CR.', en: 'Invalid value: CR id.' },
    { fields: 'fees.junior18OrVeteran, prizes.places.2', pl: 'Nieprawidłowa wartość: wpisowe juniorów do 18 lat i zawodników 60+, nagroda za 3. miejsce.', en: 'Invalid value: entry fee for juniors up to 18 and players 60+, prize for place 3.' },
    { fields: 'someInternalThing', pl: 'Nieprawidłowa wartość: pole formularza.', en: 'Invalid value: a form field.' },
  ])('an invalid form value names the field in words: $fields', ({ fields, pl, en }) => {
    expect(say('pl', 'INVALID_FIELD', { field: fields })).toBe(pl);
    expect(say('en', 'INVALID_FIELD', { field: fields })).toBe(en);
    expect(fieldNames('pl', fields)).not.toMatch(INTERNAL);
  });
});

/** Every `pattern` attribute of the site's forms, as the browser compiles it: with the `v` flag. */
function patterns(dir: string): { file: string; pattern: string }[] {
  const out: { file: string; pattern: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx|ts)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    for (const m of readFileSync(file, 'utf8').matchAll(/pattern="([^"]*)"/g)) out.push({ file, pattern: m[1]! });
  }
  return out;
}

test.each(patterns(join(import.meta.dirname, '..', '..', 'app')))('the form pattern $pattern ($file) is a valid v-flag expression (defect 4)', ({ pattern }) => {
  expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
});

test('a planned number of rounds is a count, a fee an amount (the rounds once came out as "7 zł")', () => {
  expect(describeCompliance('pl', { code: 'RULE_ROUNDS', ok: false, message: '', params: { max: 9, planned: 7 } })).toBe('9 rund (planowane: 7)');
  expect(describeCompliance('en', { code: 'RULE_ROUNDS', ok: false, message: '', params: { max: 9, planned: 7 } })).toBe('9 rounds (planned: 7)');
  expect(describeCompliance('pl', { code: 'FEE_adult', ok: false, message: '', params: { max: 25, planned: 30 } })).toBe('wpisowe dorosłych ≤ 25 zł (planowane: 30 zł)');
});
