import type { SwissOpenRules } from '../swiss-open-rules';

/**
 * V Międzynarodowy Turniej Szachowy Amplico AIG Life (seed 000) as data. Each number cites the
 * regulation's section.
 */
export const amplicoOpen: SwissOpenRules = {
  id: 'amplico-open',
  // the regulation plays under the 2005 Laws; tie-breaks follow the edition of the event's date
  edition: null,
  // §2.5: 8 rounds; points, Buchholz without the worst and best, full Buchholz, wins, progress
  qualifier: { rounds: 8, qualifiers: 16, chain: ['BH/M1', 'BH', 'WIN', 'PS'] },
  // §2.5.5: "Białe muszą tę partię wygrać, czarnym wystarcza remis"
  playoff: { drawGoesTo: 'black' },
  // §2.6: five more rounds, the same order over all 13 rounds
  continuation: { rounds: 5, chain: ['BH/M1', 'BH', 'WIN', 'PS'] },
  // §2.7.1: I 1 8 9 16, II 2 7 10 15, III 3 6 11 14, IV 4 5 12 13; points, SB, wins, qualifier place
  groups: {
    members: [
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ],
    chain: ['SB', 'WIN'],
  },
  // §2.7.2: 2nd places → 5–8, 3rd → 9–12, 4th → 13–16; same order as the groups
  placements: [
    { groupPosition: 2, firstPlace: 5, chain: ['SB', 'WIN'] },
    { groupPosition: 3, firstPlace: 9, chain: ['SB', 'WIN'] },
    { groupPosition: 4, firstPlace: 13, chain: ['SB', 'WIN'] },
  ],
  // §2.7.3: "zwycięzcy grup I - IV oraz II - III"
  semiFinals: [
    [1, 4],
    [2, 3],
  ],
  // §2.7.3: two games; at 1–1 one armageddon, white must win
  match: { games: 2, armageddonDrawGoesTo: 'black' },
};
