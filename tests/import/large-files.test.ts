import { inEnglish } from '@/lib/problem';
import { describe as describeProblem } from '@/lib/i18n/t';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { putRegistry } from '@/server/uploads';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { parseRegistryText } from '@/lib/import/parse-registry';
import { parseResultsText } from '@/lib/import/parse-results';
import { lineRanges, MAX_PROBLEMS, problem, PROBLEM_CODES, PROBLEMS_PER_CODE, summarizeProblems, type ProblemCode } from '@/lib/import/problems';
import { createSeason } from '@/server/seasons';
import { bytes } from '@/tests/helpers';

const cli = { userId: null, via: 'cli' } as const;

/** The attack of issue 13: a 3,000-row register where every row carries the same CR id (71 kB). */
const sameId = (rows: number) => ['cr_id,name,club,region', ...Array.from({ length: rows }, (_, i) => `777,Player ${i},Club,warmińsko-mazurskie`)].join('\n');

test.each([
  { lines: [2, 3, 4, 5], expected: '2–5' },
  { lines: [7, 2, 5, 3], expected: '2–3, 5, 7' },
  { lines: [9], expected: '9' },
  { lines: [4, 4, 5], expected: '4–5' },
])('lineRanges($lines) = $expected', ({ lines, expected }) => expect(lineRanges(lines)).toBe(expected));

describe('a register with one CR id on 3,000 rows', () => {
  test('gives one grouped warning, not one per pair of rows', () => {
    const r = parseRegistryText(sameId(3000));
    expect(r.rows).toHaveLength(3000);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'OVERLAPPING_PERIODS', line: 3 })]);
    expect(inEnglish(r.problems[0]!).message).toContain('CR id 777 on 3,000 rows: lines 2–3001');
  });

  test('periods that follow each other do not overlap; one that covers two others does', () => {
    const text = ['cr_id,name,from,to', '5,A,2024-01-01,2024-03-31', '5,A,2024-04-01,2024-06-30', '6,B,2024-01-01,2024-12-31', '6,B,2024-02-01,2024-02-28', '6,B,2024-05-01,2024-05-31'].join('\n');
    const r = parseRegistryText(text);
    expect(r.problems).toEqual([expect.objectContaining({ code: 'OVERLAPPING_PERIODS', line: 5 })]);
    expect(inEnglish(r.problems[0]!).message).toContain('CR id 6 on 3 rows: lines 4–6');
  });

  test('is stored with a small answer (the answer is built before the commit)', () => {
    const conn = openDatabase(':memory:');
    createSeason(conn, cli, { slug: 's', name: 'S', year: 2024 });
    const r = putRegistry(conn, cli, getSeasonBySlug(conn, 's')!, 'players.csv', bytes(sameId(3000)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.players).toBe(1);
    expect(r.value.warnings).toHaveLength(1);
    expect(JSON.stringify(r).length).toBeLessThan(1000);
    expect(conn.sqlite.prepare('select count(*) from registry_players').pluck().get()).toBe(3000);
  });
});

describe('answers list a bounded number of problems', () => {
  test(`a results file with 3,000 bad birth years lists ${PROBLEMS_PER_CODE} and folds the rest into one line`, () => {
    const text = ['place,name,points,birth', ...Array.from({ length: 3000 }, (_, i) => `${i + 1},Player ${i},1,19x${i}`)].join('\n');
    const r = parseResultsText(text, 'utf-8');
    const summary = summarizeProblems(r.problems);
    expect(summary).toHaveLength(PROBLEMS_PER_CODE + 1);
    expect(inEnglish(summary.at(-1)!).message).toBe(`2,980 more rows with this problem (BAD_BIRTH): lines 22–3001.`);
  });

  test('the folded line reads in Polish on a Polish page, with its count and lines', () => {
    const text = ['place,name,points', ...Array.from({ length: 40 }, (_, i) => `${i + 1},Player ${i},x`)].join('\n');
    const folded = summarizeProblems(parseResultsText(text, 'utf-8').problems).find((p) => p.params?.folded !== undefined)!;
    const pl = describeProblem('pl', folded);
    expect(pl).toContain('z tym problemem (BAD_POINTS): wiersze 22–41.');
    expect(pl).toContain('20');
    expect(describeProblem('en', folded)).toBe(`line 22: 20 more rows with this problem (BAD_POINTS): lines 22–41.`);
  });

  test('errors come first, and the list stops at the maximum', () => {
    const codes = Object.keys(PROBLEM_CODES) as ProblemCode[];
    const problems = codes.flatMap((code, c) => Array.from({ length: 30 }, (_, i) => problem(code, c * 100 + i + 2)));
    const summary = summarizeProblems(problems);
    expect(codes.length * (PROBLEMS_PER_CODE + 1)).toBeGreaterThan(MAX_PROBLEMS);
    expect(summary).toHaveLength(MAX_PROBLEMS);
    expect(summary.at(-1)!.code).toBe('MORE_PROBLEMS');
    const firstWarning = summary.findIndex((p) => p.severity === 'warning');
    expect(summary.slice(firstWarning).every((p) => p.severity === 'warning')).toBe(true);
    expect(summary[0]!.severity).toBe('error');
  });
});

test('a folded problem lists at most 20 ranges of lines (issue 31: every other line of a big file)', () => {
  const lines = Array.from({ length: 50_000 }, (_, i) => 2 + 2 * i);
  expect(lineRanges(lines, 20)).toBe(`${lines.slice(0, 20).join(', ')}, …`);
  const problems = lines.map((line) => problem('BAD_BIRTH', line, { value: '1985-13-01', reason: 'not-a-real-date' }));
  const summary = summarizeProblems(problems);
  expect(JSON.stringify(summary).length).toBeLessThan(10_000);
  expect(inEnglish(summary.at(-1)!).message).toBe(`49,980 more rows with this problem (BAD_BIRTH): lines ${lines.slice(20, 40).join(', ')}, ….`);
});
