/** Issue 40, C6: the same file under a new tournament id is said in the preview before anything is stored. */
import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { sameFileWarnings } from '@/server/workspace/same-file';
import { describe as say } from '@/lib/i18n/t';
import { allowed, bytes } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;
const FILE = 'place,name,points\n1,Kowalski Jan,7\n2,Nowak Adam,6\n3,Lis Ewa,5\n4,Zieliński Bogdan,4\n';

test('the same bytes, or the same rows in another export, as another tournament of the season', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  expect(ws.createSeasonAsArbiter(conn, arbiter, { slug: 's', name: 'S', year: 2024, rules: { region: null } })).toMatchObject({ ok: true });
  const season = () => getSeasonBySlug(conn, 's')!;
  expect(ws.commitTournamentUpload(conn, arbiter, { season: season(), code: 'gp01', name: 'I Turniej', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: bytes(FILE) })).toMatchObject({ ok: true });
  const check = (code: string, text: string) => {
    const p = ws.previewTournamentUpload(conn, arbiter, { season: season(), code, name: 'X', date: '2024-04-06', final: false, fileName: 'x.csv', bytes: bytes(text) });
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    return allowed(sameFileWarnings(conn, arbiter, season(), { code, bytes: bytes(text), rows: p.preview.rows.map((r) => ({ name: r.source.name, points: r.source.points })) }));
  };
  const same = check('gp02', FILE);
  expect(same).toEqual([expect.objectContaining({ code: 'UPLOAD_SAME_AS_OTHER', line: 0, severity: 'warning', params: { tournament: 'gp01', name: 'I Turniej', how: 'bytes' } })]);
  expect(say('pl', same[0]!, 'none')).toBe('Ten plik jest identyczny z plikiem turnieju gp01 „I Turniej”. Zapisany pod innym identyfikatorem policzy wszystkim te wyniki drugi raz — czy to na pewno inny turniej?');
  // another export of the same results: semicolons, another order of columns
  const other = 'Nazwisko i imię;Pkt.;M-ce\nKowalski Jan;7;1\nNowak Adam;6;2\nLis Ewa;5;3\nZieliński Bogdan;4;4\n';
  expect(check('gp02', other)).toEqual([expect.objectContaining({ params: { tournament: 'gp01', name: 'I Turniej', how: 'rows' } })]);
  // a new version of the same tournament is no duplicate; different results are not either
  expect(check('gp01', FILE)).toEqual([]);
  expect(check('gp02', FILE.replace('4,Zieliński Bogdan,4', '4,Zieliński Bogdan,3'))).toEqual([]);
  expect(sameFileWarnings(conn, organizer, season(), { code: 'gp02', bytes: bytes(FILE), rows: [] })).toMatchObject({ ok: false, status: 403 });
});
