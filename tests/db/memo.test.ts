import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { getProgression, getSeasonInput, getSeasonPageHtml, getStandings } from '@/server/standings';
import { seasonProgression } from '@/lib/series/progression';
import { memoBytes, MemoBudget, memoSeasons, RevisionMemo } from '@/server/revision-memo';
import { getTournamentGames } from '@/server/games';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const cli = { userId: null, via: 'cli' } as const;

/** A database with one season "s" (id 1, revision 1 after one upload) whose leader is `leader`. */
function databaseWith(leader: string) {
  const conn = openDatabase(':memory:');
  createSeason(conn, cli, { slug: 's', name: 'S', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } });
  const r = uploadTournament(conn, cli, { season: getSeasonBySlug(conn, 's')!, code: 'gp01', name: 'I', date: '2024-03-02', final: false, fileName: 'gp01.csv', bytes: new TextEncoder().encode(`place,name,points\n1,${leader},7\n`) });
  expect(r.ok).toBe(true);
  return conn;
}

describe('memos are kept per database (issue 16)', () => {
  test('two databases with the same season id and revision never share standings or pages', () => {
    const a = databaseWith('Lis Anna');
    const b = databaseWith('Kot Jan');
    const sa = getSeasonBySlug(a, 's')!;
    const sb = getSeasonBySlug(b, 's')!;
    expect([sa.id, sa.revision]).toEqual([sb.id, sb.revision]);
    expect(getStandings(a, sa).individual[0]!.name).toBe('Lis Anna');
    expect(getStandings(b, sb).individual[0]!.name).toBe('Kot Jan');
    expect(new TextDecoder().decode(getSeasonPageHtml(b, sb, 'pl'))).toContain('Kot Jan');
    expect(new TextDecoder().decode(getSeasonPageHtml(a, sa, 'pl'))).not.toContain('Kot Jan');
  });
});

describe('memos keep a bounded number of seasons (issue 12: memory that stays flat)', () => {
  test('beyond its bound the least recently used key is computed again; a newer revision replaces the older', () => {
    const conn = openDatabase(':memory:');
    const memo = new RevisionMemo<number, string>('test: bounded', 2);
    const computed: string[] = [];
    const get = (key: number, revision: number) => memo.get(conn, key, revision, () => (computed.push(`${key}@${revision}`), `v${key}@${revision}`));
    expect(get(1, 1)).toBe('v1@1');
    expect(get(2, 1)).toBe('v2@1');
    expect(get(1, 1)).toBe('v1@1'); // 1 is now the most recently used
    expect(get(3, 1)).toBe('v3@1'); // 2 goes
    expect(memo.size(conn)).toBe(2);
    expect(get(1, 1)).toBe('v1@1');
    expect(get(2, 1)).toBe('v2@1');
    expect(get(2, 2)).toBe('v2@2');
    expect(memo.size(conn)).toBe(2);
    expect(computed).toEqual(['1@1', '2@1', '3@1', '2@1', '2@2']);
  });

  test("memos of one name share their entries (Next's chunks each hold a copy of the module that creates a memo)", () => {
    const conn = openDatabase(':memory:');
    const computed: string[] = [];
    const compute = (who: string) => () => (computed.push(who), who);
    const inRouteChunk = new RevisionMemo<number, string>('test: shared', 4);
    const inPageChunk = new RevisionMemo<number, string>('test: shared', 4);
    const other = new RevisionMemo<number, string>('test: another', 4);
    expect(inRouteChunk.get(conn, 1, 7, compute('route'))).toBe('route');
    expect(inPageChunk.get(conn, 1, 7, compute('page'))).toBe('route');
    expect(other.get(conn, 1, 7, compute('other'))).toBe('other');
    // a newer revision computed by either copy replaces the entry for both
    expect(inPageChunk.get(conn, 1, 8, compute('page'))).toBe('page');
    expect(inRouteChunk.get(conn, 1, 8, compute('route'))).toBe('page');
    expect(computed).toEqual(['route', 'other', 'page']);
  });

  test('update hands the previous revision\'s value to the computation', () => {
    const conn = openDatabase(':memory:');
    const memo = new RevisionMemo<number, string>('test: update', 4);
    const seen: (string | undefined)[] = [];
    expect(memo.update(conn, 1, 1, (previous) => (seen.push(previous), 'a'))).toBe('a');
    expect(memo.update(conn, 1, 2, (previous) => (seen.push(previous), `${previous}b`))).toBe('ab');
    expect(memo.update(conn, 1, 2, () => 'not computed')).toBe('ab');
    expect(seen).toEqual([undefined, 'a']);
  });

  test('GP_MEMO_SEASONS sets how many seasons are kept; nonsense falls back to 16', () => {
    expect(memoSeasons({})).toBe(16);
    expect(memoSeasons({ GP_MEMO_SEASONS: '12' })).toBe(12);
    expect(memoSeasons({ GP_MEMO_SEASONS: '0' })).toBe(16);
    expect(memoSeasons({ GP_MEMO_SEASONS: 'many' })).toBe(16);
  });
});

describe("a TRF tournament's games are read once per stored version (issue 13: less work after each write)", () => {
  test('a write to another tournament keeps them; a new version of the tournament reads them again', () => {
    const conn = databaseWith('Lis Anna');
    const trf = new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf')));
    const put = (code: string, fileName: string, bytes: Uint8Array) =>
      expect(uploadTournament(conn, cli, { season: getSeasonBySlug(conn, 's')!, code, name: code, date: '2024-04-06', final: false, fileName, bytes }).ok).toBe(true);
    put('gp02', 'held.trf', trf);
    const first = getTournamentGames(conn, getSeasonBySlug(conn, 's')!, 'gp02');
    expect(first?.ranking.length).toBeGreaterThan(0);
    // a ranking list has no games
    expect(getTournamentGames(conn, getSeasonBySlug(conn, 's')!, 'gp01')).toBeNull();
    put('gp01', 'gp01.csv', new TextEncoder().encode('place,name,points\n1,Kot Jan,7\n'));
    expect(getTournamentGames(conn, getSeasonBySlug(conn, 's')!, 'gp02')).toBe(first);
    put('gp02', 'held.trf', trf);
    const again = getTournamentGames(conn, getSeasonBySlug(conn, 's')!, 'gp02');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe("a stored version's rows are read once (issue 12: an upload recomputes from the rows that changed)", () => {
  test('after a write the unchanged tournaments keep their rows; the changed one is read again', () => {
    const conn = databaseWith('Lis Anna');
    const season = () => getSeasonBySlug(conn, 's')!;
    const put = (code: string, leader: string) =>
      expect(uploadTournament(conn, cli, { season: season(), code, name: code, date: '2024-04-06', final: false, fileName: `${code}.csv`, bytes: new TextEncoder().encode(`place,name,points\n1,${leader},6\n`) }).ok).toBe(true);
    put('gp02', 'Kot Jan');
    const rowsOf = (code: string) => getSeasonInput(conn, season()).tournaments.find((t) => t.id === code)!.rows;
    const [gp01, gp02] = [rowsOf('gp01'), rowsOf('gp02')];
    put('gp02', 'Mysz Ewa');
    expect(rowsOf('gp01')).toBe(gp01);
    expect(rowsOf('gp02')).not.toBe(gp02);
    expect(rowsOf('gp02')[0]!.name).toBe('Mysz Ewa');
    expect(getStandings(conn, season()).individual.map((e) => e.name).sort()).toEqual(['Lis Anna', 'Mysz Ewa']);
  });
});

describe("a season's progression starts from the previous revision's (issue 13: the first player page after an upload)", () => {
  test('after uploads of the latest and of the first tournament it equals the progression computed afresh', async () => {
    const conn = databaseWith('Lis Anna');
    const season = () => getSeasonBySlug(conn, 's')!;
    const put = (code: string, date: string, body: string) =>
      expect(uploadTournament(conn, cli, { season: season(), code, name: code, date, final: false, fileName: `${code}.csv`, bytes: new TextEncoder().encode(`place,name,points\n${body}`) }).ok).toBe(true);
    const chart = async () => {
      const lookup = await getProgression(conn, season());
      const fresh = seasonProgression(getSeasonInput(conn, season()));
      return { fresh, got: new Map([...fresh.keys()].map((k) => [k, lookup.get(k)])) };
    };
    put('gp02', '2024-04-06', '1,Kot Jan,6\n2,Lis Anna,5\n');
    let { fresh, got } = await chart();
    expect(got).toEqual(fresh);
    // the latest tournament again, then a new one, then the first: each chart equals the fresh one
    for (const [code, date, body] of [
      ['gp02', '2024-04-06', '1,Lis Anna,6\n2,Kot Jan,5\n'],
      ['gp03', '2024-05-04', '1,Mysz Ewa,7\n2,Kot Jan,6\n'],
      ['gp01', '2024-03-02', '1,Kot Jan,7\n2,Mysz Ewa,1\n'],
    ]) {
      put(code!, date!, body!);
      ({ fresh, got } = await chart());
      expect(got).toEqual(fresh);
    }
    // three players, each with a point per tournament
    expect([...got.values()].map((points) => points!.length)).toEqual([3, 3, 3]);
  });
});

describe('memos within a byte budget (issue 38: memory bounded by settings, not by the archive)', () => {
  test('memos sharing a budget drop their least recently used entries, whichever memo holds them, never the one just computed', () => {
    const conn = openDatabase(':memory:');
    const budget = MemoBudget.named('test: 100 bytes', 100);
    const weight = { budget, weigh: (v: string) => v.length };
    const a = new RevisionMemo<number, string>('test: budget a', 64, weight);
    const b = new RevisionMemo<number, string>('test: budget b', 64, weight);
    const computed: string[] = [];
    const value = (name: string, bytes: number) => () => (computed.push(name), name.padEnd(bytes, '.'));
    a.get(conn, 1, 1, value('a1', 40));
    b.get(conn, 1, 1, value('b1', 40));
    a.get(conn, 1, 1, value('a1', 40)); // a1 is now the most recently used
    expect(budget.stats()).toEqual({ bytes: 80, entries: 2, limit: 100 });
    a.get(conn, 2, 1, value('a2', 40)); // 120 > 100: b1, the least recently used, goes
    expect(budget.stats()).toEqual({ bytes: 80, entries: 2, limit: 100 });
    expect([a.size(conn), b.size(conn)]).toEqual([2, 0]);
    b.get(conn, 1, 1, value('b1', 40));
    expect(computed).toEqual(['a1', 'b1', 'a2', 'b1']);
    // one value over the whole budget is kept (it was just computed); every other goes
    a.get(conn, 3, 1, value('a3', 500));
    expect(budget.stats()).toEqual({ bytes: 500, entries: 1, limit: 100 });
    expect([a.size(conn), b.size(conn)]).toEqual([1, 0]);
    // a newer revision replaces its older one in the budget too
    a.get(conn, 3, 2, value('a3', 10));
    expect(budget.stats()).toEqual({ bytes: 10, entries: 1, limit: 100 });
  });

  test("a promise's weight is counted when it settles", async () => {
    const conn = openDatabase(':memory:');
    const budget = MemoBudget.named('test: promises', 1000);
    const memo = new RevisionMemo<number, Promise<string>>('test: budget promises', 64, { budget, weigh: (p) => p.then((v) => v.length) });
    await memo.get(conn, 1, 1, async () => 'x'.repeat(300));
    await Promise.resolve();
    expect(budget.stats().bytes).toBe(300);
  });

  test('GP_MEMO_MB sets the budget of computed data; nonsense falls back to 96 MB', () => {
    expect(memoBytes({})).toBe(96 * 1048576);
    expect(memoBytes({ GP_MEMO_MB: '32' })).toBe(32 * 1048576);
    expect(memoBytes({ GP_MEMO_MB: '-1' })).toBe(96 * 1048576);
  });
});
