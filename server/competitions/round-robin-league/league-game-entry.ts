import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';
import type { Connection } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import type { User } from '@/db/schema';
import type { GameChange } from '@/lib/competitions/round-robin-league/apply-game-change';
import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { leagueSchedule } from '@/lib/competitions/round-robin-league/league-schedule';
import type { LeagueProblemCode } from '@/lib/competitions/round-robin-league/league-problems';
import { loadRoundRobinLeague, type LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { previewGameChange, type StandingChange } from '@/lib/competitions/round-robin-league/preview-game-change';
import { previewExclusion, type ChangedGame } from '@/lib/competitions/round-robin-league/preview-exclusion';
import { writeExclusionToLeagueJson, writeMadeUpToCsv, writePostponementToCsv, writeResultToTrf, type WriteFileResult } from '@/lib/competitions/round-robin-league/write-league-files';
import { filesBasis, putCompetitionFiles } from '@/server/competitions';
import { isArbiter, notAllowed } from '@/server/workspace/access';
import type { English, Problem, Refusal, Result } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { coded, inEnglish, notFound, refuse } from '@/lib/problem';

/**
 * The arbiter's entry of one game of a round-robin league (issue 9, "What to build" 2): a result, a
 * postponement or absence (the 3-hour rule decides which) or a made-up date, previewed on the
 * tables, then stored as new versions of the folder's files — a result in the league's TRF, a
 * postponement or a made-up date in the postponements CSV — all in one `putCompetitionFiles` (one
 * transaction, which reads the folder again and refuses a file with a problem of its own). The
 * arbiter's confirmation of an exclusion (or its undo) is a new version of league.json the same way.
 */
const DEFAULT_POSTPONEMENTS = 'postponements.csv';


interface LeagueGameEntry {
  /** The league's id in league.json. */
  league: string;
  change: GameChange;
}

interface LeagueFileWrite {
  name: string;
  bytes: Uint8Array;
}

interface LeagueEntryPreview {
  rows: StandingChange[];
  before: LeagueResult;
  after: LeagueResult;
  /** The files the change writes, in the order they are stored (the postponements file first). */
  files: LeagueFileWrite[];
  /** The versions of the folder's files the preview was computed on: the save refuses others. */
  basedOn: string;
}

/** A league season of the competition `slug`, computed from its current files, with the files. */
export function leagueSeasonOf(
  conn: Connection,
  slug: string,
): Result<{ season: LeagueSeason; files: Map<string, Uint8Array>; config: LeagueConfig; revision: number; basis: string }> {
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  if (competition.kind !== ROUND_ROBIN_LEAGUE_KIND.kind) return refuse([coded<Problem>({ code: 'NOT_A_LEAGUE', params: { slug } })]);
  const stored = currentCompetitionFiles(conn, competition.id);
  const files = new Map([...stored].map(([name, f]) => [name, f.bytes]));
  const loaded = loadRoundRobinLeague((n) => files.get(n) ?? null);
  if (!loaded.ok) {
    return refuse([coded<Problem>({ code: 'LEAGUE_INCOMPLETE' }), ...loaded.errors.map(asProblem)],);
  }
  return { ok: true, value: { season: loaded.season, files, config: configOf(files.get('league.json')!), revision: competition.revision, basis: filesBasis(stored) } };
}

/** A loader's problem for a page or the API: the file and line in the English message, the values for the Polish one. */
const asProblem = (e: Problem<LeagueProblemCode, 'severity' | 'line'>): English<Problem> => ({ line: e.line, code: e.code, message: e.file ? describe('en', e, { file: e.file }) : inEnglish(e).message, params: { ...e.params, ...(e.file ? { file: e.file } : {}) } });

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
export function previewLeagueGameEntry(conn: Connection, user: User | null, slug: string, entry: LeagueGameEntry): Result<LeagueEntryPreview> {
  if (!isArbiter(user)) return notAllowed(user);
  const current = leagueSeasonOf(conn, slug);
  if (!current.ok) return current;
  const loaded = current.value;
  const { season, files, config } = loaded;
  const input = season.inputs.find((i) => i.id === entry.league);
  if (!input) return refuse([coded<Problem>({ code: 'UNKNOWN_LEAGUE', params: { league: entry.league } })]);
  const preview = previewGameChange(input, entry.change);
  if (!preview.ok) return refuse(preview.errors.map(asProblem));

  const written: LeagueFileWrite[] = [];
  const refuseFile = refuseWrite;
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
    if (!r.ok) return refuseFile(r);
    written.push({ name: csvName, bytes: r.bytes });
  } else if (change.kind === 'made-up') {
    const r = writeMadeUpToCsv(csvBytes, { league: entry.league, round: change.round, white: change.white, black: change.black, date: change.date });
    if (!r.ok) return refuseFile(r);
    written.push({ name: csvName, bytes: r.bytes });
    if (change.result !== undefined) {
      const t = writeResultToTrf(files.get(trfName)!, { round: change.round, white: change.white, black: change.black, result: change.result });
      if (!t.ok) return refuseFile(t);
      written.push({ name: trfName, bytes: t.bytes });
    }
  } else {
    const t = writeResultToTrf(files.get(trfName)!, change);
    if (!t.ok) return refuseFile(t);
    written.push({ name: trfName, bytes: t.bytes });
  }
  // a season without a postponements file gets one: league.json names it (written after it)
  if (change.kind !== 'result' && config.postponements === null) {
    written.push({ name: 'league.json', bytes: new TextEncoder().encode(`${JSON.stringify({ ...config.data, postponements: csvName }, null, 2)}\n`) });
  }
  // what is stored must compute: the folder is read again with the written files
  const after = loadRoundRobinLeague((n) => written.find((w) => w.name === n)?.bytes ?? files.get(n) ?? null);
  if (!after.ok) return refuse(after.errors.map(asProblem));
  return { ok: true, value: { rows: preview.rows, before: preview.before, after: preview.after, files: written, basedOn: loaded.basis } };
}

const refuseWrite = (r: Extract<WriteFileResult, { ok: false }>): Refusal => refuse(r.errors.map((e) => inEnglish({ code: e.code, params: e.params }, 'code')));

type LeagueEntrySaved = Result<{ rows: StandingChange[]; saved: { name: string; version: number }[] }>;

/**
 * Previews the change on the current files, then stores every changed file as a new version in one
 * transaction: a refused file stores nothing. `basedOn` is the files' basis the arbiter's preview
 * (or page) was computed on; when any file moved since, nothing is stored (409 FILES_CHANGED).
 */
export function saveLeagueGameEntry(
  conn: Connection,
  user: User | null,
  slug: string,
  entry: LeagueGameEntry,
  via: 'api' | 'web' | 'cli' = 'web',
  basedOn?: string,
): LeagueEntrySaved {
  const preview = previewLeagueGameEntry(conn, user, slug, entry);
  if (!preview.ok) return preview;
  const r = putCompetitionFiles(conn, user, slug, preview.value.files, { via, basedOn: basedOn ?? preview.value.basedOn });
  if (!r.ok) return r;
  return { ok: true, value: { rows: preview.value.rows, saved: r.value.saved } };
}

interface LeagueExclusionEntry {
  league: string;
  startNumber: number;
  /** true: confirm the exclusion the rules flag; false: undo a confirmed one. */
  exclude: boolean;
}

interface LeagueExclusionPreview {
  name: string;
  consequence: 'annulled' | 'forfeited';
  gamesPlayed: number;
  minGamesPlayed: number;
  rows: StandingChange[];
  games: ChangedGame[];
  before: LeagueResult;
  after: LeagueResult;
  /** league.json as the decision writes it. */
  file: LeagueFileWrite;
  /** The league's confirmed exclusions after the decision. */
  excluded: number[];
  basedOn: string;
}

/**
 * What confirming (or undoing) one player's exclusion does (competitions.md §4: annulled under the
 * rule's minimum of games played, else the rest forfeited — `applyExclusion` through
 * `computeLeague`), with the table before and after and league.json as it would be written.
 */
export function previewLeagueExclusion(conn: Connection, user: User | null, slug: string, entry: LeagueExclusionEntry): Result<LeagueExclusionPreview> {
  if (!isArbiter(user)) return notAllowed(user);
  const current = leagueSeasonOf(conn, slug);
  if (!current.ok) return current;
  const loaded = current.value;
  const input = loaded.season.inputs.find((i) => i.id === entry.league);
  if (!input) return refuse([coded<Problem>({ code: 'UNKNOWN_LEAGUE', params: { league: entry.league } })]);
  const preview = previewExclusion(input, { startNumber: entry.startNumber, exclude: entry.exclude });
  if (!preview.ok) return refuse(preview.errors.map(asProblem));
  const json = writeExclusionToLeagueJson(loaded.files.get('league.json')!, { league: entry.league, startNumber: entry.startNumber, excluded: entry.exclude });
  if (!json.ok) return refuseWrite(json);
  const file = { name: 'league.json', bytes: json.bytes };
  // what is stored must compute: the folder is read again with the new league.json
  const after = loadRoundRobinLeague((n) => (n === file.name ? file.bytes : (loaded.files.get(n) ?? null)));
  if (!after.ok) return refuse(after.errors.map(asProblem));
  return {
    ok: true,
    value: {
      name: input.model.players.find((p) => p.startNumber === entry.startNumber)!.name,
      consequence: preview.consequence,
      gamesPlayed: preview.gamesPlayed,
      minGamesPlayed: preview.minGamesPlayed,
      rows: preview.rows,
      games: preview.games,
      before: preview.before,
      after: preview.after,
      file,
      excluded: [...preview.input.excluded],
      basedOn: loaded.basis,
    },
  };
}

/**
 * Stores the decision as a new version of league.json in one transaction with its audit line
 * (`competition.exclusion`: league, player, confirm or undo, the consequence). `basedOn` is the
 * files' basis of the arbiter's preview: when any file moved since, nothing is stored (409).
 */
export function saveLeagueExclusion(
  conn: Connection,
  user: User | null,
  slug: string,
  entry: LeagueExclusionEntry,
  basedOn: string,
  via: 'api' | 'web' | 'cli' = 'web',
): Result<LeagueExclusionPreview & { version: number }> {
  const preview = previewLeagueExclusion(conn, user, slug, entry);
  if (!preview.ok) return preview;
  const p = preview.value;
  const r = putCompetitionFiles(conn, user, slug, [p.file], {
    via,
    basedOn,
    audit: { action: 'competition.exclusion', details: { league: entry.league, startNumber: entry.startNumber, decision: entry.exclude ? 'confirm' : 'undo', consequence: p.consequence, gamesPlayed: p.gamesPlayed } },
  });
  if (!r.ok) return r;
  return { ok: true, value: { ...p, version: r.value.saved[0]!.version } };
}
