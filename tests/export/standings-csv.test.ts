import { expect, test } from 'vitest';
import { csvCell } from '@/lib/export/csv';
import { standingsCsv } from '@/lib/export/standings-csv';
import { parseCsv } from '@/lib/import/csv';
import { dates, standings, tournament } from '@/tests/series/builders';

// Issue 11, defect 11: a header without repeats, a Polish download Excel opens in columns, dropped results marked.
function season() {
  const ds = dates(9);
  // 9 regular tournaments → 1 drop; Kowal's weakest (gp1, 1 point) is dropped; Nowak misses gp5 (her dropped absence)
  const regular = ds.map((d, i) =>
    tournament(`gp${i + 1}`, d, [
      { name: 'Kowal Jan', crId: '1', points: i === 0 ? 1 : 6.5, club: 'UKS; "Jedynka"' },
      ...(i === 4 ? [] : [{ name: '=HYPERLINK("http://x")', crId: '2', points: 5 }]),
      { name: 'Lis Ewa', crId: '3', points: 4 },
    ]),
  );
  const final = tournament('final', '2018-12-16', [
    { name: 'Lis Ewa', crId: '3', points: 7.5 },
    { name: 'Kowal Jan', crId: '1', points: 3, club: 'UKS; "Jedynka"' },
  ], { final: true });
  return standings([...regular, final]);
}

function read(csv: string, delimiter: ',' | ';') {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain('\r\n');
  return parseCsv(csv.slice(1), delimiter).records.map((r) => r.cells);
}

test('the default download: one name per column (the Final tournament is final_result), `,` and `.`, dropped results in parentheses', () => {
  const rows = read(standingsCsv(season()), ',');
  const head = rows[0]!;
  expect(head.slice(0, 8)).toEqual(['rank', 'name', 'cr_id', 'club', 'total', 'regular', 'final', 'gp1']);
  expect(head.slice(-5)).toEqual(['gp9', 'final_result', 'dropped', 'final_place', 'played']);
  expect(new Set(head).size).toBe(head.length);
  for (const r of rows) expect(r).toHaveLength(head.length);
  const col = (name: string) => head.indexOf(name);
  const kowal = rows.find((r) => r[1] === 'Kowal Jan')!;
  // 8 × 6.5 = 52 regular, the Final's 3 points count double
  expect([kowal[col('total')], kowal[col('regular')], kowal[col('final')]]).toEqual(['58', '52', '6']);
  expect(kowal[col('gp1')]).toBe('(1)');
  expect(kowal[col('gp2')]).toBe('6.5');
  expect(kowal[col('final_result')]).toBe('3');
  expect(kowal[col('dropped')]).toBe('gp1');
  expect(kowal[col('final_place')]).toBe('2');
  expect(kowal[col('played')]).toBe('10');
  expect(kowal[col('club')]).toBe('UKS; "Jedynka"');
  // the absence she dropped is marked, her Final is empty (absent), no Final place
  const hostile = rows.find((r) => r[2] === '2')!;
  expect(hostile[col('gp5')]).toBe('(-)');
  expect(hostile[col('final_result')]).toBe('');
  expect(hostile[col('dropped')]).toBe('gp5');
  expect(hostile[col('final_place')]).toBe('');
});

test('the Polish download: `;` between cells and the decimal comma — the same table', () => {
  const s = season();
  const csv = standingsCsv(s, 'pl');
  const rows = read(csv, ';');
  const head = rows[0]!;
  // issue 29, defect 5: the same columns under Polish headers (was: the English ones)
  expect(head.length).toBe(read(standingsCsv(s), ',')[0]!.length);
  expect(csv.split('\r\n')[0]).toContain('miejsce;zawodnik;id_cr;klub;suma;turnieje;finał;gp1;');
  expect(csv.split('\r\n')[0]).toMatch(/;odrzucone;miejsce_w_finale;rozegrane$/);
  const kowal = rows.find((r) => r[1] === 'Kowal Jan')!;
  expect(kowal[head.indexOf('gp2')]).toBe('6,5');
  expect(kowal[head.indexOf('gp1')]).toBe('(1)');
  const lis = rows.find((r) => r[1] === 'Lis Ewa')!;
  expect(lis[head.indexOf('finał')]).toBe('15');
  expect(lis[head.indexOf('final')]).toBe('7,5');
  // a cell with the decimal comma is not quoted: Excel reads it as a number
  expect(csv).toContain(';6,5;');
});

test('both downloads stay formula-safe', () => {
  for (const [style, d] of [['en', ','], ['pl', ';']] as const) {
    const csv = standingsCsv(season(), style);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toMatch(new RegExp(`(^|${d})=HYPERLINK`, 'm'));
  }
  for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')[0]).toBe("'");
});
