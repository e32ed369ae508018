import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { describe as describeProblem } from '@/lib/i18n/t';
import { readTournamentFile } from '@/lib/series/tournament-file';

/**
 * Issue 37 item 9: every file of the real corpus (tests/fixtures/real-files, a byte-for-byte copy of
 * shared/data/real-files; INDEX.csv says what each holds and what its owner published) through the
 * reader the arbiter's upload uses. Each is read — its players, and the points its owner published
 * (the first player's checked against the file by hand; the sum pins the rest) — or refused for the
 * reason a person would give. A file added to the folder without an entry here fails the last test.
 */
const DIR = join(process.cwd(), 'tests/fixtures/real-files');
const CHAIN = ['BH/M1', 'BH', 'WIN', 'PS'] as const;

type Read = { file: string; players: number; first: [string, number]; sum: number; warns?: string[] };
type Refused = { file: string; refused: string; what?: string; program?: string };

const READ: Read[] = [
  // chess-results Final Ranking crosstable re-saved as CSV: bare 0 / -1, '#' footer, decimal commas (C1–C3)
  { file: '2018-moscow-open.csv', players: 220, first: ['Lomasov Semen', 8], sum: 971, warns: ['LINES_COMMENTED'] },
  // a 6-player round robin with its diagonal (C6)
  { file: 'xref-to-gf-example-input.csv', players: 6, first: ['Zaragatski Ilja', 5], sum: 15 },
  // starting-rank crosstable, no Pts. (TB1 is the score, H4), round 9 paired but not played
  { file: 'british2026_champ_crosstable_final.html', players: 108, first: ['Royal Shreyas', 6.5], sum: 425, warns: ['POINTS_FROM_GAMES', 'ROWS_IN_START_ORDER', 'CROSSTABLE_PENDING_ROUND', 'TIEBREAKS_INCOMPLETE'] },
  { file: 'frome2026_standard_crosstable.html', players: 31, first: ['Simpson Hamish', 5], sum: 72, warns: ['ROWS_IN_START_ORDER'] },
  // mid-event: round 1 played, round 2 paired (H9)
  { file: 'jeddah2026_crosstable.html', players: 32, first: ['Yousef Saeed Almalki', 1], sum: 16, warns: ['CROSSTABLE_PENDING_ROUND'] },
  { file: 'ussa2026_roundrobin_crosstable.html', players: 9, first: ['Brander, Waylon', 6.5], sum: 36 },
  // Final Ranking list with many extra columns, empty ranks of tied players
  { file: 'ended_standings.html', players: 99, first: ['SPRAGGETT, Kevin', 7], sum: 430, warns: ['PLACE_EMPTY'] },
  { file: 'vega_AprilBlitz2025_crosstable.html', players: 44, first: ['Hogg,Dean', 8.5], sum: 182 },
  { file: 'vega_AprilBlitz2025_standings.html', players: 44, first: ['Hogg,Dean', 8.5], sum: 182 },
  // INDEX.csv says 33; the page holds start numbers 1–31, every opponent among them
  { file: 'vega_HonourableBob2025_crosstable.html', players: 31, first: ['Krishnan,Anirudh', 4.5], sum: 69 },
  // a German club's Swiss-Chess Rangliste in a Jekyll page (S1)
  { file: 'narva_krt-ranglisten-2024.md', players: 100, first: ['Brustkern,Jürgen', 6.5], sum: 338.5 },
  // ten 4-player round robins on one page: the first group is read, the others can be picked (S2)
  { file: 'narva_kleeblatt-turnier-2025.md', players: 4, first: ['Omar,Samy', 3], sum: 6, warns: ['TABLE_CHOSEN'] },
  { file: 'keshmat_may.xlsx', players: 53, first: ['Kaloust Giorgio', 6], sum: 170 },
  { file: 'gros2010_javafo_sample2.trf', players: 52, first: ['Mirzoev Azer', 4], sum: 104 },
  { file: 'lichess_2020_06.trf', players: 13, first: ['mattderkuerschner', 8], sum: 61 },
  // FIDE TEC's TRF-26 team sample with Swiss-Manager's column rulers (T7): its players' games
  { file: 'grandmommyscup_example_trf26.trf', players: 249, first: ['Test0101 Player0101', 10.5], sum: 1128 },
];

const REFUSED: Refused[] = [
  { file: '2018-olympiad-batumi.csv', refused: 'NOT_RESULTS', what: 'team' },
  { file: 'vega_Anzac2026_crosstableteam.html', refused: 'NOT_RESULTS', what: 'team' },
  { file: 'team_standings_crosstable.html', refused: 'NOT_RESULTS', what: 'team' },
  { file: 'cnyt2026_g14_playerrank.html', refused: 'NOT_RESULTS', what: 'team' },
  { file: 'chess-results-finished.html', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'chess-results-russian.html', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'tnr478864.html', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'keshmat_june.xlsx', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'stiw3054_chessResultsList.xlsx', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'xadrezbr_chessResultsList.xlsx', refused: 'NOT_RESULTS', what: 'start-list' },
  { file: 'uinsports_chessResultsList.xlsx', refused: 'NOT_RESULTS', what: 'pairings' },
  { file: 'aicf_chessResultsList.xls', refused: 'SHEET_OLD_EXCEL' },
  { file: 'SrS_KM_2026.TUNx', refused: 'PROGRAM_FILE', program: 'swiss-manager' },
  { file: '66363.papi', refused: 'PROGRAM_FILE', program: 'papi' },
];

const bytes = (file: string) => new Uint8Array(readFileSync(join(DIR, file)));
const read = (file: string, table?: number) => readTournamentFile(bytes(file), { tieBreaks: [...CHAIN], table: table ?? null });

describe('every real file that holds results is read, with the points its owner published', () => {
  test.each(READ)('$file', ({ file, players, first, sum, warns }) => {
    const r = read(file);
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.rows).toHaveLength(players);
    const ordered = [...r.rows].sort((a, b) => a.place - b.place || a.line - b.line);
    expect([ordered[0]!.name, ordered[0]!.points / 2]).toEqual(first);
    expect(r.rows.reduce((s, x) => s + x.points, 0) / 2).toBe(sum);
    // places run from 1 and never go down
    expect(ordered[0]!.place).toBe(1);
    for (const code of warns ?? []) expect(r.problems.map((p) => p.code)).toContain(code);
  });
});

describe('every other real file is refused for the reason a person would give, in both languages', () => {
  test.each(REFUSED)('$file → $refused $what $program', ({ file, refused, what, program }) => {
    const r = read(file);
    expect(r.rows).toEqual([]);
    const p = r.problems.find((x) => x.severity === 'error')!;
    expect(p.code).toBe(refused);
    if (what) expect(p.params?.what).toBe(what);
    if (program) expect(p.params?.program).toBe(program);
    const pl = describeProblem('pl', p);
    const en = describeProblem('en', p);
    expect(pl).not.toBe(en);
    expect(`${pl} ${en}`).not.toMatch(/undefined|\[object/);
    if (program === 'swiss-manager') expect(en).toMatch(/Swiss-Manager.*export/i);
    if (program === 'papi') expect(en).toMatch(/Papi.*TRF/);
  });
});

describe('a page of several tables', () => {
  test('the Kleeblatt page lists its ten group rankings; picking another reads that group', () => {
    const r = read('narva_kleeblatt-turnier-2025.md');
    const results = r.facts!.tables!.filter((t) => t.results);
    expect(results).toHaveLength(10);
    const second = read('narva_kleeblatt-turnier-2025.md', results[1]!.index);
    expect(second.facts!.table).toBe(results[1]!.index);
    expect(second.rows).toHaveLength(4);
    expect(second.rows.map((x) => x.name)).not.toEqual(r.rows.map((x) => x.name));
  });
});

test('every file of the corpus is in one of the two lists', () => {
  const listed = new Set([...READ, ...REFUSED].map((x) => x.file));
  const files = readdirSync(DIR).filter((f) => !/^(INDEX\.csv|QUIRKS\.md|README\.md|PROVENANCE\.txt|SHA256SUMS\.txt)$/.test(f));
  expect(files.filter((f) => !listed.has(f))).toEqual([]);
  expect(files).toHaveLength(30);
});
