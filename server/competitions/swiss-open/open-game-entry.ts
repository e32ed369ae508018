import type { Connection } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import type { Competition, User } from '@/db/schema';
import { appendGameRow, gameRowProblem, type GameRow } from '@/lib/competitions/swiss-open/append-game-row';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { duePairings, type DueGame } from '@/lib/competitions/swiss-open/due-pairings';
import type { EventProblemCode } from '@/lib/competitions/swiss-open/event-problems';
import { EventFileSchema, loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { openChanges, type OpenChange } from '@/lib/competitions/swiss-open/open-changes';
import { stageIds } from '@/lib/competitions/swiss-open/swiss-open-rules';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { decodeText } from '@/lib/import/decode';
import { filesBasis, putCompetitionFile } from '@/server/competitions';
import { isArbiter, notAllowed } from '@/server/workspace/access';
import type { English, Problem, Result } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { coded, notFound, refuse } from '@/lib/problem';


interface OpenEntryState {
  competition: Competition;
  result: SwissOpenResult;
  /** The games file event.json names (games.csv). */
  gamesFile: string;
  /** Its current version; 0 before the first game. */
  gamesVersion: number;
  /** The versions of the folder's files this state was computed on (the save refuses others). */
  basis: string;
  stages: string[];
  due: DueGame[];
}

interface OpenGamePreview {
  before: SwissOpenResult;
  after: SwissOpenResult;
  changes: OpenChange[];
  /** The versions of the folder's files the preview was computed on ({@link filesBasis}). */
  basedOn: string;
}

const asProblem = (p: Problem<EventProblemCode, 'file' | 'line'>): English<Problem> => ({ line: p.line, code: p.code, message: describe('en', p, { file: p.file }), params: { file: p.file } });

/**
 * The arbiter's one-game entry of an open (issue 15 item 3): the open as its files compute it now,
 * the games file it grows, and the pairings it knows are due. Only an open whose files load can
 * take a game: otherwise the problems of its files are the answer.
 */
export function openGameEntry(conn: Connection, user: User | null, slug: string): Result<OpenEntryState> {
  if (!isArbiter(user)) return notAllowed(user);
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return notFound({ what: 'competition', name: slug });
  if (competition.kind !== SWISS_OPEN_KIND.kind) return refuse([coded<Problem>({ code: 'NOT_AN_OPEN' })]);
  const files = currentCompetitionFiles(conn, competition.id);
  const loaded = loadSwissOpen((n) => files.get(n)?.bytes ?? null);
  if (!loaded.ok) return refuse([coded<Problem>({ code: 'OPEN_INCOMPLETE' }), ...loaded.errors.map(asProblem)]);
  const gamesFile = gamesFileOf(files.get(SWISS_OPEN_KIND.configFile)?.bytes);
  if (!gamesFile) return refuse([coded<Problem>({ code: 'OPEN_NO_GAMES_FILE' })]);
  return {
    ok: true,
    value: { competition, result: loaded.result, gamesFile, gamesVersion: files.get(gamesFile)?.version ?? 0, basis: filesBasis(files), stages: stageIds(loaded.result.rules), due: duePairings(loaded.result) },
  };
}

/**
 * What one more game would change, computed from the games file plus the row and compared with
 * the open now. Nothing is stored; a row the loader refuses is answered with its problems.
 */
export function previewOpenGame(conn: Connection, user: User | null, slug: string, row: GameRow): Result<OpenGamePreview> {
  const entry = openGameEntry(conn, user, slug);
  if (!entry.ok) return entry;
  const { competition, gamesFile, result: before } = entry.value;
  const next = nextGamesFile(conn, competition, gamesFile, row);
  if (!next.ok) return next;
  const files = currentCompetitionFiles(conn, competition.id);
  const loaded = loadSwissOpen((n) => (n === gamesFile ? next.value : (files.get(n)?.bytes ?? null)));
  if (!loaded.ok) return refuse(loaded.errors.map(asProblem));
  return { ok: true, value: { before, after: loaded.result, changes: openChanges(before, loaded.result), basedOn: entry.value.basis } };
}

/**
 * Stores the games file plus the row as a new version through {@link putCompetitionFile} (which
 * refuses a wrong row with the loader's message, storing nothing). `basedOn` is the files' basis
 * the preview was computed on ({@link filesBasis}): when someone stored another version of any file
 * since, nothing is stored (409 FILES_CHANGED, checked inside the write's transaction).
 */
export function saveOpenGame(conn: Connection, user: User | null, slug: string, row: GameRow, basedOn?: string): Result<{ version: number; name: string }> {
  const entry = openGameEntry(conn, user, slug);
  if (!entry.ok) return entry;
  const { competition, gamesFile } = entry.value;
  const next = nextGamesFile(conn, competition, gamesFile, row);
  if (!next.ok) return next;
  const stored = putCompetitionFile(conn, user, slug, gamesFile, next.value, 'web', { basedOn });
  if (!stored.ok) return stored;
  return { ok: true, value: { version: stored.value.version, name: gamesFile } };
}

function nextGamesFile(conn: Connection, competition: Competition, gamesFile: string, row: GameRow): Result<Uint8Array> {
  const problem = gameRowProblem(row);
  if (problem) return refuse([coded<Problem>({ code: 'INVALID_FIELD', params: { field: problem, named: 1 } })]);
  const current = currentCompetitionFiles(conn, competition.id).get(gamesFile)?.bytes ?? null;
  return { ok: true, value: appendGameRow(current, row) };
}

function gamesFileOf(eventJson: Uint8Array | undefined): string | null {
  if (!eventJson) return null;
  const decoded = decodeText(eventJson);
  if (!decoded.ok) return null;
  try {
    const parsed = EventFileSchema.safeParse(JSON.parse(decoded.text));
    return parsed.success ? (parsed.data.games ?? null) : null;
  } catch {
    return null;
  }
}
