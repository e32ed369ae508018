import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason } from '@/server/seasons';
import { getStandings } from '@/server/standings';
import { checkUpload, uploadTournament } from '@/server/uploads';
import { bytes } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

// formats §1 (issue 27): "A gap that no tie explains (95 then 100) is not an error … a warning
// naming the lines; the rows keep their published places (those are what the series scores)."
describe('a results file with a gap in its places', () => {
  const conn = openDatabase(':memory:');
  const created = createSeason(conn, cli, { slug: 'p', name: 'Pomysł', year: 2024, preset: 'pomysl-blitz', rules: {} });
  if (!created.ok) throw new Error('season');
  const season = () => getSeasonBySlug(conn, 'p')!;
  // the organizer deleted the 3rd player after the tournament: C is published 4th
  const file = bytes('M-ce;Nazwisko i imię;Pkt.\n1;A;5\n2;B;4\n4;C;3\n5;D;1\n');

  test('the preview accepts it with a warning naming the lines', () => {
    const checked = checkUpload(conn, { season: season(), code: 'p1', name: 'I', date: '2024-03-10', bytes: file });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.rows.map((r) => [r.line, r.place])).toEqual([[2, 1], [3, 2], [4, 4], [5, 5]]);
    expect(checked.warnings).toEqual([expect.objectContaining({ code: 'PLACE_GAP', line: 4, message: expect.stringContaining('line 3') })]);
  });

  test('the upload stores the rows and the series scores the places as published', () => {
    const r = uploadTournament(conn, cli, { season: season(), code: 'p1', name: 'I', date: '2024-03-10', final: false, fileName: 'p1.csv', bytes: file });
    expect(r).toMatchObject({ ok: true, value: { version: 1, rows: 4, warnings: [expect.objectContaining({ code: 'PLACE_GAP', line: 4 })] } });
    const s = getStandings(conn, season());
    // game points + the place bonus of the published place: A 5+10, B 4+9, C 3+8 (4th, not 3rd), D 1+8
    expect(s.individual.map((e) => [e.name, e.total / s.unit, e.results[0]!.place])).toEqual([['A', 15, 1], ['B', 13, 2], ['C', 11, 4], ['D', 9, 5]]);
  });
});
