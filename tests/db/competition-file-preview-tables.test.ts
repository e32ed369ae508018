/**
 * Issue 40, item 5: every competition file's preview shows what changes in the tables — the table
 * as it would be after the file against the table now (places moved, points, players new or gone) —
 * in the page's language, for every kind (the shared preview: server/competition-setup.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createUser } from '@/server/users';
import { createCompetition, putCompetitionFile } from '@/server/competitions';
import { previewCompetitionFile, writeCompetitionConfig } from '@/server/competition-setup';

const cli = { userId: null, via: 'cli' } as const;
const fixture = (...path: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', ...path)));
const real = (name: string) => new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/real-files', name)));
const TODAY = '2026-12-06';

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  return { conn, arbiter };
}

describe('a season of leagues: a changed description moves players in one league and leaves the other as it is', async () => {
  const { conn, arbiter } = await setup();
  createCompetition(conn, arbiter, { slug: 'spb', kind: 'round-robin-league', name: 'SPb' });
  for (const name of ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv']) expect(putCompetitionFile(conn, arbiter, 'spb', name, fixture('round-robin-league', 'spb-2017', name))).toMatchObject({ ok: true });
  // the two exclusions of league 1.1 undone: their games count again
  const json = JSON.parse(new TextDecoder().decode(fixture('round-robin-league', 'spb-2017', 'league.json'))) as { leagues: { excluded: number[] }[] };
  json.leagues[0]!.excluded = [];
  const p = previewCompetitionFile(conn, arbiter, 'spb', 'league.json', new TextEncoder().encode(JSON.stringify(json)), TODAY, 'pl');
  if (!p.ok) throw new Error(JSON.stringify(p.errors));

  test('league 1.1 changes: rows that move say from where, with the points they had', () => {
    const [first, second] = p.value.tables;
    expect(first).toMatchObject({ title: 'Лига 1.1', isNew: false, unchanged: false, removed: [] });
    const moved = first!.rows.filter((r) => r.moved !== null && r.moved !== 0);
    expect(moved.length).toBeGreaterThan(0);
    for (const r of moved) expect(Number.parseInt(r.before!.place, 10) - Number.parseInt(r.place, 10)).toBe(r.moved);
    expect(first!.rows.some((r) => r.before !== null && r.before.points !== r.points)).toBe(true);
    expect(second).toMatchObject({ title: 'Лига 2.1', unchanged: true });
    expect(p.value.removedTables).toEqual([]);
  });
});

describe('a league from the chess-results crosstable: the first file — its whole table, new', async () => {
  const { conn, arbiter } = await setup();
  createCompetition(conn, arbiter, { slug: 'liga', kind: 'round-robin-league', name: 'Liga' });
  writeCompetitionConfig(conn, arbiter, 'liga', { name: 'Liga 2026', preset: 'spb-leagues-2017', parts: ['Grupa A'] });
  test('six players in the crosstable\'s order, points as half-points', () => {
    const p = previewCompetitionFile(conn, arbiter, 'liga', 'grupa-a.trf', real('xref-to-gf-example-input.csv'), TODAY, 'en');
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value.tables).toHaveLength(1);
    const [t] = p.value.tables;
    expect(t).toMatchObject({ title: 'Grupa A', isNew: true, more: 0, removed: [] });
    expect(t!.rows.map((r) => [r.place, r.name, r.points, r.before])[0]).toEqual(['1', 'Zaragatski Ilja', 10, null]);
    expect(t!.rows).toHaveLength(6);
  });
  test('a different file under the same name: its players new, the crosstable\'s players out', () => {
    expect(putCompetitionFile(conn, arbiter, 'liga', 'grupa-a.trf', real('xref-to-gf-example-input.csv'))).toMatchObject({ ok: true });
    const p = previewCompetitionFile(conn, arbiter, 'liga', 'grupa-a.trf', real('ussa2026_roundrobin_crosstable.html'), TODAY, 'pl');
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const [t] = p.value.tables;
    expect(t!.isNew).toBe(false);
    expect(t!.rows).toHaveLength(9);
    expect(t!.rows.every((r) => r.before === null)).toBe(true);
    expect(t!.removed).toContain('Zaragatski Ilja');
    expect(t!.removed).toHaveLength(6);
  });
});

test('an open: its Swiss TRF previewed shows the qualifier table, in the page\'s language', async () => {
  const { conn, arbiter } = await setup();
  createCompetition(conn, arbiter, { slug: 'open', kind: 'swiss-open', name: 'Open' });
  writeCompetitionConfig(conn, arbiter, 'open', { name: 'Open', preset: 'amplico-open', parts: [] });
  for (const lang of ['pl', 'en'] as const) {
    const p = previewCompetitionFile(conn, arbiter, 'open', 'swiss.trf', fixture('swiss-open', 'amplico-2024', 'swiss.trf'), TODAY, lang);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    expect(p.value.tables.length).toBeGreaterThan(0);
    expect(p.value.tables[0]!.rows[0]).toMatchObject({ place: '1', before: null });
    expect(p.value.tables[0]!.rows.length).toBeGreaterThanOrEqual(10);
  }
});

test('a team league: its boards previewed show the teams\' table (rank, team), new', async () => {
  const { conn, arbiter } = await setup();
  createCompetition(conn, arbiter, { slug: 'druzyny', kind: 'team-league', name: 'Drużyny' });
  for (const name of ['team-league.json', 'teams.csv']) expect(putCompetitionFile(conn, arbiter, 'druzyny', name, fixture('team-league', 'mini-league', name))).toMatchObject({ ok: true });
  const p = previewCompetitionFile(conn, arbiter, 'druzyny', 'boards.csv', fixture('team-league', 'mini-league', 'boards.csv'), TODAY, 'pl');
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  expect(p.value.tables.length).toBeGreaterThan(0);
  expect(p.value.tables[0]).toMatchObject({ title: 'Klasyfikacja', isNew: true });
  expect(p.value.tables[0]!.rows[0]).toMatchObject({ place: '1', before: null });
});
