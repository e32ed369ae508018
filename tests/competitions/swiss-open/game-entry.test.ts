import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { appendGameRow, gameRowProblem, type GameRow } from '@/lib/competitions/swiss-open/append-game-row';
import { duePairings } from '@/lib/competitions/swiss-open/due-pairings';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { openChanges } from '@/lib/competitions/swiss-open/open-changes';

const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024');
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const bytes = (s: string) => new TextEncoder().encode(s);
const playoff: GameRow = { stage: 'playoff', round: 1, white: 4, black: 5, result: '1/2-1/2' };

/** The fixture's open with `games` as its games.csv (null: no file yet). */
function open(games: string | null) {
  const r = loadSwissOpen((n) => (n === 'games.csv' ? (games === null ? null : bytes(games)) : new Uint8Array(readFileSync(join(folder, n)))));
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.file}:${e.line} ${inEnglish(e).message}`).join('\n'));
  return r.result;
}
const allGames = readFileSync(join(folder, 'games.csv'), 'utf8');
/** The fixture's games.csv up to (not including) the first row of `stage`. */
const gamesBefore = (stage: string) => allGames.slice(0, allGames.indexOf(`\n${stage},`) + 1);

describe('appendGameRow: games.csv with one more line', () => {
  test('no file yet: the header of competitions.md §6 and the row', () => {
    expect(text(appendGameRow(null, playoff))).toBe('stage,round,white,black,result\nplayoff,1,4,5,1/2-1/2\n');
    expect(text(appendGameRow(new Uint8Array(), { ...playoff, round: 'A', result: '+/-' }))).toBe('stage,round,white,black,result\nplayoff,A,4,5,+/-\n');
  });

  test('the current bytes stay as they are; the row follows the header’s order, delimiter and line ending', () => {
    const current = bytes('white;black;stage;round;result;note\r\ngroup-1;1;20;5;1-0;x\r\n');
    const out = appendGameRow(current, { stage: 'group-1', round: 2, white: 20, black: 12, result: '0-1' });
    expect(out.subarray(0, current.length)).toEqual(current);
    expect(text(out.subarray(current.length))).toBe('20;12;group-1;2;0-1;\r\n');
  });

  test('a file without a final line ending gets one before the row', () => {
    expect(text(appendGameRow(bytes('stage,round,white,black,result\nplayoff,1,4,5,1-0'), { ...playoff, stage: 'group-1', white: 20 }))).toBe('stage,round,white,black,result\nplayoff,1,4,5,1-0\ngroup-1,1,20,5,1/2-1/2\n');
  });

  test('a Windows-1250 file keeps its bytes (the new line is ASCII)', () => {
    const current = new Uint8Array([...bytes('stage,round,white,black,result\n'), 0xb9, ...bytes('\n')]);
    expect(appendGameRow(current, playoff).subarray(0, current.length)).toEqual(current);
  });

  test.each([
    { row: { ...playoff, stage: 'group-1,x' }, why: 'stage' },
    { row: { ...playoff, round: 0 }, why: 'round' },
    { row: { ...playoff, white: 1.5 }, why: 'white' },
    { row: { ...playoff, result: '2-0' as never }, why: 'result' },
  ])('a row that would not be one CSV line is refused ($why)', ({ row, why }) => {
    expect(gameRowProblem(row)).toBe(why);
    expect(() => appendGameRow(null, row)).toThrow();
  });

  test('the fixture’s play-off row appended to nothing reads back as the fixture’s first game', () => {
    const r = open(text(appendGameRow(null, playoff)));
    expect(r.playoff?.rounds[0]?.matches[0]?.game).toMatchObject({ line: 2, white: 4, black: 5, result: '1/2-1/2' });
  });
});

describe('duePairings: the games the open knows are due', () => {
  test('before any game: the play-off 5 – 4 and the pairs of the three groups whose members are known', () => {
    const due = duePairings(open(null));
    expect(due.filter((d) => d.stage === 'playoff')).toEqual([{ stage: 'playoff', round: 1, white: 5, black: 4, coloursKnown: false }]);
    expect(due.filter((d) => d.stage === 'group-1')).toEqual([]);
    for (const g of ['group-2', 'group-3', 'group-4']) {
      const games = due.filter((d) => d.stage === g);
      expect(games).toHaveLength(6);
      // a round robin of 4: each player once in each of rounds 1–3
      for (const round of [1, 2, 3]) expect(new Set(games.filter((d) => d.round === round).flatMap((d) => [d.white, d.black])).size).toBe(4);
    }
    expect(due.some((d) => d.stage.startsWith('places') || d.stage.startsWith('semi'))).toBe(false);
  });

  test('a pairing that has a row is not proposed again; group I appears once the play-off is decided', () => {
    const due = duePairings(open('stage,round,white,black,result\nplayoff,1,4,5,1/2-1/2\ngroup-2,1,19,6,1-0\n'));
    expect(due.some((d) => d.stage === 'playoff')).toBe(false);
    expect(due.filter((d) => d.stage === 'group-1')).toHaveLength(6);
    expect(due.filter((d) => d.stage === 'group-2')).toHaveLength(5);
    expect(due.some((d) => d.stage === 'group-2' && [d.white, d.black].includes(19) && [d.white, d.black].includes(6))).toBe(false);
  });

  test('a match: game 1 first player white, game 2 reversed colours, at 1–1 the armageddon', () => {
    const semis = gamesBefore('semi-1');
    expect(duePairings(open(semis)).filter((d) => d.stage === 'semi-1')).toEqual([{ stage: 'semi-1', round: 1, white: 20, black: 17, coloursKnown: false }]);
    expect(duePairings(open(`${semis}semi-1,1,17,20,1-0\n`)).filter((d) => d.stage === 'semi-1')).toEqual([{ stage: 'semi-1', round: 2, white: 20, black: 17, coloursKnown: true }]);
    expect(duePairings(open(`${semis}semi-1,1,20,17,1-0\nsemi-1,2,17,20,1-0\n`)).filter((d) => d.stage === 'semi-1')).toEqual([{ stage: 'semi-1', round: 'A', white: 20, black: 17, coloursKnown: false }]);
  });

  test('the whole day entered: nothing is due', () => {
    expect(duePairings(open(allGames))).toEqual([]);
  });
});

describe('openChanges: what a game decides', () => {
  test('the play-off draw takes black (5) through: seat 16, 4 out, group I ready, places 17–20 of the Swiss', () => {
    const changes = openChanges(open(null), open(text(appendGameRow(null, playoff))));
    expect(changes).toEqual([
      { kind: 'qualified', startNo: 5, seat: 16 },
      { kind: 'eliminated', startNo: 4 },
      { kind: 'stage-ready', stage: 'group-1', members: [20, 13, 12, 5] },
      { kind: 'place', place: 17, startNo: 3 },
      { kind: 'place', place: 18, startNo: 2 },
      { kind: 'place', place: 19, startNo: 4 },
      { kind: 'place', place: 20, startNo: 1 },
    ]);
  });

  test('the last game of the final decides the winner and places 1 and 2', () => {
    const before = allGames.slice(0, allGames.lastIndexOf('final,2'));
    const changes = openChanges(open(before), open(allGames));
    expect(changes).toEqual([
      { kind: 'match-winner', stage: 'final', winner: 17, loser: 19 },
      { kind: 'place', place: 1, startNo: 17 },
      { kind: 'place', place: 2, startNo: 19 },
    ]);
  });

  test('a game that decides nothing changes nothing', () => {
    const before = gamesBefore('group-1');
    expect(openChanges(open(before), open(`${before}group-2,1,19,6,1-0\n`))).toEqual([]);
  });
});
