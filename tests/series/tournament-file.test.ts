import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { parseTrf } from '@/lib/import/trf/parse-trf';
import { looksLikeTrf, readTournamentFile } from '@/lib/series/tournament-file';

const fixture = (...p: string[]) => new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', ...p)));
const heldSwiss5 = fixture('tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf');
const CHAIN = ['BH/M1', 'BH', 'WIN', 'PS'] as const;

describe('a Grand Prix tournament uploaded as TRF (issue 8)', () => {
  const file = readTournamentFile(heldSwiss5, { tieBreaks: CHAIN, rounds: 9 });

  test('is read as a TRF, not as a CSV', () => {
    expect(file.facts?.style).toBe('trf');
    expect(file.games).not.toBeNull();
  });

  test('places come from points, then the season chain BH/M1, BH, WIN, PS — as gp tiebreaks computes them', () => {
    const parsed = parseTrf(heldSwiss5);
    if (!parsed.ok) throw new Error('fixture');
    const expected = rankByChain(gamesModelFromTrf(parsed.tournament), [...CHAIN], 'fide-2023');
    expect(file.rows.map((r) => [r.name, r.place, r.points])).toEqual(expected.map((r) => [r.name, r.rank, r.points]));
    expect(file.rows[0]).toMatchObject({ name: 'Bruno', place: 1, points: 8, birthYear: 1990, sex: 'M', fed: 'NOR', crId: null });
  });

  test('each row keeps the line of its 001 record', () => {
    const text = new TextDecoder().decode(heldSwiss5).split('\n');
    for (const r of file.rows) expect(text[r.line - 1]).toContain(r.name);
  });

  test('a rank column that disagrees with the recomputed chain is a warning naming the players', () => {
    const warning = file.problems.find((p) => p.code === 'RANK_DISAGREES');
    expect(warning).toMatchObject({ severity: 'warning' });
    expect(inEnglish(warning!).message).toMatch(/Alyx \(1 → \d+\)/);
    expect(file.rows.length).toBe(16);
  });

  test('a file whose rank column agrees gets no such warning', () => {
    const text = new TextDecoder().decode(heldSwiss5);
    const ranks = new Map(file.rows.map((r) => [r.name, r.place]));
    const fixed = text
      .split('\n')
      .map((l) => {
        if (!l.startsWith('001')) return l;
        const name = l.slice(14, 47).trim();
        return l.slice(0, 85) + String(ranks.get(name)).padStart(4) + l.slice(89);
      })
      .join('\n');
    const again = readTournamentFile(new TextEncoder().encode(fixed), { tieBreaks: CHAIN });
    expect(again.problems.filter((p) => p.code === 'RANK_DISAGREES')).toEqual([]);
  });

  test('more points than the tournament has rounds are refused with the line', () => {
    const over = readTournamentFile(heldSwiss5, { tieBreaks: CHAIN, rounds: 3 });
    expect(over.rows).toEqual([]);
    expect(over.problems.find((p) => p.code === 'POINTS_ABOVE_ROUNDS')).toMatchObject({ severity: 'error', line: expect.any(Number) });
  });

  test('a broken TRF is refused with line-numbered errors, nothing else', () => {
    // Bruno's first-round opponent changed from 10 to 11: the pairing is no longer mirrored
    const broken = new TextDecoder().decode(heldSwiss5).replace('    10 b 1     7 w 1', '    11 b 1     7 w 1');
    expect(broken).not.toBe(new TextDecoder().decode(heldSwiss5));
    const r = readTournamentFile(new TextEncoder().encode(broken), { tieBreaks: CHAIN });
    expect(r.rows).toEqual([]);
    expect(r.problems.some((p) => p.severity === 'error' && p.line > 0)).toBe(true);
  });
});

describe('telling a TRF from a ranking list', () => {
  test.each([
    { label: 'a TRF16 export', text: '012 Open\n001    1 m    Nowak, Jan                        1800 POL    1234567 1990/00/00  1.0    1     2 w 1\n', trf: true },
    { label: 'a CSV ranking list', text: 'place,name,points\n1,Nowak Jan,5\n', trf: false },
    { label: 'a ChessArbiter text export', text: 'M-ce;Nazwisko i imię;Pkt.\n1;Nowak Jan;5\n', trf: false },
  ])('$label', ({ text, trf }) => expect(looksLikeTrf(text)).toBe(trf));
});

describe('a ranking list checked against its own tie-break columns', () => {
  test.each([
    {
      label: 'places in Bch. order: no warning',
      csv: 'M-ce;Nazwisko i imię;Pkt.;Bch.;Progr.\n1;Lis Anna;5;30;20\n2;Kot Jan;5;28;21\n3;Ryba Ola;4;31;15\n',
      warned: [],
    },
    {
      label: 'a better Bch. below with equal points: warned on the lower row',
      csv: 'M-ce;Nazwisko i imię;Pkt.;Bch.;Progr.\n1;Lis Anna;5;28;20\n2;Kot Jan;5;30;21\n3;Ryba Ola;4;31;15\n',
      warned: [3],
    },
    {
      label: 'the chain goes on to the next column only when Bch. is equal',
      csv: 'M-ce;Nazwisko i imię;Pkt.;Bch.;Progr.\n1;Lis Anna;5;30;18\n2;Kot Jan;5;30;21\n',
      warned: [3],
    },
    {
      label: 'a median Buchholz column comes first in the chain',
      csv: 'place,name,points,M-Bch,Bch\n1,Lis Anna,5,20,25\n2,Kot Jan,5,21,24\n',
      warned: [3],
    },
  ])('$label', ({ csv, warned }) => {
    const r = readTournamentFile(new TextEncoder().encode(csv), { tieBreaks: CHAIN });
    expect(r.rows.length).toBeGreaterThan(0);
    expect(r.problems.filter((p) => p.code === 'PLACE_DISAGREES').map((p) => p.line)).toEqual(warned);
  });

  test('the warning names both players', () => {
    const r = readTournamentFile(new TextEncoder().encode('place,name,points,Bch\n1,Lis Anna,5,20\n2,Kot Jan,5,24\n'), { tieBreaks: CHAIN });
    expect(inEnglish(r.problems[0]!).message).toBe('Kot Jan (place 2) has a better BH (24) than Lis Anna (place 1, 20) with the same points; check the places.');
  });
});

describe('a season folder with a TRF tournament (gp standings, gp import)', () => {
  test('the TRF counts like a ranking list, with places from the chain; a CSV beside it keeps working', async () => {
    const { loadSeason } = await import('@/lib/season/season-folder');
    const { computeStandings } = await import('@/lib/series/standings');
    const season = {
      name: 'TRF season',
      year: 2024,
      preset: 'warmia-mazury-2018',
      rules: { region: null },
      tournaments: [
        { id: 'gp01', name: 'I', date: '2024-08-01', file: 'held.trf' },
        { id: 'gp02', name: 'II', date: '2024-08-15', file: 'gp02.csv' },
      ],
    };
    const files: Record<string, Uint8Array> = {
      'season.json': new TextEncoder().encode(JSON.stringify(season)),
      'held.trf': heldSwiss5,
      'gp02.csv': new TextEncoder().encode('place,name,points\n1,Alyx,5\n2,Bruno,4\n'),
    };
    const loaded = loadSeason((n) => files[n] ?? null);
    if (!loaded.ok) throw new Error(loaded.errors.join('; '));
    expect(loaded.warnings.some((w) => w.file === 'held.trf')).toBe(true);
    const s = computeStandings({ year: 2024, rules: loaded.season.rules, registry: null, tournaments: loaded.season.tournaments });
    const top = s.individual.slice(0, 2).map((e) => [e.name, e.total / s.unit]);
    // Alyx: 3.5 + 5; Bruno: 4 + 4
    expect(top).toEqual([
      ['Alyx', 8.5],
      ['Bruno', 8],
    ]);
  });
});
