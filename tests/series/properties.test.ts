import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseResultsFile } from '@/lib/import/parse-results';
import { parseRegistryFile } from '@/lib/import/parse-registry';
import { standingsToJson } from '@/lib/series/standings-json';
import { dates, standings, tournament, type P } from './builders';
import { mulberry32, shuffle } from '@/lib/demo/random';

const CODES = /^[A-Z_]+$/;

test('random bytes never crash the import: rows or coded, line-numbered problems, nothing else', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 400 }), (data) => {
      const results = parseResultsFile(data);
      if (results.problems.some((p) => p.severity === 'error')) expect(results.rows).toEqual([]);
      for (const r of [results, parseRegistryFile(data)]) {
        expect(Array.isArray(r.rows)).toBe(true);
        for (const p of r.problems) {
          expect(p.code).toMatch(CODES);
          expect(Number.isInteger(p.line) && p.line >= 0).toBe(true);
        }
      }
    }),
    { numRuns: 1500 },
  );
});

test('random CSV-like text never crashes the import either', () => {
  const cell = fc.oneof(fc.constantFrom('1', '6,5', '6½', 'x', '', '"', 'Nowak Jan', 'K', '1963', '2,5.5'), fc.string({ maxLength: 6 }));
  const line = fc.array(cell, { maxLength: 6 }).map((cells) => cells.join(fc.sample(fc.constantFrom(',', ';', '\t'), 1)[0]));
  fc.assert(
    fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
      const text = ['place;name;points', ...lines].join('\n');
      const r = parseResultsFile(new TextEncoder().encode(text), { rounds: 9 });
      for (const row of r.rows) expect(Number.isInteger(row.points)).toBe(true);
      for (const p of r.problems) expect(p.line).toBeLessThanOrEqual(lines.length + 1);
    }),
    { numRuns: 300 },
  );
});

// A season: each player has a club and a score per tournament (or is absent).
const seasonArb = fc.record({
  players: fc.integer({ min: 1, max: 12 }),
  tournaments: fc.integer({ min: 1, max: 13 }),
  withFinal: fc.boolean(),
  scores: fc.array(fc.array(fc.option(fc.integer({ min: 0, max: 18 }), { nil: null }), { minLength: 14, maxLength: 14 }), { minLength: 12, maxLength: 12 }),
});

function build(s: { players: number; tournaments: number; withFinal: boolean; scores: (number | null)[][] }) {
  const ds = dates(s.tournaments);
  const ts = ds.map((d, t) => {
    const ps: P[] = [];
    for (let p = 0; p < s.players; p++) {
      const half = s.scores[p]![t];
      if (half !== null && half !== undefined) ps.push({ name: `Gracz ${p}`, crId: String(1000 + p), points: half / 2, club: `Klub ${p % 3}` });
    }
    ps.sort((a, b) => b.points - a.points);
    return tournament(`gp${String(t + 1).padStart(2, '0')}`, d, ps);
  });
  if (s.withFinal) {
    const ps: P[] = [];
    for (let p = 0; p < s.players; p++) {
      const half = s.scores[p]![13];
      if (half !== null && half !== undefined) ps.push({ name: `Gracz ${p}`, crId: String(1000 + p), points: half / 2, club: `Klub ${p % 3}` });
    }
    ps.sort((a, b) => b.points - a.points);
    ts.push(tournament('final', '2018-12-16', ps, { final: true }));
  }
  return ts.filter((t) => t.rows.length > 0);
}

test('shuffling the rows of a file or the order of tournaments never changes the standings', () => {
  fc.assert(
    fc.property(seasonArb, fc.integer(), (s, seed) => {
      const ts = build(s);
      const before = standingsToJson(standings(ts));
      const rand = mulberry32(seed);
      const shuffled = shuffle(ts, rand).map((t) => ({ ...t, rows: shuffle([...t.rows], rand) }));
      const after = standingsToJson(standings(shuffled));
      expect({ ...after, warnings: [] }).toEqual({ ...before, warnings: [] });
    }),
    { numRuns: 150 },
  );
});

test('a player’s total never drops when one of their results rises', () => {
  fc.assert(
    fc.property(seasonArb, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 6 }), (s, pi, ti, rise) => {
      const p = pi % s.players;
      const t = ti % (s.withFinal ? 14 : s.tournaments);
      const col = t < s.tournaments ? t : 13;
      const base = s.scores[p]![col];
      if (base === null || base === undefined) return;
      const before = standings(build(s)).individual.find((e) => e.crId === String(1000 + p))?.total ?? 0;
      const raised = s.scores.map((row) => [...row]);
      raised[p]![col] = base + rise;
      const after = standings(build({ ...s, scores: raised })).individual.find((e) => e.crId === String(1000 + p))?.total ?? 0;
      expect(after).toBeGreaterThanOrEqual(before);
    }),
    { numRuns: 200 },
  );
});
