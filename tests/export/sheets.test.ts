import { inEnglish } from '@/lib/problem';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { competitionKind } from '@/lib/competitions/registry';
import { playerSheet, seasonSheets, seriesNumber, tournamentSheet } from '@/lib/export/season-sheets';
import { writeXlsx, type XlsxSheet } from '@/lib/export/xlsx';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { dates, standings, tournament } from '@/tests/series/builders';

/** A sheet written alone and read back by our own reader: what a spreadsheet program shows. */
function roundTrip(sheet: XlsxSheet): string[][] {
  const read = readWorkbook(writeXlsx([sheet]));
  if (!read.ok) throw new Error(inEnglish(read.errors[0]!).message);
  return read.sheet.rows.map((r) => r.cells);
}

function season() {
  const ds = dates(9);
  const regular = ds.map((d, i) =>
    tournament(`gp${i + 1}`, d, [
      { name: 'Kowal Jan', crId: '1', points: i === 0 ? 1 : 6.5, club: 'UKS Łomża' },
      ...(i === 4 ? [] : [{ name: '=HYPERLINK("http://x")', crId: '2', points: 5 }]),
      { name: 'Lis Ewa', crId: '3', points: 4 },
    ]),
  );
  return standings(regular);
}

describe('the season workbook', () => {
  test('three tabs: the individual table, the teams and the prizes, in the page language', () => {
    const sheets = seasonSheets(season(), 'pl');
    expect(sheets.map((s) => s.name)).toEqual(['Klasyfikacja', 'Drużyny', 'Nagrody']);
    const rows = roundTrip(sheets[0]!);
    expect(rows[0]!.slice(0, 7)).toEqual(['M-ce', 'Zawodnik', 'ID CR', 'Klub', 'Razem', 'Eliminacje', 'Finał']);
    const kowal = rows.find((r) => r[1] === 'Kowal Jan')!;
    // 9 tournaments drop 1: the 1 point of gp1 is dropped, 8 × 6.5 = 52 count
    expect(kowal[4]).toBe('52');
    expect(kowal[3]).toBe('UKS Łomża');
    const gp1 = rows[0]!.indexOf(season().tournaments[0]!.name);
    expect(kowal[gp1]).toBe('(1)');
    expect(kowal[gp1 + 1]).toBe('6.5');
    // a formula-looking name is the same text after the round trip
    expect(rows.some((r) => r[1] === '=HYPERLINK("http://x")')).toBe(true);
  });

  test('English headers without ?lang=pl', () => {
    expect(seasonSheets(season(), 'en')[0]!.header.slice(0, 3)).toEqual(['Rank', 'Player', 'CR ID']);
  });

  test('a tournament: place, player, club, game points and series points as numbers', () => {
    const s = season();
    const rows = roundTrip(tournamentSheet(s, 'gp2', 'pl')!);
    expect(rows[0]).toEqual(['Miejsce', 'Zawodnik', 'Klub', 'Pkt.', 'Punkty do klasyfikacji', 'Zaliczony', 'Powód']);
    expect(rows[1]!.slice(0, 4)).toEqual(['1', 'Kowal Jan', 'UKS Łomża', '6.5']);
    expect(tournamentSheet(s, 'nope', 'pl')).toBeNull();
  });

  test('a player: one row per tournament, an absence says so', () => {
    const s = season();
    const key = s.individual.find((e) => e.crId === '2')!.key;
    const rows = roundTrip(playerSheet(s, key, 'en')!);
    expect(rows[0]).toEqual(['Date', 'Tournament', 'Place', 'Pts', 'Series points', 'Counted']);
    expect(rows).toHaveLength(10);
    expect(rows[5]!.slice(-1)[0]).toMatch(/absent|dropped/i);
    expect(playerSheet(s, 'nobody', 'en')).toBeNull();
  });

  test.each([
    { label: 'whole', units: 104, unit: 2, expected: 52 },
    { label: 'a half', units: 13, unit: 2, expected: 6.5 },
    { label: 'a half in sixths', units: 39, unit: 6, expected: 6.5 },
    { label: 'a third stays exact text', units: 920, unit: 6, expected: '153 1/3' },
  ])('series values: $label', ({ units, unit, expected }) => {
    expect(seriesNumber(units, unit)).toBe(expected);
  });
});

const folder = (kind: string, name: string) => (file: string) => {
  const path = join(process.cwd(), 'tests', 'fixtures', 'competitions', kind, name, file);
  try {
    return statSync(path).isFile() ? new Uint8Array(readFileSync(path)) : null;
  } catch {
    return null;
  }
};
function sheetsOf(kind: string, name: string, lang: 'pl' | 'en') {
  const k = competitionKind(kind)!;
  const r = k.load(folder(kind, name));
  if (!r.ok) throw new Error(r.errors.map((e) => inEnglish(e).message).join('; '));
  return { sheets: k.sheets(r.result, lang), json: k.toJson(r.result) as Record<string, unknown> };
}

describe('the competitions’ workbooks: every kind through its registry entry', () => {
  test('the open: qualifier, Swiss and final ranking; the winner first', () => {
    const { sheets } = sheetsOf('swiss-open', 'amplico-2024', 'pl');
    expect(sheets.map((s) => s.name)).toEqual(['Eliminacje', 'Turniej szwajcarski', 'Klasyfikacja końcowa']);
    const ranking = roundTrip(sheets[2]!);
    expect(ranking[0]).toEqual(['Miejsce', 'Nr', 'Zawodnik', 'Rozstrzygnięte w']);
    expect(ranking[1]!.slice(0, 1).concat(ranking[1]![2]!, ranking[1]![3]!)).toEqual(['1', 'Rudzki Robert', 'finał']);
    const qualifier = roundTrip(sheets[0]!);
    // points as half-point numbers
    for (const r of qualifier.slice(1)) expect(Number(r[3]) * 2).toSatisfy(Number.isInteger);
  });

  test('the leagues: each league a table and a cross-table whose games sum to the points', () => {
    const { sheets } = sheetsOf('round-robin-league', 'spb-2017', 'en');
    expect(sheets.length % 2).toBe(0);
    const cross = roundTrip(sheets[1]!);
    expect(sheets[1]!.name).toMatch(/Cross table/);
    const n = cross.length - 1;
    expect(n).toBeGreaterThan(2);
    for (const r of cross.slice(1)) {
      const games = r.slice(2, 2 + n).filter((c) => /^(0|0\.5|1)$/.test(c)).reduce((s, c) => s + Number(c), 0);
      const forfeitWins = r.slice(2, 2 + n).filter((c) => c === '+').length;
      if (!r[2 + n]!.startsWith('(')) expect(games + forfeitWins).toBe(Number(r[2 + n]));
    }
  });

  test('the team league: its table with every criterion of the chain', () => {
    const { sheets } = sheetsOf('team-league', 'mini-league', 'pl');
    const rows = roundTrip(sheets[0]!);
    expect(rows[0]!.slice(0, 3)).toEqual(['M-ce', 'Drużyna', 'Klub']);
    expect(rows.length).toBeGreaterThan(2);
  });
});
