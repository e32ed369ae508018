import { canonicalTableQuery } from '@/lib/render/table-query.mjs';
import { tablePageRows } from './table-pages';
import type { Connection } from '@/db/client';
import { loadSeason, remainingFromCalendar, seasonRemaining } from '@/server/season-input';
import { lastUploadAt } from '@/db/queries/uploads';
import type { Season } from '@/db/schema';
import type { Lang } from '@/lib/i18n/messages';
import { renderSeasonPage } from '@/lib/render/season-page-html';
import { progressionSteps, type ProgressionBasis, type ProgressPoint } from '@/lib/series/progression';
import { readKeptPlayerProgression } from '@/db/queries/kept';
import { progressionCurrent, seasonSource } from './kept-basis';
import type { CompactProgression, ProgressionLookup } from '@/lib/series/compact-progression';
import { computeStandings, type ComputeStandingsInput, type Standings } from '@/lib/series/standings';
import { provisionalStandings } from '@/lib/series/provisional';
import { standingsToJson } from '@/lib/series/standings-json';
import { inProgressJson } from '@/lib/series/in-progress-json';
import type { TournamentProgress } from '@/lib/series/tournament-progress';
import { standingsCsv, type StandingsCsvStyle } from '@/lib/export/standings-csv';
import { computedBudget, memoSeasons, RevisionMemo } from './revision-memo';
import type { CurrentVersion } from '@/db/queries/season-input';
import { lastGoodOr, seasonTooBig } from './standings-fallback';
import { publicCalendar } from './calendar/listing';

// the computed data of the seasons last shown, within one byte budget (GP_MEMO_MB, issue 38) and at
// most GP_MEMO_SEASONS seasons each: the serialized pages and downloads are kept by the production
// server's page cache as well. The weights are estimates per result row, the largest of V8's heap
// measured for a 17 × 275 and a 40 × 1,000 season (`node --expose-gc --import tsx scripts/memo-weights.ts`):
// rows read ≈ 150 B, standings ≈ 400 B; the progression chart ≈ 24 B per player and tournament (its typed columns and basis)
const WEIGHT = { inputRow: 150, standingsRow: 400, progressionCell: 24 } as const;
const rowsOf = (input: ComputeStandingsInput | null | undefined) => (input ? input.tournaments.reduce((n, t) => n + t.rows.length, 0) + (input.registry?.length ?? 0) : 0);
const rowsOfStandings = (s: Standings | null) => (s ? s.tournaments.reduce((n, t) => n + t.rows.length, 0) + s.players.size : 0);
const budget = computedBudget();
const inputMemo = new RevisionMemo<number, ReturnType<typeof loadSeason>>('season-input', memoSeasons(), { budget, weigh: (d) => (rowsOf(d.input) + rowsOf(d.provisional)) * WEIGHT.inputRow });
const standingsMemo = new RevisionMemo<number, Standings>('standings', memoSeasons(), { budget, weigh: (s) => rowsOfStandings(s) * WEIGHT.standingsRow });
const progressionMemo = new RevisionMemo<number, Promise<{ lookup: ProgressionLookup; basis: ProgressionBasis }>>('progression', memoSeasons(), { budget, weigh: (p) => p.then(({ basis }) => basis.keys.length * (basis.tournaments.length * WEIGHT.progressionCell + 100)) });
// the charts a writer's thread computed for keeping (computeProgression), each the start of the next revision's
const keptChartMemo = new RevisionMemo<number, { chart: CompactProgression; basis: ProgressionBasis } | null>('progression-kept', memoSeasons(), { budget, weigh: (p) => (p ? p.basis.keys.length * (p.basis.tournaments.length * WEIGHT.progressionCell + 100) : 0) });
const pageMemo = new RevisionMemo<string, Uint8Array>('season-page', memoSeasons(), { budget, weigh: (b) => b.byteLength });
const downloadMemo = new RevisionMemo<string, string>('standings-download', memoSeasons(), { budget, weigh: (t) => t.length * 2 });
const provisionalMemo = new RevisionMemo<number, Standings | null>('provisional-standings', memoSeasons(), { budget, weigh: (s) => rowsOfStandings(s) * WEIGHT.standingsRow });

/**
 * The season's standings, computed by lib/series from the stored rows. Kept per (database, season)
 * until the season's revision changes (every write bumps it in the same transaction), so pages,
 * the API and downloads show a new upload at once without recomputing on every request.
 */
export function getStandings(conn: Connection, season: Season): Standings {
  // issue 31: a season that cannot be computed (an exception, or more rows than a thread can hold)
  // keeps the table of its last revision that could, with a notice — never a 500 for its pages.
  // The previous revision's table is held while the new one is computed for that.
  return standingsMemo.update(conn, season.id, season.revision, (previous) => lastGoodOr(season, previous, () => computeSeason(conn, season)));
}

function computeSeason(conn: Connection, season: Season): Standings {
  const input = getSeasonInput(conn, season);
  seasonTooBig(input);
  // the tournaments still to come give every player's outlook (issue 14): as the arbiter set
  // them in the season's settings, else from the calendar
  const set = seasonRemaining(season);
  // a Final already uploaded is no longer to come, whatever the settings say
  const finalHeld = input.tournaments.some((t) => t.final && t.rows.length > 0);
  const remaining = set ? { ...set, final: set.final && !finalHeld } : remainingFromCalendar(conn, season, new Set(input.tournaments.map((t) => t.id)));
  return computeStandings(remaining ? { ...input, remaining } : input);
}

/**
 * The stored rows of the season as the engine reads them, and each tournament's current version,
 * kept per revision. After a write, the tournaments whose current version is still the same keep
 * their rows from the previous revision (a stored version never changes): only the tournament that
 * changed is read again.
 */
function getSeasonData(conn: Connection, season: Season) {
  return inputMemo.update(conn, season.id, season.revision, (previous) => loadSeason(conn, season, previous?.versions));
}

/** The stored rows of the season as the engine reads them (the calculator recomputes from them). */
export function getSeasonInput(conn: Connection, season: Season): ComputeStandingsInput {
  return getSeasonData(conn, season).input;
}

/** The current stored version of each tournament (code → id, style, date): a player page's games and file extras are kept by it. */
export function getCurrentVersions(conn: Connection, season: Season): ReadonlyMap<string, CurrentVersion> {
  return getSeasonData(conn, season).versions;
}

/** What the calendar says is still to come (the arbiter's settings show it next to their own count). */
export function calendarRemaining(conn: Connection, season: Season) {
  return remainingFromCalendar(conn, season, new Set(getSeasonInput(conn, season).tournaments.map((t) => t.id))) ?? { regular: 0, final: false };
}

/**
 * Every player's progression chart, kept per revision (compact: a player's points are made when
 * asked for). Computed one tournament at a time, yielding between them: the chart is the standings
 * as they stood after each tournament, 20–60 ms of CPU on 20 × 300 and hundreds of ms on bigger
 * seasons, and the other pages the same thread renders go on meanwhile. Concurrent requests share
 * one computation (the memo keeps the promise). A new revision starts from the previous one's
 * basis: the standings after the tournaments before the first one that changed are copied
 * (lib/series/progression) — after an upload of the latest tournament, one prefix is classified.
 */
export function getProgression(conn: Connection, season: Season): Promise<ProgressionLookup> {
  return progressionMemo
    .update(conn, season.id, season.revision, async (previous) => {
      // the rows of this revision, read before anything is awaited (as every other page reads them)
      const input = getSeasonInput(conn, season);
      // the previous revision's chart, if it was made (one still under way is waited for: it is the closer start)
      const before = previous ? await previous.catch(() => null) : null;
      try {
        seasonTooBig(input);
        const { steps, result, basis } = progressionSteps(input, before?.basis);
        for (const step of steps) {
          step();
          await new Promise((resolve) => setImmediate(resolve));
        }
        return { lookup: result(), basis: basis() };
      } catch (e) {
        // as the standings (issue 31): the last chart that could be made, else none
        if (before) return before;
        console.error(`season ${season.slug} revision ${season.revision}: no progression chart: ${e instanceof Error ? e.message : String(e)}`);
        const empty = progressionSteps({ ...input, tournaments: [] });
        return { lookup: empty.result(), basis: empty.basis() };
      }
    })
    .then((p) => p.lookup);
}

/**
 * Issue 38: the progression chart computed at once, for keeping (server/kept.ts keeps it per player
 * in the writer's request, so a season's player page reads one row instead of classifying the season
 * after each of its tournaments). Null when the season is too big to compute (the page says so).
 */
export function computeProgression(conn: Connection, season: Season): CompactProgression | null {
  // from the chart this thread kept of an earlier revision, when it has one: after an upload of the
  // latest tournament one prefix is classified (40 × 1,000: ≈ 90–140 ms instead of 310–410 ms)
  return (
    keptChartMemo.update(conn, season.id, season.revision, (previous) => {
      const input = getSeasonInput(conn, season);
      try {
        seasonTooBig(input);
      } catch {
        return null;
      }
      const { steps, result, basis } = progressionSteps(input, previous?.basis);
      for (const step of steps) step();
      return { chart: result(), basis: basis() };
    })?.chart ?? null
  );
}

/** A player's kept points as JSON: `[total, rank, …]` a pair per tournament, null where not classified yet. */
export const progressPointsJson = (points: readonly ProgressPoint[]): string => JSON.stringify(points.flatMap((p) => [p.total, p.rank]));

/**
 * One player's progression on a season's player page: the kept row when it was computed from this
 * revision by this code (migration 0016, kept in the writer's request), else the chart computed and
 * kept in this thread's memo (getProgression).
 */
export async function seasonPlayerProgress(conn: Connection, season: Season, key: string): Promise<ProgressPoint[]> {
  const source = seasonSource(season);
  const kept = readKeptPlayerProgression(conn, source.id, key);
  if (kept && progressionCurrent(kept, source)) {
    const tournaments = JSON.parse(kept.tournaments) as { tournament: string; date: string }[];
    if (kept.points === null) return [];
    const points = JSON.parse(kept.points) as (number | null)[];
    return tournaments.map((t, i) => ({ tournament: t.tournament, date: t.date, total: points[2 * i] ?? null, rank: points[2 * i + 1] ?? null }));
  }
  return (await getProgression(conn, season)).get(key) ?? [];
}

/** Issue 40, B6: the confirmed tournaments of the calendar not held yet (every change of the live calendar bumps the revision, server/calendar/common.ts calendarChanged, so the page memo stays right). */
function comingDates(conn: Connection, season: Season) {
  return publicCalendar(conn, season)
    .filter((c) => c.status === 'confirmed')
    .map((c) => ({ date: c.date, name: c.name, city: c.city, final: c.final }));
}

/** The public individual standings page (lib/render/season-page-html.ts), kept encoded: the bytes go out as they are. */
// Issue 42: `query` is the table's state (lib/render/table-query.mjs); the first page in the table's
// own order is kept here per revision, any other is rendered on request (the production server's page
// cache keeps it, one entry per canonical query).
export function getSeasonPageHtml(conn: Connection, season: Season, lang: Lang, query = ''): Uint8Array {
  const table = { query: canonicalTableQuery(query), size: tablePageRows() };
  const render = () =>
    new TextEncoder().encode(renderSeasonPage({ lang, slug: season.slug, seasonName: season.name, standings: getStandings(conn, season), updatedAt: lastUploadAt(conn, season.id), preset: season.preset, revision: season.revision, provisional: provisionalView(conn, season), coming: comingDates(conn, season), table }));
  return table.query === '' ? pageMemo.get(conn, `${season.id}:${lang}`, season.revision, render) : render();
}

/**
 * The standings JSON (formats §4) and CSV downloads, serialized once per revision: a download costs
 * no computing. The CSV's `pl` style is for Polish spreadsheets (`;`, decimal comma).
 */
export function getStandingsDownload(conn: Connection, season: Season, format: 'json' | 'csv', csvStyle: StandingsCsvStyle = 'en', provisional = false): string {
  return downloadMemo.get(conn, `${season.id}:${format}:${format === 'csv' ? csvStyle : ''}${provisional ? ':provisional' : ''}`, season.revision, () => {
    // issue 25: the tournaments in progress are named in the official document, counted only in the provisional one (?provisional=1)
    const { inProgress, provisional: all } = getSeasonData(conn, season);
    const provisionalTable = provisional ? getProvisionalStandings(conn, season) : null;
    const standings = provisionalTable ?? getStandings(conn, season);
    if (format === 'csv') return standingsCsv(standings, csvStyle);
    const json = standingsToJson(standings);
    return JSON.stringify(inProgress.size === 0 && !provisional ? json : { ...json, ...inProgressJson(all?.tournaments ?? [], inProgress, provisionalTable !== null) });
  });
}

/**
 * The season's table if the tournaments in progress ended now (issue 25): every tournament's
 * current rows counted, prizes none (they are awarded from the official table only). Null when no
 * tournament is in progress. Kept per revision like the official table.
 */
export function getProvisionalStandings(conn: Connection, season: Season): Standings | null {
  return provisionalMemo.get(conn, season.id, season.revision, () => {
    const { provisional } = getSeasonData(conn, season);
    if (!provisional) return null;
    try {
      seasonTooBig(provisional);
      return provisionalStandings(provisional);
    } catch (e) {
      console.error(`season ${season.slug} revision ${season.revision}: no provisional table: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  });
}

/** The provisional table and its tournaments in progress (names, rounds) for a page; null when none is in progress. */
export function provisionalView(conn: Connection, season: Season) {
  const standings = getProvisionalStandings(conn, season);
  if (!standings) return null;
  const inProgress = getSeasonData(conn, season).inProgress;
  const items = standings.tournaments.filter((t) => inProgress.has(t.id)).map((t) => ({ id: t.id, name: t.name, ...inProgress.get(t.id)! }));
  return { standings, inProgress: items };
}

/** The tournaments in progress by code (after round `round` of `of`), for this revision. */
export function getTournamentsInProgress(conn: Connection, season: Season): ReadonlyMap<string, TournamentProgress> {
  return getSeasonData(conn, season).inProgress;
}
