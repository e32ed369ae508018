import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { describe as describeProblem } from '@/lib/i18n/t';
import { readTournamentFile } from '@/lib/series/tournament-file';

/**
 * Issue 37 item 11: bad input keeps its guarantees through the whole reading pipeline — random bytes,
 * and every real file of the corpus cut short or with bytes changed, never throw; every problem has a
 * line (0 = the file as a whole) and is said in both languages; a refused file gives no rows.
 */
const DIR = join(process.cwd(), 'tests/fixtures/real-files');
const corpus = readdirSync(DIR)
  .filter((f) => !/^(INDEX\.csv|QUIRKS\.md|README\.md|PROVENANCE\.txt|SHA256SUMS\.txt)$/.test(f))
  .map((f) => ({ file: f, bytes: new Uint8Array(readFileSync(join(DIR, f))) }));

function guarantees(bytes: Uint8Array): void {
  const r = readTournamentFile(bytes, { tieBreaks: ['BH/M1', 'BH'], rounds: null });
  for (const p of r.problems) {
    expect(Number.isInteger(p.line) && p.line >= 0).toBe(true);
    expect(describeProblem('pl', p).length).toBeGreaterThan(5);
  }
  if (r.problems.some((p) => p.severity === 'error')) expect(r.rows).toEqual([]);
  for (const row of r.rows) expect(Number.isInteger(row.points) && row.points >= 0).toBe(true);
}

describe('the reading pipeline never throws', () => {
  test('random bytes, and random bytes behind each container signature', () => {
    const prefixes = ['', 'PK\u0003\u0004', '<html><table><tr><td>', 'Rk.;Name;Pts.\n', '012 x\n001    1', '\u0093\u00ff\u0089D'];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 2000 }), (prefix, tail) => {
        guarantees(new Uint8Array([...[...prefix].map((c) => c.charCodeAt(0) & 0xff), ...tail]));
      }),
      { numRuns: 150 },
    );
  });
  test.each(corpus.map((c) => [c.file, c.bytes] as const))('%s cut short or with bytes changed', (_file, bytes) => {
    fc.assert(
      fc.property(fc.nat({ max: bytes.length }), fc.array(fc.tuple(fc.nat({ max: Math.max(0, bytes.length - 1) }), fc.integer({ min: 0, max: 255 })), { maxLength: 5 }), (cut, flips) => {
        const copy = bytes.slice(0, cut);
        for (const [at, value] of flips) if (at < copy.length) copy[at] = value;
        guarantees(copy);
      }),
      { numRuns: 8 },
    );
  });
});
