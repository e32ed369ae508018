import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { currentCompetitionFiles, getCompetitionBySlug, listCompetitionFileVersions } from '@/db/queries/competitions';
import { createUser } from '@/server/users';
import { auditLog } from '@/db/schema';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { createCompetition, getCompetitionView, putCompetitionFile } from '@/server/competitions';
import { previewLeagueExclusion, saveLeagueExclusion, saveLeagueGameEntry } from '@/server/competitions/round-robin-league/league-game-entry';

/**
 * The arbiter confirms (or undoes) an exclusion the rules flag, through the server use case, on the
 * spb-2017 fixture with Лига 1.1's confirmed exclusions removed from league.json. Points are
 * hand-derived in tests/competitions/round-robin-league/compute-league.test.ts ("before the
 * exclusions": 1 5½, 2 4½, 3 3½, 4 4, 5 2½, 6 4½, 7 2½, 8 1½, 9 1, 10 ½; 3 has played 5 games, 7 three).
 */
const cli = { userId: null, via: 'cli' } as const;
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'round-robin-league', 'spb-2017');
const file = (name: string) => new Uint8Array(readFileSync(join(folder, name)));
const SLUG = 'ligi-spb-2017';
const NOT_EXCLUDED = new TextDecoder().decode(file('league.json')).replace('"excluded": [3, 7]', '"excluded": []');

async function setup(leagueJson = NOT_EXCLUDED) {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  createCompetition(conn, arbiter, { slug: SLUG, kind: 'round-robin-league', name: 'Лиги' });
  for (const n of ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv']) {
    expect(putCompetitionFile(conn, arbiter, SLUG, n, n === 'league.json' ? new TextEncoder().encode(leagueJson) : file(n))).toMatchObject({ ok: true });
  }
  return { conn, arbiter, organizer };
}

function stored(conn: ReturnType<typeof openDatabase>) {
  const view = getCompetitionView(conn, getCompetitionBySlug(conn, SLUG)!);
  if (!view.load.ok) throw new Error(view.load.errors.map((e) => inEnglish(e).message).join('\n'));
  return (view.load.result as LeagueSeason).leagues.find((l) => l.id === 'liga-1-1')!;
}
/** Points of the ranked players, in points (not half-points). */
const points = (league: ReturnType<typeof stored>) => Object.fromEntries(league.standings.map((r) => [r.startNumber, r.points / 2]));
const leagueJson = (conn: ReturnType<typeof openDatabase>) => JSON.parse(new TextDecoder().decode(currentCompetitionFiles(conn, getCompetitionBySlug(conn, SLUG)!.id).get('league.json')!.bytes));
const versions = (conn: ReturnType<typeof openDatabase>) => listCompetitionFileVersions(conn, getCompetitionBySlug(conn, SLUG)!.id);

describe('the arbiter confirms an exclusion the rules flag', () => {
  test('3 has played 5 games (= the minimum): confirmed, his remaining games are forfeits — 6 gets round 8, 7 round 9', async () => {
    const { conn, arbiter } = await setup();
    expect(stored(conn).flags.find((f) => f.startNumber === 3)).toMatchObject({ due: ['absences'], confirmed: false });
    const entry = { league: 'liga-1-1', startNumber: 3, exclude: true };
    const preview = previewLeagueExclusion(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value).toMatchObject({ consequence: 'forfeited', gamesPlayed: 5, minGamesPlayed: 5, excluded: [3] });
    expect(preview.value.games.map((g) => [g.round, g.white, g.black, g.after.status, g.after.result])).toEqual([
      [8, 3, 6, 'forfeit', { white: '-', black: '+' }],
      [9, 7, 3, 'forfeit', { white: '+', black: '-' }],
    ]);
    expect(preview.value.rows.find((r) => r.startNumber === 6)).toMatchObject({ before: { points: 9 }, after: { points: 11 }, changed: true });
    // the preview stores nothing
    expect(versions(conn).filter((v) => v.name === 'league.json')).toHaveLength(1);

    const saved = saveLeagueExclusion(conn, arbiter, SLUG, entry, preview.value.basedOn);
    expect(saved).toMatchObject({ ok: true, value: { version: 2, consequence: 'forfeited' } });
    expect(leagueJson(conn).leagues[0].excluded).toEqual([3]);
    expect(leagueJson(conn).leagues[1].excluded).toEqual([]);
    const league = stored(conn);
    expect(points(league)).toEqual({ 1: 5.5, 2: 4.5, 3: 3.5, 4: 4, 5: 2.5, 6: 5.5, 7: 3.5, 8: 1.5, 9: 1, 10: 0.5 });
    expect(league.standings.find((r) => r.startNumber === 3)!.excluded).toBe(true);
    expect(league.flags.find((f) => f.startNumber === 3)).toMatchObject({ confirmed: true, consequence: 'forfeited' });
    // one audit line for the file, one for the decision, in the same write
    const log = conn.db.select().from(auditLog).all().slice(-2);
    expect(log.map((a) => a.action)).toEqual(['competition.file', 'competition.exclusion']);
    expect(JSON.parse(log[1]!.details)).toEqual({ slug: SLUG, league: 'liga-1-1', startNumber: 3, decision: 'confirm', consequence: 'forfeited', gamesPlayed: 5 });
    expect(log[1]!.userId).toBe(arbiter.id);
  });

  test('3 with 4 games played (the round-7 result cleared through the game entry): every game of his annulled', async () => {
    const { conn, arbiter } = await setup();
    expect(saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'result', round: 7, white: 5, black: 3, result: '' } })).toMatchObject({ ok: true });
    const entry = { league: 'liga-1-1', startNumber: 3, exclude: true };
    const preview = previewLeagueExclusion(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value).toMatchObject({ consequence: 'annulled', gamesPlayed: 4 });
    // every scheduled game of 3 is annulled: rounds 1–9
    expect(preview.value.games.filter((g) => g.after.status === 'annulled').map((g) => g.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(saveLeagueExclusion(conn, arbiter, SLUG, entry, preview.value.basedOn)).toMatchObject({ ok: true, value: { consequence: 'annulled' } });
    const league = stored(conn);
    // 1 loses the win of round 3, 2 the forfeit of round 4, 4 the forfeit of round 6; 8, 9, 10 lost to 3 anyway; 5's round 7 is cleared
    expect(points(league)).toEqual({ 1: 4.5, 2: 3.5, 4: 3, 5: 2, 6: 4.5, 7: 2.5, 8: 1.5, 9: 1, 10: 0.5 });
    expect(league.games.filter((g) => g.white === 3 || g.black === 3).every((g) => g.status === 'annulled' && g.annulledBecause === 3)).toBe(true);
  });

  test('undo: 7 (3 games, annulled) comes back — 1 gets the ½ of round 7 again, 7 the forfeit of round 9 against the excluded 3', async () => {
    const { conn, arbiter } = await setup(new TextDecoder().decode(file('league.json')));
    expect(points(stored(conn))[1]).toBe(5);
    const entry = { league: 'liga-1-1', startNumber: 7, exclude: false };
    const preview = previewLeagueExclusion(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    expect(preview.value).toMatchObject({ consequence: 'annulled', gamesPlayed: 3, excluded: [3] });
    expect(preview.value.rows.find((r) => r.startNumber === 7)).toMatchObject({ before: null, after: { points: 7 } });
    expect(saveLeagueExclusion(conn, arbiter, SLUG, entry, preview.value.basedOn)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(leagueJson(conn).leagues[0].excluded).toEqual([3]);
    const league = stored(conn);
    expect(points(league)).toMatchObject({ 1: 5.5, 7: 3.5 });
    expect(league.flags.find((f) => f.startNumber === 7)).toMatchObject({ due: ['postponements'], confirmed: false });
    const log = conn.db.select().from(auditLog).all().at(-1)!;
    expect(JSON.parse(log.details)).toMatchObject({ startNumber: 7, decision: 'undo' });
  });
});

describe('refused, with nothing stored', () => {
  test('a stale preview: another change stored since (409 FILES_CHANGED), for the exclusion and for a game', async () => {
    const { conn, arbiter } = await setup();
    const entry = { league: 'liga-1-1', startNumber: 7, exclude: true };
    const preview = previewLeagueExclusion(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    // meanwhile a result is stored (a new version of the TRF)
    expect(saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'result', round: 8, white: 4, black: 5, result: '1-0' } }, 'web', preview.value.basedOn)).toMatchObject({ ok: true });
    const before = versions(conn);
    const revision = getCompetitionBySlug(conn, SLUG)!.revision;
    expect(saveLeagueExclusion(conn, arbiter, SLUG, entry, preview.value.basedOn)).toMatchObject({
      ok: false,
      status: 409,
      errors: [{ code: 'FILES_CHANGED', params: { file: 'liga-1-1.trf', version: 2 } }],
    });
    // a game entered on the same (stale) page
    expect(saveLeagueGameEntry(conn, arbiter, SLUG, { league: 'liga-1-1', change: { kind: 'result', round: 8, white: 1, black: 8, result: '1-0' } }, 'web', preview.value.basedOn)).toMatchObject({
      ok: false,
      status: 409,
      errors: [{ code: 'FILES_CHANGED' }],
    });
    expect(versions(conn)).toEqual(before);
    expect(getCompetitionBySlug(conn, SLUG)!.revision).toBe(revision);
    expect(leagueJson(conn).leagues[0].excluded).toEqual([]);
  });

  test('only the arbiter: an organizer and a signed-out caller are refused', async () => {
    const { conn, arbiter, organizer } = await setup();
    const entry = { league: 'liga-1-1', startNumber: 7, exclude: true };
    const preview = previewLeagueExclusion(conn, arbiter, SLUG, entry);
    if (!preview.ok) throw new Error(JSON.stringify(preview.errors));
    const before = versions(conn);
    expect(saveLeagueExclusion(conn, organizer, SLUG, entry, preview.value.basedOn)).toMatchObject({ ok: false, errors: [{ code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/) }] });
    expect(saveLeagueExclusion(conn, null, SLUG, entry, preview.value.basedOn)).toMatchObject({ ok: false, errors: [{ code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/) }] });
    expect(previewLeagueExclusion(conn, organizer, SLUG, entry)).toMatchObject({ ok: false, errors: [{ code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/) }] });
    expect(versions(conn)).toEqual(before);
  });

  test('nothing to decide: no rule triggers for 1, 3 confirmed twice, 8 not excluded to undo, an unknown player or league', async () => {
    const { conn, arbiter } = await setup();
    const basedOn = (previewLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 3, exclude: true }) as { value: { basedOn: string } }).value.basedOn;
    expect(saveLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 1, exclude: true }, basedOn)).toMatchObject({ ok: false, status: 422, errors: [{ code: 'EXCLUSION_NOT_DUE', params: { player: 1 } }] });
    expect(saveLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 3, exclude: true }, basedOn)).toMatchObject({ ok: true });
    const after = versions(conn);
    expect(previewLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 3, exclude: true })).toMatchObject({ ok: false, errors: [{ code: 'EXCLUSION_ALREADY_CONFIRMED' }] });
    expect(previewLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 8, exclude: false })).toMatchObject({ ok: false, errors: [{ code: 'EXCLUSION_NOT_CONFIRMED' }] });
    expect(previewLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-1-1', startNumber: 42, exclude: true })).toMatchObject({ ok: false, errors: [{ code: 'EXCLUSION_UNKNOWN_PLAYER' }] });
    expect(previewLeagueExclusion(conn, arbiter, SLUG, { league: 'liga-9', startNumber: 3, exclude: true })).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_LEAGUE' }] });
    expect(versions(conn)).toEqual(after);
  });
});
