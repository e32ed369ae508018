import { rulesInEnglish } from '@/lib/config/rules-in-english';
/**
 * A schema's issue reaches a page as a code with values (lib/config/zod-issue.ts), said from one
 * table in both languages (lib/i18n/zod-issue-words.ts): the English is zod's own sentence, word for
 * word (the API's and `gp`'s detail stay as they were), and the Polish says the same values.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { issueWords, ruleErrorWords } from '@/lib/i18n/catalogue';
import { zodIssueWords } from '@/lib/i18n/zod-issue-words';
import { t } from '@/lib/i18n/t';
import { PRESETS, RuleSetSchema, resolveRules } from '@/lib/series/rules';
import { LEAGUE_CATALOGUE, LEAGUE_PRESETS, LeagueRulesSchema } from '@/lib/competitions/round-robin-league/league-rules';
import { SWISS_OPEN_CATALOGUE, SwissOpenRulesSchema } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { TEAM_LEAGUE_PRESETS, TeamLeagueRulesSchema } from '@/lib/competitions/team-league/team-league-rules';
import { LeagueFileSchema } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { EventFileSchema } from '@/lib/competitions/swiss-open/load-swiss-open';
import { TeamLeagueFileSchema } from '@/lib/competitions/team-league/load-team-league';

const WRONG_VALUES: unknown[] = ['x', '', -5, 0, 1.5, 1e20, true, null, [], [1, 'a'], {}, { zz: 1 }];

/** Every field of `base`, and every field one level down, set to each wrong value in turn. */
function variants(base: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(base)) {
    for (const wrong of WRONG_VALUES) out.push({ ...base, [key]: wrong });
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) for (const wrong of WRONG_VALUES) out.push({ ...base, [key]: { ...(value as object), [inner]: wrong } });
    }
    if (Array.isArray(value) && value.length > 0) for (const wrong of WRONG_VALUES) out.push({ ...base, [key]: [wrong, ...value.slice(1)] });
  }
  out.push({ ...base, stray: 1 }, {});
  return out;
}

const SCHEMAS: [string, z.ZodType, Record<string, unknown>][] = [
  ['a Grand Prix season', RuleSetSchema, PRESETS['warmia-mazury-2018'] as never],
  ['a season of leagues', LeagueRulesSchema, LEAGUE_PRESETS['spb-leagues-2017'] as never],
  ['an open', SwissOpenRulesSchema, SWISS_OPEN_CATALOGUE.rules['amplico-open'] as never],
  ['a team league', TeamLeagueRulesSchema, TEAM_LEAGUE_PRESETS['mazovia-seniors-2007'] as never],
  ['league.json', LeagueFileSchema, { name: 'Ligi', preset: 'spb-leagues-2017', asOf: '2027-03-01', results: 'r.trf' }],
  ['event.json', EventFileSchema, { name: 'Open', preset: 'amplico-open', swiss: 'swiss.trf' }],
  ['team-league.json', TeamLeagueFileSchema, { name: 'Liga', preset: 'mazovia-seniors-2007', results: 'r.trf' }],
];

describe('the English of an issue is zod’s own, word for word', () => {
  test.each(SCHEMAS)('%s', (_name, schema, base) => {
    let seen = 0;
    const codes = new Set<string>();
    for (const input of variants(base)) {
      const parsed = schema.safeParse(input);
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        const params = zodIssueParams(issue, input);
        // a refinement carries no words (lib/config/refinement.ts): its English is the catalogue's entry for its code, said by issueWords
        if (issue.code === 'custom' && params.refinement) expect(issueWords('en', params), JSON.stringify(issue)).toBe(t('en', params.refinement as never, params));
        else expect(zodIssueWords('en', params), JSON.stringify(issue)).toBe(issue.message);
        expect(zodIssueWords('pl', params)).not.toBe('');
        seen++;
        codes.add(issue.code);
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(codes.size).toBeGreaterThan(0);
  });

  test('every code zod 4 has, on small schemas', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.number(), 'x'],
      [z.number().int(), 1.5],
      [z.enum(['a', 'b']), 'c'],
      [z.literal('k'), 'm'],
      [z.number().min(1), 0],
      [z.number().gt(1), 1],
      [z.number().max(9), 10],
      [z.string().min(2), 'a'],
      [z.string().length(3), 'ab'],
      [z.array(z.number()).max(1), [1, 2]],
      [z.string().regex(/^a$/), 'b'],
      [z.email(), 'no'],
      [z.string().startsWith('gp'), 'x'],
      [z.number().multipleOf(3), 4],
      [z.object({}).strict(), { a: 1, b: 2 }],
      [z.object({}).strict(), { a: 1 }],
      [z.record(z.string().regex(/^a/), z.number()), { b: 1 }],
      [z.discriminatedUnion('kind', [z.object({ kind: z.literal('p') }), z.object({ kind: z.literal('q') })]), { kind: 'r' }],
      [z.union([z.number(), z.boolean()]), 'x'],
      [z.map(z.string(), z.number()), new Map([['a', 'x']])],
    ];
    for (const [schema, input] of cases) {
      const parsed = schema.safeParse(input);
      expect(parsed.success).toBe(false);
      for (const issue of parsed.error!.issues) expect(zodIssueWords('en', zodIssueParams(issue, input)), JSON.stringify(issue)).toBe(issue.message);
    }
  });
});

describe('the Polish says the values', () => {
  const pl = (schema: z.ZodType, input: unknown) => zodIssueWords('pl', zodIssueParams(schema.safeParse(input).error!.issues[0]!, input));
  test.each<[string, z.ZodType, unknown, string]>([
    ['a type', z.number(), 'x', 'Nieprawidłowy typ: oczekiwano: liczba, podano: tekst'],
    ['a whole number', z.number().int(), 1.5, 'Nieprawidłowy typ: oczekiwano: liczba całkowita, podano: liczba'],
    ['an option', z.enum(['a', 'b']), 'c', 'Nieprawidłowa wartość: oczekiwano jednej z: "a"|"b"'],
    ['a literal', z.literal('k'), 'm', 'Nieprawidłowa wartość: oczekiwano "k"'],
    ['a lower bound', z.number().min(1), 0, 'Za mała wartość: liczba musi wynosić co najmniej 1'],
    ['an upper bound', z.number().lt(9), 10, 'Za duża wartość: liczba musi wynosić mniej niż 9'],
    ['a length', z.string().min(2), 'a', 'Za mało: tekst musi mieć co najmniej 2 znaki'],
    ['a list', z.array(z.number()).max(5), [1, 2, 3, 4, 5, 6], 'Za dużo: lista musi mieć co najwyżej 5 elementów'],
    ['a pattern', z.string().regex(/^a$/), 'b', 'Nieprawidłowy tekst: musi pasować do wzorca /^a$/'],
    ['a multiple', z.number().multipleOf(3), 4, 'Nieprawidłowa liczba: musi być wielokrotnością 3'],
    ['unknown keys', z.object({}).strict(), { a: 1, b: 2 }, 'Nieznane pola: "a", "b"'],
    ['a kind', z.discriminatedUnion('kind', [z.object({ kind: z.literal('p') }), z.object({ kind: z.literal('q') })]), { kind: 'r' }, "Nieprawidłowy rodzaj: oczekiwano 'p' | 'q'"],
  ])('%s', (_label, schema, input, expected) => {
    expect(pl(schema, input)).toBe(expected);
  });
});

describe('a refused rule says its detail in the page’s language', () => {
  test('a Grand Prix season: the schema’s issue, with the rule’s path', () => {
    const r = resolveRules('warmia-mazury-2018', { teamSize: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(t('en', 'INVALID_RULES', r.errors[0]!)).toBe('Invalid season rules: rule "teamSize": Too small: expected number to be >=1');
    expect(t('pl', 'INVALID_RULES', r.errors[0]!)).toBe('Nieprawidłowe zasady sezonu: zasada „teamSize”: za mała wartość: liczba musi wynosić co najmniej 1');
  });
  test('a refinement says its own words', () => {
    const r = resolveRules('pomysl-blitz', { drops: { kind: 'bestOf', best: 4, edition: 4 } });
    expect(r.ok || r.errors.map((e) => [ruleErrorWords('en', e), ruleErrorWords('pl', e)])).toEqual([
      ['rule "drops.edition": an edition of 4 tournaments must be more than the 4 that count', 'zasada „drops.edition”: edycja musi mieć więcej turniejów (4) niż liczonych (4)'],
    ]);
  });
  test('an unknown preset and the leagues’ own checks', () => {
    const unknown = LEAGUE_CATALOGUE.resolve('moscow', {});
    expect(unknown.ok || t('pl', 'RULES_INVALID', unknown.errors[0]!)).toBe(
      `Zasady sezonu lig (regulamin „preset” lub pole „rules” w league.json) są nieprawidłowe: nieznany regulamin „moscow” (znane: ${Object.keys(LEAGUE_PRESETS).join(', ')}).`,
    );
    const order = LEAGUE_CATALOGUE.resolve('spb-leagues-2017', { season: { from: '2027-05-01', to: '2027-01-01' } });
    expect(order.ok || order.errors.map((e) => [ruleErrorWords('en', e), ruleErrorWords('pl', e)])).toEqual([['rule "season": the last day is before the first', 'zasada „season”: ostatni dzień jest przed pierwszym']]);
  });
});

describe('an unknown rule field is ignored by name, not found again in an English sentence', () => {
  test('the resolver names the fields it ignored; its English warning is the catalogue’s', () => {
    const r = LEAGUE_CATALOGUE.resolve('spb-leagues-2017', { colour: 'red', 'a"b': 1 });
    expect(r.ok && r.warnings).toEqual(['colour', 'a"b']);
    const english = rulesInEnglish(LEAGUE_CATALOGUE.resolve('spb-leagues-2017', { colour: 'red', 'a"b': 1 }));
    expect(english.ok && english.warnings).toEqual(['unknown rule "colour" ignored', 'unknown rule "a"b" ignored']);
    expect(t('pl', 'UNKNOWN_RULE', { rule: 'a"b' })).toBe('Nieznana zasada „a"b” w league.json — pominięto.');
  });
});

describe('a schema’s own sentence survives as a refinement code', () => {
  const say = (issue: z.core.$ZodIssue, input: unknown, lang: 'pl' | 'en') => {
    const params = zodIssueParams(issue, input);
    return issue.code === 'custom' && params.refinement ? t(lang, params.refinement as never, params) : zodIssueWords(lang, params);
  };
  test('a league’s id says which characters it may use, in both languages', () => {
    const input = { name: 'Ligi', preset: 'spb-leagues-2017', asOf: '2027-03-01', results: 'r.trf', leagues: [{ id: 'a b', name: 'A', file: 'a.trf' }] };
    const parsed = LeagueFileSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path.join('.') === 'leagues.0.id')!;
    expect(say(issue, input, 'en')).toBe('use letters, digits, - and _ only');
    expect(say(issue, input, 'pl')).toBe('użyj liter, cyfr, - i _');
  });
  test('a game day’s hour says how it is written, in both languages', () => {
    const base = LEAGUE_PRESETS['spb-leagues-2017'] as Record<string, unknown>;
    const input = { ...base, schedules: { friday: { rounds: [{ date: '2027-03-05', start: '25:00', end: '21:00' }] } } };
    const parsed = LeagueRulesSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path.join('.') === 'schedules.friday.rounds.0.start')!;
    expect(say(issue, input, 'en')).toBe('a time written HH:MM');
    expect(say(issue, input, 'pl')).toBe('godzina zapisana GG:MM');
  });
});
