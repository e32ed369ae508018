import { describe, expect, test } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { sheetNames, writeXlsx } from '@/lib/export/xlsx';

describe('writeXlsx', () => {
  test('a written workbook reads back with our own reader: texts, numbers, half points, Polish letters', () => {
    const bytes = writeXlsx([
      {
        name: 'Klasyfikacja',
        header: ['miejsce', 'zawodnik', 'klub', 'suma'],
        rows: [
          [1, 'Żółć Łukasz', 'KS Śląsk & <Ósemka>', 13 / 2],
          ['2–3', '=HYPERLINK("http://x")', null, 11 / 2],
          ['2–3', '+48 600', '-minus', 5.5],
          [4, '@SUM(A1:A2)', '', 0],
        ],
      },
    ]);
    const read = readWorkbook(bytes);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.sheet.format).toBe('xlsx');
    expect(read.sheet.name).toBe('Klasyfikacja');
    expect(read.sheet.formulasWithoutValue).toEqual([]);
    expect(read.sheet.rows.map((r) => r.cells)).toEqual([
      ['miejsce', 'zawodnik', 'klub', 'suma'],
      ['1', 'Żółć Łukasz', 'KS Śląsk & <Ósemka>', '6.5'],
      ['2–3', '=HYPERLINK("http://x")', '', '5.5'],
      ['2–3', '+48 600', '-minus', '5.5'],
      ['4', '@SUM(A1:A2)', '', '0'],
    ]);
  });

  test('a formula-looking name is a text cell, never a formula; numbers are number cells; the header is bold and frozen', () => {
    const bytes = writeXlsx([{ name: 'T', header: ['a', 'b'], rows: [['=1+1', 6.5]] }]);
    const xml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!);
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c>');
    expect(xml).toContain('<c r="B2"><v>6.5</v></c>');
    expect(xml).toContain('<c r="A1" s="1" t="inlineStr">');
    expect(xml).toContain('state="frozen"');
  });

  test('several sheets: each a tab of the workbook, the first one read first', () => {
    const bytes = writeXlsx([
      { name: 'Drużyny', header: ['drużyna'], rows: [['Gambit']] },
      { name: 'Nagrody', header: ['nagroda'], rows: [['I miejsce']] },
    ]);
    const read = readWorkbook(bytes);
    expect(read.ok && read.sheet.sheetNames).toEqual(['Drużyny', 'Nagrody']);
    expect(Object.keys(unzipSync(bytes))).toContain('xl/worksheets/sheet2.xml');
  });

  test('the same table gives the same bytes', () => {
    const sheet = { name: 'A', header: ['x'], rows: [[1]] };
    expect(writeXlsx([sheet])).toEqual(writeXlsx([sheet]));
  });

  test.each([
    { label: 'forbidden characters', input: ['a/b: c?'], expected: ['a b  c'] },
    { label: 'too long', input: ['x'.repeat(40)], expected: ['x'.repeat(31)] },
    { label: 'repeated, any case', input: ['Liga', 'liga', 'LIGA'], expected: ['Liga', 'liga (2)', 'LIGA (3)'] },
    { label: 'empty', input: [''], expected: ['Arkusz'] },
  ])('tab names: $label', ({ input, expected }) => {
    expect(sheetNames(input)).toEqual(expected);
  });
});
