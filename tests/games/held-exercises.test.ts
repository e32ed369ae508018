import { describe, expect, test } from 'vitest';
import type { Edition } from '@/lib/games/editions';
import { rankByChain } from '@/lib/games/rank-by-chain';
import { createTiebreakContext } from '@/lib/games/tiebreaks/create-tiebreak-context';
import { readTiebreakCode, TIEBREAKS, tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { fixtureJson, loadTrfModel } from './helpers/fixtures';

/**
 * IA Mario Held, "Exercises in Tie-Breaking" (C.07-2023), as transcribed by TieBreakServer's tests
 * (tests/fixtures/tiebreaks/held_c07_exercises/expected.json). "/V1" values are Held's answers under
 * the 2023/2024 text (our fide-2023); the post_2026 block is TieBreakServer's output under the 2026
 * caps (our fide-2026). Round-robin exercises are computed with pre-determined pairings (15.2).
 */
interface Exercise {
  exercise: number;
  file: string;
  tiebreak: string;
  expected: Record<string, string | number>;
  round_robin?: boolean;
  expected_is_rank_after_PTS_then_TB?: boolean;
}
interface Expected {
  full_tables_swiss_5: Record<string, Record<string, string>>;
  exercises: Exercise[];
  post_2026: Exercise[];
}

const expected = fixtureJson<Expected>('held_c07_exercises/expected.json');
const codeOf = (tiebreak: string) => readTiebreakCode(tiebreak.replace(/\/V\d$/, ''));

interface Case {
  label: string;
  file: string;
  edition: Edition;
  roundRobin: boolean;
  tiebreak: string;
  startNumber: number;
  value: string | number;
  isRank: boolean;
}

function cases(list: Exercise[], edition: Edition, source: string): Case[] {
  return list
    .filter((ex) => codeOf(ex.tiebreak) !== null)
    .flatMap((ex) =>
      Object.entries(ex.expected).map(([start, value]) => ({
        label: `${source} ${ex.exercise} ${ex.tiebreak} player ${start}`,
        file: ex.file,
        edition,
        roundRobin: ex.round_robin ?? false,
        tiebreak: ex.tiebreak,
        startNumber: Number(start),
        value,
        isRank: ex.expected_is_rank_after_PTS_then_TB ?? false,
      })),
    );
}

const exerciseCases = [...cases(expected.exercises, 'fide-2023', 'exercise'), ...cases(expected.post_2026, 'fide-2026', '2026 engine value, exercise')];
const tableCases: Case[] = Object.entries(expected.full_tables_swiss_5)
  .filter(([tiebreak]) => codeOf(tiebreak) !== null)
  .flatMap(([tiebreak, values]) =>
    Object.entries(values).map(([start, value]) => ({
      label: `full table ${tiebreak} player ${start}`,
      file: 'held_swiss_5.trf',
      edition: 'fide-2023' as const,
      roundRobin: false,
      tiebreak,
      startNumber: Number(start),
      value,
      isRank: false,
    })),
  );

function computed(c: Case): number {
  const model = loadTrfModel(`held_c07_exercises/${c.file}`, { roundRobin: c.roundRobin });
  const code = codeOf(c.tiebreak)!;
  if (c.isRank) return rankByChain(model, [code], c.edition).find((r) => r.startNumber === c.startNumber)!.rank;
  const ctx = createTiebreakContext(model, c.edition);
  return tiebreakDecimal(code, TIEBREAKS[code].compute(ctx, [])[ctx.indexOf.get(c.startNumber)!]!);
}

describe('Held exercises: every value of a tie-break in competitions.md §2 matches', () => {
  test.each(exerciseCases)('$label is $value', (c) => {
    expect(computed(c)).toBe(Number(c.value));
  });
});

describe('Held exercises: the full table of held_swiss_5', () => {
  test.each(tableCases)('$label is $value', (c) => {
    expect(computed(c)).toBe(Number(c.value));
  });
});

describe('Held exercises for tie-breaks outside competitions.md §2 are recognised as not offered', () => {
  // AOB, FB, ARO/C1, TPR, APRO, PTP, BWG and GE are C.07 tie-breaks our regulations never use;
  // they are refused by name rather than computed wrongly.
  const outside = [...new Set([...expected.exercises, ...expected.post_2026].map((e) => e.tiebreak).filter((t) => codeOf(t) === null))];
  const names = [...new Set(outside.map((t) => t.replace(/\/V\d$/, '')))].sort();
  test.each(outside)('%s is not a code of the registry', (tiebreak) => {
    expect(readTiebreakCode(tiebreak.replace(/\/V\d$/, ''))).toBeNull();
  });
  test('the list is exactly the tie-breaks §2 does not name', () => {
    expect(names).toEqual(['AOB', 'APRO', 'ARO/C1', 'BWG', 'FB', 'GE', 'PTP', 'TPR']);
  });
});
