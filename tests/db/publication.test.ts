import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getCompetitionBySlug, listCompetitions } from '@/db/queries/competitions';
import { createCompetition, publishedCompetition, putCompetitionFile } from '@/server/competitions';
import { DEMO_COMPETITIONS, seedDemoIfEmpty } from '@/server/seed';
import { createUser } from '@/server/users';

const cli = { userId: null, via: 'cli' as const };
const fixture = (...p: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', ...p)));

test('a competition is a draft until every file and a result are in', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password 1' });
  expect(createCompetition(conn, arbiter, { slug: 'liga', kind: 'team-league', name: 'Liga' }).ok).toBe(true);
  const draft = () => publishedCompetition(conn, getCompetitionBySlug(conn, 'liga')!, '2007-11-01') === null;
  expect(draft()).toBe(true);
  expect(putCompetitionFile(conn, arbiter, 'liga', 'team-league.json', fixture('team-league', 'mini-league', 'team-league.json')).ok).toBe(true);
  expect(putCompetitionFile(conn, arbiter, 'liga', 'teams.csv', fixture('team-league', 'mini-league', 'teams.csv')).ok).toBe(true);
  expect(draft()).toBe(true);
  // the boards file with its header only: the folder is complete, but no match has a result yet
  expect(putCompetitionFile(conn, arbiter, 'liga', 'boards.csv', new TextEncoder().encode('round,home,away,board,home_player,away_player,result\n')).ok).toBe(true);
  expect(draft()).toBe(true);
  expect(putCompetitionFile(conn, arbiter, 'liga', 'boards.csv', fixture('team-league', 'mini-league', 'boards.csv')).ok).toBe(true);
  expect(draft()).toBe(false);
});

test('the demo seeds one published competition of each kind, uploaded by the demo arbiter', () => {
  const conn = openDatabase(':memory:');
  seedDemoIfEmpty(conn);
  const all = listCompetitions(conn, { publicOnly: true });
  expect(all.map((c) => [c.slug, c.kind]).sort()).toEqual(
    [
      [DEMO_COMPETITIONS.open, 'swiss-open'],
      [DEMO_COMPETITIONS.leagues, 'round-robin-league'],
      [DEMO_COMPETITIONS.teamLeague, 'team-league'],
    ].sort(),
  );
  for (const c of all) expect(publishedCompetition(conn, c, '2026-11-30')?.summary).toMatchObject({ finished: true, hasResults: true });
});
