import { describe, expect, test } from 'vitest';
import type { ClassifiedGame, GameStatus } from '@/lib/competitions/round-robin-league/classify-game';
import { exclusionFlags } from '@/lib/competitions/round-robin-league/exclusion-flags';
import { SPB } from './helpers';

/** Player 7's games in rounds 1…n against 1, 2, 3 …; each game given as a short description. */
type Spec = 'played' | 'own-postponed' | 'other-postponed' | 'own-made-up' | 'absent' | 'late' | 'to-play';
function games(specs: Spec[]): ClassifiedGame[] {
  return specs.map((spec, i) => {
    const opponent = i + 1 >= 7 ? i + 2 : i + 1;
    const status: GameStatus = spec === 'played' || spec === 'own-made-up' ? 'played' : spec === 'to-play' ? 'to-play' : spec.endsWith('postponed') ? 'postponed' : 'forfeit';
    return {
      round: i + 1,
      board: 1,
      white: 7,
      black: opponent,
      codes: { white: ' ', black: ' ' },
      status,
      notes: [],
      postponedBy: spec === 'own-postponed' || spec === 'own-made-up' ? [7] : spec === 'other-postponed' ? [opponent] : [],
      absentWithoutWarning: spec === 'absent' || spec === 'late' ? [7] : [],
      madeUpOn: null,
      madeUp: spec === 'own-made-up',
    };
  });
}
const dates = SPB.schedules.friday!.rounds.map((d) => d.date);
const flagOf7 = (specs: Spec[]) => exclusionFlags(games(specs), [7], SPB, (r) => dates[r - 1]!)[0]!;

/** The regulation's two rules, hand-read: 3 unplayed own postponements, or 2 absences without warning. */
describe('exclusion flags', () => {
  test.each([
    { label: 'two own postponements: not yet', specs: ['played', 'own-postponed', 'own-postponed', 'played'], due: [], since: null, counted: [2, 3] },
    { label: 'three own postponements: due since the third round', specs: ['own-postponed', 'played', 'own-postponed', 'own-postponed'], due: ['postponements'], since: '2017-11-24', counted: [1, 3, 4] },
    { label: 'three postponed, one asked by the opponent: not due', specs: ['own-postponed', 'other-postponed', 'own-postponed', 'played'], due: [], since: null, counted: [1, 3] },
    { label: 'four postponed, one asked by the opponent: due (3 count)', specs: ['own-postponed', 'other-postponed', 'own-postponed', 'own-postponed'], due: ['postponements'], since: '2017-11-24', counted: [1, 3, 4] },
    { label: 'three own, one already made up: not due', specs: ['own-made-up', 'own-postponed', 'own-postponed', 'played'], due: [], since: null, counted: [2, 3] },
    { label: 'one absence: not yet', specs: ['played', 'absent', 'played'], due: [], since: null, counted: [] },
    { label: 'two absences (one a late warning): due since the second', specs: ['absent', 'played', 'late', 'to-play'], due: ['absences'], since: '2017-11-17', counted: [] },
    { label: 'both rules', specs: ['absent', 'own-postponed', 'absent', 'own-postponed', 'own-postponed'], due: ['postponements', 'absences'], since: '2017-11-17', counted: [2, 4, 5] },
  ] as const)('$label', ({ specs, due, since, counted }) => {
    const flag = flagOf7([...specs]);
    expect(flag.due).toEqual(due);
    expect(flag.dueSince).toBe(since);
    expect(flag.unplayedPostponed.map((g) => g.round)).toEqual(counted);
  });

  test('thresholds are settings', () => {
    const strict = { exclusion: { ...SPB.exclusion, absencesWithoutWarning: 1 } };
    expect(exclusionFlags(games(['absent']), [7], strict, (r) => dates[r - 1]!)[0]!.due).toEqual(['absences']);
  });
});
