import { expect, test } from 'vitest';
import { declaredRanking } from '@/lib/competitions/team-league/declared-tiebreaks';

/** Issue 40: a team TRF's declared tie-breaks (202) as criteria the site computes — or none when one is not. */
test.each([
  { label: 'the FIDE sample', codes: ['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP'], expected: ['directEncounter', 'sonnebornBergerMGCut1', 'buchholzMPCut1', 'gamePoints'] },
  { label: 'Olympiad style, lower case', codes: ['mpvgp', 'emgsb', 'bh:mp'], expected: ['gamePoints', 'sonnebornBergerMG', 'buchholzMP'] },
  { label: 'a repeated criterion once', codes: ['DE', 'EDE', 'PS'], expected: ['directEncounter', 'progressive'] },
  { label: 'a cut the site does not have (C2)', codes: ['BH:MP/C2'], expected: null },
  { label: 'a code the site does not compute', codes: ['EDET', 'KS'], expected: null },
  { label: 'none declared', codes: [], expected: null },
])('$label', ({ codes, expected }) => {
  expect(declaredRanking(codes)).toEqual(expected);
});
