import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { SeasonRulesFields } from '@/app/[lang]/arbiter/season-rules-form';
import { TournamentFields } from '@/app/[lang]/arbiter/seasons/[slug]/upload/tournament-fields';
import { PRESETS } from '@/lib/series/rules';
import { seasonFeatures } from '@/lib/series/season-features';

test.each([
  { preset: 'warmia-mazury-2018', expected: { final: true, teams: true, prizes: true } },
  { preset: 'game-points-series', expected: { final: false, teams: false, prizes: false } },
])('$preset', ({ preset, expected }) => {
  expect(seasonFeatures(PRESETS[preset]!)).toEqual(expected);
});

test('every preset resolves to its own features (none has teams without a size, nor a Final without a multiplier)', () => {
  for (const [name, rules] of Object.entries(PRESETS)) {
    const f = seasonFeatures(rules);
    expect(f.final, name).toBe(rules.multiplier > 0);
    expect(f.prizes, name).toBe(rules.placePrizes.length + rules.categories.length > 0);
  }
});

describe('issue 40, C4: the season form and the upload form show only what the preset has', () => {
  const html = (preset: string) => renderToStaticMarkup(createElement(SeasonRulesFields, { lang: 'pl', rules: PRESETS[preset]!, advanced: '' }));
  test('a preset without a Final, teams and prizes: no multiplier, team size or prize fields, and says why', () => {
    const form = html('game-points-series');
    for (const field of ['multiplier', 'teamSize', 'placePrizes', 'categoryAmount']) expect(form).not.toContain(`name="${field}"`);
    expect(form).toContain('Ten regulamin nie ma: Turnieju Finałowego, klasyfikacji drużynowej, nagród');
  });
  test('the Warmia-Mazury preset keeps them all', () => {
    const form = html('warmia-mazury-2018');
    for (const field of ['multiplier', 'teamSize', 'placePrizes', 'categoryAmount']) expect(form).toContain(`name="${field}"`);
    expect(form).not.toContain('data-testid="rules-not-in-preset"');
  });
  test('the upload form has no Final checkbox without a Final', () => {
    const fields = (hasFinal: boolean) => renderToStaticMarkup(createElement(TournamentFields, { lang: 'pl', existing: [], meta: { code: '', name: '', date: '', final: false }, onChange: () => {}, hasFinal }));
    expect(fields(false)).not.toContain('Turniej Finałowy');
    expect(fields(true)).toContain('Turniej Finałowy');
  });
});
