import { expect, test } from 'vitest';
import { diffVersions } from '@/lib/series/upload-preview';
import { formatPoints } from '@/lib/half-points';
import { MESSAGES } from '@/lib/i18n/messages';
import { rows } from './builders';

test('issue 11: a version\'s change reads "miejsce 8 → 6", not "1. 8 → 1. 6"; only what changed is said', () => {
  const before = rows([{ name: 'Kowal Jan', points: 8 }, { name: 'Nowak Anna', points: 6 }, { name: 'Lis Ewa', points: 5 }]);
  const after = rows([{ name: 'Kowal Jan', points: 6 }, { name: 'Lis Ewa', points: 6.5 }, { name: 'Nowak Anna', points: 6 }]);
  const diff = diffVersions(before, after);
  const said = (lang: 'pl' | 'en') =>
    diff.changed.map((c) => `${c.name}: ${MESSAGES[lang].rowChange(c.placeFrom !== c.placeTo ? [c.placeFrom, c.placeTo] : null, c.pointsFrom !== c.pointsTo ? [formatPoints(c.pointsFrom, lang === 'pl' ? ',' : '.'), formatPoints(c.pointsTo, lang === 'pl' ? ',' : '.')] : null)}`);
  expect(said('pl')).toEqual(['Kowal Jan: punkty 8 → 6', 'Lis Ewa: miejsce 3 → 2, punkty 5 → 6,5', 'Nowak Anna: miejsce 2 → 3']);
  expect(said('en')).toEqual(['Kowal Jan: points 8 → 6', 'Lis Ewa: place 3 → 2, points 5 → 6.5', 'Nowak Anna: place 2 → 3']);
  // the older text fields stay for scripts
  expect(diff.changed[0]).toMatchObject({ from: '1. 8', to: '1. 6' });
});
