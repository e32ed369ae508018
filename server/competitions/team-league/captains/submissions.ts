import type { Result } from '@/lib/problem';
import { describe } from '@/lib/i18n/t';
import { coded, refuse, type Problem } from '@/lib/problem';
/** Captains' submissions: the captain's view, preview and submission of a match; the arbiter's lists of pending and decided ones, and the rejection. */
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { insertSubmission, markRejected, pendingOfRound, submissionById, submissionsWithSenders, teamSubmissions } from '@/db/queries/captains';
import type { CaptainSubmission, User } from '@/db/schema';
import { normalizeName } from '@/lib/identity/normalize-name';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { LineupViolation } from '@/lib/competitions/team-league/lineup-violation';
import { loadTeamLeague, TEAM_LEAGUE_FILE } from '@/lib/competitions/team-league/load-team-league';
import { matchViolations, swissChange, writeMatchToBoardsCsv, type MatchSubmission, type SwissChange } from '@/lib/competitions/team-league/match-submission';
import { looksLikeTrf } from '@/lib/competitions/team-league/read-team-trf';
import type { BoardResult } from '@/lib/competitions/team-league/team-league-model';
import { forArbiter, isArbiter, notAllowed } from '@/server/workspace/access';
import { isCaptainOf, revokedRefusal } from './grants';
import { fail, isoNow, leagueFolder, teamNamed, type LeagueFolder } from './league-folder';

/** What the captain's page needs: the league computed from its files, and the captain's own submissions. */
export function captainView(conn: Connection, user: User | null, slug: string, team: string): Result<{ result: TeamLeagueResult; team: string; submissions: SubmissionRow[] }> {
  const revoked = revokedRefusal(conn, user, slug, team);
  if (revoked) return revoked;
  if (!isCaptainOf(conn, user, slug, team)) return notAllowed(user);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const own = teamNamed(folder.value.result!, team);
  if (!own) return fail('CAPTAIN_TEAM_GONE', { team });
  const rows = teamSubmissions(conn, folder.value.competition.id, own.name, 50);
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
export function checkSubmission(folder: LeagueFolder, sub: MatchSubmission): Result<SubmissionCheck> {
  const result = folder.result!;
  const home = teamNamed(result, sub.home);
  const away = teamNamed(result, sub.away);
  if (!home || !away) return fail('CAPTAIN_UNKNOWN_TEAM', { team: !home ? sub.home : sub.away });
  if (home.index === away.index) return fail('CAPTAIN_SAME_TEAM');
  const boards = result.rules.menBoards + (result.rules.womenBoard ? 1 : 0);
  const maxRound = result.rules.swissRounds + 10;
  if (!Number.isInteger(sub.round) || sub.round < 1 || sub.round > maxRound) return fail('CAPTAIN_BAD_ROUND', { round: sub.round });
  if (sub.forfeit === null) {
    const numbers = sub.boards.map((b) => b.board).sort((a, b) => a - b);
    if (numbers.length !== boards || numbers.some((n, i) => n !== i + 1)) return fail('CAPTAIN_BOARDS', { boards });
    if (sub.boards.some((b) => !RESULTS.includes(b.result))) return fail('CAPTAIN_RESULT_MISSING');
  }
  const named: MatchSubmission = { ...sub, home: home.name, away: away.name };
  if (looksLikeTrf(folder.files.get(folder.boardsFile) ?? new Uint8Array())) {
    return fail('CAPTAIN_BOARDS_TRF', { file: folder.boardsFile });
  }
  const bytes = writeMatchToBoardsCsv(folder.files.get(folder.boardsFile) ?? null, named);
  const config = typeof folder.config.boards === 'string' ? null : new TextEncoder().encode(`${JSON.stringify({ ...folder.config, boards: folder.boardsFile }, null, 2)}\n`);
  const after = loadTeamLeague((n) => (n === folder.boardsFile ? bytes : n === TEAM_LEAGUE_FILE && config ? config : (folder.files.get(n) ?? null)));
  if (!after.ok) {
    return refuse([coded<Problem>({ code: 'CAPTAIN_MATCH_REFUSED' }), ...after.errors.map((e) => ({ line: e.line, code: e.code, message: describe('en', e, { file: e.file }), ...(e.params ? { params: e.params } : {}) }))]);
  }
  return { ok: true, value: { violations: matchViolations(after.result, named), table: swissChange(result, after.result), file: { name: folder.boardsFile, bytes }, config } };
}

/** The captain's preview: the line-up check and the table change, nothing stored. */
export function previewCaptainSubmission(conn: Connection, user: User | null, slug: string, team: string, sub: MatchSubmission): Result<SubmissionCheck> {
  const revoked = revokedRefusal(conn, user, slug, team);
  if (revoked) return revoked;
  if (!isCaptainOf(conn, user, slug, team)) return notAllowed(user);
  if (![sub.home, sub.away].some((t) => normalizeName(t) === normalizeName(team))) return fail('CAPTAIN_NOT_OWN_MATCH', { team });
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  return checkSubmission(folder.value, sub);
}

/** Stores the submission as pending (not in the standings) with an audit line; one transaction. */
export function submitCaptainResult(conn: Connection, user: User | null, slug: string, team: string, sub: MatchSubmission): Result<{ id: number; check: SubmissionCheck }> {
  const check = previewCaptainSubmission(conn, user, slug, team, sub);
  if (!check.ok) return check;
  const competition = getCompetitionBySlug(conn, slug)!;
  const result = leagueFolder(conn, slug);
  const own = result.ok ? teamNamed(result.value.result!, team)!.name : team;
  const home = result.ok ? teamNamed(result.value.result!, sub.home)!.name : sub.home;
  const away = result.ok ? teamNamed(result.value.result!, sub.away)!.name : sub.away;
  return writeTransaction(conn, () => {
    const pending = pendingOfRound(conn, competition.id, own, sub.round);
    if (pending) return fail('CAPTAIN_ALREADY_PENDING', { round: sub.round });
    const row = insertSubmission(conn, { competitionId: competition.id, team: own, round: sub.round, home, away, boards: JSON.stringify(sub.forfeit === null ? sub.boards : []), forfeit: sub.forfeit, submittedBy: user!.id });
    audit(conn, { userId: user!.id, via: 'web' }, 'captain.submit', null, { slug, team: own, round: sub.round, home, away, submission: row.id });
    return { ok: true as const, value: { id: row.id, check: check.value } };
  });
}

interface SubmissionRow {
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

export function submissionRow(r: CaptainSubmission): SubmissionRow {
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

interface PendingSubmission extends SubmissionRow {
  by: string;
  /** Checked against the current files: the line-up check and the table change, or why it no longer fits. */
  check: Result<Omit<SubmissionCheck, 'file' | 'config'>>;
}

/** The pending submissions of a team league, each checked on the current files (arbiters only). */
export function listPendingSubmissions(conn: Connection, user: User | null, slug: string): Result<PendingSubmission[]> {
  if (!isArbiter(user)) return notAllowed(user);
  const folder = leagueFolder(conn, slug);
  if (!folder.ok) return folder;
  const rows = submissionsWithSenders(conn, folder.value.competition.id, 'pending');
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
export function listDecidedSubmissions(conn: Connection, user: User | null, slug: string, limit = 20): Result<(SubmissionRow & { by: string })[]> {
  return forArbiter(user, (user) => {
    const c = getCompetitionBySlug(conn, slug);
    if (!c) return [];
    return submissionsWithSenders(conn, c.id, 'decided', limit).map(({ s, by }) => ({ ...submissionRow(s), by }));
  });
}

export function pendingOf(conn: Connection, id: number, slug: string): Result<CaptainSubmission> {
  const c = getCompetitionBySlug(conn, slug);
  const s = c ? submissionById(conn, c.id, id) : undefined;
  if (!s) return fail('CAPTAIN_NO_SUBMISSION', { id });
  if (s.status !== 'pending') return fail('CAPTAIN_DECIDED', { id, status: s.status });
  return { ok: true, value: s };
}

/** Rejects a submission with a reason the captain sees (arbiters only); nothing else changes. */
export function rejectSubmission(conn: Connection, user: User | null, slug: string, id: number, reason: string): Result<{ id: number }> {
  if (!isArbiter(user)) return notAllowed(user);
  const why = reason.trim();
  if (why === '' || why.length > 500) return fail('CAPTAIN_REASON');
  const s = pendingOf(conn, id, slug);
  if (!s.ok) return s;
  return writeTransaction(conn, () => {
    if (!markRejected(conn, id, { decidedBy: user.id, decidedAt: isoNow(), reason: why })) return fail('CAPTAIN_DECIDED', { id, status: '' });
    audit(conn, { userId: user.id, via: 'web' }, 'captain.reject', null, { slug, submission: id, team: s.value.team, round: s.value.round, reason: why });
    return { ok: true as const, value: { id } };
  });
}

