import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fieldKindOf, formSchemaOf, overridesOf, readList, readListOfLists, setAt, startValueOf } from '@/lib/config/schema-form';
import { PRESETS, RuleSetSchema } from '@/lib/series/rules';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import { SchemaFields } from '@/app/components/schema-fields';
import { RulesEditor } from '@/app/[lang]/arbiter/rules-editor';
import { SeasonRulesFields } from '@/app/[lang]/arbiter/season-rules-form';

const rules = formSchemaOf(RuleSetSchema);
const prop = (k: string) => rules.properties![k]!;

describe('issue 40, C5: which field each rule becomes', () => {
  test.each([
    { label: 'a region or nobody', key: 'region', kind: 'nullable' },
    { label: 'which results count: best N, growing drops …', key: 'drops', kind: 'variants' },
    { label: 'points: a place table …', key: 'points', kind: 'variants' },
    { label: 'a Final multiplier', key: 'multiplier', kind: 'number' },
    { label: 'the tie-break chain', key: 'tieBreaks', kind: 'list' },
    { label: 'place prizes', key: 'placePrizes', kind: 'list' },
    { label: 'category prizes: rows', key: 'categories', kind: 'rows' },
    { label: 'teams or not', key: 'teams', kind: 'boolean' },
    { label: 'multipliers by tournament', key: 'tournamentMultipliers', kind: 'record' },
    { label: 'the season window', key: 'window', kind: 'object' },
    { label: 'tournament days', key: 'tournamentDays', kind: 'enum' },
  ])('$label ($key → $kind)', ({ key, kind }) => {
    expect(fieldKindOf(prop(key)).kind).toBe(kind);
  });

  test('the variants of the drop rule are the schema’s, told apart by kind', () => {
    const f = fieldKindOf(prop('drops'));
    expect(f.kind === 'variants' && f.variants.map((v) => v.value)).toEqual(['growing', 'bestOf', 'none', 'dropWorst', 'bestOfMostPlayed', 'dropIfPlayedAll', 'bestPerPart']);
  });

  test('a newly chosen variant starts valid: a place table with one place, best 1', () => {
    const points = fieldKindOf(prop('points'));
    if (points.kind !== 'variants') throw new Error('not variants');
    expect(startValueOf(points.variants.find((v) => v.value === 'placeTable')!.schema)).toEqual({ kind: 'placeTable', table: [] });
    const drops = fieldKindOf(prop('drops'));
    if (drops.kind !== 'variants') throw new Error('not variants');
    expect(startValueOf(drops.variants.find((v) => v.value === 'bestOf')!.schema)).toEqual({ kind: 'bestOf', best: 1 });
  });

  test('every competition kind’s description and rules make fields, with no field left as raw JSON at the top', () => {
    for (const kind of Object.values(COMPETITION_KINDS)) {
      for (const schema of [kind.configSchema, kind.rulesSchema]) {
        const f = fieldKindOf(formSchemaOf(schema));
        expect(f.kind, kind.kind).toBe('object');
        if (f.kind !== 'object') continue;
        const raw = Object.entries(f.properties).filter(([k, s]) => k !== 'rules' && fieldKindOf(s).kind === 'json').map(([k]) => k);
        expect(raw, kind.kind).toEqual([]);
      }
    }
  });
});

describe('values', () => {
  test('setAt copies along the path', () => {
    const v = { drops: { kind: 'growing', firstAfter: 9 }, placePrizes: [1, 2] };
    const next = setAt(v, ['drops', 'firstAfter'], 8) as typeof v;
    expect(next).toEqual({ drops: { kind: 'growing', firstAfter: 8 }, placePrizes: [1, 2] });
    expect(next.placePrizes).toBe(v.placePrizes);
    expect(v.drops.firstAfter).toBe(9);
    expect(setAt({ a: [{ x: 1 }] }, ['a', 0, 'x'], 2)).toEqual({ a: [{ x: 2 }] });
  });

  test('overrides are the changed top-level rules, whole; stored ones are kept', () => {
    const base = PRESETS['warmia-mazury-2018']! as unknown as Record<string, unknown>;
    const edited = { ...base, drops: { kind: 'bestOf', best: 6 }, multiplier: base.multiplier };
    expect(overridesOf(edited, base)).toEqual({ drops: { kind: 'bestOf', best: 6 } });
    expect(overridesOf(base, base, new Set(['teamSize']))).toEqual({ teamSize: base.teamSize });
  });

  test.each([
    { text: '25, 20, 16', of: 'number' as const, expected: [25, 20, 16] },
    { text: '25 20;16, ', of: 'number' as const, expected: [25, 20, 16] },
    { text: '12.5, x', of: 'number' as const, expected: [12.5, 'x'] },
    { text: 'finalPlace, mostEvents', of: 'enum' as const, expected: ['finalPlace', 'mostEvents'] },
  ])('a list typed "$text"', ({ text, of, expected }) => {
    expect(readList(text, of)).toEqual(expected);
  });

  test('groups of numbers', () => {
    expect(readListOfLists('3, 5; 7, 2;')).toEqual([[3, 5], [7, 2]]);
  });

  test('a place table and best 6 typed in the fields resolve as the season’s rules', () => {
    const base = PRESETS['game-points-series']! as unknown as Record<string, unknown>;
    let v: unknown = base;
    v = setAt(v, ['points'], { kind: 'placeTable', table: readList('25, 20, 16, 13', 'number') });
    v = setAt(v, ['drops'], { kind: 'bestOf', best: 6 });
    const parsed = RuleSetSchema.safeParse({ ...base, ...overridesOf(v as Record<string, unknown>, base) });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.points).toMatchObject({ kind: 'placeTable', table: [25, 20, 16, 13] });
  });
});

describe('the fields as rendered', () => {
  const html = (lang: 'pl' | 'en', preset: string) =>
    renderToStaticMarkup(createElement(SchemaFields, { lang, schema: rules, value: PRESETS[preset]!, onChange: () => {}, idPrefix: 'r' }));
  test('the W-M season: growing drops with their numbers, words and JSON keys', () => {
    const form = html('pl', 'warmia-mazury-2018');
    expect(form).toContain('Pierwszy odrzucany po turniejach');
    expect(form).toContain('data-field="drops.firstAfter"');
    expect(form).toContain('value="9"');
    expect(form).toContain('<option value="bestOf">najlepsze N wyników (bestOf)</option>');
    expect(form).toContain('data-field="categories"');
  });
  test('English words on the English page', () => {
    expect(html('en', 'warmia-mazury-2018')).toContain('First drop after tournaments');
  });
  test('the JSON view shows an example while the season changes nothing', () => {
    const editor = renderToStaticMarkup(createElement(RulesEditor, { lang: 'pl', schema: rules, rules: PRESETS['game-points-series']! as unknown as Record<string, unknown>, advanced: '' }));
    expect(editor).toContain('name="rules"');
    expect(editor).toContain('&quot;placeTable&quot;');
    expect(editor).toContain('Przykład');
  });
  test('a stored change shows in the JSON view and opens it', () => {
    const editor = renderToStaticMarkup(createElement(RulesEditor, { lang: 'en', schema: rules, rules: PRESETS['game-points-series']! as unknown as Record<string, unknown>, advanced: '{"participationBonus": 1}' }));
    expect(editor).toMatch(/<textarea name="rules"[^>]*>\{&quot;participationBonus&quot;: 1\}<\/textarea>/);
    expect(editor).toContain('<details data-testid="rules-editor" open=""');
  });
});

describe('the season form shows each rule once', () => {
  const form = (preset: string) => renderToStaticMarkup(createElement(SeasonRulesFields, { lang: 'pl', rules: PRESETS[preset]!, advanced: '' }));
  test('W-M: the quick fields’ rules are not repeated among the generated ones; the rest are there', () => {
    const html = form('warmia-mazury-2018');
    for (const key of ['region', 'window', 'multiplier', 'teamSize', 'placePrizes']) expect(html, key).not.toContain(`data-field="${key}"`);
    for (const key of ['drops', 'points', 'categories', 'tieBreaks']) expect(html, key).toContain(`data-field="${key}`);
  });
  test('a preset without a Final, teams or prizes: those are generated fields (to turn them on)', () => {
    const html = form('game-points-series');
    for (const key of ['multiplier', 'teamSize', 'placePrizes']) expect(html, key).toContain(`data-field="${key}"`);
  });
});
