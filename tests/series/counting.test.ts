import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { describe, expect, test } from 'vitest';
import { countValues, dropCount } from '@/lib/series/drops';
import type { DropRuleSet } from '@/lib/series/rules';

/** Values in date order (null = absent); the sum counted and the dropped indexes. */
describe('which results count (rule-variants "Which results count")', () => {
  test.each([
    { label: 'growing drops, 1 after 9 — Warmia-Mazury', rule: { kind: 'growing', firstAfter: 9, every: 3 }, values: [5, 6, 7, 8, 9, 5, 6, 7, null], mostPlayed: 9, sum: 53, dropped: [8] },
    { label: 'best 3 of 4 — DZSzach', rule: { kind: 'bestOf', best: 3 }, values: [5, 2, 7, 4], mostPlayed: 4, sum: 16, dropped: [1] },
    { label: 'best (n − 2) of n — Hattersheim', rule: { kind: 'dropWorst', count: 2 }, values: [5, 2, 7, null, 3], mostPlayed: 5, sum: 15, dropped: [1, 3] },
    { label: 'best (most played − 1) — Keshmat: most played 4 → best 3', rule: { kind: 'bestOfMostPlayed', minus: 1 }, values: [5, null, 7, 4, 6], mostPlayed: 4, sum: 18, dropped: [1, 3] },
    { label: 'drop only for players who played every event — Dolnośląskie youth (played all)', rule: { kind: 'dropIfPlayedAll', count: 1 }, values: [50, 38, 45], mostPlayed: 3, sum: 95, dropped: [1] },
    { label: 'drop only for players who played every event — Dolnośląskie youth (missed one)', rule: { kind: 'dropIfPlayedAll', count: 1 }, values: [50, null, 45], mostPlayed: 3, sum: 95, dropped: [] },
    { label: 'best 2 per half-season of 3 — OKS Sokół', rule: { kind: 'bestPerPart', parts: [{ tournaments: 3, best: 2 }, { tournaments: null, best: 2 }] }, values: [1, 9, 8, 2, null, 7], mostPlayed: 5, sum: 26, dropped: [0, 4] },
    { label: 'every result counts', rule: { kind: 'none' }, values: [1, null, 3], mostPlayed: 2, sum: 4, dropped: [] },
    // rule-variants pomysl-blitz: "after 4 of 5 held the best 3 count; an absence counts as 0, so it is dropped first"
    { label: 'best 4 of an edition of 5, 4 held — Pomysł: the best 3 count', rule: { kind: 'bestOf', best: 4, edition: 5 }, values: [15, 12, 13, 14], mostPlayed: 4, sum: 42, dropped: [1] },
    { label: 'best 4 of an edition of 5, 4 held, one absence — Pomysł: the absence goes', rule: { kind: 'bestOf', best: 4, edition: 5 }, values: [15, null, 13, 9], mostPlayed: 4, sum: 37, dropped: [1] },
    { label: 'best 4 of an edition of 5, all 5 held — Pomysł: the best 4 count', rule: { kind: 'bestOf', best: 4, edition: 5 }, values: [15, 12, 13, 14, 11], mostPlayed: 5, sum: 54, dropped: [4] },
    { label: 'best 4 of 5 without an edition, 4 held — DZSzach-like: everything counts', rule: { kind: 'bestOf', best: 4 }, values: [15, 12, 13, 14], mostPlayed: 4, sum: 54, dropped: [] },
  ] as { label: string; rule: DropRuleSet; values: (number | null)[]; mostPlayed: number; sum: number; dropped: number[] }[])('$label', ({ rule, values, mostPlayed, sum, dropped }) => {
    expect(countValues({ values, rule, context: { n: values.length, mostPlayed } })).toEqual({ sum, dropped });
  });

  test('a tournament that can never be dropped stays even when it is the worst — Sailwave "non-discardable"', () => {
    expect(countValues({ values: [5, 1, 7], rule: { kind: 'dropWorst', count: 1 }, context: { n: 3, mostPlayed: 3 }, neverDrop: new Set([1]) })).toEqual({ sum: 8, dropped: [0] });
  });

  test.each([
    { rule: { kind: 'bestOfMostPlayed', minus: 1 }, n: 8, mostPlayed: 8, drops: 1 },
    { rule: { kind: 'bestOfMostPlayed', minus: 1 }, n: 8, mostPlayed: 6, drops: 3 },
    // early in the season (one event played) at least one result counts
    { rule: { kind: 'bestOfMostPlayed', minus: 1 }, n: 1, mostPlayed: 1, drops: 0 },
    { rule: { kind: 'dropWorst', count: 2 }, n: 1, mostPlayed: 1, drops: 1 },
    // Pomysł, an edition of 5, best 4: one dropped from 2 held on; our reading: after 1 held its result counts
    { rule: { kind: 'bestOf', best: 4, edition: 5 }, n: 1, mostPlayed: 1, drops: 0 },
    { rule: { kind: 'bestOf', best: 4, edition: 5 }, n: 2, mostPlayed: 2, drops: 1 },
    { rule: { kind: 'bestOf', best: 4, edition: 5 }, n: 4, mostPlayed: 4, drops: 1 },
    { rule: { kind: 'bestOf', best: 4, edition: 5 }, n: 5, mostPlayed: 5, drops: 1 },
    // an edition of 8 with the best 6 (two dropped): 3 held → 2 dropped, 1 counts
    { rule: { kind: 'bestOf', best: 6, edition: 8 }, n: 3, mostPlayed: 3, drops: 2 },
    { rule: { kind: 'bestOf', best: 6, edition: 8 }, n: 2, mostPlayed: 2, drops: 1 },
    { rule: { kind: 'bestPerPart', parts: [{ tournaments: 4, best: 3 }, { tournaments: null, best: 3 }] }, n: 7, mostPlayed: 7, drops: 1 },
  ] as { rule: DropRuleSet; n: number; mostPlayed: number; drops: number }[])('the season’s drops for $rule.kind, n = $n, most played $mostPlayed → $drops', ({ rule, n, mostPlayed, drops }) => {
    expect(dropCount(n, rule, { n, mostPlayed })).toBe(drops);
  });
});

test('the edition of a best-N rule is validated: more than the N that count', async () => {
  const { resolveRules } = await import('@/lib/series/rules');
  expect(rulesInEnglish(resolveRules('pomysl-blitz', { drops: { kind: 'bestOf', best: 4, edition: 4 } }))).toEqual({ ok: false, errors: ['rule "drops.edition": an edition of 4 tournaments must be more than the 4 that count'], warnings: [] });
  expect(rulesInEnglish(resolveRules('pomysl-blitz', { drops: { kind: 'bestOf', best: 4, edition: 2.5 } }))).toMatchObject({ ok: false, errors: [expect.stringContaining('drops.edition')] });
  expect(resolveRules('pomysl-blitz', {})).toMatchObject({ ok: true, rules: { drops: { kind: 'bestOf', best: 4, edition: 5 } } });
});
