import { TEAM_LEAGUE_KIND } from '@/lib/competitions/team-league/team-league-kind';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { bumpCompetitionRevision, currentCompetitionFiles, getCompetitionBySlug, insertCompetitionFile } from '@/db/queries/competitions';
import { findUserByEmail, insertUserRow } from '@/db/queries/users';
import { checkNewPassword, hashPassword, normalEmail, UserInputError } from '@/server/users';
import { captainSubmissions, competitionCaptains, competitions, users, type CaptainSubmission, type Competition, type User } from '@/db/schema';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { LineupViolation } from '@/lib/competitions/team-league/lineup-violation';
import { loadTeamLeague, TEAM_LEAGUE_FILE } from '@/lib/competitions/team-league/load-team-league';
import { matchViolations, swissChange, writeMatchToBoardsCsv, type MatchSubmission, type SwissChange } from '@/lib/competitions/team-league/match-submission';
import { looksLikeTrf } from '@/lib/competitions/team-league/read-team-trf';
import type { BoardResult } from '@/lib/competitions/team-league/team-league-model';
import { currentTime } from '@/server/clock';
import { assertArbiter, NotAllowed } from '@/server/workspace/access';
import type { Problem, Refusal } from '@/lib/problem';
import { refuse } from '@/lib/problem';

/**
 * Team captains (issue 10): the arbiter binds an account to (team league, team); the captain
 * submits the board results of their own team's matches; a submission waits, outside the
 * standings, until the arbiter confirms it (its rows go into the board-results CSV as a new
 * version of the file) or rejects it with a reason. Every function checks who calls it.
 */
const DEFAULT_BOARDS = 'boards.csv';

type Outcome<T> = { ok: true; value: T } | Refusal;

const fail = (code: string, message: string, params?: Problem['params']): Refusal => refuse([{ code, message, ...(params ? { params } : {}) }]);

/** The team league `slug` from its current files: the folder, its config, and the computed league (null while it does not compute). */
interface LeagueFolder {
  competition: Competition;
  files: Map<string, Uint8Array>;
  config: Record<string, unknown>;
  boardsFile: string;
  result: TeamLeagueResult | null;
}

function leagueFolder(conn: Connection, slug: string): Outcome<LeagueFolder> {
  const competition = getCompetitionBySlug(conn, slug);
  if (!competition) return fail('NOT_FOUND', `No competition "${slug}".`);
  if (competition.kind !== TEAM_LEAGUE_KIND.kind) return fail('CAPTAIN_NOT_TEAM_LEAGUE', `"${slug}" is not a team league.`);
  const files = new Map([...currentCompetitionFiles(conn, competition.id)].map(([n, f]) => [n, f.bytes]));
  const loaded = loadTeamLeague((n) => files.get(n) ?? null);
  if (!loaded.ok) return fail('CAPTAIN_LEAGUE_INCOMPLETE', 'The team league does not compute yet; its files come first.');
  const config = JSON.parse(new TextDecoder().decode(files.get(TEAM_LEAGUE_FILE)!).replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const boardsFile = typeof config.boards === 'string' ? config.boards : DEFAULT_BOARDS;
  return { ok: true, value: { competition, files, config, boardsFile, result: loaded.result } };
}

/** The team of the league with that name (as teams.csv writes it), or undefined. */
const teamNamed = (result: TeamLeagueResult, name: string) => result.teams.find((t) => normalizeName(t.name) === normalizeName(name));

// ---------------------------------------------------------------------------------------------
// The arbiter: captains

export interface CaptainGrant {
  id: number;
  email: string;
  team: string;
  createdAt: string;
}

/**
 * Makes `email` the captain of `team` in the team league `slug` (arbiters only): an existing
 * account gets the grant (an organizer may captain a team too); a new address gets a `captain`
 * account with the password given. One transaction with its audit line.
 */
export async function grantCaptain(conn: Connection, user: User | null, input: { slug: string; team: string; email: string; password?: string }): Promise<Outcome<{ email: string; team: string; created: boolean }>> {
  assertArbiter(user);
  const folder = leagueFolder(conn, input.slug);
  if (!folder.ok) return folder;
  const team = teamNamed(folder.value.result!, input.team);
  if (!team) return fail('CAPTAIN_UNKNOWN_TEAM', `"${input.team}" is not a team of this league.`, { team: input.team });
  let email: string;
  try {
    email = normalEmail(input.email);
  } catch (e) {
    if (e instanceof UserInputError) return fail('INVALID_USER', `"${input.email}" is not an e-mail address.`);
    throw e;
  }
  const existing = findUserByEmail(conn, email);
  if (existing?.removedAt) return fail('CAPTAIN_ACCOUNT_REMOVED', `The account ${email} was removed.`);
  let passwordHash: string | null = null;
  if (!existing) {
    try {
      checkNewPassword(input.password ?? '');
    } catch (e) {
      if (e instanceof UserInputError) return fail('INVALID_USER', e.message);
      throw e;
    }
    passwordHash = await hashPassword(input.password!);
  }
  const competitionId = folder.value.competition.id;
  return writeTransaction(conn, () => {
    let account = findUserByEmail(conn, email);
    const created = !account;
    if (!account) account = insertUserRow(conn, { email, passwordHash: passwordHash!, role: 'captain', club: team.club });
    const already = conn.db
      .select()
      .from(competitionCaptains)
      .where(and(eq(competitionCaptains.userId, account.id), eq(competitionCaptains.competitionId, competitionId), eq(competitionCaptains.team, team.name), isNull(competitionCaptains.revokedAt)))
      .get();
    if (already) return fail('CAPTAIN_ALREADY', `${email} is already the captain of ${team.name}.`, { email, team: team.name });
    conn.db.insert(competitionCaptains).values({ userId: account.id, competitionId, team: team.name, grantedBy: user.id }).run();
    audit(conn, { userId: user.id, via: 'web' }, 'captain.grant', null, { slug: input.slug, team: team.name, email, created });
    return { ok: true as const, value: { email, team: team.name, created } };
  });
}

/** The team names of a team league, in teams.csv order (arbiters only); empty while it does not compute. */
export function leagueTeamNames(conn: Connection, user: User | null, slug: string): string[] {
  assertArbiter(user);
  const folder = leagueFolder(conn, slug);
  return folder.ok ? folder.value.result!.teams.map((t) => t.name) : [];
}

/** The captains of a team league (arbiters only). */
export function listCaptains(conn: Connection, user: User | null, slug: string): CaptainGrant[] {
  assertArbiter(user);
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return [];
  return conn.db
    .select({ id: competitionCaptains.id, email: users.email, team: competitionCaptains.team, createdAt: competitionCaptains.createdAt })
    .from(competitionCaptains)
    .innerJoin(users, eq(users.id, competitionCaptains.userId))
    .where(and(eq(competitionCaptains.competitionId, c.id), isNull(competitionCaptains.revokedAt), isNull(users.removedAt)))
    .orderBy(asc(competitionCaptains.team), asc(users.email))
    .all();
}

/**
 * Takes a captain's grant away (arbiters only): the grant's `revoked_at` is set, one transaction
 * with its audit line. The account stays (it may captain other teams); the captain can no longer
 * see the team's form nor send a result. Their submissions still pending stay for the arbiter to
 * confirm or reject — they were sent while the captain held the grant.
 */
export function revokeCaptain(conn: Connection, user: User | null, slug: string, id: number): Outcome<{ email: string; team: string; pending: number }> {
  assertArbiter(user);
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return fail('NOT_FOUND', `No competition "${slug}".`);
  return writeTransaction(conn, () => {
    const grant = conn.db
      .select({ team: competitionCaptains.team, userId: competitionCaptains.userId, email: users.email })
      .from(competitionCaptains)
      .innerJoin(users, eq(users.id, competitionCaptains.userId))
      .where(and(eq(competitionCaptains.id, id), eq(competitionCaptains.competitionId, c.id), isNull(competitionCaptains.revokedAt)))
      .get();
    if (!grant) return fail('CAPTAIN_NO_GRANT', `No captain grant ${id} in this league to revoke (already revoked?).`, { id });
    conn.db.update(competitionCaptains).set({ revokedAt: isoNow() }).where(eq(competitionCaptains.id, id)).run();
    const pending = conn.db
      .select({ id: captainSubmissions.id })
      .from(captainSubmissions)
      .where(and(eq(captainSubmissions.competitionId, c.id), eq(captainSubmissions.team, grant.team), eq(captainSubmissions.submittedBy, grant.userId), eq(captainSubmissions.status, 'pending')))
      .all().length;
    audit(conn, { userId: user.id, via: 'web' }, 'captain.revoke', null, { slug, grant: id, team: grant.team, email: grant.email, pending });
    return { ok: true as const, value: { email: grant.email, team: grant.team, pending } };
  });
}

// ---------------------------------------------------------------------------------------------
// The captain

export interface CaptainTeam {
  slug: string;
  competition: string;
  team: string;
}

/** The teams the signed-in account captains (live grants only); empty for anyone else. */
export function captainTeams(conn: Connection, user: User | null): CaptainTeam[] {
  if (!user || user.removedAt) return [];
  return conn.db
    .select({ slug: competitions.slug, competition: competitions.name, team: competitionCaptains.team })
    .from(competitionCaptains)
    .innerJoin(competitions, eq(competitions.id, competitionCaptains.competitionId))
    .where(and(eq(competitionCaptains.userId, user.id), isNull(competitionCaptains.revokedAt)))
    .orderBy(asc(competitions.name), asc(competitionCaptains.team))
    .all();
}

/** The teams of the league `slug` the account captained and no longer does (grant revoked, none live), latest revocation first. */
export function revokedCaptaincies(conn: Connection, user: User | null, slug: string): { team: string; revokedAt: string }[] {
  if (!user) return [];
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return [];
  const live = new Set(captainTeams(conn, user).filter((t) => t.slug === slug).map((t) => normalizeName(t.team)));
  const rows = conn.db
    .select({ team: competitionCaptains.team, revokedAt: competitionCaptains.revokedAt })
    .from(competitionCaptains)
    .where(and(eq(competitionCaptains.userId, user.id), eq(competitionCaptains.competitionId, c.id), isNotNull(competitionCaptains.revokedAt)))
    .orderBy(desc(competitionCaptains.revokedAt))
    .all();
  const seen = new Set<string>();
  const out: { team: string; revokedAt: string }[] = [];
  for (const r of rows) {
    const key = normalizeName(r.team);
    if (live.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ team: r.team, revokedAt: r.revokedAt! });
  }
  return out;
}

/** The refusal a captain whose grant of `team` was revoked gets: what happened and when, not a bare 403. */
function revokedRefusal(conn: Connection, user: User | null, slug: string, team: string): Refusal | null {
  const r = revokedCaptaincies(conn, user, slug).find((x) => normalizeName(x.team) === normalizeName(team));
  if (!r) return null;
  const date = r.revokedAt.slice(0, 10);
  return fail('CAPTAIN_REVOKED', `The arbiter revoked your captaincy of ${r.team} on ${date}; you can no longer send its results.`, { team: r.team, date });
}

/** 401 without an account, 403 unless the account captains `team` in the league `slug`. */
function assertCaptainOf(conn: Connection, user: User | null, slug: string, team: string): asserts user is User {
  if (!user) throw new NotAllowed(401);
  const mine = captainTeams(conn, user).some((t) => t.slug === slug && normalizeName(t.team) === normalizeName(team));
  if (!mine) throw new NotAllowed(403);
}

/** What the captain's page needs: the league computed from its files, and the captain's own submissions. */
export function captainView(conn: Connection, user: User | null, slug: string, team: string): Outcome<{ result: TeamLeagueResult; team: string; submissions: SubmissionRow[] }> {
  const revoked = revokedRefusal(conn, user, slug, team);
  if (revoked) return revoked;
  assertCaptainOf(conn, user, slug, team);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const own = teamNamed(folder.value.result!, team);
  if (!own) return fail('CAPTAIN_TEAM_GONE', `"${team}" is no longer a team of this league.`, { team });
  const rows = conn.db
    .select()
    .from(captainSubmissions)
    .where(and(eq(captainSubmissions.competitionId, folder.value.competition.id), eq(captainSubmissions.team, own.name)))
    .orderBy(desc(captainSubmissions.id))
    .limit(50)
    .all();
  return { ok: true, value: { result: folder.value.result!, team: own.name, submissions: rows.map(submissionRow) } };
}

/** A submission checked on the current files: the line-up check of its match and the Swiss table before and after. */
export interface SubmissionCheck {
  violations: LineupViolation[];
  table: SwissChange[];
  /** The board-results file the confirmation writes, and its bytes. */
  file: { name: string; bytes: Uint8Array };
  /** team-league.json naming the new board file, when it named none. */
  config: Uint8Array | null;
}

const RESULTS: readonly BoardResult[] = ['1-0', '0-1', '=', '+/-', '-/+', '-/-'];

/**
 * The league with the submission written into its board-results CSV, read again as a whole: the
 * match's line-up violations and the table change; the league's own errors (a team twice in the
 * round, a board twice …) refuse it with their lines.
 */
function checkSubmission(folder: LeagueFolder, sub: MatchSubmission): Outcome<SubmissionCheck> {
  const result = folder.result!;
  const home = teamNamed(result, sub.home);
  const away = teamNamed(result, sub.away);
  if (!home || !away) return fail('CAPTAIN_UNKNOWN_TEAM', `"${!home ? sub.home : sub.away}" is not a team of this league.`, { team: !home ? sub.home : sub.away });
  if (home.index === away.index) return fail('CAPTAIN_SAME_TEAM', 'A team cannot play itself.');
  const boards = result.rules.menBoards + (result.rules.womenBoard ? 1 : 0);
  const maxRound = result.rules.swissRounds + 10;
  if (!Number.isInteger(sub.round) || sub.round < 1 || sub.round > maxRound) return fail('CAPTAIN_BAD_ROUND', `Round ${sub.round} is not a round of this league.`, { round: sub.round });
  if (sub.forfeit === null) {
    const numbers = sub.boards.map((b) => b.board).sort((a, b) => a - b);
    if (numbers.length !== boards || numbers.some((n, i) => n !== i + 1)) return fail('CAPTAIN_BOARDS', `A match has boards 1–${boards}, each once.`, { boards });
    if (sub.boards.some((b) => !RESULTS.includes(b.result))) return fail('CAPTAIN_RESULT_MISSING', 'Every board needs its result.');
  }
  const named: MatchSubmission = { ...sub, home: home.name, away: away.name };
  if (looksLikeTrf(folder.files.get(folder.boardsFile) ?? new Uint8Array())) {
    return fail('CAPTAIN_BOARDS_TRF', `The results are the pairing program's TRF (${folder.boardsFile}); enter the match there and upload the file again.`, { file: folder.boardsFile });
  }
  const bytes = writeMatchToBoardsCsv(folder.files.get(folder.boardsFile) ?? null, named);
  const config = typeof folder.config.boards === 'string' ? null : new TextEncoder().encode(`${JSON.stringify({ ...folder.config, boards: folder.boardsFile }, null, 2)}\n`);
  const after = loadTeamLeague((n) => (n === folder.boardsFile ? bytes : n === TEAM_LEAGUE_FILE && config ? config : (folder.files.get(n) ?? null)));
  if (!after.ok) {
    return refuse([{ code: 'CAPTAIN_MATCH_REFUSED', message: 'The match does not fit the league’s results.' }, ...after.errors.map((e) => ({ line: e.line, code: e.code, message: `${e.file}${e.line ? ` line ${e.line}` : ''}: ${e.message}`, ...(e.params ? { params: e.params } : {}) }))]);
  }
  return { ok: true, value: { violations: matchViolations(after.result, named), table: swissChange(result, after.result), file: { name: folder.boardsFile, bytes }, config } };
}

/** The captain's preview: the line-up check and the table change, nothing stored. */
export function previewCaptainSubmission(conn: Connection, user: User | null, slug: string, team: string, sub: MatchSubmission): Outcome<SubmissionCheck> {
  const revoked = revokedRefusal(conn, user, slug, team);
  if (revoked) return revoked;
  assertCaptainOf(conn, user, slug, team);
  if (![sub.home, sub.away].some((t) => normalizeName(t) === normalizeName(team))) return fail('CAPTAIN_NOT_OWN_MATCH', `You report only the matches of ${team}.`, { team });
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  return checkSubmission(folder.value, sub);
}

/** Stores the submission as pending (not in the standings) with an audit line; one transaction. */
export function submitCaptainResult(conn: Connection, user: User | null, slug: string, team: string, sub: MatchSubmission): Outcome<{ id: number; check: SubmissionCheck }> {
  const check = previewCaptainSubmission(conn, user, slug, team, sub);
  if (!check.ok) return check;
  const competition = getCompetitionBySlug(conn, slug)!;
  const result = leagueFolder(conn, slug);
  const own = result.ok ? teamNamed(result.value.result!, team)!.name : team;
  const home = result.ok ? teamNamed(result.value.result!, sub.home)!.name : sub.home;
  const away = result.ok ? teamNamed(result.value.result!, sub.away)!.name : sub.away;
  return writeTransaction(conn, () => {
    const pending = conn.db
      .select({ id: captainSubmissions.id })
      .from(captainSubmissions)
      .where(and(eq(captainSubmissions.competitionId, competition.id), eq(captainSubmissions.team, own), eq(captainSubmissions.round, sub.round), eq(captainSubmissions.status, 'pending')))
      .get();
    if (pending) return fail('CAPTAIN_ALREADY_PENDING', `Your result of round ${sub.round} already waits for the arbiter.`, { round: sub.round });
    const row = conn.db
      .insert(captainSubmissions)
      .values({ competitionId: competition.id, team: own, round: sub.round, home, away, boards: JSON.stringify(sub.forfeit === null ? sub.boards : []), forfeit: sub.forfeit, submittedBy: user!.id })
      .returning()
      .get();
    audit(conn, { userId: user!.id, via: 'web' }, 'captain.submit', null, { slug, team: own, round: sub.round, home, away, submission: row.id });
    return { ok: true as const, value: { id: row.id, check: check.value } };
  });
}

// ---------------------------------------------------------------------------------------------
// The arbiter: pending submissions

export interface SubmissionRow {
  id: number;
  team: string;
  round: number;
  status: CaptainSubmission['status'];
  submission: MatchSubmission;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
  fileName: string | null;
  fileVersion: number | null;
}

function submissionRow(r: CaptainSubmission): SubmissionRow {
  return {
    id: r.id,
    team: r.team,
    round: r.round,
    status: r.status,
    submission: { round: r.round, home: r.home, away: r.away, forfeit: (r.forfeit as MatchSubmission['forfeit']) ?? null, boards: JSON.parse(r.boards) as MatchSubmission['boards'] },
    submittedAt: r.submittedAt,
    decidedAt: r.decidedAt,
    reason: r.reason,
    fileName: r.fileName,
    fileVersion: r.fileVersion,
  };
}

export interface PendingSubmission extends SubmissionRow {
  by: string;
  /** Checked against the current files: the line-up check and the table change, or why it no longer fits. */
  check: Outcome<Omit<SubmissionCheck, 'file' | 'config'>>;
}

/** The pending submissions of a team league, each checked on the current files (arbiters only). */
export function listPendingSubmissions(conn: Connection, user: User | null, slug: string): Outcome<PendingSubmission[]> {
  assertArbiter(user);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const rows = conn.db
    .select({ s: captainSubmissions, by: users.email })
    .from(captainSubmissions)
    .innerJoin(users, eq(users.id, captainSubmissions.submittedBy))
    .where(and(eq(captainSubmissions.competitionId, folder.value.competition.id), eq(captainSubmissions.status, 'pending')))
    .orderBy(asc(captainSubmissions.id))
    .all();
  return {
    ok: true,
    value: rows.map(({ s, by }) => {
      const row = submissionRow(s);
      const check = checkSubmission(folder.value, row.submission);
      return { ...row, by, check: check.ok ? { ok: true as const, value: { violations: check.value.violations, table: check.value.table } } : check };
    }),
  };
}

/** The latest decided submissions of a team league, newest first (arbiters only). */
export function listDecidedSubmissions(conn: Connection, user: User | null, slug: string, limit = 20): (SubmissionRow & { by: string })[] {
  assertArbiter(user);
  const c = getCompetitionBySlug(conn, slug);
  if (!c) return [];
  return conn.db
    .select({ s: captainSubmissions, by: users.email })
    .from(captainSubmissions)
    .innerJoin(users, eq(users.id, captainSubmissions.submittedBy))
    .where(and(eq(captainSubmissions.competitionId, c.id), ne(captainSubmissions.status, 'pending')))
    .orderBy(desc(captainSubmissions.decidedAt), desc(captainSubmissions.id))
    .limit(limit)
    .all()
    .map(({ s, by }) => ({ ...submissionRow(s), by }));
}

function pendingOf(conn: Connection, id: number, slug: string): Outcome<CaptainSubmission> {
  const c = getCompetitionBySlug(conn, slug);
  const s = c ? conn.db.select().from(captainSubmissions).where(and(eq(captainSubmissions.id, id), eq(captainSubmissions.competitionId, c.id))).get() : undefined;
  if (!s) return fail('CAPTAIN_NO_SUBMISSION', `No submission ${id}.`, { id });
  if (s.status !== 'pending') return fail('CAPTAIN_DECIDED', `Submission ${id} was already ${s.status}.`, { id, status: s.status });
  return { ok: true, value: s };
}

/**
 * Confirms a submission (arbiters only): its rows go into the board-results CSV as a new version
 * (and team-league.json names the file when it named none), the submission is marked confirmed —
 * one transaction, with an audit line. Checked again on the files as they are now.
 */
export function confirmSubmission(conn: Connection, user: User | null, slug: string, id: number): Outcome<{ file: string; version: number }> {
  assertArbiter(user);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const s = pendingOf(conn, id, slug);
  if (!s.ok) return s;
  const check = checkSubmission(folder.value, submissionRow(s.value).submission);
  if (!check.ok) return check;
  const { file, config } = check.value;
  const competitionId = folder.value.competition.id;
  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  return writeTransaction(conn, () => {
    const still = conn.db.select({ status: captainSubmissions.status }).from(captainSubmissions).where(eq(captainSubmissions.id, id)).get();
    if (still?.status !== 'pending') return fail('CAPTAIN_DECIDED', `Submission ${id} was already ${still?.status}.`, { id, status: still?.status ?? '' });
    const version = insertCompetitionFile(conn, { competitionId, name: file.name, bytes: file.bytes, sha256: sha(file.bytes), uploadedBy: user.id });
    if (config) insertCompetitionFile(conn, { competitionId, name: TEAM_LEAGUE_FILE, bytes: config, sha256: sha(config), uploadedBy: user.id });
    bumpCompetitionRevision(conn, competitionId);
    conn.db.update(captainSubmissions).set({ status: 'confirmed', decidedBy: user.id, decidedAt: isoNow(), fileName: file.name, fileVersion: version }).where(eq(captainSubmissions.id, id)).run();
    audit(conn, { userId: user.id, via: 'web' }, 'captain.confirm', null, { slug, submission: id, team: s.value.team, round: s.value.round, file: file.name, version });
    return { ok: true as const, value: { file: file.name, version } };
  });
}

/** Rejects a submission with a reason the captain sees (arbiters only); nothing else changes. */
export function rejectSubmission(conn: Connection, user: User | null, slug: string, id: number, reason: string): Outcome<{ id: number }> {
  assertArbiter(user);
  const why = reason.trim();
  if (why === '' || why.length > 500) return fail('CAPTAIN_REASON', 'Give the captain a reason (at most 500 characters).');
  const s = pendingOf(conn, id, slug);
  if (!s.ok) return s;
  return writeTransaction(conn, () => {
    const changed = conn.db
      .update(captainSubmissions)
      .set({ status: 'rejected', decidedBy: user.id, decidedAt: isoNow(), reason: why })
      .where(and(eq(captainSubmissions.id, id), eq(captainSubmissions.status, 'pending')))
      .run();
    if (changed.changes === 0) return fail('CAPTAIN_DECIDED', `Submission ${id} was already decided.`, { id, status: '' });
    audit(conn, { userId: user.id, via: 'web' }, 'captain.reject', null, { slug, submission: id, team: s.value.team, round: s.value.round, reason: why });
    return { ok: true as const, value: { id } };
  });
}

const isoNow = () => currentTime().toISOString();
