import type { Problem, Loaded } from '@/lib/problem';
import type { IsoDate } from '@/lib/dates';
import { applyExclusion } from '@/lib/games/apply-exclusion';
import { EDITIONS, editionForDate, type Edition } from '@/lib/games/editions';
import { createGamesModel, gamesPlayed, playerPoints, type GameRound, type GamesModel } from '@/lib/games/games-model';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { rankProgress, type RankProgressRow } from '@/lib/games/rank-progress';
import { roundPairings, startingList, type Board, type StartingListEntry } from '@/lib/games/round-pairings';
import { ratingCards, type RatingCardRow } from '@/lib/games/rating/player-ratings';
import type { TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import type { HalfPoints } from '@/lib/half-points';
import { resultPoints, type ResultCode } from '@/lib/import/trf/result-codes';
import type { ScheduledPairing } from '@/lib/games/berger-schedule';
import { classifyGame, type ClassifiedGame, type ClassifiedNote, type GameStatus } from './classify-game';
import { exclusionFlags, type ExclusionFlag } from './exclusion-flags';
import { leagueProblem, type LeagueProblemCode } from './league-problems';
import type { GameDay, GameDaysSchedule, LeagueRules } from './league-rules';
import { leagueSchedule } from './league-schedule';
import type { PostponementNote } from './postponement-note';
import { reserveDates, reserveSlotOn, type ReserveDate } from './reserve-days';

/** Everything one league's tables are computed from (the loader builds it; the workspace edits it). */
export interface LeagueInput {
  id: string;
  name: string;
  rules: LeagueRules;
  /**
   * Key of the league's game days in `rules.schedules`; null for a league that names none and the
   * preset does not know (competitions.md §6): then the TRF's round dates give its days, if any.
   */
  scheduleId: string | null;
  /** The TRF's round dates (`132`), round 1 first; null where blank. */
  roundDates?: readonly (IsoDate | null)[];
  chain: readonly TiebreakCode[];
  /** The pairing program's file as a games model (players, pairings, results). */
  model: GamesModel;
  notes: readonly PostponementNote[];
  /** Start numbers whose exclusion the arbiter confirmed. */
  excluded: readonly number[];
  /** The day the tables are for (reserve days left count after it); null = the latest day with a result. */
  asOf: IsoDate | null;
  /**
   * Issue 40: false for a round-robin crosstable numbered by final place — it gives no rounds, so
   * its games sit in the Berger table's slots only to be counted, and no page shows their round.
   * Default true.
   */
  roundsKnown?: boolean;
}

type CodePair = { white: ResultCode; black: ResultCode };

/**
 * A round's day as the league knows it: a game day of its schedule, or only the date the TRF
 * writes above the round (no hours), or nothing (a league without a calendar).
 */
export interface RoundDay {
  date: IsoDate | null;
  start: string | null;
  end: string | null;
}

export interface LeagueGame extends ScheduledPairing {
  /** The round's game day. */
  scheduled: RoundDay;
  /** The day it was or will be played; null when a made-up game's date was not written down. */
  date: IsoDate | null;
  dateKind: 'regular' | 'reserve' | 'other' | 'unknown';
  status: GameStatus | 'annulled';
  /** The codes as recorded and read under the absence rules, before exclusions. */
  recorded: CodePair;
  /** The codes that count for the standings; null when annulled. */
  result: CodePair | null;
  notes: ClassifiedNote[];
  postponedBy: number[];
  absentWithoutWarning: number[];
  madeUp: boolean;
  /** The excluded player whose remaining game this was: a forfeit given by the exclusion. */
  forfeitedBecause: number | null;
  /** The excluded player (fewer games played than the rule's minimum) whose games are annulled. */
  annulledBecause: number | null;
}

interface LeaguePlayer {
  startNumber: number;
  name: string;
  rating: number | null;
  /** Over-the-board games, before exclusions (the regulation's "сыграл … партий"). */
  gamesPlayed: number;
  /** Points as recorded, before exclusions. */
  recordedPoints: HalfPoints;
  exclusion: 'annulled' | 'forfeited' | null;
}

interface LeagueStandingRow {
  place: number;
  startNumber: number;
  name: string;
  points: HalfPoints;
  /** The chain's values as integers in each tie-break's unit (`TIEBREAKS[code].scale`). */
  values: Partial<Record<TiebreakCode, number>>;
  excluded: boolean;
}

interface LeagueExclusionFlag extends ExclusionFlag {
  /** The arbiter confirmed the exclusion (league.json "excluded"). */
  confirmed: boolean;
  /** The consequence applied, once confirmed. */
  consequence: 'annulled' | 'forfeited' | null;
}

interface PostponedGame {
  round: number;
  white: number;
  black: number;
  postponedBy: number[];
  scheduled: RoundDay;
  /** The reserve date fixed for it, if any. */
  newDate: IsoDate | null;
  /** Reserve dates after the later of `asOf` and the round's day. */
  reserveDaysLeft: ReserveDate[];
}

export interface CrossCell {
  opponent: number;
  round: number | null;
  kind: 'self' | 'none' | LeagueGame['status'];
  /** Points of the row's player in this game (what counts; for an annulled game, what it was). */
  points: HalfPoints | null;
  code: ResultCode | null;
  forfeitedBecause: number | null;
  annulledBecause: number | null;
}

interface CrossTableRow {
  startNumber: number;
  name: string;
  place: number | null;
  points: HalfPoints | null;
  recordedPoints: HalfPoints;
  exclusion: LeaguePlayer['exclusion'];
  cells: CrossCell[];
}

export interface LeagueResult {
  id: string;
  name: string;
  scheduleId: string | null;
  /** The league's game days; null when it names none (its days come from the TRF, or it has no calendar). */
  schedule: GameDaysSchedule | null;
  /** Where the rounds' days come from: the game days, the TRF's round dates, or nowhere. */
  calendar: 'game-days' | 'trf-dates' | 'none';
  /** Each round's day, round 1 first. */
  roundDays: RoundDay[];
  chain: TiebreakCode[];
  edition: Edition;
  asOf: IsoDate | null;
  /** The FIDE Berger table gave the schedule (else the file's own pairings). */
  berger: boolean;
  /** Whether the games' rounds are known (issue 40: a crosstable by final place has none); when not, no page shows a round. */
  roundsKnown: boolean;
  /** The rules' numbers the pages name in their legends. */
  thresholds: { unplayedPostponed: number; absencesWithoutWarning: number; minGamesPlayed: number; warningHours: number };
  players: LeaguePlayer[];
  games: LeagueGame[];
  standings: LeagueStandingRow[];
  crossTable: CrossTableRow[];
  flags: LeagueExclusionFlag[];
  postponed: PostponedGame[];
  /**
   * Each round's pairings and results as they count (after exclusions), boards in the order a
   * pairing program prints them, and the starting list by rating (issue 29) — lib/games/round-pairings,
   * the same as a Grand Prix tournament's and the open's.
   */
  /** Each round's boards, the starting list, and each player's rank after every round (issue 40, item 4). */
  rounds: { pairings: Board[][]; startingList: StartingListEntry[]; progress: RankProgressRow[] };
  /** The rated players' FIDE cards (lib/games/rating), from the games played over the board as recorded. */
  ratings: RatingCardRow[];
}

type ComputeLeagueResult = Loaded<{ league: LeagueResult }, Problem<LeagueProblemCode, 'severity' | 'line'>>;

/**
 * One league's tables (competitions.md §4): the schedule with every game's date, the games read
 * under the absence rules, the exclusion flags, the confirmed exclusions' consequence (through
 * `applyExclusion`, as `gp tiebreaks --exclude`), the standings by points then the league's chain,
 * the cross-table and the postponed games still to play. Pure: bad input gives coded problems.
 */
export function computeLeague(input: LeagueInput): ComputeLeagueResult {
  const { rules } = input;
  const problems: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const days = input.scheduleId === null ? null : rules.schedules[input.scheduleId];
  if (input.scheduleId !== null && !days) {
    const known = Object.keys(rules.schedules).join(', ');
    return fail([leagueProblem('UNKNOWN_GAME_DAYS', 'league.json', 0, { params: { league: input.id, schedule: input.scheduleId, known, by: 'rules' } })]);
  }
  const roundsKnown = input.roundsKnown ?? true;
  const schedule = leagueSchedule(input.model);
  problems.push(...schedule.problems);
  // competitions.md §6: a league with no game days is ranked all the same — "knowing the weekday of
  // a game never decides a ranking"; its days come from the TRF's round dates where it has them
  const roundDays: RoundDay[] = Array.from({ length: schedule.roundCount }, (_, i) => (days ? (days.rounds[i] ?? { date: null, start: null, end: null }) : { date: input.roundDates?.[i] ?? null, start: null, end: null }));
  const calendar: LeagueResult['calendar'] = days ? 'game-days' : roundDays.some((d) => d.date !== null) ? 'trf-dates' : 'none';
  if (!days) {
    const undated = roundDays.flatMap((d, i) => (d.date === null ? [i + 1] : []));
    if (calendar === 'none') problems.push(leagueProblem('LEAGUE_NO_CALENDAR', 'league.json', 0, { params: { league: input.name } }));
    else if (undated.length > 0) problems.push(leagueProblem('LEAGUE_ROUNDS_WITHOUT_DATE', 'results', 0, { params: { league: input.name, rounds: undated.join(', ') } }));
  }
  if (days && schedule.roundCount > days.rounds.length) {
    problems.push(leagueProblem('TOO_MANY_ROUNDS', 'results', 0, { params: { players: input.model.players.length, rounds: schedule.roundCount, schedule: input.scheduleId ?? '', days: days.rounds.length } }));
    return fail(problems);
  }
  if (days && schedule.berger && schedule.roundCount < days.rounds.length) {
    problems.push(leagueProblem('UNUSED_GAME_DAYS', 'results', 0, { params: { players: input.model.players.length, rounds: schedule.roundCount, unused: days.rounds.length - schedule.roundCount } }));
  }
  const numbers = new Set(input.model.players.map((p) => p.startNumber));
  for (const s of input.excluded) {
    if (!numbers.has(s)) problems.push(leagueProblem('EXCLUDED_NOT_IN_LEAGUE', 'league.json', 0, { params: { league: input.id, player: s } }));
  }

  // the games under the absence rules
  const notesByGame = new Map<ScheduledPairing, PostponementNote[]>();
  for (const note of input.notes) {
    const game = schedule.pairings.find((g) => g.round === note.round && (g.white === note.player || g.black === note.player));
    if (!numbers.has(note.player)) {
      problems.push(leagueProblem('CSV_UNKNOWN_PLAYER', 'postponements', note.line, { params: { league: input.id, value: note.player } }));
    } else if (!game) {
      problems.push(leagueProblem('NO_GAME', 'postponements', note.line, { params: { league: input.id, player: note.player, round: note.round } }));
    } else if (note.opponent != null && note.opponent !== (game.white === note.player ? game.black : game.white)) {
      problems.push(leagueProblem('OPPONENT_MISMATCH', 'postponements', note.line, { params: { round: note.round, player: note.player, opponent: game.white === note.player ? game.black : game.white, written: note.opponent } }));
    } else {
      const list = notesByGame.get(game) ?? [];
      if (list.some((n) => n.player === note.player)) {
        problems.push(leagueProblem('CSV_DUPLICATE_ROW', 'postponements', note.line, { params: { player: note.player, round: note.round } }));
      } else notesByGame.set(game, [...list, note]);
    }
  }
  const byStart = new Map(input.model.players.map((p) => [p.startNumber, p]));
  const classified: ClassifiedGame[] = [];
  for (const pairing of schedule.pairings) {
    const i = pairing.round - 1;
    const w = byStart.get(pairing.white)!.rounds[i];
    const b = byStart.get(pairing.black)!.rounds[i];
    const recorded: CodePair = w?.opponent === pairing.black ? { white: w.result, black: b!.result } : { white: ' ', black: ' ' };
    const day = roundDays[i]!;
    const notes = notesByGame.get(pairing) ?? [];
    if (day.date === null && notes.length > 0) {
      // the 3-hour rule needs the round's start: a league without a calendar cannot judge a warning
      for (const note of notes) problems.push(leagueProblem('NOTE_WITHOUT_ROUND_DATE', 'postponements', note.line, { params: { league: input.id, round: pairing.round, player: note.player } }));
      continue;
    }
    const r = classifyGame({
      pairing,
      recorded,
      notes,
      // TRF round dates have no hours: our reading judges a warning against the start of the round's day
      roundStart: { date: day.date ?? '1970-01-01', time: day.start ?? '00:00' },
      warningHours: rules.warningHours,
      unexplainedForfeitIsAbsence: rules.exclusion.unexplainedForfeitIsAbsence,
      // rules without reserve days (a neutral preset): a made-up game may be played on any day
      isReserveDay: (date) => rules.reserveDays.length === 0 || reserveSlotOn(rules, date) !== null,
    });
    problems.push(...r.problems);
    classified.push(r.game);
  }
  if (problems.some((p) => p.severity === 'error')) return fail(problems);

  // the model that counts before exclusions: every scheduled game with its classified codes
  const before = effectiveModel(input.model, classified, schedule.roundCount);
  const flags = exclusionFlags(classified, [...numbers].sort((a, b) => a - b), rules, (round) => roundDays[round - 1]!.date);
  const excluded = applyExclusion(before, input.excluded, rules.exclusion.minGamesPlayed);
  if (!excluded.ok) return fail([...problems, leagueProblem('EXCLUDED_NOT_IN_LEAGUE', 'league.json', 0, { params: { league: input.id, player: excluded.errors[0]!.startNumber } })]);
  const after = excluded.model;
  for (const s of input.excluded) {
    const flag = flags.find((f) => f.startNumber === s);
    if (flag && flag.due.length === 0) {
      problems.push(leagueProblem('EXCLUDED_WITHOUT_RULE', 'league.json', 0, { params: { league: input.id, player: s } }));
    }
  }

  // a season without its days (a neutral preset): the league's first dated round, else the newest edition
  const firstDay = rules.season?.from ?? roundDays.find((d) => d.date !== null)?.date ?? null;
  const edition = rules.edition ?? (firstDay === null ? EDITIONS[EDITIONS.length - 1]! : editionForDate(firstDay));
  const consequence = (s: number) => (excluded.annulled.includes(s) ? 'annulled' : excluded.forfeited.includes(s) ? 'forfeited' : null);
  const games = classified.map((g) => leagueGame(g, roundDays[g.round - 1]!, after, excluded.annulled, excluded.forfeited, rules));
  const settledFlags = exclusionFlags(games.filter((g) => g.status !== 'annulled'), [...numbers].sort((a, b) => a - b), rules, (round) => roundDays[round - 1]!.date);
  const ranked = rankByChain(after, input.chain, edition);
  const standings: LeagueStandingRow[] = ranked.map((r) => ({ place: r.rank, startNumber: r.startNumber, name: r.name, points: r.points, values: r.values, excluded: r.excluded }));
  const players: LeaguePlayer[] = [...before.players]
    .sort((a, b) => a.startNumber - b.startNumber)
    .map((p) => ({ startNumber: p.startNumber, name: p.name, rating: p.rating, gamesPlayed: gamesPlayed(p), recordedPoints: playerPoints(p), exclusion: consequence(p.startNumber) }));
  const asOf = input.asOf ?? latestDecidedDate(games);
  const postponed: PostponedGame[] = games
    .filter((g) => g.status === 'postponed')
    .map((g) => ({
      round: g.round,
      white: g.white,
      black: g.black,
      postponedBy: g.postponedBy,
      scheduled: g.scheduled,
      newDate: g.date === g.scheduled.date ? null : g.date,
      reserveDaysLeft: g.scheduled.date === null && asOf === null ? [] : reserveDates(rules, asOf !== null && (g.scheduled.date === null || asOf > g.scheduled.date) ? asOf : g.scheduled.date!),
    }));
  const league: LeagueResult = {
    id: input.id,
    name: input.name,
    scheduleId: input.scheduleId,
    schedule: days ?? null,
    calendar,
    roundDays,
    chain: [...input.chain],
    edition,
    asOf,
    berger: schedule.berger,
    roundsKnown,
    thresholds: { ...rules.exclusion, warningHours: rules.warningHours },
    players,
    games,
    standings,
    crossTable: crossTable(players, games, standings),
    flags: flags.map((f) => {
      // an excluded player keeps the counts that excluded him; for everyone else the games an
      // exclusion annulled or decided no longer count (a postponed game against an excluded
      // player is then void or a forfeit win, not an unplayed postponement)
      const counted = input.excluded.includes(f.startNumber) ? f : settledFlags.find((x) => x.startNumber === f.startNumber)!;
      return { ...counted, confirmed: input.excluded.includes(f.startNumber), consequence: consequence(f.startNumber) };
    }),
    postponed,
    // games without a known round have no round pairings and no rank after a round
    rounds: { pairings: roundsKnown ? roundPairings(after) : [], startingList: startingList(after), progress: roundsKnown ? rankProgress(after, input.chain, edition) : [] },
    ratings: ratingCards(before),
  };
  return { ok: true, league, warnings: problems };

  function fail(errors: Problem<LeagueProblemCode, 'severity' | 'line'>[]): ComputeLeagueResult {
    return { ok: false, errors: errors.filter((p) => p.severity === 'error'), warnings: errors.filter((p) => p.severity === 'warning') };
  }
}

/** The file's players with every scheduled game carrying its classified codes; other rounds unpaired (a rest). */
function effectiveModel(model: GamesModel, games: readonly ClassifiedGame[], roundCount: number): GamesModel {
  const rounds = new Map<number, (GameRound | null)[]>(model.players.map((p) => [p.startNumber, Array.from({ length: roundCount }, () => null)]));
  for (const g of games) {
    // a forfeit is not played with a colour (C.04 Annex 2 writes "-"); other games keep the table's
    const forfeit = g.status === 'forfeit';
    rounds.get(g.white)![g.round - 1] = { opponent: g.black, colour: forfeit ? null : 'w', result: g.codes.white };
    rounds.get(g.black)![g.round - 1] = { opponent: g.white, colour: forfeit ? null : 'b', result: g.codes.black };
  }
  return createGamesModel({
    name: model.name,
    startDate: model.startDate,
    roundCount,
    roundRobin: true,
    players: model.players.map((p) => ({ ...p, rounds: rounds.get(p.startNumber)!, excluded: false })),
  });
}

function leagueGame(g: ClassifiedGame, day: RoundDay, after: GamesModel, annulled: readonly number[], forfeited: readonly number[], rules: LeagueRules): LeagueGame {
  const annulledBecause = annulled.find((s) => s === g.white || s === g.black) ?? null;
  let result: CodePair | null = null;
  let status: LeagueGame['status'] = g.status;
  let forfeitedBecause: number | null = null;
  if (annulledBecause !== null) status = 'annulled';
  else {
    const w = after.players.find((p) => p.startNumber === g.white)!.rounds[g.round - 1]!;
    const b = after.players.find((p) => p.startNumber === g.black)!.rounds[g.round - 1]!;
    result = { white: w.result, black: b.result };
    if ((g.status === 'postponed' || g.status === 'to-play') && w.result !== ' ') {
      status = 'forfeit';
      forfeitedBecause = forfeited.find((s) => s === g.white || s === g.black) ?? null;
    }
  }
  let date: IsoDate | null = day.date;
  let dateKind: LeagueGame['dateKind'] = day.date === null ? 'unknown' : 'regular';
  if (g.madeUpOn !== null) {
    date = g.madeUpOn;
    dateKind = reserveSlotOn(rules, g.madeUpOn) ? 'reserve' : 'other';
  } else if (g.madeUp) {
    date = null;
    dateKind = 'unknown';
  }
  return {
    round: g.round,
    board: g.board,
    white: g.white,
    black: g.black,
    scheduled: day,
    date,
    dateKind,
    status,
    recorded: g.codes,
    result,
    notes: g.notes,
    postponedBy: g.postponedBy,
    absentWithoutWarning: g.absentWithoutWarning,
    madeUp: g.madeUp,
    forfeitedBecause,
    annulledBecause,
  };
}

/** The latest day on which a game of the league was decided over the board or by forfeit. */
function latestDecidedDate(games: readonly LeagueGame[]): IsoDate | null {
  let latest: IsoDate | null = null;
  for (const g of games) {
    if (g.forfeitedBecause !== null || g.date === null) continue;
    if ((g.status === 'played' || g.status === 'forfeit' || (g.status === 'annulled' && g.recorded.white !== ' ')) && (latest === null || g.date > latest)) latest = g.date;
  }
  return latest;
}

/** The round-robin table as chess players know it: rows and columns by start number. */
function crossTable(players: readonly LeaguePlayer[], games: readonly LeagueGame[], standings: readonly LeagueStandingRow[]): CrossTableRow[] {
  return players.map((p) => {
    const row = standings.find((s) => s.startNumber === p.startNumber);
    return {
      startNumber: p.startNumber,
      name: p.name,
      place: row?.place ?? null,
      points: row?.points ?? null,
      recordedPoints: p.recordedPoints,
      exclusion: p.exclusion,
      cells: players.map((q): CrossCell => {
        if (q.startNumber === p.startNumber) return { opponent: q.startNumber, round: null, kind: 'self', points: null, code: null, forfeitedBecause: null, annulledBecause: null };
        const g = games.find((x) => (x.white === p.startNumber && x.black === q.startNumber) || (x.black === p.startNumber && x.white === q.startNumber));
        if (!g) return { opponent: q.startNumber, round: null, kind: 'none', points: null, code: null, forfeitedBecause: null, annulledBecause: null };
        const side = g.white === p.startNumber ? 'white' : 'black';
        const codes = g.result ?? g.recorded;
        const code = codes[side];
        return {
          opponent: q.startNumber,
          round: g.round,
          kind: g.status,
          points: code === ' ' ? null : resultPoints(code),
          code: code === ' ' ? null : code,
          forfeitedBecause: g.forfeitedBecause,
          annulledBecause: g.annulledBecause,
        };
      }),
    };
  });
}
