/**
 * Issue 40, item 2: a team league set up in the browser takes its teams, rosters and matches from
 * the team TRF the arbiter has — no hand-written teams.csv: previewed with the teams read (Polish and
 * English), stored, published. Against the real FIDE TRF-2026 team sample.
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
/** The sample is a 14-round Swiss of four boards; the one preset is a 7-round Swiss with a knock-out: the form's rules overridden. */
const RULES = { swissRounds: 14, knockout: null, womenBoard: false, menBoards: 4, vacanciesAllowedOn: [1, 2, 3, 4], juniorSubstitute: null, sameClubBanFromRound: null, additionDeadline: null };

test('a team league from the team TRF uploaded as teams.csv: the preview names the teams read, the league is published with 50 teams', async () => {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, { userId: null, via: 'cli' }, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  expect(createCompetition(conn, arbiter, { slug: 'cup', kind: 'team-league', name: 'Cup' })).toMatchObject({ ok: true });
  expect(writeCompetitionConfig(conn, arbiter, 'cup', { name: 'Grandmommy’s Cup', preset: 'mazovia-seniors-2007', parts: [] })).toMatchObject({ ok: true });
  // the rules that fit the file, as the arbiter sets them in the description
  const config = { name: 'Grandmommy’s Cup', preset: 'mazovia-seniors-2007', rules: RULES, teams: 'teams.csv', boards: 'boards.csv' };
  expect(putCompetitionFile(conn, arbiter, 'cup', 'team-league.json', new TextEncoder().encode(JSON.stringify(config)))).toMatchObject({ ok: true });

  const p = previewCompetitionFile(conn, arbiter, 'cup', 'teams.csv', TRF, TODAY);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  expect(p.value).toMatchObject({ refused: [], complete: true, publishes: true });
  const read = p.value.warnings.find((w) => w.code === 'TEAMS_FROM_TRF')!;
  expect(say('pl', read, 'placed')).toMatch(/teams\.csv.*50 drużyn, 249 zawodników/);
  expect(say('en', read, 'placed')).toMatch(/teams\.csv.*50 teams, 249 players/);
  expect(p.value.warnings.map((w) => w.code)).toContain('BOARDS_FROM_TEAMS_TRF');

  expect(putCompetitionFile(conn, arbiter, 'cup', 'teams.csv', TRF)).toMatchObject({ ok: true, value: { complete: true } });
  const published = publishedCompetition(conn, getCompetitionBySlug(conn, 'cup')!, TODAY)!;
  const result = (published.view.load as { ok: true; result: TeamLeagueResult }).result;
  expect(result.teams).toHaveLength(50);
  expect(result.swiss.roundsPlayed).toBe(14);
  expect(published.summary.hasResults).toBe(true);
});
