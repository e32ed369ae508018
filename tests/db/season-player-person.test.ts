/** Issue 40, C11: a season's player page links the player's page across competitions. */
import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createUser } from '@/server/users';
import * as ws from '@/server/workspace';
import { getPerson, personOfSeasonPlayer } from '@/server/people';
import { bytes } from '@/tests/helpers';

test('the season player’s person is found by the season and the player key', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  expect(ws.createSeasonAsArbiter(conn, arbiter, { slug: 's', name: 'S', year: 2024, rules: { region: null }, public: true })).toMatchObject({ ok: true });
  const up = ws.commitTournamentUpload(conn, arbiter, { season: getSeasonBySlug(conn, 's')!, code: 'gp01', name: 'I', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: bytes('place,name,points,cr_id\n1,Kowalski Jan,6,1001\n2,Nowak Adam,5,\n') });
  expect(up).toMatchObject({ ok: true });
  const key = personOfSeasonPlayer(conn, 's', 'cr:1001');
  expect(key).not.toBeNull();
  expect(getPerson(conn, key!)!.person.entries).toEqual([expect.objectContaining({ kind: 'grand-prix', slug: 's', localKey: 'cr:1001' })]);
  expect(personOfSeasonPlayer(conn, 's', 'cr:9999')).toBeNull();
});
