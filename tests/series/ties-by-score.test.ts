import { describe, expect, test } from 'vitest';
import { resolveRules } from '@/lib/series/rules';
import { readTournamentFile } from '@/lib/series/tournament-file';
import { tournamentPoints } from '@/lib/series/tournament-points';

const bytes = (s: string) => new TextEncoder().encode(s);
/** The Berlin club's monthly series: 12-10-8-6-5-4-3-2-1 by place. */
const places = { kind: 'placeTable' as const, table: [12, 10, 8, 6, 5, 4, 3, 2, 1], otherwise: 0, step: null, min: 0 };

describe('rule-variants "ties by score": equal on points and on every tie-break column of the file is one shared place', () => {
  // places 3 and 4 as the file writes them, equal on points, Buchh and SoBerg; 5 differs on SoBerg
  const file = 'Rang;Teilnehmer;Punkte;Buchh;SoBerg\n1;A;4;10;9\n2;B;3,5;11;8\n3;C;3;10.5;7.25\n4;D;3;10,5;7,25\n5;E;3;10,5;7\n';
  const read = readTournamentFile(bytes(file), { tieBreaks: ['BH'] });
  test('the reader gives each row the place it shares by score', () => {
    expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(read.rows.map((r) => [r.name, r.place, r.scorePlace])).toEqual([['A', 1, 1], ['B', 2, 2], ['C', 3, 3], ['D', 4, 3], ['E', 5, 5]]);
  });
  test('share full: both get 3rd place\'s points; by place they would get 8 and 6', () => {
    const by = (tied: 'score' | 'place') => tournamentPoints({ rows: read.rows, rules: { points: places, tiedPlaces: { by: tied, share: 'full' }, participationBonus: 0 } }).map((f) => f.n / f.d);
    expect(by('score')).toEqual([12, 10, 8, 8, 5]);
    expect(by('place')).toEqual([12, 10, 8, 6, 5]);
  });
  test('share split: the points of places 3 and 4 summed and split', () => {
    const split = tournamentPoints({ rows: read.rows, rules: { points: places, tiedPlaces: { by: 'score', share: 'split' }, participationBonus: 0 } }).map((f) => f.n / f.d);
    expect(split).toEqual([12, 10, 7, 7, 5]);
  });
  test('a file without tie-break columns ties by points alone', () => {
    const plain = readTournamentFile(bytes('place;name;points\n1;A;3\n2;B;3\n3;C;2\n'), { tieBreaks: ['BH'] });
    expect(plain.rows.map((r) => r.scorePlace)).toEqual([1, 1, 3]);
  });
  test('the rule set accepts it as data', () => {
    const r = resolveRules('game-points-series', { tiedPlaces: { by: 'score', share: 'full' } });
    expect(r.ok && r.rules.tiedPlaces).toEqual({ by: 'score', share: 'full' });
  });
});
