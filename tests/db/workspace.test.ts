import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { importSeason } from '@/server/import-season';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { checkSignIn } from '@/server/sign-in';
import { getStandings } from '@/server/standings';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { lockSeconds } from '@/lib/auth/throttle';
import { allowed, bytes, cp1250, loadFixtureSeason } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  return { conn, arbiter, organizer, season: () => getSeasonBySlug(conn, 'mixed')! };
}

describe('every arbiter action refuses an anonymous caller and an organizer', async () => {
  const { conn, organizer, season } = await setup();
  const file = bytes('place,name,points\n1,A,5\n');
  const actions: [string, (u: typeof organizer | null) => unknown][] = [
    ['listAllSeasons', (u) => ws.listAllSeasons(conn, u)],
    ['arbiterSeason', (u) => ws.arbiterSeason(conn, u, 'mixed')],
    ['createSeasonAsArbiter', (u) => ws.createSeasonAsArbiter(conn, u, { slug: 'x', name: 'X', year: 2024 })],
    ['updateSeason', (u) => ws.updateSeason(conn, u, 'mixed', { public: false })],
    ['previewTournamentUpload', (u) => ws.previewTournamentUpload(conn, u, { season: season(), code: 'gp99', name: 'X', date: '2024-12-01', final: false, fileName: 'x.csv', bytes: file })],
    ['commitTournamentUpload', (u) => ws.commitTournamentUpload(conn, u, { season: season(), code: 'gp99', name: 'X', date: '2024-12-01', final: false, fileName: 'x.csv', bytes: file })],
    ['setManualLink', (u) => ws.setManualLink(conn, u, season(), 'gp01', 2, '1')],
    ['removeManualLink', (u) => ws.removeManualLink(conn, u, season(), 'gp01', 2)],
    ['listSeasonTournaments', (u) => ws.listSeasonTournaments(conn, u, season())],
    ['restoreVersion', (u) => ws.restoreVersion(conn, u, season(), 'gp01', 1)],
    ['deleteTournament', (u) => ws.deleteTournament(conn, u, season(), 'gp01', '2026-11-29T12:00:00Z')],
    ['previewRegistry', (u) => ws.previewRegistry(conn, u, season(), file)],
    ['addRegistryPlayer', (u) => ws.addRegistryPlayer(conn, u, season(), { crId: '1', name: 'A', birthYear: null, sex: null, club: 'K', region: 'r', from: null })],
    ['listTokens', (u) => ws.listTokens(conn, u)],
    ['revokeToken', (u) => ws.revokeToken(conn, u, 1, '2026-11-29T12:00:00Z')],
    ['listAudit', (u) => ws.listAudit(conn, u)],
    ['listUsers', (u) => ws.listUsers(conn, u)],
  ];
  const before = JSON.stringify(conn.sqlite.prepare('select count(*) n from audit_log').get());
  test.each(actions)('%s', (_, run) => {
    expect(run(null)).toMatchObject({ ok: false, status: 401 });
    expect(run(organizer)).toMatchObject({ ok: false, status: 403 });
  });
  test('createOrganizerAccount', async () => {
    await expect(ws.createOrganizerAccount(conn, null, { email: 'x@example.org', club: 'K', password: 'long enough pw' })).resolves.toMatchObject({ ok: false, status: 401 });
    await expect(ws.createOrganizerAccount(conn, organizer, { email: 'x@example.org', club: 'K', password: 'long enough pw' })).resolves.toMatchObject({ ok: false, status: 403 });
  });
  test('and nothing was written', () => {
    expect(JSON.stringify(conn.sqlite.prepare('select count(*) n from audit_log').get())).toBe(before);
  });
});

describe('the upload preview, commit, links, restore and delete', async () => {
  const { conn, arbiter, season } = await setup();
  // ChessArbiter style, Windows-1250, a registry name in capitals and without birth year
  const file = cp1250('M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.\r\n1;WOŹNIAK MARCIN;;M;2200;MKS Żuławy Elbląg;9\r\n2;Nieznany Gracz;1990;M;;KS Obcy;8\r\n');
  const req = () => ({ season: season(), code: 'gp10', name: 'X Turniej', date: '2024-12-01', final: false, fileName: 'gp10.csv', bytes: file });

  test('the preview explains every row and stores nothing', () => {
    const revision = season().revision;
    const p = ws.previewTournamentUpload(conn, arbiter, req());
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.facts).toMatchObject({ encoding: 'windows-1250', delimiter: ';', style: 'chessarbiter' });
    expect(p.preview.rows.map((r) => [r.name, r.method, r.eligible, r.reason])).toEqual([
      ['WOŹNIAK MARCIN', 'name', true, null],
      ['Nieznany Gracz', 'new', false, 'not-registered'],
    ]);
    expect(p.preview.moves.find((m) => m.name === 'Woźniak Marcin')).toMatchObject({ before: 1, after: 1 });
    expect(p.nextVersion).toBe(1);
    expect(season().revision).toBe(revision);
  });

  test('commit stores it; a correction is version 2 with a diff; restore brings version 1 back; delete is recoverable', () => {
    const total = () => getStandings(conn, season()).individual.find((e) => e.crId === '23522')!.total;
    const before = total();
    expect(ws.commitTournamentUpload(conn, arbiter, req())).toMatchObject({ ok: true, value: { version: 1 } });
    const afterV1 = total();
    expect(afterV1).toBeGreaterThan(before);
    const fixed = cp1250('M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.\r\n1;Nieznany Gracz;1990;M;;KS Obcy;8,5\r\n2;WOŹNIAK MARCIN;;M;2200;MKS Żuławy Elbląg;2\r\n');
    const p = ws.previewTournamentUpload(conn, arbiter, { ...req(), bytes: fixed });
    expect(p.ok && p.diff).toEqual({ added: [], removed: [], changed: [
        { name: 'Nieznany Gracz', from: '2. 8', to: '1. 8.5', placeFrom: 2, placeTo: 1, pointsFrom: 16, pointsTo: 17 },
        { name: 'WOŹNIAK MARCIN', from: '1. 9', to: '2. 2', placeFrom: 1, placeTo: 2, pointsFrom: 18, pointsTo: 4 },
      ],
    });
    expect(ws.commitTournamentUpload(conn, arbiter, { ...req(), bytes: fixed })).toMatchObject({ ok: true, value: { version: 2 } });
    expect(total()).toBeLessThan(afterV1);
    expect(ws.restoreVersion(conn, arbiter, season(), 'gp10', 1)).toMatchObject({ ok: true });
    expect(total()).toBe(afterV1);
    expect(ws.deleteTournament(conn, arbiter, season(), 'gp10', '2026-11-29T12:00:00Z')).toMatchObject({ ok: true });
    expect(total()).toBe(before);
    expect(ws.restoreVersion(conn, arbiter, season(), 'gp10', 1)).toMatchObject({ ok: true });
    expect(total()).toBe(afterV1);
    const actions = allowed(ws.listAudit(conn, arbiter, season().id)).map((a) => a.action);
    expect(actions.slice(0, 5)).toEqual(['tournament.restore', 'tournament.delete', 'tournament.restore', 'tournament.correct', 'tournament.upload']);
  });

  test('an ambiguous name is resolved by hand, and the choice survives a re-upload', () => {
    // a namesake makes WOŹNIAK MARCIN's rows ambiguous, so his 5 counted results stop counting until linked: asked first (issue 40, B2)
    const namesake = { crId: '99001', name: 'Woźniak Marcin', birthYear: 1999, sex: 'M' as const, club: 'UKS Jedynka Olsztyn', region: 'warmińsko-mazurskie', from: '2024-01-01' };
    expect(ws.addRegistryPlayer(conn, arbiter, season(), namesake)).toMatchObject({ ok: false, errors: [{ code: 'REGISTER_CHANGE_UNCOUNTS', params: { results: 5, players: 1 } }] });
    expect(ws.addRegistryPlayer(conn, arbiter, season(), namesake, { confirmUncounted: true })).toMatchObject({ ok: true });
    const p = ws.previewTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', fileName: 'gp11.csv' });
    if (!p.ok) throw new Error('preview');
    expect(p.preview.rows[0]).toMatchObject({ method: 'ambiguous', candidates: ['23522', '99001'] });
    const links = { [String(p.preview.rows[0]!.line)]: '99001' };
    const chosen = ws.previewTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', fileName: 'gp11.csv', links });
    expect(chosen.ok && chosen.preview.rows[0]).toMatchObject({ method: 'manual', playerKey: 'cr:99001', eligible: true });
    expect(ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', fileName: 'gp11.csv', links })).toMatchObject({ ok: true });
    // a corrected export (here: one more line ending) is a new version; the same bytes again would store nothing (issue 11, defect 7)
    expect(ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp11', fileName: 'gp11-v2.csv', bytes: new Uint8Array([...file, 13, 10]) })).toMatchObject({ ok: true, value: { version: 2 } });
    const row = getStandings(conn, season()).tournaments.find((t) => t.id === 'gp11')!.rows[0]!;
    expect(row).toMatchObject({ method: 'manual', playerKey: 'cr:99001' });
  });

  test('two namesakes of one file are linked by hand to two players, and a re-upload that moves one drops only its link', () => {
    ws.addRegistryPlayer(conn, arbiter, season(), { crId: '99101', name: 'Kos Piotr', birthYear: 1960, sex: 'M', club: 'UKS Jedynka Olsztyn', region: 'warmińsko-mazurskie', from: '2024-01-01' });
    ws.addRegistryPlayer(conn, arbiter, season(), { crId: '99102', name: 'Kos Piotr', birthYear: 2005, sex: 'M', club: 'UKS Jedynka Olsztyn', region: 'warmińsko-mazurskie', from: '2024-01-01' });
    const file = (second: number) => bytes(`place,name,points\n1,Kos Piotr,6\n2,Lis Adam,5\n${second},Kos Piotr,3\n`);
    expect(ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp13', bytes: file(3) })).toMatchObject({ ok: true });
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 2, '99102')).toMatchObject({ ok: true });
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 4, '99101')).toMatchObject({ ok: true });
    const keys = () => getStandings(conn, season()).tournaments.find((t) => t.id === 'gp13')!.rows.map((r) => r.playerKey);
    expect(keys()).toEqual(['cr:99102', expect.any(String), 'cr:99101']);
    const again = ws.previewTournamentUpload(conn, arbiter, { ...req(), code: 'gp13', bytes: bytes('place,name,points\n1,Kos Piotr,6\n2,Kos Piotr,5\n') });
    expect(again.ok && again.preview.droppedLinks).toEqual([expect.objectContaining({ crId: '99101', place: 3 })]);
    expect(again.ok && again.preview.rows.map((r) => r.playerKey)).toEqual(['cr:99102', expect.not.stringMatching(/^cr:99101$/)]);
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 99, '99101')).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND' }] });
    // issue 11, defect 6: an id not in the register is refused; a player already in the tournament waits for a confirmation
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 3, '99999')).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_CR_ID', params: { crId: '99999' } }] });
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 3, '99101')).toMatchObject({ ok: false, errors: [{ code: 'ALREADY_IN_TOURNAMENT', params: { crId: '99101', name: 'Kos Piotr', place: 3, line: 4 } }] });
    expect(keys()).toEqual(['cr:99102', expect.any(String), 'cr:99101']);
    expect(ws.setManualLink(conn, arbiter, season(), 'gp13', 3, '99101', { confirmDuplicate: true })).toMatchObject({ ok: true });
    expect(keys()[1]).toBe('cr:99101');
    allowed(ws.removeManualLink(conn, arbiter, season(), 'gp13', 3));
    // the whole register, namesakes included, sorted by name then birth year
    const kos = allowed(ws.registerForLinking(conn, arbiter, season())).filter((e) => e.name === 'Kos Piotr');
    expect(kos).toEqual([
      { crId: '99101', name: 'Kos Piotr', birthYear: 1960, club: 'UKS Jedynka Olsztyn' },
      { crId: '99102', name: 'Kos Piotr', birthYear: 2005, club: 'UKS Jedynka Olsztyn' },
    ]);
    expect(ws.registerForLinking(conn, null, season())).toMatchObject({ ok: false });
  });

  test('a refused file leaves neither a version nor link choices', () => {
    const r = ws.commitTournamentUpload(conn, arbiter, { ...req(), code: 'gp12', bytes: bytes('place,name,points\n1,A,x\n'), links: { '2': '23522' } });
    expect(r).toMatchObject({ ok: false, status: 422 });
    expect(conn.sqlite.prepare("select count(*) n from manual_links where tournament_code = 'gp12'").get()).toEqual({ n: 0 });
  });

  test('the register preview lists new players, changed memberships and problems', () => {
    const p = allowed(ws.previewRegistry(conn, arbiter, season(), bytes('cr_id,name,club,region,from,to\n23522,Woźniak Marcin,UKS Jedynka Olsztyn,warmińsko-mazurskie,,\n777,Nowy Gracz,K,warmińsko-mazurskie,,\n,Bez Id,K,,,\n')));
    expect(p.ok).toBe(false);
    expect(p.newPlayers.map((x) => x.crId)).toEqual(['777']);
    expect(p.changedMemberships.map((x) => x.crId)).toEqual(['23522']);
    expect(p.problems).toEqual([expect.objectContaining({ line: 4, code: 'MISSING_CR_ID' })]);
  });
});

describe('sign-in', async () => {
  const { conn } = await setup();
  test('the same answer for a wrong e-mail and a wrong password; a growing wait after 5 failures', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(await checkSignIn(conn, 'nobody@example.org', 'x', now)).toEqual({ ok: false });
    expect(await checkSignIn(conn, 'a@example.org', 'wrong', now)).toEqual({ ok: false });
    expect((await checkSignIn(conn, 'A@Example.org', 'arbiter password', now)).ok).toBe(true);
    for (let i = 0; i < 5; i++) await checkSignIn(conn, 'a@example.org', 'wrong', now);
    // locked now: even the right password is refused, with the same answer
    expect(await checkSignIn(conn, 'a@example.org', 'arbiter password', now)).toEqual({ ok: false });
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', new Date(now.getTime() + 6000))).ok).toBe(true);
  });
  test.each([
    [4, 0],
    [5, 5],
    [6, 10],
    [8, 40],
    [30, 900],
  ])('%i failures → wait %i s', (failures, seconds) => expect(lockSeconds(failures)).toBe(seconds));
});

describe('the register by hand: limits said, dates after the season refused (issue 29, defect 10)', async () => {
  const { conn, arbiter, season } = await setup();
  test('a name over 200 characters is refused with the limit in the message; a date after the season’s end with the season’s days', () => {
    const long = ws.addRegistryPlayer(conn, arbiter, season(), { crId: '99201', name: 'x'.repeat(3000), birthYear: null, sex: null, club: 'K', region: 'r', from: null });
    expect(long).toMatchObject({ ok: false, errors: [{ code: 'NAME_TOO_LONG' }] });
    const y = season().year;
    const late = ws.addRegistryPlayer(conn, arbiter, season(), { crId: '99202', name: 'Kot Ewa', birthYear: null, sex: null, club: 'K', region: 'r', from: `${y + 1}-03-01` });
    expect(late).toMatchObject({ ok: false, errors: [{ code: 'REGISTERED_FROM_OUTSIDE_SEASON', params: { date: `${y + 1}-03-01` } }] });
    // before the season's first day: a member all season
    expect(ws.addRegistryPlayer(conn, arbiter, season(), { crId: '99203', name: 'Kot Adam', birthYear: null, sex: null, club: 'K', region: 'r', from: `${y}-01-01` })).toMatchObject({ ok: true });
  });
});
