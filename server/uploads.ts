/**
 * A season's files, one module for every caller: a tournament's results (preview, commit, restore,
 * delete, versions) and the register. The file is parsed and checked once, before the transaction
 * (`checkUpload`), and the checked rows go to the store step, so the write lock is held for the
 * writing only and a bad file stores nothing. The arbiter's web form and the HTTP API commit through
 * `commitTournamentUpload` (arbiters only, checked here); the command line, the seed and a season
 * folder's import store through `uploadTournament` (trusted callers, no season-window or
 * identical-file guard); db/queries/uploads.ts writes the rows.
 */
import { isIsoDate } from '@/lib/dates';
import { seasonWindow } from '@/lib/calendar/reservation-rules';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { importLimits } from '@/server/import-limits';
import type { FileFacts, ResultRow } from '@/lib/import/parse-results';
import { summarizeProblems, type ProblemCode } from '@/lib/import/problems';
import type { SheetFacts } from '@/lib/import/decode-table';
import type { TableChoice } from '@/lib/import/spreadsheet/find-table';
import type { CrosstableNumbering } from '@/lib/import/spreadsheet/crosstable-tournament';
import type { ManualLink } from '@/lib/identity/link-players';
import { normalizeName } from '@/lib/identity/normalize-name';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { tournamentProgress, type TournamentProgress } from '@/lib/series/tournament-progress';
import { diffVersions, previewUpload, type UploadPreview, type VersionDiff } from '@/lib/series/upload-preview';
import { resultDateWarnings } from '@/lib/calendar/result-date-warnings';
import { writeTransaction, type Connection } from '@/db/client';
import { audit, type Actor, type Via } from '@/db/queries/audit';
import { bumpRevision } from '@/db/queries/seasons';
import type { English, Problem, Refusal, Result } from '@/lib/problem';
import { coded, inEnglish, notFound, refuse } from '@/lib/problem';
import { currentVersionInProgress, currentVersionOf, insertVersion, lastVersionNumber, listTournamentsWithVersions, liveTournamentByCode, markTournamentDeleted, otherFinal, replaceRegistry, setCurrentVersion, sha256, tournamentByCode, versionByNumber, versionRows } from '@/db/queries/uploads';
import type { Season, Tournament, User } from '@/db/schema';
import { seasonRules } from './seasons';
import { currentDate } from './clock';
import { loadSeason } from './season-input';
import { forArbiter, isArbiter, notAllowed, web } from './workspace/access';
import { sameRow, saveLink } from './workspace/links';
import { registerForRows } from './workspace/register-search';
import { mergeAnswers, type SpellingAnswer } from '@/lib/identity/spelling-proposals';
import { saveSpellingAnswer, spellingAnswerProblems } from './workspace/spellings';
import { resultsMeetEntries, type EntriesInPreview } from './entries-results';

/** The server's limit of an uploaded file: the one of lib/request-limits.mjs. */
export { UPLOAD_LIMIT_BYTES as MAX_UPLOAD_BYTES } from '@/lib/request-limits.mjs';

interface UploadTournamentParams {
  season: Season;
  code: string;
  name: string;
  date: string;
  final: boolean;
  fileName: string;
  bytes: Uint8Array;
  /** Issue 37: the table the arbiter picked in the preview, when the file holds several (formats §1). */
  table?: number | null;
}

/** A file's problem as the API and the preview answer it: its line, code, English (`inEnglish`, issue 39) and values. */
type Answered = English<Problem<string, 'line'>>;

interface UploadOutcome {
  version: number;
  rows: number;
  warnings: Answered[];
  /** Issue 25: the file is of a tournament in progress, after round `round` of `of` (docs/in-progress.md); absent when finished. */
  inProgress?: TournamentProgress;
}

/** A file's problem as the API and the preview show it: its line, code, English and values (not its severity or file). */
const asError = (p: Problem<ProblemCode, 'severity' | 'line'>): Answered => inEnglish<Problem<string, 'line'>>({ line: p.line, code: p.code, ...(p.params ? { params: p.params } : {}) }, 'code');

const storedFacts = (f: FileFacts) => ({ encoding: f.encoding, delimiter: f.delimiter, style: f.style, hasRegion: f.fields.includes('region'), tableIndex: f.tables ? (f.table ?? null) : null });
const storedResult = (r: ResultRow) => ({ line: r.line, place: r.place, name: r.name, pointsHalf: r.points, crId: r.crId, fideId: r.fideId, birthYear: r.birthYear, sex: r.sex, club: r.club, region: r.region, rating: r.rating, category: r.category, fed: r.fed, scorePlace: r.scorePlace ?? null });

type CheckedUpload =
  | Refusal
  | {
      ok: true;
      rows: ResultRow[];
      facts: FileFacts;
      warnings: Answered[];
      existing: Tournament | undefined;
      /** Issue 25: after round k of n when the file is of a tournament in progress, else null. */
      progress: TournamentProgress | null;
      /** The rounds the file was read against (the stored tournament's, else the season's rule). */
      rounds: number | null;
    };

/**
 * The one check of an upload, shared by the preview and the commit so they can never disagree:
 * tournament id, name and date, then the file parsed against the tournament's rounds.
 */
export function checkUpload(conn: Connection, p: Omit<UploadTournamentParams, 'fileName' | 'final'>): CheckedUpload {
  const errors: Problem[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(p.code)) errors.push(coded<Problem>({ code: 'INVALID_ID' }));
  if (!p.name.trim()) errors.push(coded<Problem>({ code: 'MISSING_TOURNAMENT_NAME' }));
  if (!isIsoDate(p.date)) errors.push(coded<Problem>({ code: 'INVALID_DATE', params: { value: p.date } }));
  if (errors.length) return refuse(errors);
  const existing = tournamentByCode(conn, p.season.id, p.code);
  const rules = seasonRules(p.season);
  const rounds = existing?.rounds ?? rules.rounds;
  const parsed = readTournamentFile(p.bytes, { rounds, tieBreaks: rules.tournamentTieBreaks, date: p.date, table: p.table ?? null, limits: importLimits().results });
  const fileErrors = parsed.problems.filter((x) => x.severity === 'error');
  if (fileErrors.length > 0 || !parsed.facts) return refuse(summarizeProblems(fileErrors).map(asError));
  const dateWarnings = resultDateWarnings(p.date, currentDate(), rules);
  // issue 25: a file written after round k of n is stored as a tournament in progress (provisional)
  const progress = tournamentProgress({ games: parsed.games, sheet: parsed.facts.sheet, ruleRounds: rounds });
  const fileWarnings = summarizeProblems(parsed.problems.filter((x) => x.severity === 'warning' && !(progress && x.code === 'SHEET_ROUNDS_DIFFER' && x.params?.sheetRounds === progress.round))).map(asError);
  const progressWarning = progress ? [inProgressWarning(progress)] : [];
  return { ok: true, rows: parsed.rows, facts: parsed.facts, warnings: [...progressWarning, ...dateWarnings].map((w) => inEnglish(w)).concat(fileWarnings), existing, rounds, progress };
}

/** The upload's first warning when the file is of a tournament in progress (words: the catalogue's TOURNAMENT_IN_PROGRESS). */
function inProgressWarning(p: TournamentProgress) {
  return coded<Problem<string, 'line'>>({ line: 0, code: 'TOURNAMENT_IN_PROGRESS', params: { round: p.round, of: p.of, ...(p.pending ? { pending: p.pending } : {}) } });
}

/**
 * The store step, inside the caller's transaction: the checked rows as a new version of the
 * tournament (created on its first upload). A file checked against other rounds than the tournament
 * now has (a writer came between the check and the lock) is checked again.
 */
function storeUpload(conn: Connection, actor: Actor, p: UploadTournamentParams, checked: CheckedUpload): Result<UploadOutcome> {
  if (checked.ok && (tournamentByCode(conn, p.season.id, p.code)?.rounds ?? seasonRules(p.season).rounds) !== checked.rounds) checked = checkUpload(conn, p);
  if (!checked.ok) return checked;
  const other = p.final ? otherFinal(conn, p.season.id, p.code) : undefined;
  if (other) return secondFinal(other);
  const digest = sha256(p.bytes);
  const existing = tournamentByCode(conn, p.season.id, p.code);
  const wasInProgress = existing?.currentVersionId != null && currentVersionInProgress(conn, existing.currentVersionId);
  const { version } = insertVersion(conn, { seasonId: p.season.id, tournament: { code: p.code, name: p.name.trim(), date: p.date, final: p.final }, fileName: p.fileName, bytes: p.bytes, sha256: digest, facts: { ...storedFacts(checked.facts), inProgressRound: checked.progress?.round ?? null, inProgressOf: checked.progress?.of ?? null }, rows: checked.rows.map(storedResult), uploadedBy: actor.userId });
  bumpRevision(conn, p.season.id);
  // the file of all rounds after a file of a tournament in progress: said so in the audit line and the live streams
  const progress = checked.progress ? { afterRound: checked.progress.round, ofRounds: checked.progress.of, ...(checked.progress.pending ? { pending: checked.progress.pending } : {}) } : wasInProgress ? { completed: true } : {};
  audit(conn, actor, version === 1 ? 'tournament.upload' : 'tournament.correct', p.season.id, { tournament: p.code, version, sha256: digest, rows: checked.rows.length, fileName: p.fileName, ...progress });
  return { ok: true, value: { version, rows: checked.rows.length, warnings: checked.warnings, ...(checked.progress ? { inProgress: checked.progress } : {}) } };
}

const secondFinal = (other: Tournament) => refuse([coded<Problem>({ code: 'SECOND_FINAL', params: { code: other.code } })]);

/** Stores a results file as a new version of the tournament, for trusted callers (the command line, the seed, a season folder's import). */
export function uploadTournament(conn: Connection, actor: Actor, p: UploadTournamentParams): Result<UploadOutcome> {
  const checked = checkUpload(conn, p);
  if (!checked.ok) return checked;
  return writeTransaction(conn, () => storeUpload(conn, actor, p, checked));
}

/** The date outside the season's window, as a coded problem; null when inside (or not a date: the parser says so). */
/**
 * Two checks of a tournament upload that need the season and its stored versions (issue 11, defect 7):
 * the tournament's date lies inside the season's window (rule set `window`; regulation §1.13); a
 * file byte-identical to the current version (same name, date and Final flag) stores nothing and
 * answers "identical to version N".
 */
export function dateOutsideSeason(season: Season, date: string): Problem | null {
  if (!isIsoDate(date)) return null;
  const { from, to } = seasonWindow(season.year, seasonRules(season).window);
  if (date >= from && date <= to) return null;
  return coded<Problem>({ code: 'UPLOAD_OUTSIDE_SEASON', params: { date, from, to } });
}

/** The current version's number when this upload would change nothing (same bytes, name, date and Final flag). */
export function identicalToCurrent(conn: Connection, p: Pick<UploadTournamentParams, 'season' | 'code' | 'name' | 'date' | 'final' | 'bytes' | 'table'>): { version: number; rows: number; inProgress: TournamentProgress | null } | null {
  const current = currentVersionOf(conn, p.season.id, p.code);
  if (!current || current.sha256 !== sha256(p.bytes)) return null;
  const t = current.tournament;
  if (t.name !== p.name.trim() || t.date !== p.date || t.final !== p.final) return null;
  // issue 37: the same bytes with another of the file's tables picked is another reading, not the same version
  if (p.table != null && p.table !== current.tableIndex) return null;
  return { version: current.version, rows: current.rows, inProgress: current.inProgress };
}

/** What an upload answers when nothing changed: the current version, and `identicalTo` naming it. */
type GuardedOutcome = UploadOutcome & { identicalTo?: number };


export interface UploadRequest extends UploadTournamentParams {
  /** The arbiter's choices for ambiguous or wrongly linked rows: the row's line → CR id (null = keep apart). */
  links?: Record<string, string | null>;
  /** formats §6: the arbiter's answers to the preview's "the same player as …?", stored with the commit. */
  spellings?: SpellingAnswer[];
}

/** The arbiter's line-keyed choices as hand links of the rows they name (rules §2: kept per row). */
function linksForRows(code: string, rows: readonly ResultRow[], choices: Record<string, string | null>): ManualLink[] {
  const byLine = new Map(rows.map((r) => [String(r.line), r]));
  const out: ManualLink[] = [];
  for (const [line, crId] of Object.entries(choices)) {
    const r = byLine.get(line);
    if (r) out.push({ tournamentId: code, normalizedName: normalizeName(r.name), birthYear: r.birthYear, place: r.place, line: r.line, crId });
  }
  return out;
}


const identicalProblem = (version: number) => coded<Problem>({ code: 'UPLOAD_IDENTICAL', params: { version } });

export type PreviewOutcome =
  | Refusal
  | {
      ok: true;
      facts: { encoding: string; delimiter: string; style: string; fields: string[]; sheet?: SheetFacts; tables?: TableChoice[]; table?: number; numbering?: CrosstableNumbering };
      preview: UploadPreview;
      warnings: Answered[];
      nextVersion: number;
      diff: VersionDiff | null;
      /**
       * The register players the file's rows are about (their names, candidates and linked players),
       * not the whole register (issue 31: 150,000 players made a 13 MB answer); the picker searches
       * the server for others when `registryTotal` is more than these.
       */
      registry: { crId: string; name: string; birthYear: number | null; club: string | null }[];
      registryTotal: number;
      /** Issue 25: the file is of a tournament in progress, after round `round` of `of`; null when finished. */
      inProgress: { round: number; of: number; pending?: number } | null;
      /** Issue 41: the reserved tournament's entries against the rows; null when the tournament id names no reservation. */
      entries: EntriesInPreview | null;
    };

/** What an upload will do — parsed, linked, scored — with nothing stored. */
export function previewTournamentUpload(conn: Connection, user: User | null, req: UploadRequest): PreviewOutcome {
  if (!isArbiter(user)) return notAllowed(user);
  const outside = dateOutsideSeason(req.season, req.date);
  if (outside) return refuse([outside]);
  const same = identicalToCurrent(conn, req);
  if (same) return refuse([identicalProblem(same.version)]);
  const checked = checkUpload(conn, req);
  if (!checked.ok) return checked;
  const loaded = loadSeason(conn, req.season);
  const input = loaded.input;
  // issue 41: rows that are entered players are linked first, with no question; the arbiter's choices win
  const meet = resultsMeetEntries(conn, req.season, req.code, checked.rows, req.links ?? {});
  const extraLinks = linksForRows(req.code, checked.rows, { ...(meet?.choices ?? {}), ...(req.links ?? {}) });
  const manual = [...(input.manualLinks ?? []).filter((l) => !extraLinks.some((x) => sameRow(x, l))), ...extraLinks];
  const upload = { id: req.code, name: req.name, date: req.date, final: req.final, fileName: req.fileName, fileHasRegion: checked.facts.fields.includes('region'), rows: checked.rows };
  // formats §6: the answers given in this preview so far, over the season's stored ones
  const spellingAnswers = mergeAnswers(input.spellingAnswers ?? [], req.spellings ?? []);
  const full = previewUpload({ ...input, manualLinks: manual, ...(spellingAnswers.length > 0 ? { spellingAnswers } : {}) }, upload);
  // the notes carry no words: the page says them in its language (issue 39, item 2; app/[lang]/arbiter/actions/tournaments.ts)
  const preview = full;
  const current = checked.existing;
  // a tournament in progress is not in the official input: its current rows are the provisional input's (issue 25)
  const previousRows = (loaded.provisional ?? input).tournaments.find((t) => t.id === req.code)?.rows ?? null;
  const register = registerForRows(conn, req.season, preview.rows.map((r) => ({ name: r.name, candidates: r.candidates, crId: r.playerKey.startsWith('cr:') ? r.playerKey.slice(3) : null })));
  return {
    ok: true,
    facts: checked.facts,
    preview,
    warnings: checked.warnings,
    nextVersion: (current ? lastVersionNumber(conn, current.id) : 0) + 1,
    diff: previousRows ? diffVersions(previousRows, checked.rows) : null,
    registry: register.entries,
    registryTotal: register.total,
    inProgress: checked.progress,
    entries: meet?.report ?? null,
  };
}

/**
 * The commit of a tournament's file (the workspace's form and `PUT /api/seasons/{slug}/tournaments/{id}`):
 * arbiters only; refused outside the season's window (422); the file checked once, before the
 * transaction; inside it, nothing stored when the file is identical to the current version (and no
 * hand links come with it), else the arbiter's link choices and the new version, together.
 */
export function commitTournamentUpload(conn: Connection, user: User | null, req: UploadRequest, via: Extract<Via, 'web' | 'api'> = 'web'): Result<GuardedOutcome> {
  if (!isArbiter(user)) return notAllowed(user);
  return commitUpload(conn, { userId: user.id, via }, req, (link) => saveLink(conn, user, req.season, link));
}

/** The same commit for a caller whose role was checked already (scripts, tests): with both guards, without hand links. */
export function guardedUpload(conn: Connection, actor: Actor, p: UploadTournamentParams): Result<GuardedOutcome> {
  return commitUpload(conn, actor, p, null);
}

function commitUpload(conn: Connection, actor: Actor, req: UploadRequest, saveLinkOf: ((link: ManualLink) => void) | null): Result<GuardedOutcome> {
  const outside = dateOutsideSeason(req.season, req.date);
  if (outside) return refuse([outside]);
  const checked = checkUpload(conn, req);
  // issue 41: the arbiter's commit links the entered players' rows as the preview showed them
  const entryChoices = checked.ok && saveLinkOf ? (resultsMeetEntries(conn, req.season, req.code, checked.rows, req.links ?? {})?.choices ?? {}) : {};
  const links = checked.ok && saveLinkOf ? linksForRows(req.code, checked.rows, { ...entryChoices, ...(req.links ?? {}) }) : [];
  // formats §6: the preview's spelling answers (the arbiter's commit only) are stored with the version
  const spellings = saveLinkOf ? (req.spellings ?? []) : [];
  const badAnswers = spellingAnswerProblems(spellings);
  if (badAnswers.length > 0) return refuse(badAnswers);
  return writeTransaction<Result<GuardedOutcome>>(conn, () => {
    // the same file again (and no new hand links or answers): nothing to store
    const same = links.length === 0 && spellings.length === 0 && Object.keys(req.links ?? {}).length === 0 ? identicalToCurrent(conn, req) : null;
    if (same) return { ok: true, value: { version: same.version, rows: same.rows, warnings: [], ...(same.inProgress ? { inProgress: same.inProgress } : {}), identicalTo: same.version } };
    if (!checked.ok) return checked;
    // refused before anything is written: the link choices are not left behind
    const other = req.final ? otherFinal(conn, req.season.id, req.code) : undefined;
    if (other) return secondFinal(other);
    for (const link of links) saveLinkOf!(link);
    for (const answer of spellings) saveSpellingAnswer(conn, actor, req.season, answer);
    return storeUpload(conn, actor, req, checked);
  });
}

/** Rows of one stored version (the season page's diff against the previous one). */
export function storedVersionRows(conn: Connection, versionId: number): ResultRow[] {
  return versionRows(conn, versionId);
}

export function listSeasonTournaments(conn: Connection, user: User | null, season: Season) {
  return forArbiter(user, (user) => listTournamentsWithVersions(conn, season.id));
}

/** Makes an earlier version current again (the later ones stay in the history). */
export function restoreVersion(conn: Connection, user: User | null, season: Season, code: string, version: number): Result<{ version: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  return writeTransaction(conn, () => {
    const found = versionByNumber(conn, season.id, code, version);
    if (!found) return notFound({ what: 'version' });
    setCurrentVersion(conn, found.tournament.id, found.version.id);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'tournament.restore', season.id, { tournament: code, version });
    return { ok: true as const, value: { version } };
  });
}

/** Takes a tournament out of the season; its versions stay and a restore brings it back. */
export function deleteTournament(conn: Connection, user: User | null, season: Season, code: string, at: string): Result<{ code: string }> {
  if (!isArbiter(user)) return notAllowed(user);
  return writeTransaction(conn, () => {
    const t = liveTournamentByCode(conn, season.id, code);
    if (!t) return notFound({ what: 'tournament', name: code });
    markTournamentDeleted(conn, t.id, at);
    bumpRevision(conn, season.id);
    audit(conn, web(user), 'tournament.delete', season.id, { tournament: code });
    return { ok: true as const, value: { code } };
  });
}

/** Replaces the season's register by a new upload (the old uploads stay, byte for byte). */
export function putRegistry(conn: Connection, actor: Actor, season: Season, fileName: string, bytes: Uint8Array): Result<{ players: number; warnings: Answered[] }> {
  const parsed = parseRegistryFile(bytes, importLimits().register);
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

/** The arbiter's commit of a new register (the workspace's form): arbiters only. */
export function commitRegistry(conn: Connection, user: User | null, season: Season, fileName: string, bytes: Uint8Array, via: Extract<Via, 'web' | 'api'> = 'web') {
  if (!isArbiter(user)) return notAllowed(user);
  return putRegistry(conn, { userId: user.id, via }, season, fileName, bytes);
}
