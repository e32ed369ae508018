/**
 * Results and register files for callers that have checked who they are (the API's route wrapper,
 * the CLI, the seed, the workspace): each file is parsed and checked here, before the transaction,
 * so a bad file stores nothing and nothing after the commit can fail; db/queries/uploads.ts writes the rows.
 */
import { isIsoDate } from '@/lib/dates';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import type { FileFacts, ResultRow } from '@/lib/import/parse-results';
import { summarizeProblems, type ImportProblem } from '@/lib/import/problems';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { tournamentProgress, type TournamentProgress } from '@/lib/series/tournament-progress';
import { writeTransaction, type Connection } from '@/db/client';
import { audit, type Actor } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import { currentVersionInProgress, insertVersion, otherFinal, replaceRegistry, sha256, tournamentByCode } from '@/db/queries/uploads';
import type { Season, Tournament } from '@/db/schema';
import { seasonRules } from './seasons';
import { currentDate } from './clock';
import { resultDateWarnings } from '@/lib/calendar/result-date-warnings';
import type { Refusal, Result } from '@/lib/problem';
import { refuse } from '@/lib/problem';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadTournamentParams {
  season: Season;
  code: string;
  name: string;
  date: string;
  final: boolean;
  fileName: string;
  bytes: Uint8Array;
}

export interface UploadOutcome {
  version: number;
  rows: number;
  warnings: { line: number; code: string; message: string }[];
  /** Issue 25: the file is of a tournament in progress, after round `round` of `of` (docs/in-progress.md); absent when finished. */
  inProgress?: TournamentProgress;
}

const asError = (p: ImportProblem) => ({ line: p.line, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) });

const storedFacts = (f: FileFacts) => ({ encoding: f.encoding, delimiter: f.delimiter, style: f.style, hasRegion: f.fields.includes('region') });
const storedResult = (r: ResultRow) => ({ line: r.line, place: r.place, name: r.name, pointsHalf: r.points, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed });

export type CheckedUpload =
  | Refusal
  | { ok: true; rows: ResultRow[]; facts: FileFacts; warnings: { line: number; code: string; message: string; params?: Record<string, string | number> }[]; existing: Tournament | undefined; progress: TournamentProgress | null };

/**
 * The one check of an upload, shared by the preview and the commit so they can never disagree:
 * tournament id, name and date, then the file parsed against the tournament's rounds.
 */
export function checkUpload(conn: Connection, p: Omit<UploadTournamentParams, 'fileName' | 'final'>): CheckedUpload {
  const errors: { line?: number; code: string; message: string; params?: Record<string, string | number> }[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(p.code)) errors.push({ code: 'INVALID_ID', message: 'The tournament id may use letters, digits, - and _ only.' });
  if (!p.name.trim()) errors.push({ code: 'MISSING_TOURNAMENT_NAME', message: 'The tournament needs a name.' });
  if (!isIsoDate(p.date)) errors.push({ code: 'INVALID_DATE', message: `"${p.date}" is not a real date written YYYY-MM-DD.`, params: { value: p.date } });
  if (errors.length) return refuse(errors);
  const existing = tournamentByCode(conn, p.season.id, p.code);
  const rules = seasonRules(p.season);
  const parsed = readTournamentFile(p.bytes, { rounds: existing?.rounds ?? rules.rounds, tieBreaks: rules.tournamentTieBreaks, date: p.date });
  const fileErrors = parsed.problems.filter((x) => x.severity === 'error');
  if (fileErrors.length > 0 || !parsed.facts) return refuse(summarizeProblems(fileErrors).map(asError));
  const dateWarnings = resultDateWarnings(p.date, currentDate(), rules);
  // issue 25: a file written after round k of n is stored as a tournament in progress (provisional)
  const progress = tournamentProgress({ games: parsed.games, sheet: parsed.facts.sheet, ruleRounds: existing?.rounds ?? rules.rounds });
  const fileWarnings = summarizeProblems(parsed.problems.filter((x) => x.severity === 'warning' && !(progress && x.code === 'SHEET_ROUNDS_DIFFER' && x.params?.sheetRounds === progress.round))).map(asError);
  const progressWarning = progress ? [inProgressWarning(progress)] : [];
  return { ok: true, rows: parsed.rows, facts: parsed.facts, warnings: [...progressWarning, ...dateWarnings, ...fileWarnings], existing, progress };
}

/** The upload's first warning when the file is of a tournament in progress (words: the catalogue's TOURNAMENT_IN_PROGRESS). */
function inProgressWarning(p: TournamentProgress) {
  return {
    line: 0,
    code: 'TOURNAMENT_IN_PROGRESS',
    message: `The tournament is in progress: the file is after round ${p.round} of ${p.of}. It is shown as provisional; the season's table counts it once the file of all ${p.of} rounds is uploaded.`,
    params: { round: p.round, of: p.of },
  };
}

/** Stores a results file as a new version of the tournament (creating the tournament on its first upload). */
export function uploadTournament(conn: Connection, actor: Actor, p: UploadTournamentParams): Result<UploadOutcome> {
  const checked = checkUpload(conn, p);
  if (!checked.ok) return checked;
  const digest = sha256(p.bytes);
  const name = p.name.trim();
  return writeTransaction(conn, () => {
    const other = p.final ? otherFinal(conn, p.season.id, p.code) : undefined;
    if (other) return refuse([{ code: 'SECOND_FINAL', message: `The season already has a Final ("${other.code}").` }]);
    const wasInProgress = checked.existing?.currentVersionId != null && currentVersionInProgress(conn, checked.existing.currentVersionId);
    const { version } = insertVersion(conn, { seasonId: p.season.id, tournament: { code: p.code, name, date: p.date, final: p.final }, fileName: p.fileName, bytes: p.bytes, sha256: digest, facts: { ...storedFacts(checked.facts), inProgressRound: checked.progress?.round ?? null, inProgressOf: checked.progress?.of ?? null }, rows: checked.rows.map(storedResult), uploadedBy: actor.userId });
    bumpRevision(conn, p.season.id);
    // the file of all rounds after a file of a tournament in progress: said so in the audit line and the live streams
    const progress = checked.progress ? { afterRound: checked.progress.round, ofRounds: checked.progress.of } : wasInProgress ? { completed: true } : {};
    audit(conn, actor, version === 1 ? 'tournament.upload' : 'tournament.correct', p.season.id, { tournament: p.code, version, sha256: digest, rows: checked.rows.length, fileName: p.fileName, ...progress });
    return { ok: true as const, value: { version, rows: checked.rows.length, warnings: checked.warnings, ...(checked.progress ? { inProgress: checked.progress } : {}) } };
  });
}

/** Replaces the season's register by a new upload (the old uploads stay, byte for byte). */
export function putRegistry(conn: Connection, actor: Actor, season: Season, fileName: string, bytes: Uint8Array): Result<{ players: number; warnings: { line: number; code: string; message: string }[] }> {
  const parsed = parseRegistryFile(bytes);
  const errors = parsed.problems.filter((x) => x.severity === 'error');
  if (errors.length > 0) return refuse(summarizeProblems(errors).map(asError));
  const players = new Set(parsed.rows.map((r) => r.crId)).size;
  const digest = sha256(bytes);
  // the whole answer exists before the commit: after it, only returning is left
  const answer = { ok: true as const, value: { players, warnings: summarizeProblems(parsed.problems.filter((x) => x.severity === 'warning')).map(asError) } };
  return writeTransaction(conn, () => {
    replaceRegistry(conn, { seasonId: season.id, fileName, bytes, sha256: digest, players, rows: parsed.rows.map((r) => ({ line: r.line, crId: r.crId, name: r.name, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, rating: r.rating, category: r.category, fed: r.fed, club: r.club, region: r.region, from: r.from, to: r.to })), uploadedBy: actor.userId });
    bumpRevision(conn, season.id);
    audit(conn, actor, 'registry.upload', season.id, { fileName, sha256: digest, players });
    return answer;
  });
}
