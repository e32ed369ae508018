import { expect, test } from 'vitest';
import { overridesFromForm, storedOverrides } from '@/app/[lang]/arbiter/season-rules-overrides';
import { resolveRules } from '@/lib/series/rules';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const preset = { region: 'warmińsko-mazurskie', dropsFirstAfter: '9', dropsEvery: '3', multiplier: '2', teamSize: '5', placePrizes: '450, 350, 300, 250, 200, 180, 160, 140, 120, 100, 90, 80, 70, 60, 50', categoryAmount: '50', windowFrom: '02-04', windowTo: '12-16', rules: '' };

test('the preset’s own values give no overrides', () => {
  expect(overridesFromForm(form(preset), 'warmia-mazury-2018')).toEqual({ ok: true, value: {} });
});

test('changed fields become overrides the rule set accepts', () => {
  const r = overridesFromForm(form({ ...preset, region: 'pomorskie', dropsFirstAfter: '8', multiplier: '3', teamSize: '4', placePrizes: '300 200 100', categoryAmount: '40', windowFrom: '03-01' }), 'warmia-mazury-2018');
  if (!r.ok) throw new Error(r.errors[0]!.code);
  expect(r.value).toMatchObject({ region: 'pomorskie', drops: { kind: 'growing', firstAfter: 8, every: 3 }, multiplier: 3, teamSize: 4, placePrizes: [300, 200, 100], window: { from: '03-01', to: '12-16' } });
  const resolved = resolveRules('warmia-mazury-2018', r.value);
  expect(resolved.ok && resolved.rules.categories.map((c) => c.amount)).toEqual([40, 40, 40, 40]);
});

test('advanced JSON is merged last; bad input gets a message', () => {
  expect(overridesFromForm(form({ ...preset, rules: '{"drops": {"kind": "bestOf", "best": 6}}' }), 'warmia-mazury-2018')).toEqual({ ok: true, value: { drops: { kind: 'bestOf', best: 6 } } });
  expect(overridesFromForm(form({ ...preset, rules: '[1]' }), 'warmia-mazury-2018').ok).toBe(false);
  const prizes = overridesFromForm(form({ ...preset, placePrizes: '100, abc' }), 'warmia-mazury-2018');
  expect(prizes).toMatchObject({ ok: false, errors: [{ code: 'BAD_PLACE_PRIZES' }] });
  expect(prizes).not.toHaveProperty('errors.0.params');
});

test('stored overrides as the season page shows them: the form shows its own fields, the rest goes to the advanced box', () => {
  expect(storedOverrides('{}')).toEqual({ any: false, advanced: '' });
  // what the form's fields wrote comes back in the fields, nothing in the advanced box
  const fields = overridesFromForm(form({ ...preset, region: 'pomorskie', dropsFirstAfter: '8', multiplier: '3', teamSize: '4', placePrizes: '300 200 100', categoryAmount: '40', windowFrom: '03-01' }), 'warmia-mazury-2018');
  if (!fields.ok) throw new Error(fields.errors[0]!.code);
  expect(storedOverrides(JSON.stringify(fields.value))).toEqual({ any: true, advanced: '' });
  // a rule the fields do not show (a best-N drop, a place table) stays in the advanced box, so an edit keeps it
  const advanced = { drops: { kind: 'bestOf', best: 6 }, pointsTable: [25, 20, 16] };
  const shown = storedOverrides(JSON.stringify({ region: 'pomorskie', ...advanced }));
  expect(shown.any).toBe(true);
  expect(JSON.parse(shown.advanced)).toEqual(advanced);
  // and the form reads it back unchanged with the fields as they stand
  const again = overridesFromForm(form({ ...preset, rules: shown.advanced }), 'warmia-mazury-2018');
  expect(again).toEqual({ ok: true, value: advanced });
  // stored text that is no object is shown as a change (as it is), never thrown at the page
  expect(storedOverrides('not json')).toEqual({ any: true, advanced: '' });
  expect(storedOverrides('[1]')).toEqual({ any: true, advanced: '' });
});
