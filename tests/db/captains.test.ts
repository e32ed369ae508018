import { inEnglish } from '@/lib/problem';
import { allowed } from '@/tests/helpers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openDatabase, type Connection } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { auditLog, competitionCaptains, users } from '@/db/schema';
import { describe as describeProblem } from '@/lib/i18n/t';
import { describeViolation } from '@/lib/competitions/team-league/lineup-words';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { MatchSubmission } from '@/lib/competitions/team-league/match-submission';
import { createCompetition, getCompetitionView, putCompetitionFile } from '@/server/competitions';
import {
  captainTeams,
  captainView,
  confirmSubmission,
  grantCaptain,
  listCaptains,
  listDecidedSubmissions,
  listPendingSubmissions,
  previewCaptainSubmission,
  rejectSubmission,
  revokeCaptain,
  revokedCaptaincies,
  submitCaptainResult,
} from '@/server/competitions/team-league/captains';
import { eq } from 'drizzle-orm';

/**
 * Captains (issue 10): the arbiter binds an account to a team; the captain submits the team's
 * match board by board; it waits outside the standings until the arbiter confirms it (a new
 * version of boards.csv) or rejects it. The league: tests/fixtures/…/team-trf (five teams), its
 * first two rounds in boards.csv.
 */
const cli = { userId: null, via: 'cli' } as const;
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'team-league', 'team-trf');
const text = (name: string) => readFileSync(join(folder, name), 'utf8');
const enc = (s: string) => new TextEncoder().encode(s);
const SLUG = 'liga-seniorow';
const TWO_ROUNDS = text('boards.csv')
  .split('\n')
  .filter((l) => !l.startsWith('3,'))
  .join('\n');

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createCompetition(conn, arbiter, { slug: SLUG, kind: 'team-league', name: 'Liga Seniorów' });
  const config = JSON.stringify({ ...JSON.parse(text('team-league.json')), boards: 'boards.csv' });
  for (const [n, b] of [['team-league.json', config], ['teams.csv', text('teams.csv')], ['boards.csv', TWO_ROUNDS]] as const) {
    expect(putCompetitionFile(conn, arbiter, SLUG, n, enc(b))).toMatchObject({ ok: true });
  }
  const granted = await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Orzeł', email: 'Kapitan@Orzel.pl', password: 'captain password' });
  expect(granted).toEqual({ ok: true, value: { email: 'kapitan@orzel.pl', team: 'Orzeł', created: true } });
  const captain = conn.db.select().from(users).where(eq(users.email, 'kapitan@orzel.pl')).get()!;
  return { conn, arbiter, organizer, captain };
}

const league = (conn: Connection) => {
  const view = getCompetitionView(conn, getCompetitionBySlug(conn, SLUG)!);
  if (!view.load.ok) throw new Error(JSON.stringify(view.load.errors));
  return view.load.result as TeamLeagueResult;
};
const row = (conn: Connection, team: string) => league(conn).swiss.rows.find((r) => r.name === team)!;

/** Round 3 Orzeł–Żuraw as in the fixture: ½ ½ 1 0. */
const ROUND3: MatchSubmission = {
  round: 3,
  home: 'Orzeł',
  away: 'Żuraw',
  forfeit: null,
  boards: [
    { board: 1, homePlayer: 'Adam Nowak', awayPlayer: 'Wacław Bury', result: '=' },
    { board: 2, homePlayer: 'Bogdan Kowal', awayPlayer: 'Zenon Kret', result: '=' },
    { board: 3, homePlayer: 'Cezary Lis', awayPlayer: 'Jerzy Orzeł', result: '1-0' },
    { board: 4, homePlayer: 'Danuta Wrona', awayPlayer: 'Zofia Pająk', result: '0-1' },
  ],
};

/** The status of a missing permission's refusal (issue 39: returned, no longer thrown), else 'allowed'. */
const refusal = (fn: () => unknown) => {
  const r = fn() as { ok?: boolean; status?: number; errors?: { code: string }[] };
  return r?.ok === false && ['UNAUTHENTICATED', 'FORBIDDEN'].includes(r.errors?.[0]?.code ?? '') ? r.status : 'allowed';
};

describe('captains of a team league', () => {
  test('the arbiter grants; the captain account sees its own team only', async () => {
    const { conn, arbiter, captain } = await setup();
    expect(captain.role).toBe('captain');
    expect(allowed(listCaptains(conn, arbiter, SLUG)).map((c) => [c.email, c.team])).toEqual([['kapitan@orzel.pl', 'Orzeł']]);
    expect(captainTeams(conn, captain)).toEqual([{ slug: SLUG, competition: 'Liga Seniorów', team: 'Orzeł' }]);
    // an existing account (the organizer) may be granted a team too, without a new password
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Sokół', email: 'o@example.org' })).toMatchObject({ ok: true, value: { created: false } });
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Orzeł', email: 'kapitan@orzel.pl' })).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CAPTAIN_ALREADY' }] });
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Czapla', email: 'x@y.pl', password: 'long enough password' })).toMatchObject({ ok: false, errors: [{ code: 'CAPTAIN_UNKNOWN_TEAM' }] });
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Kruk', email: 'new@y.pl', password: 'short' })).toMatchObject({ ok: false, errors: [{ code: 'INVALID_USER' }] });
    const audits = conn.db.select().from(auditLog).where(eq(auditLog.action, 'captain.grant')).all();
    expect(audits.map((a) => JSON.parse(a.details).team)).toEqual(['Orzeł', 'Sokół']);
  });

  test('only the arbiter grants, lists and decides; a captain or organizer is refused', async () => {
    const { conn, organizer, captain } = await setup();
    await expect(grantCaptain(conn, captain, { slug: SLUG, team: 'Sokół', email: 'c2@y.pl', password: 'long enough password' })).resolves.toMatchObject({ ok: false, status: 403 });
    await expect(grantCaptain(conn, organizer, { slug: SLUG, team: 'Sokół', email: 'c2@y.pl', password: 'long enough password' })).resolves.toMatchObject({ ok: false, status: 403 });
    await expect(grantCaptain(conn, null, { slug: SLUG, team: 'Sokół', email: 'c2@y.pl', password: 'long enough password' })).resolves.toMatchObject({ ok: false, status: 401 });
    expect(refusal(() => listCaptains(conn, captain, SLUG))).toBe(403);
    expect(refusal(() => listPendingSubmissions(conn, captain, SLUG))).toBe(403);
    expect(refusal(() => confirmSubmission(conn, captain, SLUG, 1))).toBe(403);
    expect(refusal(() => rejectSubmission(conn, captain, SLUG, 1, 'no'))).toBe(403);
    // a captain acts only for the team granted; the organizer captains nothing
    expect(refusal(() => captainView(conn, captain, SLUG, 'Sokół'))).toBe(403);
    expect(refusal(() => submitCaptainResult(conn, captain, SLUG, 'Sokół', { ...ROUND3, home: 'Sokół', away: 'Kruk' }))).toBe(403);
    expect(refusal(() => submitCaptainResult(conn, organizer, SLUG, 'Orzeł', ROUND3))).toBe(403);
    expect(refusal(() => submitCaptainResult(conn, null, SLUG, 'Orzeł', ROUND3))).toBe(401);
    // under its own team's name, another team's match is refused
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', { ...ROUND3, home: 'Sokół', away: 'Kruk', boards: [] , forfeit: 'away' })).toMatchObject({ ok: false, status: 403, errors: [{ code: 'CAPTAIN_NOT_OWN_MATCH' }] });
  });

  test('a submission waits outside the standings; confirmed, it is a new version of boards.csv and in the table', async () => {
    const { conn, arbiter, captain } = await setup();
    expect(row(conn, 'Orzeł')).toMatchObject({ gamePoints: 10, matchPoints: 4 });
    const preview = previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', ROUND3);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value.violations).toEqual([]);
    expect(preview.value.table.find((r) => r.team === 'Orzeł')).toMatchObject({ gamePointsBefore: 10, gamePointsAfter: 14, matchPointsBefore: 4, matchPointsAfter: 5 });

    const submitted = submitCaptainResult(conn, captain, SLUG, 'Orzeł', ROUND3);
    expect(submitted).toMatchObject({ ok: true });
    // pending: the standings and the files are as they were
    expect(row(conn, 'Orzeł')).toMatchObject({ gamePoints: 10, matchPoints: 4 });
    const c = getCompetitionBySlug(conn, SLUG)!;
    expect(currentCompetitionFiles(conn, c.id).get('boards.csv')!.version).toBe(1);
    // the same round twice while it waits: refused
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', ROUND3)).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CAPTAIN_ALREADY_PENDING' }] });

    const pending = listPendingSubmissions(conn, arbiter, SLUG);
    if (!pending.ok) throw new Error('no list');
    expect(pending.value.map((p) => [p.team, p.round, p.by, p.status])).toEqual([['Orzeł', 3, 'kapitan@orzel.pl', 'pending']]);
    expect(pending.value[0]!.check).toMatchObject({ ok: true, value: { violations: [] } });

    const id = pending.value[0]!.id;
    expect(confirmSubmission(conn, arbiter, SLUG, id)).toEqual({ ok: true, value: { file: 'boards.csv', version: 2 } });
    expect(row(conn, 'Orzeł')).toMatchObject({ gamePoints: 14, matchPoints: 5 });
    expect(row(conn, 'Żuraw')).toMatchObject({ gamePoints: 13, matchPoints: 4 });
    const csv = new TextDecoder().decode(currentCompetitionFiles(conn, c.id).get('boards.csv')!.bytes);
    expect(csv.startsWith(TWO_ROUNDS.trimEnd())).toBe(true);
    expect(csv.slice(TWO_ROUNDS.trimEnd().length).trim().split('\n')).toEqual([
      '3,Orzeł,Żuraw,1,Adam Nowak,Wacław Bury,1/2-1/2',
      '3,Orzeł,Żuraw,2,Bogdan Kowal,Zenon Kret,1/2-1/2',
      '3,Orzeł,Żuraw,3,Cezary Lis,Jerzy Orzeł,1-0',
      '3,Orzeł,Żuraw,4,Danuta Wrona,Zofia Pająk,0-1',
    ]);
    expect(listPendingSubmissions(conn, arbiter, SLUG)).toEqual({ ok: true, value: [] });
    const view = captainView(conn, captain, SLUG, 'Orzeł');
    expect(view.ok && view.value.submissions.map((s) => [s.status, s.fileName, s.fileVersion])).toEqual([['confirmed', 'boards.csv', 2]]);
    expect(allowed(listDecidedSubmissions(conn, arbiter, SLUG)).map((s) => [s.status, s.by, s.fileName, s.fileVersion])).toEqual([['confirmed', 'kapitan@orzel.pl', 'boards.csv', 2]]);
    expect(refusal(() => listDecidedSubmissions(conn, captain, SLUG))).toBe(403);
    expect(confirmSubmission(conn, arbiter, SLUG, id)).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CAPTAIN_DECIDED' }] });
    const audits = conn.db.select().from(auditLog).all().map((a) => a.action);
    expect(audits.filter((a) => a.startsWith('captain.'))).toEqual(['captain.grant', 'captain.submit', 'captain.confirm']);
  });

  test('the line-up check is shown before submitting: a man on the women’s board, the board order broken', async () => {
    const { conn, captain } = await setup();
    const swapped: MatchSubmission = {
      ...ROUND3,
      boards: [
        { board: 1, homePlayer: 'Bogdan Kowal', awayPlayer: 'Wacław Bury', result: '=' },
        { board: 2, homePlayer: 'Adam Nowak', awayPlayer: 'Zenon Kret', result: '=' },
        { board: 3, homePlayer: 'Danuta Wrona', awayPlayer: 'Jerzy Orzeł', result: '1-0' },
        { board: 4, homePlayer: 'Cezary Lis', awayPlayer: 'Zofia Pająk', result: '0-1' },
      ],
    };
    const preview = previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', swapped);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    const rules = new Set(preview.value.violations.map((v) => v.rule));
    expect(rules.has('BOARD_ORDER')).toBe(true);
    expect(rules.has('WOMEN_BOARD')).toBe(true);
    expect(preview.value.violations.every((v) => v.round === 3 && describeViolation('pl', v).length > 0)).toBe(true);
  });

  test("a match that does not fit the league's results is refused with its lines; a bad form is refused", async () => {
    const { conn, captain } = await setup();
    // Orzeł already played Kruk in round 2: a round-2 match against Żuraw puts Orzeł twice in round 2
    const twice = previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', { ...ROUND3, round: 2 });
    expect(twice.ok ? [] : [...new Set(twice.errors.map((e) => `${e.code} ${e.line ?? ''}`))]).toEqual(['CAPTAIN_MATCH_REFUSED ', 'TEAM_TWICE_IN_ROUND 20', 'TEAM_TWICE_IN_ROUND 21', 'TEAM_TWICE_IN_ROUND 22', 'TEAM_TWICE_IN_ROUND 23']);
    expect(previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', { ...ROUND3, boards: ROUND3.boards.slice(0, 3) })).toMatchObject({ ok: false, errors: [{ code: 'CAPTAIN_BOARDS' }] });
    expect(previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', { ...ROUND3, round: 0 })).toMatchObject({ ok: false, errors: [{ code: 'CAPTAIN_BAD_ROUND' }] });
    expect(previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', { ...ROUND3, away: 'Orzeł' })).toMatchObject({ ok: false, errors: [{ code: 'CAPTAIN_SAME_TEAM' }] });
  });

  test('a forfeited match; a rejection needs a reason and leaves the files as they were', async () => {
    const { conn, arbiter, captain } = await setup();
    const forfeit: MatchSubmission = { round: 3, home: 'Orzeł', away: 'Żuraw', forfeit: 'away', boards: [] };
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', forfeit)).toMatchObject({ ok: true });
    const pending = listPendingSubmissions(conn, arbiter, SLUG);
    const id = pending.ok ? pending.value[0]!.id : 0;
    expect(pending.ok && pending.value[0]!.check.ok && pending.value[0]!.check.value.table.find((r) => r.team === 'Żuraw')).toMatchObject({ matchPointsAfter: 1 });
    expect(rejectSubmission(conn, arbiter, SLUG, id, '  ')).toMatchObject({ ok: false, status: 422, errors: [{ code: 'CAPTAIN_REASON' }] });
    expect(rejectSubmission(conn, arbiter, SLUG, id, 'Żuraw came; send the boards')).toEqual({ ok: true, value: { id } });
    expect(rejectSubmission(conn, arbiter, SLUG, id, 'again')).toMatchObject({ ok: false, status: 409 });
    const c = getCompetitionBySlug(conn, SLUG)!;
    expect(currentCompetitionFiles(conn, c.id).get('boards.csv')!.version).toBe(1);
    const view = captainView(conn, captain, SLUG, 'Orzeł');
    expect(view.ok && view.value.submissions.map((s) => [s.status, s.reason])).toEqual([['rejected', 'Żuraw came; send the boards']]);
    // after a rejection the captain may submit the round again
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', ROUND3)).toMatchObject({ ok: true });
  });
});

describe('revoking a captain', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('the arbiter revokes (audit, one row); the captain is refused with the reason; their pending submission stays for the arbiter', async () => {
    vi.stubEnv('GP_NOW', '2026-11-20T10:00:00.000Z');
    const { conn, arbiter, organizer, captain } = await setup();
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', ROUND3)).toMatchObject({ ok: true });
    const [grant] = allowed(listCaptains(conn, arbiter, SLUG));
    // only the arbiter revokes
    expect(refusal(() => revokeCaptain(conn, captain, SLUG, grant!.id))).toBe(403);
    expect(refusal(() => revokeCaptain(conn, organizer, SLUG, grant!.id))).toBe(403);
    expect(refusal(() => revokeCaptain(conn, null, SLUG, grant!.id))).toBe(401);
    expect(conn.db.select().from(competitionCaptains).get()!.revokedAt).toBeNull();

    expect(revokeCaptain(conn, arbiter, SLUG, grant!.id)).toEqual({ ok: true, value: { email: 'kapitan@orzel.pl', team: 'Orzeł', pending: 1 } });
    expect(conn.db.select().from(competitionCaptains).all().map((g) => [g.team, g.revokedAt])).toEqual([['Orzeł', '2026-11-20T10:00:00.000Z']]);
    const audits = conn.db.select().from(auditLog).where(eq(auditLog.action, 'captain.revoke')).all();
    expect(audits.map((a) => [a.userId, JSON.parse(a.details)])).toEqual([[arbiter.id, { slug: SLUG, grant: grant!.id, team: 'Orzeł', email: 'kapitan@orzel.pl', pending: 1 }]]);
    expect(allowed(listCaptains(conn, arbiter, SLUG))).toEqual([]);
    expect(captainTeams(conn, captain)).toEqual([]);
    expect(revokedCaptaincies(conn, captain, SLUG)).toEqual([{ team: 'Orzeł', revokedAt: '2026-11-20T10:00:00.000Z' }]);
    // twice: nothing left to revoke
    expect(revokeCaptain(conn, arbiter, SLUG, grant!.id)).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CAPTAIN_NO_GRANT' }] });
    expect(revokeCaptain(conn, arbiter, 'nowhere', grant!.id)).toMatchObject({ ok: false, status: 404 });

    // the captain can neither see the team's form nor check or send a result, and is told why
    const view = captainView(conn, captain, SLUG, 'Orzeł');
    expect(view.ok ? view : { ...view, errors: view.errors.map((e) => inEnglish(e)) }).toEqual({ ok: false, status: 403, errors: [{ code: 'CAPTAIN_REVOKED', message: expect.stringContaining('revoked'), params: { team: 'Orzeł', date: '2026-11-20' } }] });
    if (!view.ok) expect(describeProblem('pl', view.errors[0]!)).toBe('Sędzia odebrał ci 20.11.2026 uprawnienia kapitana drużyny Orzeł — nie możesz już zgłaszać jej wyników.');
    const round4 = { ...ROUND3, round: 4 };
    expect(previewCaptainSubmission(conn, captain, SLUG, 'Orzeł', round4)).toMatchObject({ ok: false, status: 403, errors: [{ code: 'CAPTAIN_REVOKED' }] });
    expect(submitCaptainResult(conn, captain, SLUG, 'Orzeł', round4)).toMatchObject({ ok: false, status: 403, errors: [{ code: 'CAPTAIN_REVOKED' }] });
    expect(conn.db.select().from(auditLog).all().filter((a) => a.action === 'captain.submit')).toHaveLength(1);

    // the submission sent before the revocation still waits for the arbiter, who may confirm it
    const pending = listPendingSubmissions(conn, arbiter, SLUG);
    if (!pending.ok) throw new Error('no list');
    expect(pending.value.map((p) => [p.team, p.round, p.by, p.status])).toEqual([['Orzeł', 3, 'kapitan@orzel.pl', 'pending']]);
    expect(confirmSubmission(conn, arbiter, SLUG, pending.value[0]!.id)).toEqual({ ok: true, value: { file: 'boards.csv', version: 2 } });

    // granted again, the captain is back
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Orzeł', email: 'kapitan@orzel.pl' })).toMatchObject({ ok: true, value: { created: false } });
    expect(revokedCaptaincies(conn, captain, SLUG)).toEqual([]);
    expect(captainView(conn, captain, SLUG, 'Orzeł')).toMatchObject({ ok: true });
  });

  test('another team’s captain is not touched; a stranger to the team still gets a plain 403', async () => {
    const { conn, arbiter, organizer, captain } = await setup();
    expect(await grantCaptain(conn, arbiter, { slug: SLUG, team: 'Sokół', email: 'o@example.org' })).toMatchObject({ ok: true });
    const orzel = allowed(listCaptains(conn, arbiter, SLUG)).find((c) => c.team === 'Orzeł')!;
    expect(revokeCaptain(conn, arbiter, SLUG, orzel.id)).toMatchObject({ ok: true, value: { pending: 0 } });
    expect(allowed(listCaptains(conn, arbiter, SLUG)).map((c) => [c.team, c.email])).toEqual([['Sokół', 'o@example.org']]);
    expect(captainView(conn, organizer, SLUG, 'Sokół')).toMatchObject({ ok: true });
    expect(refusal(() => captainView(conn, organizer, SLUG, 'Orzeł'))).toBe(403);
    expect(refusal(() => captainView(conn, captain, SLUG, 'Sokół'))).toBe(403);
  });
});

describe('a team TRF uploaded as the league’s results file', () => {
  test('accepted like the CSV; a broken one refused with its line; captains’ matches go through the pairing program', async () => {
    const conn = openDatabase(':memory:');
    const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
    createCompetition(conn, arbiter, { slug: 'trf-league', kind: 'team-league', name: 'Liga z TRF' });
    expect(putCompetitionFile(conn, arbiter, 'trf-league', 'team-league.json', enc(text('team-league.json')))).toMatchObject({ ok: true });
    expect(putCompetitionFile(conn, arbiter, 'trf-league', 'teams.csv', enc(text('teams.csv')))).toMatchObject({ ok: true });
    // Kruk's board 1 paired with a start number of no team record: refused with the TRF's line, nothing stored
    const broken = text('boards.trf').replace('013 Kruk                              13   14', '013 Kruk                              99   14');
    const refused = putCompetitionFile(conn, arbiter, 'trf-league', 'boards.trf', enc(broken));
    expect(refused).toMatchObject({ ok: false, status: 422, errors: [{ code: 'TRF_PLAYER_WITHOUT_TEAM', line: 16 }] });
    expect(putCompetitionFile(conn, arbiter, 'trf-league', 'boards.trf', enc(text('boards.trf')))).toMatchObject({ ok: true, value: { version: 1, complete: true } });
    const view = getCompetitionView(conn, getCompetitionBySlug(conn, 'trf-league')!);
    expect(view.load.ok && (view.load.result as TeamLeagueResult).swiss.rows.map((r) => r.name)).toEqual(['Sokół', 'Orzeł', 'Żuraw', 'Jastrząb', 'Kruk']);
    await grantCaptain(conn, arbiter, { slug: 'trf-league', team: 'Orzeł', email: 'k@o.pl', password: 'captain password' });
    const captain = conn.db.select().from(users).where(eq(users.email, 'k@o.pl')).get()!;
    expect(previewCaptainSubmission(conn, captain, 'trf-league', 'Orzeł', { ...ROUND3, round: 4 })).toMatchObject({ ok: false, status: 409, errors: [{ code: 'CAPTAIN_BOARDS_TRF' }] });
  });
});
