import type { Connection } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import type { User } from '@/db/schema';
import type { GameChange } from '@/lib/competitions/round-robin-league/apply-game-change';
import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { leagueSchedule } from '@/lib/competitions/round-robin-league/league-schedule';
import { loadRoundRobinLeague, type LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { previewGameChange, type StandingChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { writeMadeUpToCsv, writePostponementToCsv, writeResultToTrf, type WriteFileResult } from '@/lib/competitions/round-robin-league/write-league-files';
import { putCompetitionFile } from '@/server/competitions';
import { assertArbiter } from '@/server/workspace/access';

/**
 * The arbiter's entry of one game of a round-robin league (issue 9, "What to build" 2): a result, a
 * postponement or absence (the 3-hour rule decides which) or a made-up date, previewed on the
 * tables, then stored as new versions of the folder's files — a result in the league's TRF, a
 * postponement or a made-up date in the postponements CSV. Each file is one `putCompetitionFile`
 * (which reads the folder again and refuses a file with a problem of its own).
 */
export const LEAGUE_KIND = 'round-robin-league';
const DEFAULT_POSTPONEMENTS = 'postponements.csv';

type Problem = { line?: number; code: string; message: string; params?: Record<string, string | number> };
export type LeagueEntryFailure = { ok: false; status: 404 | 409 | 422; errors: Problem[] };

export interface LeagueGameEntry {
  /** The league's id in league.json. */
  league: string;
  change: GameChange;
}

export interface LeagueFileWrite {
  name: string;
  bytes: Uint8Array;
}

export interface LeagueEntryPreview {
  rows: StandingChange[];
  before: LeagueResult;
  after: LeagueResult;
  /** The files the change writes, in the order they are stored (the postponements file first). */
  files: LeagueFileWrite[];
}

/** A league season of the competition `slug`, computed from its current files, with the files. */
export function leagueSeasonOf(conn: Connection, slug: string): { ok: true; season: LeagueSeason; files: Map<string, Uint8Array>; config: LeagueConfig; revision: number } | LeagueEntryFailure {
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return { ok: false, status: 404, errors: [{ code: 'NOT_FOUND', message: `No competition "${slug}".` }] };
  if (competition.kind !== LEAGUE_KIND) return { ok: false, status: 422, errors: [{ code: 'NOT_A_LEAGUE', message: `"${slug}" is not a round-robin league.` }] };
  const files = new Map([...currentCompetitionFiles(conn, competition.id)].map(([name, f]) => [name, f.bytes]));
  const loaded = loadRoundRobinLeague((n) => files.get(n) ?? null);
  if (!loaded.ok) {
    return {
      ok: false,
      status: 422,
      errors: [{ code: 'LEAGUE_INCOMPLETE', message: 'The league folder does not compute yet; upload its files first.' }, ...loaded.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file}${e.line ? ` line ${e.line}` : ''}: ${e.message}` }))],
    };
  }
  return { ok: true, season: loaded.season, files, config: configOf(files.get('league.json')!), revision: competition.revision };
}

/** What of league.json the writers need: each league's file, and the postponements file (if named). */
interface LeagueConfig {
  data: Record<string, unknown>;
  files: Map<string, string>;
  postponements: string | null;
}

function configOf(bytes: Uint8Array): LeagueConfig {
  // the folder computed, so league.json is valid JSON of the schema
  const data = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, '')) as { leagues: { id: string; file: string }[]; postponements?: string };
  return { data, files: new Map(data.leagues.map((l) => [l.id, l.file])), postponements: data.postponements ?? null };
}

/** The tables before and after the change, and the files it writes; nothing is stored. */
export function previewLeagueGameEntry(conn: Connection, user: User | null, slug: string, entry: LeagueGameEntry): { ok: true; value: LeagueEntryPreview } | LeagueEntryFailure {
  assertArbiter(user);
  const loaded = leagueSeasonOf(conn, slug);
  if (!loaded.ok) return loaded;
  const { season, files, config } = loaded;
  const input = season.inputs.find((i) => i.id === entry.league);
  if (!input) return { ok: false, status: 422, errors: [{ code: 'UNKNOWN_LEAGUE', message: `League "${entry.league}" is not in league.json.`, params: { league: entry.league } }] };
  const preview = previewGameChange(input, entry.change);
  if (!preview.ok) return { ok: false, status: 422, errors: preview.errors.map((e) => ({ code: e.code, message: e.message })) };

  const written: LeagueFileWrite[] = [];
  const refuse = (r: Extract<WriteFileResult, { ok: false }>): LeagueEntryFailure => ({ ok: false, status: 422, errors: [{ code: r.code, message: r.message }] });
  const change = entry.change;
  const csvName = config.postponements ?? DEFAULT_POSTPONEMENTS;
  const csvBytes = config.postponements === null ? null : (files.get(config.postponements) ?? null);
  const trfName = config.files.get(entry.league)!;

  if (change.kind === 'postponement') {
    const game = leagueSchedule(input.model).pairings.find((g) => g.round === change.round && (g.white === change.player || g.black === change.player))!;
    const r = writePostponementToCsv(csvBytes, {
      league: entry.league,
      round: change.round,
      player: change.player,
      opponent: game.white === change.player ? game.black : game.white,
      warnedAt: change.warnedAt,
      reason: change.reason ?? null,
      reasonAccepted: change.reasonAccepted,
    });
    if (!r.ok) return refuse(r);
    written.push({ name: csvName, bytes: r.bytes });
  } else if (change.kind === 'made-up') {
    const r = writeMadeUpToCsv(csvBytes, { league: entry.league, round: change.round, white: change.white, black: change.black, date: change.date });
    if (!r.ok) return refuse(r);
    written.push({ name: csvName, bytes: r.bytes });
    if (change.result !== undefined) {
      const t = writeResultToTrf(files.get(trfName)!, { round: change.round, white: change.white, black: change.black, result: change.result });
      if (!t.ok) return refuse(t);
      written.push({ name: trfName, bytes: t.bytes });
    }
  } else {
    const t = writeResultToTrf(files.get(trfName)!, change);
    if (!t.ok) return refuse(t);
    written.push({ name: trfName, bytes: t.bytes });
  }
  // a season without a postponements file gets one: league.json names it (written after it)
  if (change.kind !== 'result' && config.postponements === null) {
    written.push({ name: 'league.json', bytes: new TextEncoder().encode(`${JSON.stringify({ ...config.data, postponements: csvName }, null, 2)}\n`) });
  }
  // what is stored must compute: the folder is read again with the written files
  const after = loadRoundRobinLeague((n) => written.find((w) => w.name === n)?.bytes ?? files.get(n) ?? null);
  if (!after.ok) return { ok: false, status: 422, errors: after.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file}${e.line ? ` line ${e.line}` : ''}: ${e.message}` })) };
  return { ok: true, value: { rows: preview.rows, before: preview.before, after: preview.after, files: written } };
}

export type LeagueEntrySaved = { ok: true; value: { rows: StandingChange[]; saved: { name: string; version: number }[] } };
/** Some files stored and a later one refused: what was stored, and why the rest was not. */
export type LeagueEntryPartly = { ok: false; status: 422; saved: { name: string; version: number }[]; refused: string; errors: Problem[] };

/**
 * Previews the change on the current files, then stores each changed file as a new version, one
 * write per file. A refused first file stores nothing; a refused later file is reported with what
 * was already stored (the postponements file goes first, so a refused TRF leaves a made-up date
 * without its result, never a result without its date).
 */
export function saveLeagueGameEntry(
  conn: Connection,
  user: User | null,
  slug: string,
  entry: LeagueGameEntry,
  via: 'api' | 'web' | 'cli' = 'web',
): LeagueEntrySaved | LeagueEntryPartly | LeagueEntryFailure {
  const preview = previewLeagueGameEntry(conn, user, slug, entry);
  if (!preview.ok) return preview;
  const saved: { name: string; version: number }[] = [];
  for (const file of preview.value.files) {
    const r = putCompetitionFile(conn, user, slug, file.name, file.bytes, via);
    if (!r.ok) {
      if (saved.length === 0) return r;
      return { ok: false, status: 422, saved, refused: file.name, errors: [{ code: 'SECOND_FILE_REFUSED', message: `${saved.map((s) => `${s.name} (version ${s.version})`).join(', ')} stored, but ${file.name} was refused.`, params: { saved: saved.map((s) => s.name).join(', '), file: file.name } }, ...r.errors] };
    }
    saved.push({ name: file.name, version: r.value.version });
  }
  return { ok: true, value: { rows: preview.value.rows, saved } };
}
