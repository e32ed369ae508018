/** Issue 40, C3: the upload form takes the tournament's name and date from the file's own facts. */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fileOwnFacts } from '@/lib/series/file-own-facts';

const real = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/real-files/${name}`));

test.each([
  { file: 'gros2010_javafo_sample2.trf', expected: { name: 'XX Open Internacional de Gros', date: '2010-09-24' } },
  { file: 'keshmat_may.xlsx', expected: { name: 'Keshmat Circuit - Rapid - May 2025', date: '2025-05-31' } },
  // lichess writes `042 May 29, 2020`: not a date the reader takes, so the arbiter types it
  { file: 'lichess_2020_06.trf', expected: { name: 'Mai 5 Plus 0 Turnier', date: null } },
])('$file', ({ file, expected }) => {
  expect(fileOwnFacts(real(file))).toEqual(expected);
});

test('a ranking list without facts, and bytes that are no table, give nothing', () => {
  expect(fileOwnFacts(new TextEncoder().encode('place,name,points\n1,A,5\n'))).toEqual({ name: null, date: null });
  expect(fileOwnFacts(new Uint8Array([0, 1, 2, 3, 255]))).toEqual({ name: null, date: null });
});
