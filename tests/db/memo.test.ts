import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { createSeason } from '@/server/seasons';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { uploadTournament } from '@/server/uploads';
import { getSeasonPageHtml, getStandings } from '@/server/standings';

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
