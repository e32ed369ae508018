import type { Problem } from '@/lib/problem';
import { rankProgress, type RankProgressRow } from '@/lib/games/rank-progress';
import type { Edition } from '@/lib/games/editions';
import { roundKind, type GameRound, type GamesModel } from '@/lib/games/games-model';
import { roundPairings, startingList, type Board, type StartingListEntry } from '@/lib/games/round-pairings';
import { ratingCards, type RatingCardRow } from '@/lib/games/rating/player-ratings';
import type { EventGame } from './event-game';
import { eventProblem, type EventProblemCode } from './event-problems';
import { knockoutMatch, type KnockoutMatch } from './knockout-match';
import { playoffBracket, type PlayoffBracket } from './playoff-bracket';
import { qualifierCut, type QualifierCut } from './qualifier-cut';
import { roundRobinStage, type RoundRobinStage } from './round-robin-stage';
import { knownSlot, OPEN_SLOT, type Slot } from './slot';
import { swissContinuation, type SwissContinuation } from './swiss-continuation';
import { groupStageId, hasFinalStage, placementStageId, type SwissOpenRules } from './swiss-open-rules';
import { completedRounds } from '@/lib/games/completed-rounds';
import { afterRound } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { applyLots } from './apply-lots';

interface Withdrawal {
  startNo: number;
  /** before-cut: passed over at the cut; after-cut: loses every later game not yet played. */
  when: 'before-cut' | 'after-cut';
}

interface SwissOpenInput {
  name: string;
  rules: SwissOpenRules;
  edition: Edition;
  /** swiss.trf: rounds 1–8, later 1–13. */
  swiss: GamesModel;
  /** The open's last day (TRF 052, a sheet's "Date" range, else event.json's `dates.to`); null when none is known. */
  endDate?: string | null;
  /** games.csv, already read. */
  games: readonly EventGame[];
  withdrawn?: readonly Withdrawal[];
  lots?: readonly (readonly number[])[];
  swissFile?: string;
  gamesFile?: string;
  /** Line of each player's `001` record, for line-numbered problems. */
  playerLines?: ReadonlyMap<number, number>;
}

interface PlacementStage extends RoundRobinStage {
  groupPosition: number;
  firstPlace: number;
}

interface RankingEntry {
  place: number;
  startNo: number;
  name: string;
  /** Where the place comes from: `final`, `third`, `places-5-8` …, `swiss`. */
  stage: string;
}

export interface EventPlayer {
  startNo: number;
  name: string;
  rating: number | null;
  title: string | null;
  federation: string | null;
  /** The TRF's FIDE id and birth date as written (the players' directory links people by them, issue 30). */
  fideId?: string | null;
  birth?: string | null;
  /** The qualifier's and the Swiss's rounds from the TRF (a player's games on the player's page). */
  rounds?: readonly GameRound[];
}

export interface SwissOpenResult {
  name: string;
  /** The Swiss file's start date (042), ISO; null when the file gives none. */
  startDate: string | null;
  /** Its last day, ISO (TRF 052, the sheet's date range, else event.json's `dates.to`); null when none is known. */
  endDate: string | null;
  rules: SwissOpenRules;
  edition: Edition;
  players: EventPlayer[];
  qualifier: QualifierCut;
  playoff: PlayoffBracket | null;
  /** Start numbers 1…n of the final stage (§2.7.1 "zgodne z miejscami zajętymi w Turnieju Kwalifikacyjnym"). */
  seats: Slot[];
  /** The qualifiers in qualifier order, once every seat is decided; null before. */
  qualifiers: number[] | null;
  groups: RoundRobinStage[];
  placements: PlacementStage[];
  /** semi-1, semi-2, third, final. */
  matches: KnockoutMatch[];
  swiss: SwissContinuation;
  /** The places decided so far, by place. */
  ranking: RankingEntry[];
  withdrawn: Withdrawal[];
  /** The Swiss part's rounds as boards, its starting list by rating and its rated players' FIDE cards (issue 29: what chess sites show). */
  /** The Swiss file's rounds: boards, starting list, rating cards, and each player's rank after every round by the qualifier's chain (issue 40, item 4). */
  swissRounds: { pairings: Board[][]; startingList: StartingListEntry[]; ratings: RatingCardRow[]; progress: RankProgressRow[] };
}

/**
 * The whole open from its games (competitions.md §3): qualifier and cut, play-off, groups,
 * placement round robins, semi-finals, third place, final, and the Swiss for the rest — each stage
 * as far as the games decide it. Problems are games that do not fit the stage they name; the
 * caller refuses the files when there is any.
 */
export function computeSwissOpen(input: SwissOpenInput): { result: SwissOpenResult; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const { edition, swiss: model } = input;
  if (!hasFinalStage(input.rules)) return computePlainSwiss(input);
  const rules = input.rules;
  const swissFile = input.swissFile ?? 'swiss.trf';
  const gamesFile = input.gamesFile ?? 'games.csv';
  const withdrawn = [...(input.withdrawn ?? [])];
  const lots = input.lots ?? [];
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const n = rules.qualifier.qualifiers;
  const totalRounds = rules.qualifier.rounds + rules.continuation.rounds;
  if (model.roundCount > totalRounds) {
    problems.push(eventProblem('EVENT_TOO_MANY_ROUNDS', swissFile, 0, { rounds: model.roundCount, expected: totalRounds }));
  }
  const nameOf = new Map(model.players.map((p) => [p.startNumber, p.name]));
  const stageGames = (id: string) => input.games.filter((g) => g.stage === id);
  const before = new Set(withdrawn.filter((w) => w.when === 'before-cut').map((w) => w.startNo));
  const after = new Set(withdrawn.filter((w) => w.when === 'after-cut').map((w) => w.startNo));

  // §2.5: the qualifier and the cut
  const qualifier = qualifierCut({ model, rules, edition, withdrawnBeforeCut: before, lots });
  if (qualifier.complete && model.players.filter((p) => !before.has(p.startNumber)).length < n) {
    problems.push(eventProblem('EVENT_TOO_FEW_PLAYERS', swissFile, 0, { needed: n }));
  }

  // §2.5.1–2.5.5: the play-off at the cut
  let playoff: PlayoffBracket | null = null;
  let playoffSeats: Slot[] = [];
  if (qualifier.playoff && qualifier.playoff.seeds.length > 0) {
    const built = playoffBracket({ ...qualifier.playoff, games: stageGames('playoff'), drawGoesTo: rules.playoff.drawGoesTo, withdrawn: after, gamesFile });
    playoff = built.bracket;
    problems.push(...built.problems);
    playoffSeats = playoff.seats;
  } else if (qualifier.playoff) {
    // the seeds wait for a lot between completely tied players
    const tied = qualifier.rows.filter((r) => r.status === 'playoff').map((r) => r.startNumber);
    playoffSeats = Array.from({ length: qualifier.playoff.places }, () => ({ startNo: null, candidates: tied }));
  }
  for (const g of stageGames('playoff')) {
    if (!playoff) problems.push(eventProblem('GAMES_NOT_IN_STAGE', gamesFile, g.line, { stage: 'playoff', reason: qualifier.complete ? 'no-playoff' : 'qualifier-open' }));
  }

  const seats: Slot[] = qualifier.complete ? [...qualifier.directSeats, ...playoffSeats] : Array.from({ length: n }, () => OPEN_SLOT);
  const qualifiers = seats.length === n && seats.every((s) => s.startNo !== null) ? seats.map((s) => s.startNo!) : null;
  const seatOf = new Map<number, number>();
  seats.forEach((s, i) => {
    if (s.startNo !== null) seatOf.set(s.startNo, i + 1);
  });

  // §2.6: qualifiers do not play rounds 9–13 of the Swiss
  for (const startNo of seatOf.keys()) {
    const p = model.players.find((x) => x.startNumber === startNo)!;
    const round = p.rounds.findIndex((r, i) => i >= rules.qualifier.rounds && roundKind(r) !== 'zero-point-bye');
    if (round >= 0) {
      problems.push(eventProblem('EVENT_QUALIFIER_IN_CONTINUATION', swissFile, input.playerLines?.get(startNo) ?? 0, { startNo, round: round + 1 }));
    }
  }

  // §2.7.1: four groups by start number
  const groups = rules.groups.members.map((seatList, i) => {
    const built = roundRobinStage({ id: groupStageId(i + 1), members: seatList.map((s) => seats[s - 1] ?? OPEN_SLOT), seatOf, games: stageGames(groupStageId(i + 1)), chain: rules.groups.chain, edition, withdrawn: after, gamesFile });
    problems.push(...built.problems);
    return built.stage;
  });

  // §2.7.2: 2nd, 3rd, 4th places of the groups play for places 5–8, 9–12, 13–16
  const placements: PlacementStage[] = [...rules.placements]
    .sort((a, b) => a.groupPosition - b.groupPosition)
    .map((p) => {
      const id = placementStageId(rules, p.groupPosition);
      const built = roundRobinStage({ id, members: groups.map((g) => g.positions[p.groupPosition - 1] ?? OPEN_SLOT), seatOf, games: stageGames(id), chain: p.chain, edition, withdrawn: after, gamesFile });
      problems.push(...built.problems);
      return { ...built.stage, groupPosition: p.groupPosition, firstPlace: p.firstPlace };
    });

  // §2.7.3: semi-finals I–IV and II–III, then the third-place match and the final
  const match = (id: string, players: [Slot, Slot]) => {
    const built = knockoutMatch({ id, players, games: stageGames(id), gameCount: rules.match.games, drawGoesTo: rules.match.armageddonDrawGoesTo, withdrawn: after, gamesFile });
    problems.push(...built.problems);
    return built.match;
  };
  const winnerOfGroup = (g: number) => groups[g - 1]!.positions[0]!;
  const semi1 = match('semi-1', [winnerOfGroup(rules.semiFinals[0][0]), winnerOfGroup(rules.semiFinals[0][1])]);
  const semi2 = match('semi-2', [winnerOfGroup(rules.semiFinals[1][0]), winnerOfGroup(rules.semiFinals[1][1])]);
  const third = match('third', [outcomeSlot(semi1, 'loser'), outcomeSlot(semi2, 'loser')]);
  const final = match('final', [outcomeSlot(semi1, 'winner'), outcomeSlot(semi2, 'winner')]);
  const matches = [semi1, semi2, third, final];

  // §2.6: everybody else
  // the set of qualifiers is known before their order when only a lot among direct qualifiers is open
  const qualifiedSet = new Set([...qualifier.directSeats.flatMap((d) => d.candidates), ...(playoff?.qualified ?? [])]);
  const undecided = new Set(qualifier.rows.filter((r) => r.status === 'playoff' && !qualifiedSet.has(r.startNumber) && !(playoff?.eliminated ?? []).includes(r.startNumber)).map((r) => r.startNumber));
  const seatsSettled = qualifier.complete && qualifiedSet.size === n;
  const swiss = swissContinuation({ model, rules, edition, qualified: qualifiedSet, undecided, qualifiersKnown: seatsSettled, lots });

  // the final ranking 1…N, as far as decided
  const ranking: RankingEntry[] = [];
  const place = (p: number, startNo: number | null, stage: string) => {
    if (startNo !== null) ranking.push({ place: p, startNo, name: nameOf.get(startNo) ?? String(startNo), stage });
  };
  place(1, final.winner, 'final');
  place(2, final.loser, 'final');
  place(3, third.winner, 'third');
  place(4, third.loser, 'third');
  for (const p of placements) p.positions.forEach((slot, i) => place(p.firstPlace + i, slot.startNo, p.id));
  if (swiss.decided) for (const r of swiss.rows) place(r.place, r.startNumber, 'swiss');
  ranking.sort((a, b) => a.place - b.place || a.startNo - b.startNo);

  const players: EventPlayer[] = model.players.map((p) => ({ startNo: p.startNumber, name: p.name, rating: p.rating, title: p.title, federation: p.federation, fideId: p.fideId, birth: p.birth, rounds: p.rounds }));
  return {
    result: { name: input.name, startDate: model.startDate, endDate: input.endDate ?? null, rules, edition, players, qualifier, playoff, seats, qualifiers, groups, placements, matches, swiss, ranking, withdrawn, swissRounds: { pairings: roundPairings(model), startingList: startingList(model), ratings: ratingCards(model), progress: rankProgress(model, rules.qualifier.chain, edition) } },
    problems,
  };
}

/**
 * A plain Swiss open (issue 40, `format: "swiss"`): the Swiss is the whole event. Its standings by
 * points, then the chain (lots where a complete tie is open), are the qualifier's table without a
 * cut; the final ranking is those standings once every round is in (places 1…N in order, shared
 * only by a complete tie no lot has split). No play-off, groups or matches: they stay empty, and a
 * games.csv names no stage (stageIds is empty), so it cannot add games.
 */
function computePlainSwiss(input: SwissOpenInput): { result: SwissOpenResult; problems: Problem<EventProblemCode, 'file' | 'line'>[] } {
  const { rules, edition, swiss: model } = input;
  const problems: Problem<EventProblemCode, 'file' | 'line'>[] = [];
  const rounds = rules.qualifier.rounds;
  if (model.roundCount > rounds) problems.push(eventProblem('EVENT_TOO_MANY_ROUNDS', input.swissFile ?? 'swiss.trf', 0, { rounds: model.roundCount, expected: rounds }));
  const roundsPlayed = Math.min(completedRounds(model), rounds);
  const complete = roundsPlayed === rounds;
  const ordered = applyLots(rankByChain(afterRound(model, roundsPlayed), rules.qualifier.chain, edition), input.lots ?? []);
  const qualifier: QualifierCut = { rounds, roundsPlayed, complete, rows: ordered.map((r) => ({ ...r, status: 'open' })), cutPoints: null, directSeats: [], playoff: null, openTies: [] };
  const rows: SwissContinuation['rows'] = [];
  ordered.forEach((r, i) => {
    const previous = rows[i - 1];
    const shared = previous !== undefined && r.openTie && previous.openTie && previous.rank === r.rank;
    rows.push({ ...r, place: shared ? previous.place : i + 1, mayQualify: false });
  });
  const swiss: SwissContinuation = { rounds, roundsPlayed, rows, decided: complete };
  const ranking: RankingEntry[] = complete ? rows.map((r) => ({ place: r.place, startNo: r.startNumber, name: r.name, stage: 'swiss' })) : [];
  const players: EventPlayer[] = model.players.map((p) => ({ startNo: p.startNumber, name: p.name, rating: p.rating, title: p.title, federation: p.federation, fideId: p.fideId, birth: p.birth, rounds: p.rounds }));
  return {
    result: { name: input.name, startDate: model.startDate, endDate: input.endDate ?? null, rules, edition, players, qualifier, playoff: null, seats: [], qualifiers: null, groups: [], placements: [], matches: [], swiss, ranking, withdrawn: [...(input.withdrawn ?? [])], swissRounds: { pairings: roundPairings(model), startingList: startingList(model), ratings: ratingCards(model), progress: rankProgress(model, rules.qualifier.chain, edition) } },
    problems,
  };
}

/** The winner's or loser's slot of a match: known once decided, else whoever can still be it. */
function outcomeSlot(m: KnockoutMatch, side: 'winner' | 'loser'): Slot {
  const decided = side === 'winner' ? m.winner : m.loser;
  if (decided !== null) return knownSlot(decided);
  return { startNo: null, candidates: [...new Set(m.players.flatMap((p) => p.candidates))] };
}
