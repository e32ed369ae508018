import type { IsoDate } from '@/lib/dates';
import type { NoteAt } from '@/lib/i18n/t';
import type { MessageCode, MessageParams } from '@/lib/i18n/catalogue';
import type { ParamsArg, ParamsOf } from '@/lib/problem';
import type { HalfPoints } from '@/lib/half-points';
import type { RegistryRow } from '@/lib/import/parse-registry';
import type { ResultRow } from '@/lib/import/parse-results';
import { linkPlayers, type LinkedRow, type LinkMethod, type LinkWarning, type ManualLink, type SeasonPlayer } from '@/lib/identity/link-players';
import type { SpellingAnswer, SpellingProposal } from '@/lib/identity/spelling-proposals';
import { add, commonUnit, fraction, fromDecimal, mul, toUnitsRounded, type Fraction, type Units } from '@/lib/fraction';
import { eligibility, RegistryIndex, type IneligibleReason } from './eligibility';
import { awardPrizes, type PrizeAward } from './prizes';
import type { RuleSet } from './rules';
import { seasonOutlook, type Outlook, type Remaining } from './outlook';
import { keyedTieBreakChain } from './tie-breaks';
import { countSeason, type CountNeeds } from './count-season';
import { orderEntries } from './order-entries';
import { tournamentPoints, type PointsRow } from './tournament-points';
import { compareTournaments } from './tournament-order';
import { teamStandings, type TeamEntry } from './teams';
import type { CategoryFacts } from './categories';
import { EXAMPLE_LINES, exampleLines, ROWS_LISTED_PER_NAME } from '@/lib/identity/namesake-warnings';
import { MAX_PROBLEMS } from '@/lib/import/problems';

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
  /**
   * The rest of the field of a hypothetical tournament (lib/series/what-if.ts): rows that take
   * places and count as participants for the points rules but belong to no player of the season.
   */
  field?: readonly PointsRow[];
}

export interface ComputeStandingsInput {
  year: number;
  rules: RuleSet;
  registry: readonly RegistryRow[] | null;
  tournaments: readonly SeasonTournamentInput[];
  manualLinks?: readonly ManualLink[];
  /** formats §6: the arbiter's answers about spellings (aliases.csv; the site's answers per season). */
  spellingAnswers?: readonly SpellingAnswer[];
  /** formats §3 `remaining`: with it every entry gets its "what do I need?" outlook. */
  remaining?: Remaining;
  /**
   * Who is who is decided over these tournaments (default: the counted ones). The table "as it
   * stood after tournament k" links over the whole season, so a player keeps one key from the first
   * tournament on (rules §2: a birth year seen later joins rows written without one).
   */
  linkOver?: readonly SeasonTournamentInput[];
}

/** One row of a tournament as the season sees it. */
export interface ScoredRow {
  line: number;
  place: number;
  name: string;
  /** Game points of the row. */
  gamePoints: HalfPoints;
  /** What the row is worth in the series (game points, a place table's points …), in 1/unit of the season. */
  points: Units;
  playerKey: string;
  method: LinkMethod;
  candidates?: string[];
  candidateCount?: number;
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
  /** In 1/unit of the season (Standings.unit). */
  points: Units;
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
  /** Series points in 1/unit of the season (Standings.unit): 153⅓ with unit 6 is 920. */
  total: Units;
  regular: Units;
  final: Units;
  /** Eligible results (regular and Final): the minimum-participation rules count these. */
  eventsPlayed: number;
  /** Place in the Final's own ranking, when the Final result is eligible. */
  finalPlace: number | null;
  results: PlayerResult[];
  /** Regular tournaments whose value was dropped, absences (value 0) included. */
  droppedTournaments: string[];
  /** Ids of the prize categories the player belongs to. */
  categories: string[];
  facts: CategoryFacts;
  /** With `remaining`: the highest and lowest total still possible and the ranks they allow. */
  outlook?: Outlook;
}

export interface Standings {
  year: number;
  rules: RuleSet;
  tournamentsCounted: number;
  drops: number;
  /**
   * Every series value (rows, totals, teams) is a whole number of 1/unit: 2 for game points, more
   * when tied places split points (exact 153⅓). Format with lib/fraction's formatScore.
   */
  unit: number;
  /** The tournaments still to come the outlooks were computed for. */
  remaining?: Remaining;
  /** In date order, regular tournaments first-to-last, then the Final. */
  tournaments: ScoredTournament[];
  individual: IndividualEntry[];
  teams: TeamEntry[];
  prizes: PrizeAward[];
  players: Map<string, SeasonPlayer>;
  /**
   * Every warning with its code and values, for a page to say it in its language
   * (`describe(lang, note, 'placed')`, lib/i18n/t.ts; pages show boundedNotes of them).
   */
  notes: StandingsNote[];
  /**
   * Set by the server when this is not the table of the season's current data (issue 31: the data
   * could not be computed): the notice a page shows above the table; also the first of `notes`.
   */
  stale?: StandingsNote;
  /** The linking warnings with their codes and lines (for the preview and the message catalogue). */
  linkWarnings: LinkWarning[];
  /** Hand links whose row a re-upload removed. */
  droppedLinks: ManualLink[];
  /** formats §6: spellings that may be one player, not answered yet (each also a SPELLING_PROPOSED note). */
  proposals: SpellingProposal[];
}

/**
 * One warning of the standings: its `code` and `params` for the catalogue, the file it is about and
 * the line within it (0: the file or the season as a whole) — no words (issue 39, item 2). A linking
 * warning's note keeps its `at` and `wording` (lib/identity/link-warning.ts). Its English, as the JSON
 * and the command line print it ("gp01.csv line 5: …"), is said at the edge: `describeNote('en', note)`
 * (lib/i18n/t.ts), the formats §4 `warnings` by `warningsInEnglish` (lib/series/standings-json.ts).
 */
export interface StandingsNote {
  code: string;
  file: string | null;
  line: number;
  params?: Record<string, string | number>;
  at?: NoteAt;
  wording?: MessageParams;
}

/**
 * Warnings a classification lists at most (issue 31: a season of namesakes had 5,999, 120 MB): the
 * rest become one "N more warnings" note. A name's many rows are already one summary each
 * (lib/identity/namesake-warnings.ts); this bounds a file with thousands of different problems.
 */
export const MAX_WARNINGS = MAX_PROBLEMS;

/** A note: its code and values (checked against the catalogue's declaration), the file and line it is about. */
export function standingsNote<C extends MessageCode>(code: C, file: string | null, line: number, ...[params]: ParamsArg<C>): StandingsNote {
  return { code, file, line, ...(params ? { params: params as Record<string, string | number> } : {}) };
}

/** A linking warning as a note: the summaries of many rows and the two-line duplicates are about the file, the others about their line. */
function linkNote(w: LinkWarning, file: string | null): StandingsNote {
  const perRow = !w.code.endsWith('_ROWS') && w.code !== 'DUPLICATE_PLAYER';
  return { code: w.code, file, line: perRow ? w.line : 0, ...(w.params ? { params: w.params } : {}), at: w.at, wording: w.wording };
}

/** The notes, at most MAX_WARNINGS of them: the first ones, then one note counting the others. */
export function boundedNotes(notes: StandingsNote[]): StandingsNote[] {
  if (notes.length <= MAX_WARNINGS) return notes;
  const more = notes.length - (MAX_WARNINGS - 1);
  return [...notes.slice(0, MAX_WARNINGS - 1), standingsNote('MORE_WARNINGS', null, 0, { count: more })];
}

/**
 * The whole classification of a season (rules §2–§6), from parsed rows. Pure: no I/O, no clock.
 */
export function computeStandings(input: ComputeStandingsInput): Standings {
  const { regular, final, warnings } = countedOf(input.tournaments);
  const counted = final ? [...regular, final] : regular;
  const season = prepareSeason(input, input.linkOver ? input.linkOver.filter((t) => t.rows.length > 0) : counted);
  return classify(season, regular, final, warnings, false);
}

/** The tournaments a classification counts: the regular ones with results in date order, and the first Final. */
export function countedOf(tournaments: readonly SeasonTournamentInput[]): { regular: SeasonTournamentInput[]; final: SeasonTournamentInput | null; warnings: StandingsNote[] } {
  const warnings: StandingsNote[] = [];
  const ordered = [...tournaments].sort(compareTournaments);
  const regular = ordered.filter((t) => !t.final && t.rows.length > 0);
  const finals = ordered.filter((t) => t.final && t.rows.length > 0);
  const final = finals[0] ?? null;
  if (finals.length > 1) warnings.push(standingsNote('MORE_THAN_ONE_FINAL', null, 0, { final: final!.id }));
  return { regular, final, warnings };
}

/** A tournament's own part of the classification: it does not depend on which other tournaments count. */
interface PreparedTournament {
  /** What each row is worth, exactly (rule-variants). */
  exact: Fraction[];
  /** One value of `exact` per denominator it holds: the season's unit depends on these only (commonUnit). */
  denominators: Fraction[];
  /** The most a row is worth (the Final's multiplier not applied). */
  max: number;
  /**
   * The rows as columns (classify reads these flat arrays rather than row objects, and the scored
   * rows are made once per unit from them): the linked row; its player, as an index into
   * PreparedSeason.playerKeys; whether it is eligible (1/0) and why not (a player twice: duplicate);
   * the club it counts for; the row as imported.
   */
  linked: LinkedRow[];
  playerOf: Int32Array;
  eligible: Uint8Array;
  reasons: ScoredRow['reason'][];
  clubs: (string | null)[];
  sources: ResultRow[];
  /** Its warnings (no region to check, a player twice), in line order. */
  warnings: StandingsNote[];
  /** The scored tournament, per unit of the season, and its rows' points as one array (for classify). */
  byUnit: Map<number, { scored: ScoredTournament; points: Float64Array }>;
}

/**
 * The work shared by every classification of one season over one linking: who is who (over
 * `linkSet`), and per tournament what each row is worth, whether it is eligible and whether it is a
 * player's second row. Tournaments are prepared when first counted. The standings "as they stood
 * after tournament k" (lib/series/progression) differ only in which tournaments count, so they
 * share one prepared season and each re-runs only the counting and ranking.
 */
interface PreparedSeason {
  input: ComputeStandingsInput;
  linked: ReturnType<typeof linkPlayers>;
  registry: RegistryIndex | null;
  warnedTwice: Set<string>;
  tournaments: Map<string, PreparedTournament>;
  /** The linked players' keys; classify groups rows by a player's index here (typed arrays, no objects per row). */
  playerKeys: string[];
  playerIndex: Map<string, number>;
}

export function prepareSeason(input: ComputeStandingsInput, linkSet: readonly SeasonTournamentInput[]): PreparedSeason {
  const linked = linkPlayers({
    registry: input.registry,
    tournaments: linkSet.map((t) => ({ id: t.id, fileName: t.fileName, rows: t.rows })),
    manualLinks: input.manualLinks,
    spellingAnswers: input.spellingAnswers,
  });
  return {
    input,
    linked,
    registry: input.registry && input.registry.length > 0 ? new RegistryIndex(input.registry) : null,
    warnedTwice: new Set(linked.warnings.filter((w) => w.code === 'DUPLICATE_PLAYER').map((w) => `${w.tournamentId}\u0000${w.line}`)),
    tournaments: new Map(),
    playerKeys: [...linked.players.keys()],
    playerIndex: new Map([...linked.players.keys()].map((key, i) => [key, i])),
  };
}

function prepared(season: PreparedSeason, t: SeasonTournamentInput): PreparedTournament {
  const known = season.tournaments.get(t.id);
  if (known) return known;
  const { rules } = season.input;
  const { linked, registry, warnedTwice } = season;
  const warnings: (StandingsNote | null)[] = [];
  const file = t.fileName ?? t.id;
  const linkedRows = linked.rows.get(t.id)!;
  // rule-variants: what each row is worth, exactly
  const own = linkedRows.map((l) => l.row);
  const exact = tournamentPoints({ rows: [...own, ...(t.field ?? [])], rules, multiplier: rules.tournamentMultipliers[t.id] ?? 1 }).slice(0, own.length);
  if (!registry && rules.region !== null && !t.fileHasRegion) {
    warnings.push(standingsNote('REGION_NOT_CHECKED', file, 0));
  }
  // A player twice in one file (a data error, warned): the later row — the lower place — counts,
  // as in the reference implementation the examples were computed with.
  const lastIndex = new Map<string, number>();
  linkedRows.forEach((l, i) => lastIndex.set(l.playerKey, i));
  // A player's earlier rows are warned one by one up to ROWS_LISTED_PER_NAME; more (3,000 rows of
  // one unlinked name are one player) become one note in the place of the first.
  const repeated = new Map<string, { at: number[]; lines: number[]; rows: number }>();
  const playerOf = new Int32Array(linkedRows.length);
  const eligibleRows = new Uint8Array(linkedRows.length);
  const reasons: ScoredRow['reason'][] = [];
  const clubs: (string | null)[] = [];
  linkedRows.forEach((l, i) => {
    const player = linked.players.get(l.playerKey)!;
    playerOf[i] = season.playerIndex.get(l.playerKey)!;
    const e = eligibility({ row: l.row, crId: player.crId, date: t.date, region: rules.region, registry, fileHasRegion: t.fileHasRegion });
    let eligible = e.eligible;
    let reason: ScoredRow['reason'] = e.reason;
    if (lastIndex.get(l.playerKey) !== i) {
      const later = linkedRows[lastIndex.get(l.playerKey)!]!.row.line;
      if (!warnedTwice.has(`${t.id}\u0000${l.row.line}`)) {
        let g = repeated.get(l.playerKey);
        if (!g) repeated.set(l.playerKey, (g = { at: [], lines: [], rows: 0 }));
        g.rows++;
        if (g.lines.length < EXAMPLE_LINES) g.lines.push(l.row.line);
        if (g.rows <= ROWS_LISTED_PER_NAME) {
          g.at.push(warnings.length);
          warnings.push(standingsNote('REPEATED_PLAYER', file, l.row.line, { name: l.row.name, later }));
        }
      }
      eligible = false;
      reason = 'duplicate';
    }
    eligibleRows[i] = eligible ? 1 : 0;
    reasons.push(reason);
    clubs.push(e.club);
  });
  for (const [key, g] of repeated) {
    if (g.rows <= ROWS_LISTED_PER_NAME) continue;
    const last = linkedRows[lastIndex.get(key)!]!.row;
    const lines = exampleLines(g.lines, g.rows);
    warnings[g.at[0]!] = standingsNote('REPEATED_PLAYER_ROWS', file, 0, { name: last.name, rows: g.rows + 1, lines, later: last.line });
    for (const i of g.at.slice(1)) warnings[i] = null;
  }
  const seen = new Set<number>();
  const denominators = exact.filter((v) => !seen.has(v.d) && seen.add(v.d));
  const p: PreparedTournament = { exact, denominators, max: Math.max(0, ...exact.map((v) => v.n / v.d)), linked: linkedRows, playerOf, eligible: eligibleRows, reasons, clubs, sources: own, warnings: warnings.filter((w) => w !== null), byUnit: new Map() };
  season.tournaments.set(t.id, p);
  return p;
}

/**
 * All that a light classification (the progression's prefixes) reads of one tournament, row by
 * row, after linking and scoring: its place in the date order (id, date, Final), each row's player,
 * exact worth, eligibility and why not, club and place. Two revisions of a season whose
 * tournaments up to k have equal snapshots (and equal rules) have equal standings after each of
 * them — unless a tie-break reads a player's rating, which comes from outside the rows.
 * Columns, not row objects: kept per revision by the server (lib/series/progression).
 */
export interface ScoringSnapshot {
  id: string;
  date: string;
  final: boolean;
  keys: string[];
  /** each row's exact worth, numerator and denominator */
  n: Float64Array;
  d: Float64Array;
  eligible: Uint8Array;
  reasons: ScoredRow['reason'][];
  clubs: (string | null)[];
  places: Float64Array;
}

export function scoringSnapshot(season: PreparedSeason, t: SeasonTournamentInput): ScoringSnapshot {
  const p = prepared(season, t);
  return {
    id: t.id,
    date: t.date,
    final: !!t.final,
    keys: p.linked.map((l) => l.playerKey),
    n: Float64Array.from(p.exact, (v) => v.n),
    d: Float64Array.from(p.exact, (v) => v.d),
    eligible: p.eligible,
    reasons: p.reasons,
    clubs: p.clubs,
    places: Float64Array.from(p.sources, (r) => r.place),
  };
}

/** Whether two snapshots are of the same tournament, linked and scored the same, row by row. */
export function sameScoring(a: ScoringSnapshot, b: ScoringSnapshot): boolean {
  if (a.id !== b.id || a.date !== b.date || a.final !== b.final || a.keys.length !== b.keys.length) return false;
  for (let i = 0; i < a.keys.length; i++) {
    if (a.keys[i] !== b.keys[i] || a.n[i] !== b.n[i] || a.d[i] !== b.d[i] || a.eligible[i] !== b.eligible[i] || a.reasons[i] !== b.reasons[i] || a.clubs[i] !== b.clubs[i] || a.places[i] !== b.places[i]) return false;
  }
  return true;
}

function scoredIn(season: PreparedSeason, t: SeasonTournamentInput, unit: number): { scored: ScoredTournament; points: Float64Array } {
  const p = prepared(season, t);
  const known = p.byUnit.get(unit);
  if (known) return known;
  const rows = p.linked.map(({ row, playerKey, method, candidates, candidateCount }, i): ScoredRow => {
    const { line, place, name, points: gamePoints } = row;
    const points = toUnitsRounded(p.exact[i]!, unit);
    const eligible = p.eligible[i] === 1;
    // two literals rather than a spread of the optional `candidates` (40,000 rows; same key order)
    return candidates
      ? candidateCount !== undefined
        ? { line, place, name, gamePoints, points, playerKey, method, candidates, candidateCount, eligible, reason: p.reasons[i] ?? null, club: p.clubs[i] ?? null, source: row }
        : { line, place, name, gamePoints, points, playerKey, method, candidates, eligible, reason: p.reasons[i] ?? null, club: p.clubs[i] ?? null, source: row }
      : { line, place, name, gamePoints, points, playerKey, method, eligible, reason: p.reasons[i] ?? null, club: p.clubs[i] ?? null, source: row };
  });
  const scored = { scored: { id: t.id, name: t.name, date: t.date, final: !!t.final, fileName: t.fileName, rows }, points: Float64Array.from(rows, (r) => r.points) };
  p.byUnit.set(unit, scored);
  return scored;
}

/**
 * The classification counting `regular` (date order) and `final` over a prepared season: counting
 * (lib/series/count-season.ts), ordering by the tie-break registry (lib/series/order-entries.ts),
 * then the outlook, teams and prizes. `light`: only what totals and ranks need (no notes, outlook,
 * teams, prizes or categories, and no per-tournament `results` or category facts unless a
 * tie-break reads them) — the progression chart's prefixes.
 */
export function classify(season: PreparedSeason, regular: readonly SeasonTournamentInput[], final: SeasonTournamentInput | null, warnings: StandingsNote[], light: boolean): Standings {
  const { input, linked, registry } = season;
  const { rules, year } = input;
  const counted = final ? [...regular, final] : regular;

  // one common unit for the whole season
  const preps = counted.map((t) => prepared(season, t));
  let maxTotal = 0;
  const denominators: Fraction[] = [];
  counted.forEach((t, i) => {
    for (const v of preps[i]!.denominators) denominators.push(v);
    maxTotal += preps[i]!.max * (t.final ? Math.max(1, rules.multiplier) : 1);
  });
  const { unit, exact: isExact } = commonUnit(denominators, maxTotal);
  const scoredByUnit = counted.map((t) => scoredIn(season, t, unit));
  const scored: ScoredTournament[] = scoredByUnit.map((x) => x.scored);

  const tieBreak = keyedTieBreakChain(rules.tieBreaks, { regularIds: scored.filter((t) => !t.final).map((t) => t.id) });
  const needs: CountNeeds = light ? { results: tieBreak.readsResults, facts: tieBreak.readsRating, categories: false } : { results: true, facts: true, categories: true };
  const count = countSeason({
    year,
    rules,
    registry,
    players: linked.players,
    playerKeys: season.playerKeys,
    counted: scoredByUnit.map(({ scored, points }, i) => ({ scored, points, playerOf: preps[i]!.playerOf, eligible: preps[i]!.eligible, sources: preps[i]!.sources })),
    needs,
  });
  const entries = count.entries;
  orderEntries(entries, tieBreak);
  const standings: Standings = { year, rules, tournamentsCounted: count.tournamentsCounted, drops: count.drops, unit, tournaments: scored, individual: entries, teams: [], prizes: [], players: linked.players, notes: [], linkWarnings: linked.warnings, droppedLinks: linked.droppedLinks, proposals: linked.proposals, ...(input.remaining ? { remaining: input.remaining } : {}) };
  if (light) return standings;

  const notes: StandingsNote[] = [...warnings];
  const fileOf = new Map(counted.map((t) => [t.id, t.fileName ?? t.id]));
  for (const w of linked.warnings) if (fileOf.has(w.tournamentId) || w.tournamentId === '') notes.push(linkNote(w, fileOf.get(w.tournamentId) ?? null));
  // formats §6: two spellings that may be one player, both places named in the words (file null: about two files)
  for (const p of linked.proposals) {
    if (fileOf.has(p.at.tournamentId) && fileOf.has(p.sameAsAt.tournamentId)) notes.push(standingsNote('SPELLING_PROPOSED', null, 0, proposalParams(p)));
  }
  if (!isExact) notes.push(standingsNote('POINTS_ROUNDED', null, 0, { unit }));
  for (const p of preps) notes.push(...p.warnings);

  if (input.remaining) {
    const max = maxPerTournament(rules);
    if (max === null) notes.push(standingsNote('OUTLOOK_NEEDS_ROUNDS', null, 0));
    else {
      const outlook = seasonOutlook({
        players: entries.map((e) => ({ key: e.key, values: count.valuesOf.get(e)!, final: e.final })),
        rules,
        context: count.context,
        neverDrop: count.neverDrop,
        remaining: input.remaining,
        maxPerTournament: toUnitsRounded(max, unit),
      });
      for (const e of entries) e.outlook = outlook.get(e.key);
    }
  }

  const regularScored = scored.filter((t) => !t.final);
  const finalScored = scored.find((t) => t.final) ?? null;
  if (rules.teams) standings.teams = teamStandings({ regular: regularScored, final: finalScored, context: count.context, neverDrop: count.neverDrop, multiplier: rules.multiplier, rules });
  standings.prizes = awardPrizes(entries, rules);
  return { ...standings, notes };
}

/** A proposal's values for the catalogue (SPELLING_PROPOSED, and `gp`'s SPELLING_PROPOSED_ALIASES). */
export function proposalParams(p: SpellingProposal): ParamsOf<'SPELLING_PROPOSED'> {
  return { name: p.name, file: p.at.file, line: p.at.line, sameAs: p.sameAs, sameFile: p.sameAsAt.file, sameLine: p.sameAsAt.line };
}

/** The most a future regular tournament can be worth: a full score and the best place (null = no bound). */
export function maxPerTournament(rules: RuleSet): Fraction | null {
  const p = rules.points;
  const game = rules.rounds === null ? null : fraction(rules.rounds);
  let best: Fraction | null;
  if (p.kind === 'game') best = game;
  else if (p.kind === 'participants') best = null;
  else {
    const top = fromDecimal(Math.max(...p.table, p.otherwise));
    best = p.kind === 'placeTable' ? top : game && add(game, top);
  }
  if (best === null) return null;
  const multiplier = Math.max(1, ...Object.values(rules.tournamentMultipliers));
  return mul(add(best, fromDecimal(rules.participationBonus)), fromDecimal(multiplier));
}
