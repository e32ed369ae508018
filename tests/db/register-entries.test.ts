/**
 * Issue 40, B2: the register is a list the arbiter manages. In a season that classifies everybody
 * an entry never unregisters anyone; in a season with a region a change that makes results stop
 * counting waits for a confirmation with the counts; an entry can be removed and put back.
 */
import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import { getStandings } from '@/server/standings';
import * as ws from '@/server/workspace';
import { allowed, bytes } from '@/tests/helpers';
import { readAuditEntry } from '@/lib/i18n/audit-words';

const cli = { userId: null, via: 'cli' } as const;
const RESULTS = 'place,name,points,club\n1,Kowalski Jan,6,KS A\n2,Nowak Adam,5,KS B\n3,Lis Ewa,4,KS C\n4,Kowalski J.,3,KS A\n';

async function seasonWith(rules: Record<string, unknown>) {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  const created = ws.createSeasonAsArbiter(conn, arbiter, { slug: 's', name: 'S', year: 2024, rules });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  const season = () => getSeasonBySlug(conn, 's')!;
  const up = ws.commitTournamentUpload(conn, arbiter, { season: season(), code: 'gp01', name: 'I', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: bytes(RESULTS) });
  if (!up.ok) throw new Error(JSON.stringify(up.errors));
  const counted = () => getStandings(conn, season()).tournaments[0]!.rows.map((r) => [r.name, r.eligible, r.reason]);
  return { conn, arbiter, organizer, season, counted };
}

const entry = { crId: '1001', name: 'Kowalski Jan', birthYear: 1980, sex: 'M' as const, club: 'KS A', region: 'pomorskie', from: null };

describe('a season whose rules classify everybody', async () => {
  const { conn, arbiter, season, counted } = await seasonWith({ region: null });
  test('one register entry added to merge two spellings unregisters nobody', () => {
    const before = counted();
    expect(before.every(([, eligible]) => eligible)).toBe(true);
    const file = bytes('cr_id,fide_id,name,birth,sex,rating,club,region,from,to\n1001,,Kowalski Jan,1980,M,,KS A,pomorskie,,\n');
    expect(allowed(ws.previewRegistry(conn, arbiter, season(), file)).problems).toEqual([]);
    expect(ws.addRegistryPlayer(conn, arbiter, season(), entry)).toEqual({ ok: true, value: { crId: '1001' } });
    expect(counted()).toEqual(before);
  });
});

describe('a season with a region: the register decides, so the first entry asks first', async () => {
  const { conn, arbiter, organizer, season, counted } = await seasonWith({ region: 'pomorskie' });
  const regionEntry = { ...entry, region: 'pomorskie' };
  test('a register file’s preview counts the results it would make stop counting', () => {
    const file = bytes('cr_id,fide_id,name,birth,sex,rating,club,region,from,to\n1001,,Kowalski Jan,1980,M,,KS A,pomorskie,,\n');
    const p = allowed(ws.previewRegistry(conn, arbiter, season(), file));
    expect(p.problems[0]).toMatchObject({ line: 0, code: 'REGISTER_UPLOAD_UNCOUNTS', severity: 'warning', params: { results: 3, players: 3 } });
  });
  test('the effect is counted before anything is stored', () => {
    const revision = season().revision;
    const refused = ws.addRegistryPlayer(conn, arbiter, season(), regionEntry);
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'REGISTER_CHANGE_UNCOUNTS', params: { results: 3, players: 3 } }] });
    expect(refused.ok || inEnglish(refused.errors[0]!).message).toContain('3 results stop counting');
    expect(season().revision).toBe(revision);
    expect(counted().every(([, eligible]) => eligible)).toBe(true);
  });
  test('confirmed, it is stored and the others are not registered', () => {
    expect(ws.addRegistryPlayer(conn, arbiter, season(), regionEntry, { confirmUncounted: true })).toMatchObject({ ok: true });
    expect(counted().map(([, , reason]) => reason)).toEqual([null, 'not-registered', 'not-registered', 'not-registered']);
  });
  test('an entry that only adds a player asks nothing', () => {
    expect(ws.addRegistryPlayer(conn, arbiter, season(), { ...regionEntry, crId: '1002', name: 'Nowak Adam', club: 'KS B' })).toMatchObject({ ok: true });
    expect(counted().map(([, , reason]) => reason)).toEqual([null, null, 'not-registered', 'not-registered']);
  });
  test('an entry is found, removed (asking first: its results stop counting), audited, and put back', () => {
    const rows = allowed(ws.listRegisterRows(conn, arbiter, season(), ''));
    expect(rows.map((r) => [r.crId, r.name, r.uploadId])).toEqual([['1001', 'Kowalski Jan', null], ['1002', 'Nowak Adam', null]]);
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), '1001')).map((r) => r.crId)).toEqual(['1001']);
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), 'nowak')).map((r) => r.crId)).toEqual(['1002']);
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), '%'))).toEqual([]);
    const row = rows[0]!;
    expect(ws.removeRegistryEntry(conn, arbiter, season(), row.id)).toMatchObject({ ok: false, errors: [{ code: 'REGISTER_CHANGE_UNCOUNTS', params: { results: 1, players: 1 } }] });
    expect(ws.removeRegistryEntry(conn, arbiter, season(), row.id, { confirmUncounted: true })).toEqual({ ok: true, value: { crId: '1001' } });
    expect(counted().map(([, , reason]) => reason)).toEqual(['not-registered', null, 'not-registered', 'not-registered']);
    expect(ws.removeRegistryEntry(conn, arbiter, season(), row.id)).toMatchObject({ ok: false, status: 404 });
    const removed = allowed(ws.removedRegisterEntries(conn, arbiter, season()));
    expect(removed.map((r) => r.row.crId)).toEqual(['1001']);
    expect(allowed(ws.listAudit(conn, arbiter, season().id))[0]).toMatchObject({ action: 'registry.remove' });
    expect(ws.restoreRegistryEntry(conn, arbiter, season(), removed[0]!.auditId)).toEqual({ ok: true, value: { crId: '1001' } });
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), ''))).toEqual(rows);
    expect(counted().map(([, , reason]) => reason)).toEqual([null, null, 'not-registered', 'not-registered']);
    expect(allowed(ws.removedRegisterEntries(conn, arbiter, season()))).toEqual([]);
    // twice is nothing to restore
    expect(ws.restoreRegistryEntry(conn, arbiter, season(), removed[0]!.auditId)).toMatchObject({ ok: false, status: 404 });
    expect(allowed(ws.listAudit(conn, arbiter, season().id))[0]).toMatchObject({ action: 'registry.restore' });
  });
  test('removing the last entry gives the decision back to the files: nothing stops counting, nothing is asked', () => {
    for (const r of allowed(ws.listRegisterRows(conn, arbiter, season(), '')).slice(1)) expect(ws.removeRegistryEntry(conn, arbiter, season(), r.id, { confirmUncounted: true })).toMatchObject({ ok: true });
    const [last] = allowed(ws.listRegisterRows(conn, arbiter, season(), ''));
    expect(ws.removeRegistryEntry(conn, arbiter, season(), last!.id)).toMatchObject({ ok: true });
    expect(counted().every(([, eligible]) => eligible)).toBe(true);
    expect(ws.restoreRegistryEntry(conn, arbiter, season(), allowed(ws.removedRegisterEntries(conn, arbiter, season()))[0]!.auditId)).toMatchObject({ ok: true });
  });
  test('only the arbiter removes or restores', () => {
    const [row] = allowed(ws.listRegisterRows(conn, arbiter, season(), ''));
    for (const u of [null, organizer]) {
      expect(ws.removeRegistryEntry(conn, u, season(), row!.id)).toMatchObject({ ok: false, status: u ? 403 : 401 });
      expect(ws.restoreRegistryEntry(conn, u, season(), 1)).toMatchObject({ ok: false, status: u ? 403 : 401 });
      expect(ws.listRegisterRows(conn, u, season(), '')).toMatchObject({ ok: false, status: u ? 403 : 401 });
    }
  });
});

describe('issue 40, B2 item 3: the arbiter edits a register entry', async () => {
  const { conn, arbiter, organizer, season, counted } = await seasonWith({ region: 'pomorskie' });
  const standingsClub = (name: string) => getStandings(conn, season()).tournaments[0]!.rows.find((r) => r.name === name)?.club;
  const auditLines = () => allowed(ws.listAudit(conn, arbiter, season().id));
  test('setup: two registered players of the region', () => {
    expect(ws.addRegistryPlayer(conn, arbiter, season(), entry, { confirmUncounted: true })).toMatchObject({ ok: true });
    expect(ws.addRegistryPlayer(conn, arbiter, season(), { ...entry, crId: '1002', name: 'Nowak Adam', club: 'KS B' })).toMatchObject({ ok: true });
    expect(counted().map(([, , reason]) => reason)).toEqual([null, null, 'not-registered', 'not-registered']);
  });
  test('an edit changes the row, the standings’ club and the revision, and is audited with the row before and after', () => {
    const row = allowed(ws.listRegisterRows(conn, arbiter, season(), '1002'))[0]!;
    expect(standingsClub('Nowak Adam')).toBe('KS B');
    const revision = season().revision;
    expect(ws.editRegistryEntry(conn, arbiter, season(), row.id, { name: 'Nowak Adam', club: 'KS Wybrzeże', birthYear: 1981, sex: 'M', from: '2024-01-01' })).toEqual({ ok: true, value: { crId: '1002' } });
    const edited = allowed(ws.listRegisterRows(conn, arbiter, season(), '1002'))[0]!;
    expect(edited).toEqual({ ...row, club: 'KS Wybrzeże', birthYear: 1981, from: '2024-01-01' });
    expect(season().revision).toBeGreaterThan(revision);
    expect(standingsClub('Nowak Adam')).toBe('KS Wybrzeże');
    const line = auditLines()[0]!;
    expect(line).toMatchObject({ action: 'registry.edit' });
    expect(JSON.parse(line.details)).toEqual({ crId: '1002', name: 'Nowak Adam', before: row, after: edited });
    expect(readAuditEntry('en', line).details).toBe('CR id: 1002 · name: Nowak Adam · changed: birth year 1980 → 1981; club KS B → KS Wybrzeże; member from — → 2024-01-01');
    expect(readAuditEntry('pl', line).details).toContain('zmiany: rok urodzenia 1980 → 1981; klub KS B → KS Wybrzeże; członek od — → ');
    expect(readAuditEntry('pl', line).what).toBe('Zmieniono wpis w rejestrze');
  });
  test.each([
    { label: 'an empty name', p: { name: '  ' }, code: 'MISSING_NAME' },
    { label: 'a birth year after the season', p: { birthYear: 2031 }, code: 'INVALID_BIRTH_YEAR' },
    { label: 'an empty club', p: { club: '' }, code: 'MISSING_CLUB' },
    { label: 'a 5,000-letter name', p: { name: 'x'.repeat(5000) }, code: 'NAME_TOO_LONG' },
    { label: 'a date that is not one', p: { from: '2024-13-40' }, code: 'INVALID_DATE' },
    { label: 'a membership starting after the season', p: { from: '2025-06-01' }, code: 'REGISTERED_FROM_OUTSIDE_SEASON' },
  ])('refused like an entry added by hand: $label', ({ p, code }) => {
    const row = allowed(ws.listRegisterRows(conn, arbiter, season(), '1002'))[0]!;
    const revision = season().revision;
    expect(ws.editRegistryEntry(conn, arbiter, season(), row.id, p)).toMatchObject({ ok: false, errors: [{ code }] });
    expect(ws.addRegistryPlayer(conn, arbiter, season(), { ...entry, crId: '1003', ...p })).toMatchObject({ ok: false, errors: [{ code }] });
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), '1002'))[0]).toEqual(row);
    expect(season().revision).toBe(revision);
  });
  test('an edit that makes results stop counting asks first, with the counts; confirmed, it is stored', () => {
    const row = allowed(ws.listRegisterRows(conn, arbiter, season(), '1001'))[0]!;
    const revision = season().revision;
    const refused = ws.editRegistryEntry(conn, arbiter, season(), row.id, { region: 'mazowieckie' });
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'REGISTER_CHANGE_UNCOUNTS', params: { results: 1, players: 1 } }] });
    expect(season().revision).toBe(revision);
    expect(counted().map(([, , reason]) => reason)).toEqual([null, null, 'not-registered', 'not-registered']);
    expect(ws.editRegistryEntry(conn, arbiter, season(), row.id, { region: 'mazowieckie' }, { confirmUncounted: true })).toMatchObject({ ok: true });
    expect(counted().map(([, eligible]) => eligible)).toEqual([false, true, false, false]);
    // back into the region: results start counting again, nothing is asked
    expect(ws.editRegistryEntry(conn, arbiter, season(), row.id, { region: 'pomorskie' })).toMatchObject({ ok: true });
    expect(counted().map(([, , reason]) => reason)).toEqual([null, null, 'not-registered', 'not-registered']);
  });
  test('an entry that is not there is not found; only the arbiter edits', () => {
    expect(ws.editRegistryEntry(conn, arbiter, season(), 999_999, { club: 'X' })).toMatchObject({ ok: false, status: 404 });
    const [row] = allowed(ws.listRegisterRows(conn, arbiter, season(), ''));
    for (const u of [null, organizer]) expect(ws.editRegistryEntry(conn, u, season(), row!.id, { club: 'X' })).toMatchObject({ ok: false, status: u ? 403 : 401 });
    expect(allowed(ws.listRegisterRows(conn, arbiter, season(), ''))[0]).toEqual(row);
  });
});

describe('issue 40, C14: an entry added by hand is checked', async () => {
  const { conn, arbiter, season } = await seasonWith({ region: null });
  test.each([
    { label: 'a negative CR id', p: { crId: '-5' }, code: 'INVALID_CR_ID' },
    { label: 'a 20-digit CR id', p: { crId: '12345678901234567890' }, code: 'INVALID_CR_ID' },
    { label: 'a birth year after the season', p: { birthYear: 2031 }, code: 'INVALID_BIRTH_YEAR' },
    { label: 'a birth year before 1900', p: { birthYear: 1850 }, code: 'INVALID_BIRTH_YEAR' },
    { label: 'a 5,000-letter name', p: { name: 'x'.repeat(5000) }, code: 'NAME_TOO_LONG' },
  ])('$label', ({ p, code }) => {
    const r = ws.addRegistryPlayer(conn, arbiter, season(), { ...entry, ...p });
    expect(r).toMatchObject({ ok: false, errors: [{ code }] });
  });
  test('the messages say what is allowed', () => {
    const r = ws.addRegistryPlayer(conn, arbiter, season(), { ...entry, crId: '-5', birthYear: 2031 });
    expect(r.ok ? [] : r.errors.map((e) => inEnglish(e).message)).toEqual(['The Central Register id is a positive number of at most 10 digits.', 'The birth year 2031 is outside 1900–2024.']);
  });
});
