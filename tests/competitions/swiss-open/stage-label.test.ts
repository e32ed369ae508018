/** Issue 40, C10: a player's games in an open name their stage in words, never the file's ids ("group-1 1", "places-5-8 3"). */
import { expect, test } from 'vitest';
import { stageLabel } from '@/lib/games/stage-label';

test.each([
  { stage: 'group-1', pl: 'Grupa I', en: 'Group I' },
  { stage: 'group-4', pl: 'Grupa IV', en: 'Group IV' },
  { stage: 'places-5-8', pl: 'Miejsca 5–8', en: 'Places 5–8' },
  { stage: 'semi-2', pl: 'Półfinał 2', en: 'Semi-final 2' },
  { stage: 'playoff', pl: 'Baraż', en: 'Play-off' },
  { stage: 'third', pl: 'Mecz o 3. miejsce', en: 'Third place' },
  { stage: 'final', pl: 'Finał', en: 'Final' },
])('$stage', ({ stage, pl, en }) => {
  expect(stageLabel('pl', stage)).toBe(pl);
  expect(stageLabel('en', stage)).toBe(en);
});
