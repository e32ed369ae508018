import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { previewExclusion } from '@/lib/competitions/round-robin-league/preview-exclusion';
import { writeExclusionToLeagueJson } from '@/lib/competitions/round-robin-league/write-league-files';
import { fixtureText, leagueOf, loadSpb } from './helpers';

/**
 * The arbiter's decision on an exclusion, previewed on Лига 1.1 of the fixture with its confirmed
 * exclusions removed (points before: compute-league.test "before the exclusions").
 */
const json = fixtureText('spb-2017', 'league.json');
const { input } = leagueOf(loadSpb({ 'league.json': json.replace('"excluded": [3, 7]', '"excluded": []') }).season, 'liga-1-1');
const ok = (r: ReturnType<typeof previewExclusion>) => {
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('\n'));
  return r;
};

describe('previewExclusion: the consequence through applyExclusion, before and after', () => {
  test('7 (3 games played, 3 own postponements): annulled — every game of his, the table without him', () => {
    const r = ok(previewExclusion(input, { startNumber: 7, exclude: true }));
    expect(r).toMatchObject({ consequence: 'annulled', gamesPlayed: 3, minGamesPlayed: 5 });
    expect(r.input.excluded).toEqual([7]);
    expect(r.games.every((g) => (g.white === 7 || g.black === 7) && g.after.status === 'annulled')).toBe(true);
    expect(r.games).toHaveLength(9);
    // 1 drew with 7 in round 7: ½ less; 4 and 9 lost to him: no change
    expect(r.rows.find((x) => x.startNumber === 1)).toMatchObject({ before: { points: 11 }, after: { points: 10 } });
    expect(r.rows.find((x) => x.startNumber === 4)).toMatchObject({ before: { points: 8 }, after: { points: 8 } });
    expect(r.rows.find((x) => x.startNumber === 7)).toMatchObject({ after: null, dueBefore: ['postponements'] });
    expect(r.after.players.find((p) => p.startNumber === 7)!.exclusion).toBe('annulled');
  });

  test('3 (5 games played, 2 absences): forfeited — rounds 8 and 9 go to 6 and 7', () => {
    const r = ok(previewExclusion(input, { startNumber: 3, exclude: true }));
    expect(r).toMatchObject({ consequence: 'forfeited', gamesPlayed: 5 });
    expect(r.games.map((g) => [g.round, g.before.status, g.after.status])).toEqual([
      [8, 'to-play', 'forfeit'],
      [9, 'to-play', 'forfeit'],
    ]);
  });

  test('an undo is the same comparison the other way round', () => {
    const confirmed = ok(previewExclusion(input, { startNumber: 3, exclude: true })).input;
    const undo = ok(previewExclusion(confirmed, { startNumber: 3, exclude: false }));
    expect(undo).toMatchObject({ consequence: 'forfeited', gamesPlayed: 5 });
    expect(undo.input.excluded).toEqual([]);
    expect(undo.games.map((g) => [g.round, g.before.status, g.after.status])).toEqual([
      [8, 'forfeit', 'to-play'],
      [9, 'forfeit', 'to-play'],
    ]);
  });

  test('refusals: nothing triggers, twice, nothing to undo, no such player', () => {
    const code = (r: ReturnType<typeof previewExclusion>) => (r.ok ? null : r.errors.map((e) => [e.code, e.params]));
    expect(code(previewExclusion(input, { startNumber: 1, exclude: true }))).toEqual([['EXCLUSION_NOT_DUE', { player: 1, league: 'Лига 1.1' }]]);
    expect(code(previewExclusion({ ...input, excluded: [3] }, { startNumber: 3, exclude: true }))).toEqual([['EXCLUSION_ALREADY_CONFIRMED', { player: 3, league: 'Лига 1.1' }]]);
    expect(code(previewExclusion(input, { startNumber: 3, exclude: false }))).toEqual([['EXCLUSION_NOT_CONFIRMED', { player: 3, league: 'Лига 1.1' }]]);
    expect(code(previewExclusion(input, { startNumber: 11, exclude: true }))).toEqual([['EXCLUSION_UNKNOWN_PLAYER', { player: 11, league: 'Лига 1.1' }]]);
  });
});

describe('writeExclusionToLeagueJson', () => {
  const text = (r: ReturnType<typeof writeExclusionToLeagueJson>) => (r.ok ? JSON.parse(new TextDecoder().decode(r.bytes)) : r.errors[0]!.code);
  test('adds the start number in order, removes it on undo, leaves every other key', () => {
    const added = text(writeExclusionToLeagueJson(new TextEncoder().encode(json), { league: 'liga-1-1', startNumber: 5, excluded: true }));
    expect(added.leagues[0].excluded).toEqual([3, 5, 7]);
    expect(added).toMatchObject({ name: JSON.parse(json).name, preset: 'spb-leagues-2017', postponements: 'postponements.csv' });
    expect(added.leagues[1]).toEqual(JSON.parse(json).leagues[1]);
    const removed = text(writeExclusionToLeagueJson(new TextEncoder().encode(json), { league: 'liga-1-1', startNumber: 7, excluded: false }));
    expect(removed.leagues[0].excluded).toEqual([3]);
  });

  test('a league league.json does not name, or a file that is not JSON, is refused', () => {
    expect(text(writeExclusionToLeagueJson(new TextEncoder().encode(json), { league: 'liga-9', startNumber: 5, excluded: true }))).toBe('WRITE_BAD_FILE');
    expect(text(writeExclusionToLeagueJson(new TextEncoder().encode('{"leagues": ['), { league: 'liga-1-1', startNumber: 5, excluded: true }))).toBe('WRITE_BAD_FILE');
  });
});
