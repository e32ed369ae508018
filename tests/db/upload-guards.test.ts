import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { importSeason } from '@/server/import-season';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import { t as say } from '@/lib/i18n/t';
import * as ws from '@/server/workspace';
import { guardedUpload } from '@/server/uploads';
import { bytes, loadFixtureSeason } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  const season = () => getSeasonBySlug(conn, 'mixed')!;
  const versions = (code: string) => (conn.sqlite.prepare('select count(*) n from upload_versions v join tournaments t on t.id = v.tournament_id where t.code = ?').get(code) as { n: number }).n;
  return { conn, arbiter, season, versions };
}

const file = bytes('place,name,points\n1,Lis Anna,7\n2,Kot Jan,5\n');

describe('a tournament date outside the season is refused (issue 11, defect 7)', async () => {
  const { conn, arbiter, season, versions } = await setup();
  const req = () => ({ season: season(), code: 'gp50', name: 'L Turniej', date: `${season().year + 1}-01-01`, final: false, fileName: 'gp50.csv', bytes: file });

  test('in the preview, the commit and the API, with the window in the message, nothing stored', () => {
    const y = season().year;
    const preview = ws.previewTournamentUpload(conn, arbiter, req());
    expect(preview).toMatchObject({ ok: false, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON', params: { date: `${y + 1}-01-01`, from: `${y}-02-04`, to: `${y}-12-16` } }] });
    expect(ws.commitTournamentUpload(conn, arbiter, req())).toMatchObject({ ok: false, status: 422, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON' }] });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req())).toMatchObject({ ok: false, status: 422, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON' }] });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, { ...req(), date: `${y}-02-03` })).toMatchObject({ ok: false, errors: [{ code: 'UPLOAD_OUTSIDE_SEASON' }] });
    expect(versions('gp50')).toBe(0);
    expect(say('pl', 'UPLOAD_OUTSIDE_SEASON', { date: `${y + 1}-01-01`, from: `${y}-02-04`, to: `${y}-12-16` })).toBe(`Data turnieju 01.01.${y + 1} jest poza sezonem: turnieje tego sezonu rozgrywa się od 04.02.${y} do 16.12.${y}.`);
  });

  test('the first and the last day of the window are inside', () => {
    const y = season().year;
    expect(ws.previewTournamentUpload(conn, arbiter, { ...req(), date: `${y}-02-04` }).ok).toBe(true);
    expect(ws.previewTournamentUpload(conn, arbiter, { ...req(), date: `${y}-12-16` }).ok).toBe(true);
  });
});

describe('a byte-identical re-upload stores nothing and names the version (issue 11, defect 7)', async () => {
  const { conn, arbiter, season, versions } = await setup();
  const req = () => ({ season: season(), code: 'gp60', name: 'LX Turniej', date: `${season().year}-06-01`, final: false, fileName: 'gp60.csv', bytes: file });

  test('commit, preview and API', () => {
    expect(ws.commitTournamentUpload(conn, arbiter, req())).toMatchObject({ ok: true, value: { version: 1 } });
    const revision = season().revision;
    const audits = (conn.sqlite.prepare('select count(*) n from audit_log').get() as { n: number }).n;
    expect(ws.previewTournamentUpload(conn, arbiter, { ...req(), fileName: 'renamed.csv' })).toMatchObject({ ok: false, errors: [{ code: 'UPLOAD_IDENTICAL', params: { version: 1 } }] });
    expect(ws.commitTournamentUpload(conn, arbiter, req())).toEqual({ ok: true, value: { version: 1, rows: 2, warnings: [], identicalTo: 1 } });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req())).toEqual({ ok: true, value: { version: 1, rows: 2, warnings: [], identicalTo: 1 } });
    expect(versions('gp60')).toBe(1);
    expect(season().revision).toBe(revision);
    expect((conn.sqlite.prepare('select count(*) n from audit_log').get() as { n: number }).n).toBe(audits);
    expect(say('pl', 'UPLOAD_IDENTICAL', { version: 1 })).toBe('Plik identyczny z wersją 1 — nic nie zmieniono.');
  });

  test('a changed file, name or date is a new version; after a restore the same file is compared with the current version', () => {
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, { ...req(), bytes: bytes('place,name,points\n1,Lis Anna,7\n2,Kot Jan,4\n') })).toMatchObject({ ok: true, value: { version: 2 } });
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, { ...req(), bytes: bytes('place,name,points\n1,Lis Anna,7\n2,Kot Jan,4\n'), name: 'LX Turniej (poprawiony)' })).toMatchObject({ ok: true, value: { version: 3 } });
    // version 1's bytes again while version 3 is current: a real change back, stored
    expect(guardedUpload(conn, { userId: arbiter.id, via: 'api' }, req())).toMatchObject({ ok: true, value: { version: 4 } });
    expect(versions('gp60')).toBe(4);
  });
});
