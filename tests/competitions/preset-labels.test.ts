import { expect, test } from 'vitest';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';

/**
 * Issue 40, item 3: the regulations a new open, league season or team league is offered are named
 * for what they are, in both languages — not after the event they come from (Amplico, St Petersburg,
 * Mazovian seniors); their ids stay.
 */
const presets = Object.values(COMPETITION_KINDS).flatMap((kind) => Object.values(kind.presets.info).map((p) => ({ kind: kind.kind, ...p })));

test.each(presets)('$kind preset $name has a neutral name in Polish and English', ({ name, title, label }) => {
  for (const lang of ['pl', 'en'] as const) {
    expect(label[lang].trim()).not.toBe('');
    expect(label[lang]).not.toBe(title[lang]);
    // no year and no place of the source event
    expect(label[lang]).not.toMatch(/\d{4}|Amplico|Petersburg|Mazow|Mazovia/i);
  }
  expect(label.pl).not.toBe(label.en);
  expect(name).toMatch(/^[a-z0-9-]+$/);
});

test('the ids the stored description files name are kept', () => {
  // issue 40: and the plain Swiss open, the plain team Swiss and the neutral start of a league season (item 4) added beside them
  expect(presets.map((p) => p.name).sort()).toEqual(['amplico-open', 'mazovia-seniors-2007', 'round-robin-leagues', 'spb-leagues-2017', 'swiss', 'team-swiss']);
});
