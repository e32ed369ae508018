import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { expect, test } from 'vitest';
import { resolveRules, WARMIA_MAZURY_2018 } from '@/lib/series/rules';

test('the preset holds the regulation’s values', () => {
  const r = resolveRules('warmia-mazury-2018', undefined);
  expect(r).toEqual({ ok: true, rules: WARMIA_MAZURY_2018, warnings: [] });
});

test('overrides merge field by field', () => {
  const r = resolveRules('warmia-mazury-2018', { region: 'pomorskie', drops: { every: 2 }, teamSize: 4, multiplier: 3 });
  expect(r.ok && r.rules).toMatchObject({ region: 'pomorskie', drops: { kind: 'growing', firstAfter: 9, every: 2 }, teamSize: 4, multiplier: 3 });
});

test('a new variant replaces the old one', () => {
  const r = resolveRules('warmia-mazury-2018', { drops: { kind: 'bestOf', best: 6 } });
  expect(r.ok && r.rules.drops).toEqual({ kind: 'bestOf', best: 6 });
});

test('convenience spellings of the spec are accepted', () => {
  const r = resolveRules('warmia-mazury-2018', { firstAfter: 8, every: 4 });
  expect(r.ok && r.rules.drops).toEqual({ kind: 'growing', firstAfter: 8, every: 4 });
});

test('unknown fields are warnings, bad values errors naming the field', () => {
  expect(rulesInEnglish(resolveRules('warmia-mazury-2018', { colour: 'red' }))).toMatchObject({ ok: true, warnings: ['unknown rule "colour" ignored'] });
  expect(rulesInEnglish(resolveRules('warmia-mazury-2018', { teamSize: 0 }))).toMatchObject({ ok: false, errors: [expect.stringContaining('rule "teamSize"')] });
  expect(resolveRules('warmia-mazury-2018', { multiplier: 1.5 })).toMatchObject({ ok: false });
  expect(rulesInEnglish(resolveRules('nope', {}))).toMatchObject({ ok: false, errors: [expect.stringContaining('unknown preset "nope"')] });
});

test('there is no implicit default: a season without a preset is an error naming the known ones', () => {
  expect(rulesInEnglish(resolveRules(undefined, {}))).toMatchObject({ ok: false, errors: [expect.stringMatching(/no preset named.*warmia-mazury-2018.*fide-gp-2012/)] });
});
