import { afterEach, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '@/db/client';
import { importSeason } from '@/server/import-season';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { guardedUpload } from '@/server/uploads';
import { bytes, loadFixtureSeason } from '@/tests/helpers';

// Issue 29, defect 3: a results file dated after today, or on a working day under W-M §1.4, is
// stored — the arbiter decides — but the preview, the commit and the API say so.
const cli = { userId: null, via: 'cli' } as const;
const file = bytes('place,name,points\n1,Lis Anna,7\n2,Kot Jan,5\n');

afterEach(() => vi.unstubAllEnvs());

describe('odd tournament dates are warned about, not refused', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  importSeason(conn, cli, loadFixtureSeason('season-registry-mixed'), 'mixed', { region: 'warmińsko-mazurskie' });
  const season = () => getSeasonBySlug(conn, 'mixed')!;
  const req = (code: string, date: string) => ({ season: season(), code, name: `Turniej ${code}`, date, final: false, fileName: `${code}.csv`, bytes: file });

  test('a working day: in the preview, the commit and the API', () => {
    const y = season().year;
    // the first Wednesday of June that is not a holiday
    const wednesday = [...Array(7).keys()].map((d) => `${y}-06-${String(d + 1).padStart(2, '0')}`).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3)!;
    vi.stubEnv('GP_NOW', `${y + 1}-01-15T12:00:00Z`);
    const preview = ws.previewTournamentUpload(conn, arbiter, req('gp70', wednesday));
    expect(preview.ok && preview.warnings.map((w) => w.code)).toEqual(['UPLOAD_DATE_NOT_DAY_OFF']);
    const commit = ws.commitTournamentUpload(conn, arbiter, req('gp70', wednesday));
    expect(commit.ok && commit.value.warnings).toEqual([expect.objectContaining({ line: 0, code: 'UPLOAD_DATE_NOT_DAY_OFF', params: { date: wednesday } })]);
    const api = guardedUpload(conn, { userId: arbiter.id, via: 'api' }, { ...req('gp71', wednesday) });
    expect(api.ok && api.value.warnings.map((w) => w.code)).toEqual(['UPLOAD_DATE_NOT_DAY_OFF']);
  });

  test('a date after today', () => {
    const y = season().year;
    vi.stubEnv('GP_NOW', `${y}-03-01T12:00:00Z`);
    const saturday = [...Array(7).keys()].map((d) => `${y}-06-${String(d + 1).padStart(2, '0')}`).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6)!;
    const preview = ws.previewTournamentUpload(conn, arbiter, req('gp72', saturday));
    expect(preview.ok && preview.warnings).toEqual([expect.objectContaining({ code: 'UPLOAD_DATE_FUTURE', params: { date: saturday, today: `${y}-03-01` } })]);
  });
});
