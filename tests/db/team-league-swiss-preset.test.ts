/**
 * Issue 40: a team league set up in the browser for a plain team Swiss — the creation form's preset
 * "Team league: Swiss system", no rules typed — from the real FIDE TRF-2026 team sample: previewed
 * with the file's own order named, stored, published under the file's year, finished with its winner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { createCompetition, publishedCompetition, putCompetitionFile } from '@/server/competitions';
import { previewCompetitionFile, writeCompetitionConfig } from '@/server/competition-setup';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { describe as say } from '@/lib/i18n/t';

const TRF = new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files/grandmommyscup_example_trf26.trf')));
const TODAY = '2026-12-06';
/** The file's own ranking (310 records, rank at columns 69–71), read by its ruler apart from the code. */
const PUBLISHED = new TextDecoder()
  .decode(TRF)
  .split('\n')
  .filter((l) => l.startsWith('310 '))
  .map((l) => ({ name: l.slice(8, 40).trim(), rank: Number(l.slice(68, 71)) }))
  .sort((a, b) => a.rank - b.rank)
  .map((t) => t.name);

test('the form\'s "Team league: Swiss system" and the team TRF: previewed, published under 2024, finished, Slovakia won, the table the file\'s', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  expect(createCompetition(conn, arbiter, { slug: 'cup', kind: 'team-league', name: 'Grandmommy’s Cup' })).toMatchObject({ ok: true });
  // the creation form: a name and the preset — nothing else
  expect(writeCompetitionConfig(conn, arbiter, 'cup', { name: 'Grandmommy’s Cup', preset: 'team-swiss', parts: [] })).toMatchObject({ ok: true });

  const p = previewCompetitionFile(conn, arbiter, 'cup', 'teams.csv', TRF, TODAY);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  expect(p.value).toMatchObject({ refused: [], complete: true, publishes: true });
  const order = p.value.warnings.find((w) => w.code === 'TRF_PUBLISHED_ORDER')!;
  expect(order.message).toContain('by the tie-breaks the file declares: EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP');
  expect(p.value.warnings.map((w) => w.code)).not.toContain('TRF_PUBLISHED_DIFFERS');
  expect(p.value.after).toMatchObject({ year: 2024, finished: true, leaders: [{ name: 'Slovakia' }] });

  expect(putCompetitionFile(conn, arbiter, 'cup', 'teams.csv', TRF)).toMatchObject({ ok: true, value: { complete: true } });
  const published = publishedCompetition(conn, getCompetitionBySlug(conn, 'cup')!, TODAY)!;
  expect(published.summary).toMatchObject({ year: 2024, firstDay: '2024-01-01', lastDay: '2024-01-14', finished: true, state: { code: 'finished' } });
  expect(published.summary.leaders.map((l) => l.name)).toEqual(['Slovakia']);
  const result = (published.view.load as { ok: true; result: TeamLeagueResult }).result;
  expect(result.ranking.map((x) => result.teams[x.team]!.name)).toEqual(PUBLISHED);
  expect(result.violations).toEqual([]);
  expect(result.fees).toEqual([]);
  expect(say('pl', order)).toContain('Drużyny z równą liczbą punktów meczowych są uszeregowane tak, jak publikuje je plik');
});
