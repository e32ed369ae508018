import { describe, expect, test } from 'vitest';
import { describeRules } from '@/lib/i18n/rules-words';
import { PRESETS } from '@/lib/series/rules';

const line = (preset: string, lang: 'pl' | 'en', topic: string) => describeRules(PRESETS[preset]!, lang).find((l) => l.topic === topic)?.text;

describe('a rule set in words, Polish first', () => {
  test.each([
    { preset: 'fide-gp-2012', lang: 'en', topic: 'ties', text: 'Players tied on game points (no tie-breaks inside an event) share equally the sum of the points of the places they occupy (fractions stay exact, e.g. 153⅓).' },
    { preset: 'fide-gp-2012', lang: 'en', topic: 'counting', text: 'The best 3 results count (an absence counts 0).' },
    { preset: 'keshmat-circuit-2024', lang: 'en', topic: 'tieBreaks', text: 'Equal totals: more points per counted event (i.e. fewer counted events); then a shared place.' },
    { preset: 'keshmat-circuit-2024', lang: 'pl', topic: 'window', text: 'Sezon trwa od 07-01 do 06-30 następnego roku (MM-DD).' },
    { preset: 'pomysl-blitz', lang: 'pl', topic: 'points', text: 'Punkty z partii plus premia za miejsce: 10, 9, 9, 8, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5 i 5; dalsze miejsca — 4.' },
    { preset: 'pomysl-blitz', lang: 'pl', topic: 'tieBreaks', text: 'Przy równej sumie: suma wszystkich wyników razem z odrzuconymi; potem najlepszy pojedynczy wynik; dalej miejsce ex aequo.' },
    { preset: 'warmia-mazury-2018', lang: 'pl', topic: 'final', text: 'Turniej Finałowy liczy się ×2 i nie jest odrzucany.' },
    { preset: 'dolnoslaskie-youth', lang: 'en', topic: 'points', text: 'Place points: 50, 45, 42, 40, 39 and 38, then 1 less per place, at least 0.' },
  ] as const)('$preset ($lang): $topic', ({ preset, lang, topic, text }) => expect(line(preset, lang, topic)).toBe(text));

  test('every preset is described in both languages, one line per topic, none empty', () => {
    for (const rules of Object.values(PRESETS)) {
      for (const lang of ['pl', 'en'] as const) {
        const lines = describeRules(rules, lang);
        expect(lines.filter((l) => l.text.trim().length < 8)).toEqual([]);
        expect(new Set(lines.map((l) => l.topic)).size).toBe(lines.length);
      }
    }
  });
});
