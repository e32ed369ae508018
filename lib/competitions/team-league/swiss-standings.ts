import { splitGroups } from '@/lib/games/rank-by-chain';
import type { HalfPoints } from '@/lib/half-points';
import { RANKING_CRITERIA } from './criteria/ranking-criteria';
import type { RankingInput } from './criteria/ranking-criterion';
import type { ScoredMatches } from './score-all-matches';
import { buchholzEntries, sumWithoutLowest } from './team-buchholz';
import type { TeamLeague } from './team-league-model';
import { boardCount, rankingChain, tiebreakEditionOf, type TeamRankingCriterion } from './team-league-rules';
import { teamRounds, type TeamRound } from './team-rounds';

export interface SwissRow {
  team: number;
  name: string;
  club: string;
  /** Shared by teams that no criterion separates ("losowanie" still to be held): 1, 2, 2, 4. */
  rank: number;
  /** Strict position 1 … N: the rank, with a tie broken by the drawn lot or, until it is drawn, by teams.csv order. */
  position: number;
  gamePoints: HalfPoints;
  matchPoints: number;
  /** Half-points of game points. */
  buchholzCut1: HalfPoints;
  buchholz: HalfPoints;
  /** Position among the teams tied up to it; null when the chain does not reach it. */
  directEncounter: number | null;
  /** Half-points: the sum of the running game points after each round. */
  progressive: HalfPoints;
  /** Half-points on board 1, 2, … over the Swiss rounds. */
  boardPoints: HalfPoints[];
  /**
   * The value of every value criterion of the league's ranking chain (rankingChain), exact in
   * 1/unit of its criterion (criteria/ranking-criteria.ts): one number, or board by board.
   */
  values: Partial<Record<TeamRankingCriterion, number[]>>;
  /** Level with another team on every criterion: the order between them is the lot's. */
  lot: 'none' | 'pending' | 'drawn';
  /** The round of the forfeit that removed the team; removed teams are listed last. */
  removedInRound: number | null;
  rounds: TeamRound[];
}

export interface SwissStandings {
  /** Swiss rounds with at least one match in the files. */
  roundsPlayed: number;
  /** Every Swiss round is in the files with every result. */
  complete: boolean;
  /** The criteria the table is ordered by, in order (the rules' `ranking`, or game points then `tiebreaks`). */
  chain: TeamRankingCriterion[];
  rows: SwissRow[];
}

/**
 * The Swiss phase's table (seed 001, "Kolejność miejsc"): "suma małych punktów, a w przypadku równej
 * ich liczby kolejno: liczba dużych punktów; Buchholz z odrzuceniem po jednym skrajnym wyniku; pełny
 * Buchholz; wynik bezpośredniego spotkania; progres (małych punktów); lepszy wynik na pierwszej
 * szachownicy i w razie potrzeby kolejno na dalszych szachownicach; losowanie" — or the event's own
 * `ranking` (competitions.md §6 "Team ranking as data"), each criterion an entry of
 * criteria/ranking-criteria.ts. Each criterion only splits the teams still tied. A removed team keeps its results but is listed after every team
 * still in the league (our reading: it is "wykreślona z rozgrywek" and takes no place in the knock-out).
 */
/** Teams that tie stay in teams.csv order: a team is its index there. */
const teamsCsvOrder = (t: number): number => t;

export function swissStandings(league: TeamLeague, scored: ScoredMatches): SwissStandings {
  const rules = league.rules;
  const boards = boardCount(rules);
  const swiss = scored.results.filter((r) => r.match.round <= rules.swissRounds);
  const roundsPlayed = Math.max(0, ...swiss.map((r) => r.match.round));
  const rounds = teamRounds(swiss, league.teams.length, roundsPlayed, boards);
  const gamePoints = rounds.map((rs) => rs.reduce((s, r) => s + r.gamePoints, 0));
  const matchPoints = rounds.map((rs) => rs.reduce((s, r) => s + r.matchPoints, 0));
  const entries = buchholzEntries(rounds, boards, rules.buchholzUnplayed);
  const buchholz = entries.map((e) => sumWithoutLowest(e, 0));
  const buchholzCut1 = entries.map((e) => sumWithoutLowest(e, 1));
  const progressive = rounds.map((rs) => {
    let running = 0;
    return rs.reduce((sum, r) => sum + (running += r.gamePoints), 0);
  });
  const boardPoints = rounds.map((rs) => Array.from({ length: boards }, (_, b) => rs.reduce((s, r) => s + r.boardPoints[b]!, 0)));
  const removed = (t: number) => scored.removedInRound[t] !== null && scored.removedInRound[t]! <= rules.swissRounds;

  const all = league.teams.map((t) => t.index);
  let groups: number[][] = [all.filter((t) => !removed(t)), all.filter(removed)].filter((g) => g.length > 0);
  // the chain as data (competitions.md §6 "Team ranking as data"): each criterion only splits the
  // teams still tied on every earlier one
  const chain = rankingChain(rules);
  const input: RankingInput = { rounds, boards, points: rules.points, edition: tiebreakEditionOf(rules), buchholzUnplayed: rules.buchholzUnplayed, directEncounterBy: rules.directEncounterBy, publishedRanks: league.teams.map((t) => t.published?.rank ?? null) };
  const directEncounter: (number | null)[] = league.teams.map(() => null);
  const values: Partial<Record<TeamRankingCriterion, number[]>>[] = league.teams.map(() => ({}));
  for (const name of chain) {
    const criterion = RANKING_CRITERIA[name];
    if (criterion.kind === 'among-tied') {
      const positions = criterion.positions(input, groups);
      // shown only where it had teams to separate
      for (const g of groups) if (g.length > 1) for (const t of g) directEncounter[t] = positions[t]!;
      groups = splitGroups(groups, (t) => -positions[t]!, true, teamsCsvOrder);
      continue;
    }
    const computed = criterion.values(input);
    computed.forEach((v, t) => (values[t]![name] = v));
    const length = computed[0]?.length ?? 0;
    for (let k = 0; k < length; k++) groups = splitGroups(groups, (t) => computed[t]![k]!, true, teamsCsvOrder);
  }

  const lotOrder = new Map(league.lot.map((t, i) => [t, i]));
  const rows: SwissRow[] = [];
  let position = 1;
  for (const group of groups) {
    const drawn = group.length > 1 && group.every((t) => lotOrder.has(t));
    const ordered = drawn ? [...group].sort((a, b) => lotOrder.get(a)! - lotOrder.get(b)!) : group;
    ordered.forEach((t, k) => {
      const team = league.teams[t]!;
      rows.push({
        team: t,
        name: team.name,
        club: team.club,
        rank: drawn ? position + k : position,
        position: position + k,
        gamePoints: gamePoints[t]!,
        matchPoints: matchPoints[t]!,
        buchholzCut1: buchholzCut1[t]!,
        buchholz: buchholz[t]!,
        directEncounter: directEncounter[t] ?? null,
        progressive: progressive[t]!,
        boardPoints: boardPoints[t]!,
        values: values[t]!,
        lot: group.length === 1 ? 'none' : drawn ? 'drawn' : 'pending',
        removedInRound: removed(t) ? scored.removedInRound[t]! : null,
        rounds: rounds[t]!,
      });
    });
    position += group.length;
  }
  // complete: every Swiss round has every result, and every team still in the league has its match or bye in it —
  // or, for a pairing program's file (`roundsFromFile`, issue 40), which lists every pairing of a round, a
  // team without one was absent (`ZZZZ`, a withdrawal), not a result still to come
  const complete =
    roundsPlayed === rules.swissRounds &&
    swiss.every((r) => r.score.complete) &&
    (rules.roundsFromFile === true || rounds.every((rs, t) => rs.every((r) => r.kind !== 'not-paired' || (scored.removedInRound[t] !== null && scored.removedInRound[t]! < r.round))));
  return { roundsPlayed, complete, chain, rows };
}
