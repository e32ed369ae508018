import type { Units } from '@/lib/fraction';
import type { RegistryIndex } from './eligibility';
import type { ResultRow } from '@/lib/import/parse-results';
import type { SeasonPlayer } from '@/lib/identity/link-players';
import { countValues, dropCount, type DropsContext } from './drops';
import { categoryFacts } from './player-facts';
import type { RuleSet } from './rules';
import { inCategory, type CategoryFacts } from './categories';
import type { IndividualEntry, PlayerResult, ScoredTournament } from './standings';

/** What a classification builds of each entry beyond its total (a light one — the progression's prefixes — only what a tie-break reads). */
export interface CountNeeds {
  /** Per-tournament `results` (every page; a light classification when a tie-break reads them). */
  results: boolean;
  /** The §6 category facts (every page; a light classification when a tie-break reads the rating). */
  facts: boolean;
  /** The prize categories a player belongs to. */
  categories: boolean;
}

/** One counted tournament, scored in the season's unit: its rows, their points, eligibility and imported rows. */
interface CountedTournament {
  scored: ScoredTournament;
  points: Float64Array;
  /** Each row's player, as an index into `playerKeys`. */
  playerOf: Int32Array;
  eligible: Uint8Array;
  sources: readonly ResultRow[];
}

interface CountSeasonInput {
  year: number;
  rules: RuleSet;
  registry: RegistryIndex | null;
  players: ReadonlyMap<string, SeasonPlayer>;
  playerKeys: readonly string[];
  /** The counted tournaments: the regular ones in date order, then the Final if there is one. */
  counted: readonly CountedTournament[];
  needs: CountNeeds;
}

interface CountedSeason {
  /** Unranked (rank 0): each classified player with totals, results and facts. */
  entries: IndividualEntry[];
  /** Each entry's values of the regular tournaments (its eligible points, null for none), for the outlook. */
  valuesOf: Map<IndividualEntry, (Units | null)[]>;
  tournamentsCounted: number;
  drops: number;
  context: DropsContext;
  neverDrop: Set<number>;
}

/**
 * The counting of a classification (rules §2–§4, rule-variants): who is classified (at least
 * `minEventsToClassify` eligible results), each one's regular results after the drops and the
 * Final's multiplied points. No ordering: the entries come out in the order of their first row.
 */
export function countSeason({ year, rules, registry, players, playerKeys, counted, needs }: CountSeasonInput): CountedSeason {
  const scored = counted.map((c) => c.scored);
  const regularScored = scored.filter((t) => !t.final);
  const n = regularScored.length;
  const multiplier = rules.multiplier;
  /** Per scored tournament: its index among the regular ones (-1 for a Final). */
  const regularIndex: number[] = [];
  const regularAt: number[] = [];
  scored.forEach((t, i) => {
    regularIndex.push(t.final ? -1 : regularAt.length);
    if (!t.final) regularAt.push(i);
  });
  const finalAt = scored.findIndex((t) => t.final);

  // Rows of each player, in date order, as runs of two flat arrays (tournament, row) — no object per
  // row: a progression classifies every prefix of a 40,000-row season. `order`: players by first row.
  const rowCount = new Int32Array(playerKeys.length);
  const order: number[] = [];
  let rowTotal = 0;
  for (const c of counted) {
    for (const player of c.playerOf) if (rowCount[player]!++ === 0) order.push(player);
    rowTotal += c.playerOf.length;
  }
  const start = new Int32Array(playerKeys.length);
  let at = 0;
  for (const player of order) {
    start[player] = at;
    at += rowCount[player]!;
  }
  const cursor = start.slice();
  const rowT = new Int32Array(rowTotal);
  const rowR = new Int32Array(rowTotal);
  counted.forEach((c, ti) => {
    for (let ri = 0; ri < c.playerOf.length; ri++) {
      const k = cursor[c.playerOf[ri]!]!++;
      rowT[k] = ti;
      rowR[k] = ri;
    }
  });
  const rowAt = (k: number) => scored[rowT[k]!]!.rows[rowR[k]!]!;
  const isEligible = (k: number) => counted[rowT[k]!]!.eligible[rowR[k]!] === 1;

  // rule-variants: "minimum number of events to be classified"; rules §4: at least one eligible result
  const minEvents = Math.max(1, rules.minEventsToClassify);
  const classified: number[] = [];
  let mostPlayed = 0;
  for (const player of order) {
    let eligible = 0;
    let regularEligible = 0;
    for (let k = start[player]!; k < start[player]! + rowCount[player]!; k++) {
      if (!isEligible(k)) continue;
      eligible++;
      if (!scored[rowT[k]!]!.final) regularEligible++;
    }
    if (eligible < minEvents) continue;
    classified.push(player);
    mostPlayed = Math.max(mostPlayed, regularEligible);
  }
  const context: DropsContext = { n, mostPlayed };
  const drops = dropCount(n, rules.drops, context);
  const neverDrop = new Set(regularScored.flatMap((t, i) => (rules.neverDrop.includes(t.id) ? [i] : [])));

  const valuesOf = new Map<IndividualEntry, (Units | null)[]>();
  /** The index of the player's eligible row in each scored tournament, -1 for none (reset after each player). */
  const eligibleRow = new Int32Array(scored.length).fill(-1);
  const entries: IndividualEntry[] = [];
  for (const player of classified) {
    const key = playerKeys[player]!;
    const seasonPlayer = players.get(key)!;
    const from = start[player]!;
    const to = from + rowCount[player]!;
    let eventsPlayed = 0;
    let lastEligible = -1;
    for (let k = from; k < to; k++) {
      if (!isEligible(k)) continue;
      if (eligibleRow[rowT[k]!] === -1) eventsPlayed++;
      eligibleRow[rowT[k]!] = rowR[k]!;
      lastEligible = k;
    }
    const values = regularAt.map((ti) => (eligibleRow[ti] === -1 ? null : counted[ti]!.points[eligibleRow[ti]!]!));
    const best = countValues({ values, rule: rules.drops, context, neverDrop });
    // best.dropped is in date order (as countValues gives it)
    const droppedTournaments = best.dropped.map((i) => regularScored[i]!.id);
    const finalRow = finalAt >= 0 && eligibleRow[finalAt] !== -1 ? scored[finalAt]!.rows[eligibleRow[finalAt]!] : undefined;
    const finalPoints = finalRow ? finalRow.points * multiplier : 0;
    const results: PlayerResult[] = [];
    if (needs.results) {
      const droppedAt = regularAt.map(() => false);
      for (const i of best.dropped) droppedAt[i] = true;
      for (let k = from; k < to; k++) {
        const t = scored[rowT[k]!]!;
        const row = rowAt(k);
        const dropped = !t.final && row.eligible && droppedAt[regularIndex[rowT[k]!]!]!;
        results.push({ tournament: t.id, final: t.final, place: row.place, points: row.points, eligible: row.eligible, reason: row.reason, counted: row.eligible && !dropped, dropped, club: row.club });
      }
    }
    for (let k = from; k < to; k++) eligibleRow[rowT[k]!] = -1;
    const sources: ResultRow[] = [];
    if (needs.facts) for (let k = from; k < to; k++) sources.push(counted[rowT[k]!]!.sources[rowR[k]!]!);
    const facts = needs.facts ? categoryFacts(seasonPlayer, sources, registry, rules) : NO_FACTS;
    const entry: IndividualEntry = {
      rank: 0,
      rankLabel: '',
      key,
      name: seasonPlayer.name,
      crId: seasonPlayer.crId,
      fideId: seasonPlayer.fideId,
      club: lastEligible >= 0 ? rowAt(lastEligible).club : null,
      total: best.sum + finalPoints,
      regular: best.sum,
      final: finalPoints,
      eventsPlayed,
      finalPlace: finalRow ? finalRow.place : null,
      results,
      droppedTournaments,
      categories: needs.categories ? rules.categories.filter((c) => inCategory(facts, c, year)).map((c) => c.id) : [],
      facts,
    };
    entries.push(entry);
    valuesOf.set(entry, values);
  }
  return { entries, valuesOf, tournamentsCounted: n, drops, context, neverDrop };
}

/** A light classification's facts when no tie-break reads them (the progression needs totals and ranks only). */
const NO_FACTS: CategoryFacts = Object.freeze({ birthYear: null, sex: null, fed: null, ranking: null });
