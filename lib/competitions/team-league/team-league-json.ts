import { toPoints } from '@/lib/half-points';
import { describeViolation } from '@/lib/competitions/team-league/lineup-words';
import { rankingOrderSentence } from '@/lib/competitions/team-league/team-ranking-words';
import type { TeamLeagueResult } from './compute-team-league';
import { RANKING_CRITERIA } from './criteria/ranking-criteria';
import type { KnockoutMatch } from './knockout-bracket';
import { tiebreakEditionOf, type TeamRankingCriterion } from './team-league-rules';

/** A criterion's exact value as a decimal (quarters at most: 45.25), board by board for `boardPoints`. */
function criterionValue(name: TeamRankingCriterion, value: number[]): number | number[] {
  const rule = RANKING_CRITERIA[name];
  const unit = rule.kind === 'value' ? rule.unit : 1;
  return name === 'boardPoints' ? value.map((v) => v / unit) : value[0]! / unit;
}

/**
 * The JSON of `gp team-league <folder> --json` (competitions.md §6): `swiss`, `ranking` and
 * `boards` exactly as the contract names them, points as decimals; the rest (tie-break values,
 * the bracket, line-up violations, fees) is ours and only ever extended.
 */
export function teamLeagueToJson(r: TeamLeagueResult) {
  const name = (t: number) => r.teams[t]!.name;
  const side = (s: KnockoutMatch['first']) => (s === null ? null : { team: name(s.team), seed: s.seed });
  return {
    name: r.name,
    // competitions.md §6 "Team ranking as data": the order the event uses, and its words
    rankingOrder: r.swiss.chain,
    rankingOrderText: { pl: rankingOrderSentence(r.swiss.chain, 'pl'), en: rankingOrderSentence(r.swiss.chain, 'en') },
    tiebreakEdition: tiebreakEditionOf(r.rules),
    knockout: r.rules.knockout !== null,
    swiss: r.swiss.rows.map((row) => ({
      rank: row.rank,
      team: row.name,
      gamePoints: toPoints(row.gamePoints),
      matchPoints: row.matchPoints,
      club: row.club,
      tiebreaks: {
        'BH/C1': toPoints(row.buchholzCut1),
        BH: toPoints(row.buchholz),
        ...(row.directEncounter !== null ? { DE: row.directEncounter } : {}),
        PS: toPoints(row.progressive),
        boards: row.boardPoints.map(toPoints),
      },
      values: Object.fromEntries(Object.entries(row.values).map(([k, v]) => [k, criterionValue(k as TeamRankingCriterion, v)])),
      ...(row.lot !== 'none' ? { lot: row.lot } : {}),
      ...(row.removedInRound !== null ? { removedInRound: row.removedInRound } : {}),
    })),
    ranking: r.ranking.map((p) => ({ place: p.place, team: name(p.team) })),
    boards: r.boards.map((b) => ({ board: b.board, rank: b.rank, name: b.name, team: name(b.team), points: toPoints(b.points), games: b.games })),
    swissComplete: r.swiss.complete,
    roundsPlayed: r.swiss.roundsPlayed,
    bracket: r.knockout.groups.map((g) => ({
      places: g.places,
      rounds: g.rounds.map((matches) =>
        matches.map((m) => ({
          round: m.round,
          places: m.places,
          first: side(m.first),
          second: side(m.second),
          status: m.status,
          ...(m.gamePoints ? { gamePoints: m.gamePoints.map(toPoints) } : {}),
          ...(m.playoff ? { playoff: m.playoff.map(toPoints) } : {}),
          ...(m.winner !== null ? { winner: name(m.winner) } : {}),
          ...(m.decidedBy !== null ? { decidedBy: m.decidedBy } : {}),
        })),
      ),
    })),
    violations: r.violations.map((v) => ({ rule: v.rule, round: v.round, team: name(v.team), board: v.board, player: v.player, file: v.file, line: v.line, explanation: describeViolation('en', v) })),
    fees: r.fees.map((f) => ({
      club: f.club,
      teams: f.teams.map(name),
      lines: f.lines.map((l) => ({ item: l.item, count: l.count, unit: l.unit / 100, amount: l.amount / 100 })),
      total: f.total / 100,
      deposit: f.deposit / 100,
    })),
  };
}
