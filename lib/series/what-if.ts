import { type Problem, said, type MessageCode, type ParamsOf } from '@/lib/problem';
import type { IsoDate } from '@/lib/dates';
import type { HalfPoints } from '@/lib/half-points';
import type { ResultRow } from '@/lib/import/parse-results';
import { parsePlace, parsePoints } from '@/lib/import/values';
import type { RuleSet } from './rules';
import { computeStandings, type ComputeStandingsInput, type IndividualEntry, type SeasonTournamentInput, type Standings } from './standings';
import type { PointsRow } from './tournament-points';

/**
 * Issue 14 "what do I need?", the calculator: "if I score X in the next tournament(s), my total and
 * my rank become …". The hypothetical tournaments are appended to the season and the standings are
 * computed again by the one pipeline (computeStandings), so drops that grow with the events held,
 * the Final's multiplier, place tables, bonuses and tie-breaks all apply as they do to real results.
 *
 * Semantics (stated on the page): the player finishes alone at the given place; every other player
 * of the table does not play the hypothetical tournaments — their results stay as they are, their
 * totals are counted again under the rules (a tournament held adds an absence, which drops that grow
 * with the events held may drop); nobody new joins the table.
 */
export interface HypotheticalResult {
  final: boolean;
  /** Game points, in half-points (a pure place table ignores them). */
  points: HalfPoints;
  /** The player's place, alone (no tie). */
  place: number;
  /** Players in the tournament (participants-based points only; at least `place`). */
  participants: number | null;
}

/** What the calculator asks per tournament under a rule set. */
export type WhatIfField = 'points' | 'place' | 'participants';

/**
 * The inputs that make sense for the season's points: game points where they are worth something
 * (game points, game points + place bonus); the place where a place is worth something (place
 * tables, place bonuses, participants-based points) or where a tie-break counts places (count-back);
 * the number of players where the points depend on it. Under game points alone the place changes
 * nothing: the other players are absent, so "the Final's place" and "the last tournament's place"
 * always favour the player whatever the place.
 */
export function whatIfFields(rules: RuleSet): WhatIfField[] {
  const kind = rules.points.kind;
  const out: WhatIfField[] = [];
  if (kind === 'game' || kind === 'gamePlusPlace') out.push('points');
  if (kind !== 'game' || rules.tieBreaks.includes('countBack')) out.push('place');
  if (kind === 'participants') out.push('participants');
  return out;
}

/** The calculator's tournaments: the regular ones still to come, then the Final. */
export interface WhatIfSlot {
  /** `1`, `2` … for regular tournaments, `f` for the Final: the suffix of the form's fields (`g1`, `pf` …). */
  id: string;
  final: boolean;
}

/**
 * The tournaments the calculator offers: those still to come (the calendar or the arbiter's count);
 * without either, the next regular tournament and the Final when the rules have one not yet played.
 * Only what can still happen (issue 29, defect 10): the Final closes the season (its last
 * tournament, as the season's summary reads it), so once it is in nothing is offered and the form
 * says the season is over — whatever count of tournaments to come the arbiter left in the settings.
 */
export function calculatorSlots(s: Pick<Standings, 'remaining' | 'rules' | 'tournaments'>): WhatIfSlot[] {
  if (s.tournaments.some((t) => t.final)) return [];
  return whatIfSlots(s.remaining ?? { regular: 1, final: s.rules.multiplier > 0 && !s.tournaments.some((t) => t.final) });
}

export function whatIfSlots(remaining: { regular: number; final: boolean }): WhatIfSlot[] {
  return [...Array.from({ length: remaining.regular }, (_, i) => ({ id: String(i + 1), final: false })), ...(remaining.final ? [{ id: 'f', final: true }] : [])];
}

/** A problem of the form: the one Problem (its English from the catalogue) and the slot it is in. */
const slotProblem = <C extends MessageCode>(slot: string, code: C, params: ParamsOf<C>): Problem & { slot: string } => ({ ...said<Problem>({ code, params }), slot });

/** The longest value the form takes (a result is a few characters; the page keeps the first 20). */
export const WHAT_IF_VALUE_CHARS = 20;
/** The most game points one tournament may give in the calculator (half-points): 1000 points, beyond any real tournament. */
export const WHAT_IF_MAX_POINTS = 2000;

/**
 * Whether one of the calculator's values can be no result whatever the season's rules (issue 31):
 * not a number, negative, `1e308`, a fraction other than ½, longer than WHAT_IF_VALUE_CHARS, more
 * than WHAT_IF_MAX_POINTS half-points; places and player counts not whole numbers from 1. Such a
 * request is answered 422 (proxy.ts) with the form and its problems, which parseWhatIf lists.
 */
export function whatIfValuesMalformed(query: Iterable<[string, string]>): boolean {
  for (const [name, raw] of query) {
    const m = /^([gpn])(\d{1,3}|f)$/.exec(name);
    if (!m || raw.trim() === '') continue;
    if (raw.length > WHAT_IF_VALUE_CHARS) return true;
    if (m[1] === 'g') {
      const p = parsePoints(raw);
      if (!p.ok || p.value > WHAT_IF_MAX_POINTS) return true;
    } else if (!parsePlace(raw).ok) return true;
  }
  return false;
}

/**
 * The calculator's form (GET parameters `g<slot>` game points, `p<slot>` place, `n<slot>` players).
 * A slot left empty is left out of the hypothesis; a slot partly filled is a problem.
 */
export function parseWhatIf(query: Readonly<Record<string, string | undefined>>, rules: RuleSet, slots: readonly WhatIfSlot[]): { results: HypotheticalResult[]; problems: (Problem & { slot: string })[]; filled: boolean; /** The slot of each result. */ slots: string[] } {
  const fields = whatIfFields(rules);
  const results: HypotheticalResult[] = [];
  const problems: (Problem & { slot: string })[] = [];
  const used: string[] = [];
  let filled = false;
  for (const slot of slots) {
    const raw = { points: (query[`g${slot.id}`] ?? '').trim(), place: (query[`p${slot.id}`] ?? '').trim(), participants: (query[`n${slot.id}`] ?? '').trim() };
    if (fields.every((f) => raw[f] === '')) continue;
    filled = true;
    const before = problems.length;
    let points = 0;
    let place = 1;
    let participants: number | null = null;
    for (const f of fields) if (raw[f] === '') problems.push(slotProblem(slot.id, 'WHATIF_MISSING', { field: f }));
    if (fields.includes('points') && raw.points !== '') {
      const p = parsePoints(raw.points);
      if (!p.ok) problems.push(slotProblem(slot.id, p.errors[0] === 'not-half' ? 'POINTS_NOT_HALF' : 'BAD_POINTS', { value: raw.points, reason: p.errors[0]! }));
      else if (p.value > WHAT_IF_MAX_POINTS) problems.push(slotProblem(slot.id, 'BAD_POINTS', { value: raw.points, reason: 'too-large' }));
      else if (rules.rounds !== null && p.value > rules.rounds * 2) problems.push(slotProblem(slot.id, 'POINTS_ABOVE_ROUNDS', { points: raw.points, rounds: rules.rounds }));
      else points = p.value;
    }
    if (fields.includes('place') && raw.place !== '') {
      const p = parsePlace(raw.place);
      if (!p.ok) problems.push(slotProblem(slot.id, 'BAD_PLACE', { value: raw.place, reason: p.errors[0]! }));
      else place = p.value;
    }
    if (fields.includes('participants') && raw.participants !== '') {
      const p = parsePlace(raw.participants);
      if (!p.ok) problems.push(slotProblem(slot.id, 'WHATIF_BAD_PARTICIPANTS', { value: raw.participants }));
      else if (problems.length === before && p.value < place) problems.push(slotProblem(slot.id, 'WHATIF_PLACE_ABOVE_PARTICIPANTS', { place, participants: p.value }));
      else participants = p.value;
    }
    if (problems.length === before) {
      results.push({ final: slot.final, points, place, participants });
      used.push(slot.id);
    }
  }
  return { results, problems, filled, slots: used };
}

export type WhatIfAnswer =
  | {
      ok: true;
      /** The player's entry now and after the hypothetical tournaments, each in its standings' unit. */
      now: IndividualEntry;
      nowUnit: number;
      after: IndividualEntry;
      afterUnit: number;
      /** The hypothetical tournaments' ids in the recomputed standings, in the order given. */
      tournamentIds: string[];
      /** The whole table after the hypothetical tournaments. */
      standings: Standings;
    }
  | { ok: false; code: 'WHATIF_NOT_IN_TABLE' | 'WHATIF_FINAL_HELD' | 'WHATIF_NO_FINAL' | 'WHATIF_TWO_FINALS' | 'WHATIF_NOT_LINKED' };

/**
 * The player's total and rank if they scored `results` in the next tournaments (regular ones in
 * the order given, the Final after them). Pure: the answer is computeStandings over the season with
 * the hypothetical tournaments appended. `current` is the season's standings, when already known.
 */
export function whatIf(season: ComputeStandingsInput, playerKey: string, results: readonly HypotheticalResult[], current: Standings = computeStandings(season)): WhatIfAnswer {
  const now = current.individual.find((e) => e.key === playerKey);
  if (!now) return { ok: false, code: 'WHATIF_NOT_IN_TABLE' };
  const finals = results.filter((r) => r.final);
  if (finals.length > 1) return { ok: false, code: 'WHATIF_TWO_FINALS' };
  if (finals.length > 0 && current.tournaments.some((t) => t.final)) return { ok: false, code: 'WHATIF_FINAL_HELD' };
  if (finals.length > 0 && season.rules.multiplier === 0) return { ok: false, code: 'WHATIF_NO_FINAL' };

  // the player as the files write them: their latest eligible row (name, ids, club, region, birth …)
  const latest = current.tournaments.flatMap((t) => t.rows.filter((r) => r.playerKey === playerKey && r.eligible).map((r) => ({ t, r }))).at(-1)!;
  const sourceTournament = season.tournaments.find((t) => t.id === latest.t.id)!;
  const ids = { crId: playerKey.startsWith('cr:') ? playerKey.slice(3) : latest.r.source.crId, fideId: playerKey.startsWith('fide:') ? playerKey.slice(5) : latest.r.source.fideId };
  const lastDate = season.tournaments.filter((t) => t.rows.length > 0).reduce((d, t) => (t.date > d ? t.date : d), latest.t.date);
  const ordered = [...results.filter((r) => !r.final), ...finals];
  const taken = new Set(season.tournaments.map((t) => t.id));
  const hypothetical: SeasonTournamentInput[] = ordered.map((r, i) => {
    let id = r.final ? 'what-if-final' : `what-if-${i + 1}`;
    while (taken.has(id)) id = `${id}-`;
    const row: ResultRow = { ...latest.r.source, ...ids, line: 1, place: r.place, points: r.points };
    return { id, name: id, date: addDays(lastDate, i + 1), final: r.final, fileHasRegion: sourceTournament.fileHasRegion, rows: [row], field: field(r) };
  });
  const standings = computeStandings({
    ...season,
    remaining: undefined,
    tournaments: [...season.tournaments, ...hypothetical],
    ...(season.linkOver ? { linkOver: [...season.linkOver, ...hypothetical] } : {}),
  });
  const ids2 = hypothetical.map((t) => t.id);
  const linkedToPlayer = ids2.every((id) => standings.tournaments.find((t) => t.id === id)?.rows[0]?.playerKey === playerKey);
  const after = standings.individual.find((e) => e.key === playerKey);
  if (!linkedToPlayer || !after) return { ok: false, code: 'WHATIF_NOT_LINKED' };
  return { ok: true, now, nowUnit: current.unit, after, afterUnit: standings.unit, tournamentIds: ids2, standings };
}

/**
 * The rest of a hypothetical tournament's field: the places above the player with more game points,
 * the places below with fewer, so that the player is alone at `place` whether ties go by place or by
 * game points, and the tournament has `participants` players.
 */
function field(r: HypotheticalResult): PointsRow[] {
  const above = Array.from({ length: r.place - 1 }, (_, k) => ({ place: k + 1, points: r.points + (r.place - 1 - k) }));
  const below = Array.from({ length: Math.max(0, (r.participants ?? r.place) - r.place) }, (_, k) => ({ place: r.place + k + 1, points: r.points - (k + 1) }));
  return [...above, ...below];
}

function addDays(date: IsoDate, days: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
