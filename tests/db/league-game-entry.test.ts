import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug, listCompetitionFileVersions } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { createCompetition, getCompetitionView, putCompetitionFile } from '@/server/competitions';
import { previewLeagueGameEntry, saveLeagueGameEntry } from '@/server/competitions/round-robin-league/league-game-entry';

const cli = { userId: null, via: 'cli' } as const;
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'round-robin-league', 'spb-2017');
const file = (name: string) => new Uint8Array(readFileSync(join(folder, name)));
const SLUG = 'ligi-spb-2017';

async function setup(names = ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv'], config?: string) {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createCompetition(conn, arbiter, { slug: SLUG, kind: 'round-robin-league', name: 'Лиги' });
  for (const n of names) expect(putCompetitionFile(conn, arbiter, SLUG, n, n === 'league.json' && config ? new TextEncoder().encode(config) : file(n))).toMatchObject({ ok: true });
  return { conn, arbiter, organizer };
}

/** Лига 1.1 as the site computes it from the stored files. */
function stored(conn: ReturnType<typeof openDatabase>) {
  const view = getCompetitionView(conn, getCompetitionBySlug(conn, SLUG)!);
  if (!view.load.ok) throw new Error(view.load.errors.map((e) => inEnglish(e).message).join('\n'));
  return (view.load.result as LeagueSeason).leagues.find((l) => l.id === 'liga-1-1')!;
}
const row = (league: ReturnType<typeof stored>, s: number) => league.standings.find((r) => r.startNumber === s)!;

describe('a game of the spb-2017 leagues entered by the arbiter and stored as the folder files', () => {
  test('a result entered (round 8, 4–5, 1–0) changes the standings computed from the stored files: one new TRF version', async () => {
    const { conn, arbiter } = await setup();
    expect(row(stored(conn), 4).points).toBe(8);
    const entry = { league: 'liga-1-1', change: { kind: 'result' as const, round: 8, white: 4, black: 5, result: '1-0' as const } };
    const preview = previewLeagueGameEntry(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value.files.map((f) => f.name)).toEqual(['liga-1-1.trf']);
    expect(preview.value.rows.find((r) => r.startNumber === 4)).toMatchObject({ before: { points: 8 }, after: { points: 10 }, changed: true });
    // the preview stores nothing
    expect(row(stored(conn), 4).points).toBe(8);

    const saved = saveLeagueGameEntry(conn, arbiter, SLUG, entry);
    expect(saved).toMatchObject({ ok: true, value: { saved: [{ name: 'liga-1-1.trf', version: 2 }] } });
    const league = stored(conn);
    expect(row(league, 4).points).toBe(10);
    expect(league.games.find((g) => g.round === 8 && g.white === 4)).toMatchObject({ black: 5, status: 'played' });
    // the other league's file and the postponements are the versions uploaded
    const c = getCompetitionBySlug(conn, SLUG)!;
    const files = currentCompetitionFiles(conn, c.id);
    expect(files.get('liga-2-1.trf')!.version).toBe(1);
    expect(Buffer.from(files.get('postponements.csv')!.bytes).equals(Buffer.from(file('postponements.csv')))).toBe(true);
  });

  test('a postponement too late (8 warns 1 hour before round 8): one row appended, 1 wins by forfeit and goes first', async () => {
    const { conn, arbiter } = await setup();
    expect(row(stored(conn), 6).place).toBe(1);
    const r = saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'postponement', round: 8, player: 8, warnedAt: '2017-12-22 17:00', reason: 'ill' } });
    expect(r).toMatchObject({ ok: true, value: { saved: [{ name: 'postponements.csv', version: 2 }] } });
    expect(row(stored(conn), 1)).toMatchObject({ place: 1, points: 12 });
    const csv = new TextDecoder().decode(currentCompetitionFiles(conn, getCompetitionBySlug(conn, SLUG)!.id).get('postponements.csv')!.bytes);
    expect(csv.trimEnd().split('\n').at(-1)).toBe('liga-1-1,8,8,1,2017-12-22 17:00,ill,yes,');
  });

  test('a made-up date with its result: the postponements file first, then the TRF', async () => {
    const { conn, arbiter } = await setup();
    const r = saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-12-17', result: '0-1' } });
    expect(r).toMatchObject({ ok: true, value: { saved: [{ name: 'postponements.csv' }, { name: 'liga-1-1.trf' }] } });
    const league = stored(conn);
    expect(row(league, 2).points).toBe(11);
    expect(league.postponed).toEqual([]);
  });

  test('a season without a postponements file: the first postponement starts one and league.json names it', async () => {
    const config = new TextDecoder().decode(file('league.json')).replace(/,\s*"postponements": "postponements.csv"/, '');
    const { conn, arbiter } = await setup(['league.json', 'liga-1-1.trf', 'liga-2-1.trf'], config);
    const r = saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'postponement', round: 9, player: 1, warnedAt: null } });
    expect(r).toMatchObject({ ok: true, value: { saved: [{ name: 'postponements.csv', version: 1 }, { name: 'league.json', version: 2 }] } });
    const view = getCompetitionView(conn, getCompetitionBySlug(conn, SLUG)!);
    expect(view.load.ok).toBe(true);
  });

  test('refused before anything is stored: a change the preview refuses, an organizer, another kind', async () => {
    const { conn, arbiter, organizer } = await setup();
    const before = listCompetitionFileVersions(conn, getCompetitionBySlug(conn, SLUG)!.id);
    expect(saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'made-up', round: 8, white: 4, black: 5, date: '2017-12-24' } })).toMatchObject({ ok: false, errors: [{ code: 'CHANGE_NOT_POSTPONED' }] });
    expect(saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-9', change: { kind: 'result', round: 8, white: 4, black: 5, result: '1-0' } })).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_LEAGUE' }] });
    expect(saveLeagueGameEntry(conn, organizer, SLUG, { league: 'liga-1-1', change: { kind: 'result', round: 8, white: 4, black: 5, result: '1-0' } })).toMatchObject({ ok: false, status: 403 });
    createCompetition(conn, arbiter, { slug: 'open', kind: 'swiss-open', name: 'Open' });
    expect(previewLeagueGameEntry(conn, arbiter, 'open', { league: 'liga-1-1', change: { kind: 'result', round: 8, white: 4, black: 5, result: '1-0' } })).toMatchObject({ ok: false, errors: [{ code: 'NOT_A_LEAGUE' }] });
    expect(listCompetitionFileVersions(conn, getCompetitionBySlug(conn, SLUG)!.id)).toEqual(before);
  });
});
