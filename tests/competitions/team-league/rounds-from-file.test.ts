import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fileSchedule, withRoundsFromFile } from '@/lib/competitions/team-league/rounds-from-file';
import { TEAM_LEAGUE_PRESETS } from '@/lib/competitions/team-league/team-league-rules';
import type { MatchInput } from '@/lib/competitions/team-league/team-league-model';

/** Issue 40: a plain team Swiss takes its rounds and dates from its pairing program's file (the real FIDE TRF-2026 sample). */
const TEXT = readFileSync(join(process.cwd(), 'tests/fixtures/real-files/grandmommyscup_example_trf26.trf'), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);
const without = (...tags: string[]) => bytes(TEXT.split('\n').filter((l) => !tags.some((t) => l.startsWith(`${t} `))).join('\n'));
const match = (round: number): MatchInput => ({ round, home: 0, away: 1, forfeit: null, boards: [], playoff: [], line: 1 });
const SWISS = TEAM_LEAGUE_PRESETS['team-swiss']!;
const DAYS = Array.from({ length: 14 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')}`).map((d) => (d === '2024-01-07' ? '2024-01-06' : d === '2024-01-12' ? '2024-01-11' : d));

describe('the schedule a team TRF gives', () => {
  test.each([
    { label: '142 and 132: the declared rounds and every round’s date', file: bytes(TEXT), rounds: 14, dates: DAYS },
    { label: 'no 132: the first and last day (042, 052)', file: without('132'), rounds: 14, dates: ['2024-01-01', '2024-01-14'] },
    { label: 'no 142: the rounds its players’ lines have', file: without('142'), rounds: 14, dates: DAYS },
    { label: 'not a TRF: nothing', file: bytes('round,home,away\n1,A,B\n'), rounds: null, dates: [] },
  ])('$label', ({ file, rounds, dates }) => {
    expect(fileSchedule(file)).toMatchObject({ rounds, dates });
  });

  test('its declared tie-breaks, as written', () => {
    expect(fileSchedule(bytes(TEXT)).tiebreaks).toEqual(['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
  });
});

describe('the rules with rounds from the file', () => {
  const schedule = fileSchedule(bytes(TEXT));
  test.each([
    { label: 'roundsFromFile: the file’s 14 rounds and dates', rules: SWISS, matches: [match(1)], rounds: 14, first: '2024-01-01' },
    { label: 'a file past its declared rounds: the last round with a match', rules: SWISS, matches: [match(15)], rounds: 15, first: '2024-01-01' },
    { label: 'dates the rules list stand', rules: { ...SWISS, roundDates: ['2025-05-01'] }, matches: [match(1)], rounds: 14, first: '2025-05-01' },
    { label: 'without roundsFromFile the rules stand as written', rules: TEAM_LEAGUE_PRESETS['mazovia-seniors-2007']!, matches: [match(14)], rounds: 7, first: '2007-10-14' },
  ])('$label', ({ rules, matches, rounds, first }) => {
    const r = withRoundsFromFile(rules, schedule, matches);
    expect([r.swissRounds, r.roundDates[0]]).toEqual([rounds, first]);
  });
});
