import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { swissOpenToJson } from '@/lib/competitions/swiss-open/swiss-open-json';
import { parseTrf } from '@/lib/import/trf/parse-trf';
import { writeXlsx, type Cell } from '@/tests/fixtures/spreadsheets/write-spreadsheet';
import { folder } from './helpers/bye-swiss';

// Four kinds, one platform (issue 27): an open's Swiss may be the chess-results crosstable sheet
// instead of the TRF. The fixture's TRF written as that sheet (every round a bye: F → `+`,
// H → `-½`, Z → `-0`) gives the same event.
const DIR = 'tests/fixtures/competitions/swiss-open/amplico-2024';
const trf = readFileSync(`${DIR}/swiss.trf`);

function crosstableOf(bytes: Uint8Array): Uint8Array {
  const read = parseTrf(bytes);
  if (!read.ok) throw new Error('fixture');
  const t = read.tournament;
  const cell = (r: (typeof t.players)[number]['rounds'][number]): string => {
    if (r.opponent !== null) return `${r.opponent}${r.colour}${r.result === '=' ? '½' : r.result}`;
    return ({ F: '+', U: '-1', H: '-½', Z: '-0', ' ': '', '-': '-' } as Record<string, string>)[r.result]!;
  };
  const rows: (Cell[] | null)[] = [
    ['Chess-Results Server Chess-results.com'],
    [t.info.name ?? ''],
    null,
    [`Number of rounds : ${t.roundCount}`],
    ['Tournament type : Swiss-System'],
    [`Date : ${t.info.startDate!.replace(/-/g, '/')}`],
    null,
    [`Final Ranking crosstable after ${t.roundCount} Rounds`],
    ['Rk.', '', 'Name', 'Rtg', 'FED', ...t.players[0]!.rounds.map((_, i) => `${i + 1}.Rd`), 'Pts.'],
    // Rk. is the start number here, so the cells' numbers need no translation
    ...t.players.map((p) => [p.startNumber, p.title ?? '', p.name, p.rating ?? '', p.federation ?? '', ...p.rounds.map(cell), (p.points ?? 0) / 2]),
  ];
  return writeXlsx([{ name: 'Swiss', rows }]);
}

describe('a Swiss open whose Swiss is a crosstable sheet', () => {
  const event = (swiss: string) => JSON.stringify({ name: 'Amplico open (test fixture)', preset: 'amplico-open', swiss, games: 'games.csv' });
  const games = readFileSync(`${DIR}/games.csv`, 'utf8');
  test('computes the same event as its TRF', () => {
    const fromTrf = loadSwissOpen(folder({ 'event.json': event('swiss.trf'), 'swiss.trf': trf, 'games.csv': games }));
    const fromSheet = loadSwissOpen(folder({ 'event.json': event('swiss.xlsx'), 'swiss.xlsx': crosstableOf(trf), 'games.csv': games }));
    if (!fromTrf.ok || !fromSheet.ok) throw new Error(JSON.stringify(!fromSheet.ok && fromSheet.errors));
    expect(swissOpenToJson(fromSheet.result)).toEqual(swissOpenToJson(fromTrf.result));
  });
  test('a ranking list sheet is refused: it has no games', () => {
    const list = writeXlsx([{ name: 'S', rows: [['Rk.', 'Name', 'Pts.'], [1, 'Adamski, Adam', 0.5]] }]);
    const r = loadSwissOpen(folder({ 'event.json': event('swiss.xlsx'), 'swiss.xlsx': list, 'games.csv': games }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'swiss.xlsx', line: 1, params: { trfCode: 'SHEET_NOT_CROSSTABLE' } });
  });
});
