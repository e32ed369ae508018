import { describe, expect, test } from 'vitest';
import { RANKING_CRITERIA } from '@/lib/competitions/team-league/criteria/ranking-criteria';
import type { RankingInput } from '@/lib/competitions/team-league/criteria/ranking-criterion';
import { TEAM_RANKING_CRITERIA, type TeamRankingCriterion, type TeamTiebreakEdition } from '@/lib/competitions/team-league/team-league-rules';
import type { TeamRound, TeamRoundKind } from '@/lib/competitions/team-league/team-rounds';
import { criterionWords } from '@/lib/competitions/team-league/team-ranking-words';

/**
 * Each criterion of "Team ranking as data" (competitions.md §6) on hand-made rounds, with values
 * computed by hand from the contract's words.
 *
 * Event 1 — teams A, B, C (0, 1, 2), 2 boards, 3 rounds, each team one bye (1 game point = 2
 * half-points, 1 match point; board points ½ + ½):
 *   R1 A–B: board 1 A wins, board 2 drawn → A 1½ : B ½ (A 2 MP) · C bye
 *   R2 B–C: board 1 drawn, board 2 C wins → B ½ : C 1½ (C 2 MP) · A bye
 *   R3 A–C: board 1 C wins, board 2 A wins → 1 : 1 (1 MP each) · B bye
 * Totals: A 3½ GP, 4 MP · B 2 GP, 1 MP · C 3½ GP, 4 MP.
 */
const r = (round: number, opponent: number | null, kind: TeamRoundKind, gamePoints: number, matchPoints: number, boardPoints: number[]): TeamRound => ({ round, opponent, kind, home: opponent === null ? null : true, gamePoints, matchPoints, boardPoints });
const EVENT_1: TeamRound[][] = [
  [r(1, 1, 'played', 3, 2, [2, 1]), r(2, null, 'bye', 2, 1, [1, 1]), r(3, 2, 'played', 2, 1, [0, 2])],
  [r(1, 0, 'played', 1, 0, [0, 1]), r(2, 2, 'played', 1, 0, [1, 0]), r(3, null, 'bye', 2, 1, [1, 1])],
  [r(1, null, 'bye', 2, 1, [1, 1]), r(2, 1, 'played', 3, 2, [1, 2]), r(3, 0, 'played', 2, 1, [2, 0])],
];
/** Event 2 — X (0) wins by forfeit against Y (1), 2 boards, 1 round: X 2 GP, 2 MP · Y 0 GP, −2 MP. */
const EVENT_2: TeamRound[][] = [[r(1, 1, 'forfeit-win', 4, 2, [2, 2])], [r(1, 0, 'forfeit-loss', 0, -2, [0, 0])]];

const input = (rounds: TeamRound[][], edition: TeamTiebreakEdition = 'fide-2023'): RankingInput => ({
  rounds,
  boards: 2,
  points: { matchWin: 2, matchDraw: 1, matchLoss: 0, byeGamePoints: 2, byeMatchPoints: 1, forfeitMatchPoints: -2, forfeitsToRemoval: 2 },
  edition,
  buchholzUnplayed: 'actual',
  directEncounterBy: 'match-points',
  publishedRanks: rounds.map(() => null),
});

test('publishedOrder (issue 40): minus the rank the file publishes; a team without one after every ranked team, shown blank', () => {
  const rule = RANKING_CRITERIA.publishedOrder;
  if (rule.kind !== 'value') throw new Error('publishedOrder is a value');
  const values = rule.values({ ...input(EVENT_1), publishedRanks: [2, null, 1] });
  expect(values).toEqual([[-2], [-1000], [-1]]);
  expect(values.map((v) => rule.show!(v[0]!))).toEqual(['2', '', '1']);
});

/** A value criterion's values as decimals, one per team (board by board for boardPoints). */
function decimals(name: TeamRankingCriterion, i: RankingInput): (number | number[])[] {
  const rule = RANKING_CRITERIA[name];
  if (rule.kind !== 'value') throw new Error(`${name} is not a value`);
  return rule.values(i).map((v) => (v.length === 1 ? v[0]! / rule.unit : v.map((x) => x / rule.unit)));
}

describe('team ranking criteria, each by hand', () => {
  test.each([
    { label: 'matchPoints: 2 / 1 / 0 per match, a bye 1', name: 'matchPoints', rounds: EVENT_1, edition: 'fide-2023', expected: [4, 1, 4] },
    { label: 'matchPoints: a forfeited match −2', name: 'matchPoints', rounds: EVENT_2, edition: 'fide-2023', expected: [2, -2] },
    { label: 'gamePoints: board results, a bye 1 (byeGamePoints 2 half-points)', name: 'gamePoints', rounds: EVENT_1, edition: 'fide-2023', expected: [3.5, 2, 3.5] },
    { label: 'gamePoints: a forfeit win is 1 per board', name: 'gamePoints', rounds: EVENT_2, edition: 'fide-2023', expected: [2, 0] },
    // A: B's 2 × 1½ + bye: own 3½ × 1 + C's 3½ × 1 = 3 + 3½ + 3½ = 10 · B: 3½ × ½ + 3½ × ½ + own 2 × 1 = 5½ · C: own 3½ × 1 + 2 × 1½ + 3½ × 1 = 10
    { label: 'sonnebornBergerGG (EGGSB), 2023: a bye against a dummy with the own final game points', name: 'sonnebornBergerGG', rounds: EVENT_1, edition: 'fide-2023', expected: [10, 5.5, 10] },
    // 2009: A's bye (round 2) against 1½ + (2 − 1) + 1 × (3 − 2) = 3½ → same; C's bye (round 1): 0 + (2 − 1) + 1 × 2 = 3 → 3 × 1 + 3 + 3½ = 9½; B's (round 3): 1 + 1 + 0 = 2 → same
    { label: 'sonnebornBergerGG, 2009: a virtual opponent', name: 'sonnebornBergerGG', rounds: EVENT_1, edition: 'fide-2009', expected: [10, 5.5, 9.5] },
    // 2026: the dummy capped at a draw's points × rounds = 1 × 3 = 3: A 3 + 3 + 3½ = 9½ · B min(2, 3) = 2 → 5½ · C 3 + 3 + 3½ = 9½
    { label: 'sonnebornBergerGG, 2026: the dummy capped', name: 'sonnebornBergerGG', rounds: EVENT_1, edition: 'fide-2026', expected: [9.5, 5.5, 9.5] },
    // A: B's 1 + bye own 4 + C's 4 = 9 · B: 4 + 4 + own 1 = 9 · C: own 4 + 1 + 4 = 9
    { label: 'buchholzMP, 2023: a bye adds the own match points', name: 'buchholzMP', rounds: EVENT_1, edition: 'fide-2023', expected: [9, 9, 9] },
    // 2009: A's bye 2 + (2 − 1) + 1 × 1 = 4 → 9 · B's 0 + 1 + 0 = 1 → 9 · C's 0 + 1 + 1 × 2 = 3 → 3 + 1 + 4 = 8
    { label: 'buchholzMP, 2009: a virtual opponent', name: 'buchholzMP', rounds: EVENT_1, edition: 'fide-2009', expected: [9, 9, 8] },
    // 2026: capped at 1 × 3 = 3: A 1 + 3 + 4 = 8 · B 4 + 4 + 1 = 9 · C 3 + 1 + 4 = 8
    { label: 'buchholzMP, 2026: the dummy capped', name: 'buchholzMP', rounds: EVENT_1, edition: 'fide-2026', expected: [8, 9, 8] },
    { label: 'buchholzMP, 2023: a forfeited match against a dummy with the own match points', name: 'buchholzMP', rounds: EVENT_2, edition: 'fide-2023', expected: [2, -2] },
    // 2026: capped by the scheduled opponent's score: X min(2, −2) = −2 · Y min(−2, 2) = −2
    { label: 'buchholzMP, 2026: a forfeit capped by the scheduled opponent', name: 'buchholzMP', rounds: EVENT_2, edition: 'fide-2026', expected: [-2, -2] },
    // 2009: X 0 + (2 − 2) = 0 · Y 0 + (2 − 0: −2 counts as a loss) = 2
    { label: 'buchholzMP, 2009: a forfeit against a virtual opponent', name: 'buchholzMP', rounds: EVENT_2, edition: 'fide-2009', expected: [0, 2] },
    // A: won against B (2) → 2 × 1 + bye (a draw's match point) own 3½ × ½ + drawn with C 3½ × ½ = 5½ · B: 0 + 0 + own 2 × ½ = 1 · C: 3½ × ½ + 2 × 1 + 3½ × ½ = 5½
    { label: 'sonnebornBergerReal: opponents’ game points × 1 won, ½ drawn', name: 'sonnebornBergerReal', rounds: EVENT_1, edition: 'fide-2023', expected: [5.5, 1, 5.5] },
    // weights 2, 1: A 1×2 + ½×1 + (½×2 + ½×1) + 1×1 = 5 · B ½ + ½×2 + (½×2 + ½×1) = 3 · C (½×2 + ½) + (½×2 + 1) + 1×2 = 5½
    { label: 'berlinerWertung: a win on board k of n is worth n + 1 − k', name: 'berlinerWertung', rounds: EVENT_1, edition: 'fide-2023', expected: [5, 3, 5.5] },
    { label: 'boardPoints: board 1, then board 2', name: 'boardPoints', rounds: EVENT_1, edition: 'fide-2023', expected: [[1.5, 2], [1, 1], [2, 1.5]] },
    // running game points: A 1½, 2½, 3½ → 7½ · B ½, 1, 2 → 3½ · C 1, 2½, 3½ → 7
    { label: 'progressive: the running game points summed', name: 'progressive', rounds: EVENT_1, edition: 'fide-2023', expected: [7.5, 3.5, 7] },
    // actual game points of the opponents, nothing for a bye: A 2 + 3½ = 5½ · B 3½ + 3½ = 7 · C 2 + 3½ = 5½
    { label: 'buchholz (game points, actual)', name: 'buchholz', rounds: EVENT_1, edition: 'fide-2023', expected: [5.5, 7, 5.5] },
    { label: 'buchholzCut1 (game points, actual): the lower opponent cut', name: 'buchholzCut1', rounds: EVENT_1, edition: 'fide-2023', expected: [3.5, 3.5, 3.5] },
    // issue 40, FIDE "EMGSB": opponents' final match points × own game points. A: B's 1 × 1½ + bye own 4 × 1 + C's 4 × 1 = 9½ · B: 4 × ½ + 4 × ½ + own 1 × 1 = 5 · C: own 4 × 1 + 1 × 1½ + 4 × 1 = 9½
    { label: 'sonnebornBergerMG (EMGSB), 2023: a bye against a dummy with the own final match points', name: 'sonnebornBergerMG', rounds: EVENT_1, edition: 'fide-2023', expected: [9.5, 5, 9.5] },
    // cut 1 (the file's EMGSB/C1): A drops 1½ → 8 · B drops 1 → 4 · C drops 1½ → 8
    { label: 'sonnebornBergerMGCut1 (EMGSB/C1): the smallest contribution cut', name: 'sonnebornBergerMGCut1', rounds: EVENT_1, edition: 'fide-2023', expected: [8, 4, 8] },
    // the file's BH:MP/C1: A 1 + 4 + 4 drops 1 → 8 · B 4 + 4 + 1 drops 1 → 8 · C 4 + 1 + 4 drops 1 → 8
    { label: 'buchholzMPCut1 (BH:MP/C1): the lowest opponent value cut', name: 'buchholzMPCut1', rounds: EVENT_1, edition: 'fide-2023', expected: [8, 8, 8] },
    // 2009: C's bye against a virtual opponent of 3: 3 + 1 + 4 drops 1 → 7
    { label: 'buchholzMPCut1, 2009: a virtual opponent', name: 'buchholzMPCut1', rounds: EVENT_1, edition: 'fide-2009', expected: [8, 8, 7] },
  ] as { label: string; name: TeamRankingCriterion; rounds: TeamRound[][]; edition: TeamTiebreakEdition; expected: (number | number[])[] }[])('$label', ({ name, rounds, edition, expected }) => {
    expect(decimals(name, input(rounds, edition))).toEqual(expected);
  });

  test('directEncounter: only among the teams still tied; a drawn match leaves them level', () => {
    const rule = RANKING_CRITERIA.directEncounter;
    if (rule.kind !== 'among-tied') throw new Error('not among-tied');
    // A and C tied (4 MP): they drew → both 1st of their group; B alone
    expect(rule.positions(input(EVENT_1), [[0, 2], [1]])).toEqual([1, 1, 1]);
    // A and B tied: A won their match → A 1st, B 2nd
    expect(rule.positions(input(EVENT_1), [[0, 1], [2]])).toEqual([1, 2, 1]);
  });

  test('every criterion is registered once and named in Polish and English', () => {
    expect(Object.keys(RANKING_CRITERIA).sort()).toEqual([...TEAM_RANKING_CRITERIA].sort());
    for (const c of TEAM_RANKING_CRITERIA) for (const lang of ['pl', 'en'] as const) expect(criterionWords(c, lang).long.length).toBeGreaterThan(3);
  });
});
