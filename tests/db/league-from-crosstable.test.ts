/**
 * Issue 40, item 1: a league season set up in the browser takes the file the arbiter has — a
 * chess-results crosstable or a page of groups — not only a TRF: previewed (what was read, in both
 * languages), stored, and published as the leagues it holds. Against the real files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { competitionTrfNames, createCompetition, publishedCompetition, publishedTrf, putCompetitionFile } from '@/server/competitions';
import { previewCompetitionFile, writeCompetitionConfig } from '@/server/competition-setup';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { describe as say } from '@/lib/i18n/t';

const cli = { userId: null, via: 'cli' } as const;
const real = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files', name)));
const TODAY = '2026-12-06';

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  return { conn, arbiter };
}

describe('a league from a chess-results round-robin crosstable (CSV)', async () => {
  const { conn, arbiter } = await setup();
  expect(createCompetition(conn, arbiter, { slug: 'liga', kind: 'round-robin-league', name: 'Liga' })).toMatchObject({ ok: true });
  expect(writeCompetitionConfig(conn, arbiter, 'liga', { name: 'Liga 2026', preset: 'spb-leagues-2017', parts: ['Grupa A'] })).toMatchObject({ ok: true });
  const bytes = real('xref-to-gf-example-input.csv');

  test('the preview reads it, says what it read in Polish and English, stores nothing, and says it goes public', () => {
    const p = previewCompetitionFile(conn, arbiter, 'liga', 'grupa-a.trf', bytes, TODAY);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value).toMatchObject({ refused: [], complete: true, publishes: true, version: 1 });
    const read = p.value.warnings.find((w) => w.code === 'LEAGUE_FILE_READ')!;
    expect(say('pl', read, 'placed')).toMatch(/grupa-a\.trf.*wiersz 2.*tabela krzyżowa turnieju kołowego — 6 zawodników, 15 partii; rundy nieznane/);
    expect(say('en', read, 'placed')).toMatch(/grupa-a\.trf.*line 2.*a round-robin crosstable — 6 players, 15 games; rounds unknown/);
    expect(p.value.warnings.map((w) => w.code)).toContain('LEAGUE_ROUNDS_UNKNOWN');
    expect(currentCompetitionFiles(conn, getCompetitionBySlug(conn, 'liga')!.id).has('grupa-a.trf')).toBe(false);
  });

  test('stored byte for byte and published as the league, its leader the crosstable\'s winner; not offered as a TRF download', () => {
    expect(putCompetitionFile(conn, arbiter, 'liga', 'grupa-a.trf', bytes)).toMatchObject({ ok: true, value: { complete: true } });
    const competition = getCompetitionBySlug(conn, 'liga')!;
    expect(currentCompetitionFiles(conn, competition.id).get('grupa-a.trf')!.bytes).toEqual(bytes);
    const published = publishedCompetition(conn, competition, TODAY)!;
    expect(published.summary).toMatchObject({ finished: true, leaders: [{ name: 'Zaragatski Ilja' }] });
    const season = (published.view.load as { ok: true; result: LeagueSeason }).result;
    expect(season.leagues.map((l) => [l.id, l.name, l.players.length, l.roundsKnown])).toEqual([['grupa-a', 'Grupa A', 6, false]]);
    // a CSV under a .trf name is the league's file, not a TRF to download
    expect(competitionTrfNames(conn, competition)).toEqual([]);
    expect(publishedTrf(conn, competition, 'grupa-a.trf', TODAY)).toBeNull();
  });
});

describe('a league season from a page of ten groups', async () => {
  const { conn, arbiter } = await setup();
  expect(createCompetition(conn, arbiter, { slug: 'kleeblatt', kind: 'round-robin-league', name: 'Kleeblatt' })).toMatchObject({ ok: true });
  expect(writeCompetitionConfig(conn, arbiter, 'kleeblatt', { name: 'Kleeblatt-Turnier 2025', preset: 'spb-leagues-2017', parts: ['Turnier'] })).toMatchObject({ ok: true });

  test('one upload, ten leagues — each group named, said in the preview', () => {
    const p = previewCompetitionFile(conn, arbiter, 'kleeblatt', 'turnier.trf', real('narva_kleeblatt-turnier-2025.md'), TODAY);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value.refused).toEqual([]);
    const split = p.value.warnings.find((w) => w.code === 'LEAGUE_GROUPS_SPLIT')!;
    expect(say('en', split)).toContain('holds 10 groups (Capablanca, Steinitz, Lasker');
    expect(putCompetitionFile(conn, arbiter, 'kleeblatt', 'turnier.trf', real('narva_kleeblatt-turnier-2025.md'))).toMatchObject({ ok: true });
    const published = publishedCompetition(conn, getCompetitionBySlug(conn, 'kleeblatt')!, TODAY)!;
    const season = (published.view.load as { ok: true; result: LeagueSeason }).result;
    expect(season.leagues).toHaveLength(10);
    expect(published.summary.leaders.map((l) => l.group)).toContain('Capablanca');
  });
});
