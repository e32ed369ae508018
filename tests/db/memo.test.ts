import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { getSeasonPageHtml, getStandings } from '@/server/standings';
import { memoSeasons, RevisionMemo } from '@/server/revision-memo';

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
    const memo = new RevisionMemo<number, string>(2);
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

  test('GP_MEMO_SEASONS sets how many seasons are kept; nonsense falls back to 4', () => {
    expect(memoSeasons({})).toBe(4);
    expect(memoSeasons({ GP_MEMO_SEASONS: '12' })).toBe(12);
    expect(memoSeasons({ GP_MEMO_SEASONS: '0' })).toBe(4);
    expect(memoSeasons({ GP_MEMO_SEASONS: 'many' })).toBe(4);
  });
});
