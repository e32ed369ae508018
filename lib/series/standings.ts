import type { IsoDate } from '@/lib/dates';
import type { HalfPoints } from '@/lib/half-points';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import { linkPlayers, type LinkMethod, type ManualLink, type SeasonPlayer } from '@/lib/identity/link-players';
import { dropCount, sumBest } from './drops';
import { eligibility, RegistryIndex, type IneligibleReason } from './eligibility';
import { categoryFacts } from './player-facts';
import { awardPrizes, type PrizeAward } from './prizes';
import { comparePlaces, compareNames, compareCrIds, competitionRanks } from './ranking';
import type { RuleSet } from './rules';
import { tournamentPoints } from './tournament-points';
import { compareTournaments } from './tournament-order';
import { teamStandings, type TeamEntry } from './teams';
import { inCategory, type CategoryFacts } from './categories';

export interface SeasonTournamentInput {
  id: string;
  name: string;
  date: IsoDate;
  final?: boolean;
  /** For warnings ("gp04.txt line 17: …"). */
  fileName?: string;
  /** Whether the file has a region column (rules §3, without a registry). */
  fileHasRegion: boolean;
  rows: readonly ResultRow[];
}

export interface ComputeStandingsInput {
  year: number;
  rules: RuleSet;
  registry: readonly RegistryRow[] | null;
  tournaments: readonly SeasonTournamentInput[];
  manualLinks?: readonly ManualLink[];
}

/** One row of a tournament as the season sees it. */
export interface ScoredRow {
  line: number;
  place: number;
  name: string;
  /** Game points of the row. */
  gamePoints: HalfPoints;
  /** What the row is worth in the series (game points, or a place table's points). */
  points: HalfPoints;
  playerKey: string;
  method: LinkMethod;
  candidates?: string[];
  eligible: boolean;
  reason: IneligibleReason | 'duplicate' | null;
  club: string | null;
  /** The row as imported (sex, birth, ranking … for the category prizes). */
  source: ResultRow;
}

export interface ScoredTournament {
  id: string;
  name: string;
  date: IsoDate;
  final: boolean;
  fileName?: string;
  rows: ScoredRow[];
}

export interface PlayerResult {
  tournament: string;
  final: boolean;
  place: number;
  points: HalfPoints;
  eligible: boolean;
  reason: ScoredRow['reason'];
  /** Counted in the total (eligible and not dropped). */
  counted: boolean;
  dropped: boolean;
  club: string | null;
}

export interface IndividualEntry {
  rank: number;
  rankLabel: string;
  key: string;
  name: string;
  crId: string | null;
  fideId: string | null;
  club: string | null;
  total: HalfPoints;
  regular: HalfPoints;
  final: HalfPoints;
  /** Place in the Final's own ranking, when the Final result is eligible. */
  finalPlace: number | null;
  results: PlayerResult[];
  /** Regular tournaments whose value was dropped, absences (value 0) included. */
  droppedTournaments: string[];
  /** Ids of the prize categories the player belongs to. */
  categories: string[];
  facts: CategoryFacts;
}

export interface Standings {
  year: number;
  rules: RuleSet;
  tournamentsCounted: number;
  drops: number;
  /** In date order, regular tournaments first-to-last, then the Final. */
  tournaments: ScoredTournament[];
  individual: IndividualEntry[];
  teams: TeamEntry[];
  prizes: PrizeAward[];
  players: Map<string, SeasonPlayer>;
  warnings: string[];
}

/**
 * The whole classification of a season (rules §2–§6), from parsed rows. Pure: no I/O, no clock.
 */
export function computeStandings(input: ComputeStandingsInput): Standings {
  const { rules, year } = input;
  const warnings: string[] = [];
  const ordered = [...input.tournaments].sort(compareTournaments);
  const regular = ordered.filter((t) => !t.final && t.rows.length > 0);
  const finals = ordered.filter((t) => t.final && t.rows.length > 0);
  const final = finals[0] ?? null;
  if (finals.length > 1) warnings.push(`more than one Final: only ${final!.id} counts as the Final`);
  const counted = final ? [...regular, final] : regular;

  const linked = linkPlayers({
    registry: input.registry,
    tournaments: counted.map((t) => ({ id: t.id, fileName: t.fileName, rows: t.rows })),
    manualLinks: input.manualLinks,
  });
  warnings.push(...linked.warnings.map((w) => w.message));
  const registry = input.registry && input.registry.length > 0 ? new RegistryIndex(input.registry) : null;

  const scored: ScoredTournament[] = counted.map((t) => {
    if (!registry && rules.region !== null && !t.fileHasRegion) {
      warnings.push(`${t.fileName ?? t.id}: no registry and no region column; eligibility was not checked, every row counts`);
    }
    // A player twice in one file (a data error, warned): the later row — the lower place — counts,
    // as in the reference implementation the examples were computed with.
    const linkedRows = linked.rows.get(t.id)!;
    const lastIndex = new Map<string, number>();
    linkedRows.forEach((l, i) => lastIndex.set(l.playerKey, i));
    const rows = linkedRows.map((l, i): ScoredRow => {
      const player = linked.players.get(l.playerKey)!;
      const e = eligibility({ row: l.row, crId: player.crId, date: t.date, region: rules.region, registry, fileHasRegion: t.fileHasRegion });
      let eligible = e.eligible;
      let reason: ScoredRow['reason'] = e.reason;
      if (lastIndex.get(l.playerKey) !== i) {
        const later = linkedRows[lastIndex.get(l.playerKey)!]!.row.line;
        warnings.push(`${t.fileName ?? t.id} line ${l.row.line}: '${l.row.name}' appears again on line ${later}; only line ${later} counts`);
        eligible = false;
        reason = 'duplicate';
      }
      return {
        line: l.row.line,
        place: l.row.place,
        name: l.row.name,
        gamePoints: l.row.points,
        points: tournamentPoints(l.row, rules.points),
        playerKey: l.playerKey,
        method: l.method,
        ...(l.candidates ? { candidates: l.candidates } : {}),
        eligible,
        reason,
        club: e.club,
        source: l.row,
      };
    });
    return { id: t.id, name: t.name, date: t.date, final: !!t.final, fileName: t.fileName, rows };
  });

  const n = regular.length;
  const drops = dropCount(n, rules.drops);
  const regularScored = scored.filter((t) => !t.final);
  const finalScored = scored.find((t) => t.final) ?? null;

  // rows of each player, in date order
  const byPlayer = new Map<string, { t: ScoredTournament; row: ScoredRow }[]>();
  for (const t of scored) {
    for (const row of t.rows) {
      const list = byPlayer.get(row.playerKey);
      if (list) list.push({ t, row });
      else byPlayer.set(row.playerKey, [{ t, row }]);
    }
  }

  const entries: IndividualEntry[] = [];
  for (const [key, rows] of byPlayer) {
    // rules §4: listed only with at least one eligible result in the season
    if (!rows.some((r) => r.row.eligible)) continue;
    const player = linked.players.get(key)!;
    const eligibleIn = new Map<ScoredTournament, ScoredRow>();
    for (const x of rows) if (x.row.eligible) eligibleIn.set(x.t, x.row);
    const values = regularScored.map((t) => eligibleIn.get(t)?.points ?? 0);
    const best = sumBest(values, drops);
    const droppedIds = new Set(best.dropped.map((i) => regularScored[i]!.id));
    const finalRow = finalScored ? eligibleIn.get(finalScored) : undefined;
    const finalPoints = finalRow ? finalRow.points * rules.multiplier : 0;
    const results: PlayerResult[] = rows.map(({ t, row }) => {
      const dropped = !t.final && row.eligible && droppedIds.has(t.id);
      return {
        tournament: t.id,
        final: t.final,
        place: row.place,
        points: row.points,
        eligible: row.eligible,
        reason: row.reason,
        counted: row.eligible && !dropped,
        dropped,
        club: row.club,
      };
    });
    const lastEligible = [...rows].reverse().find((r) => r.row.eligible);
    const facts = categoryFacts(player, rows.map((r) => r.row.source), registry, rules);
    entries.push({
      rank: 0,
      rankLabel: '',
      key,
      name: player.name,
      crId: player.crId,
      fideId: player.fideId,
      club: lastEligible?.row.club ?? null,
      total: best.sum + finalPoints,
      regular: best.sum,
      final: finalPoints,
      finalPlace: finalRow ? finalRow.place : null,
      results,
      droppedTournaments: regularScored.filter((t) => droppedIds.has(t.id)).map((t) => t.id),
      categories: rules.categories.filter((c) => inCategory(facts, c, year)).map((c) => c.id),
      facts,
    });
  }

  const tieBreak = makeTieBreak(rules, regularScored);
  // within a shared rank: by CR id (as the reference lists them), players without one after, by name
  entries.sort((a, b) => b.total - a.total || tieBreak(a, b) || compareCrIds(a.crId, b.crId) || compareNames(a.name, b.name) || (a.key < b.key ? -1 : 1));
  const ranks = competitionRanks(entries, (a, b) => a.total === b.total && tieBreak(a, b) === 0);
  entries.forEach((e, i) => Object.assign(e, ranks[i]));

  const teams = teamStandings({ regular: regularScored, final: finalScored, drops, rules });
  const prizes = awardPrizes(entries, rules);

  return { year, rules, tournamentsCounted: n, drops, tournaments: scored, individual: entries, teams, prizes, players: linked.players, warnings };
}

/** The series tie-break chain (rules §4: the better place in the Final; none = after). */
function makeTieBreak(rules: RuleSet, regular: ScoredTournament[]) {
  const last = regular[regular.length - 1];
  // each player's tie-break values are worked out once, not in every comparison of the sort
  // (thousands of players share totals: recomputing them per comparison dominated big seasons)
  const best = new Map<IndividualEntry, number>();
  const lastPlace = new Map<IndividualEntry, number | null>();
  const bestOf = (e: IndividualEntry) => {
    let v = best.get(e);
    if (v === undefined) best.set(e, (v = bestSingle(e)));
    return v;
  };
  const lastPlaceOf = (e: IndividualEntry) => {
    let v = lastPlace.get(e);
    if (v === undefined) lastPlace.set(e, (v = placeIn(e, last?.id)));
    return v;
  };
  return (a: IndividualEntry, b: IndividualEntry): number => {
    for (const tb of rules.tieBreaks) {
      let c = 0;
      if (tb === 'finalPlace') c = comparePlaces(a.finalPlace, b.finalPlace);
      else if (tb === 'bestSingleResult') c = bestOf(b) - bestOf(a);
      else if (tb === 'lastTournamentPlace') c = comparePlaces(lastPlaceOf(a), lastPlaceOf(b));
      if (c !== 0) return c;
    }
    return 0;
  };
}

function bestSingle(e: IndividualEntry): number {
  return Math.max(0, ...e.results.filter((r) => r.eligible && !r.final).map((r) => r.points));
}

function placeIn(e: IndividualEntry, tournamentId: string | undefined): number | null {
  const r = e.results.find((x) => x.tournament === tournamentId && x.eligible);
  return r ? r.place : null;
}
