import { describe, expect, test } from 'vitest';
import { looksLikeWebPage, MAX_TEXT_ROWS, readWebPage } from '@/lib/import/web-page/read-web-page';
import { decodePage } from '@/lib/import/web-page/page-charset';
import { describe as describeProblem } from '@/lib/i18n/t';

/** The quirks of QUIRKS.md that concern the web-page container, one small page each, and the reader's own rules. */
const bytes = (s: string) => new TextEncoder().encode(s);

function sheets(html: string | Uint8Array) {
  const r = readWebPage(typeof html === 'string' ? bytes(html) : html);
  if (!r.ok) throw new Error(r.errors[0]!.code);
  return r.sheets;
}
const cellsOf = (html: string, sheet = 0) => sheets(html)[sheet]!.rows.map((r) => r.cells);

describe('chess-results pages (H)', () => {
  test('H1: the data table is the innermost one; the layout around it gives its caption; CRLF, tabs, two unnamed header cells', () => {
    const page = [
      '<html><body>',
      '<table class="layout"><tr><td>',
      '\t<h2>Final Ranking crosstable after 9 Rounds</h2>',
      '\t<table class="CRs1"><tr><th>Rk.</th><th>&nbsp;</th><th></th><th>Name</th></tr>',
      '\t<tr><td>1</td><td><div class="tn_ENG"></div></td><td>GM</td><td>Mcshane Luke J</td></tr></table>',
      '</td></tr></table></body></html>',
    ].join('\r\n');
    const s = sheets(page);
    expect(s).toHaveLength(1);
    expect(s[0]!.name).toBe('Final Ranking crosstable after 9 Rounds');
    expect(s[0]!.rows).toEqual([
      { row: 3, cells: ['Final Ranking crosstable after 9 Rounds'], gap: false },
      { row: 4, cells: ['Rk.', '', '', 'Name'], gap: false },
      { row: 5, cells: ['1', '', 'GM', 'Mcshane Luke J'], gap: false },
    ]);
  });

  test('H1: a lone CR ends a line, as editors show it (chess-results ends each table row with one)', () => {
    const s = sheets('<table>\r<tr><td>No.</td><td>Name</td></tr>\r<tr><td>1</td><td>Adams</td></tr>\r\n<tr><td>2</td><td>Short</td></tr></table>');
    expect(s[0]!.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  test('H5: decimal commas and negative values stay as written', () => {
    expect(cellsOf('<table><tr><th>Pts.</th><th>w-we</th></tr><tr><td>6,5</td><td>-0,82</td></tr></table>')[1]).toEqual(['6,5', '-0,82']);
  });

  test('H6: the legend below the last table, each <br> a line, after an empty row', () => {
    const rows = sheets('<table><tr><td>Rk.</td><td>Name</td></tr><tr><td>1</td><td>A</td></tr></table>\n<p><b>Annotation:</b><br/>Tie Break1: Direct Encounter<br/>Tie Break2: Buchholz</p>')[0]!.rows;
    expect(rows.slice(2)).toEqual([
      { row: 2, cells: ['Annotation:'], gap: true },
      { row: 2, cells: ['Tie Break1: Direct Encounter'], gap: false },
      { row: 2, cells: ['Tie Break2: Buchholz'], gap: false },
    ]);
  });

  test('H7: numeric and named character references decoded in a pure-ASCII page', () => {
    expect(cellsOf('<table><tr><th>&#1053;&#1086;&#1084;.</th><th>&#x418;&#x43c;&#x44f;</th></tr><tr><td>1</td><td>Ren&eacute;e &amp; Jos&eacute;</td></tr></table>')).toEqual([
      ['Ном.', 'Имя'],
      ['1', 'Renée & José'],
    ]);
  });

  test('H7: a page declared windows-1251 is read in it', () => {
    const head = bytes('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body><table><tr><td>No</td><td>');
    const name = new Uint8Array([0xc8, 0xec, 0xff]); // Имя in windows-1251
    const tail = bytes('</td></tr><tr><td>1</td><td>x</td></tr></table></body></html>');
    const r = readWebPage(new Uint8Array([...head, ...name, ...tail]));
    expect(r.ok && r.charset).toBe('windows-1251');
    expect(r.ok && r.charsetFrom).toBe('declared');
    expect(r.ok && r.sheets[0]!.rows[0]!.cells).toEqual(['No', 'Имя']);
  });
});

describe('Vega pages (V)', () => {
  const round = (res: string, cls: string, other: string) => `<td><div class="res">${res}</div><div class="${cls}">${other}</div></td>`;
  const vega = (cells: string) => `<table><tr><th>Player</th><th>1</th></tr><tr><td>A</td>${cells}</tr></table>`;

  test.each([
    { label: 'a loss with black', cell: round('0', 'cb', '21  '), text: '21b0' },
    { label: 'a win with white', cell: round('1', 'cw', '4   '), text: '4w1' },
    { label: 'a draw', cell: round('½', 'cb', '10  '), text: '10b½' },
    { label: 'a half-point bye', cell: round(' ½ ', 'cf', 'BYE'), text: '-½' },
    { label: 'a full-point bye', cell: round(' 1', 'cf', 'BYE'), text: '-1' },
    { label: 'a zero-point bye', cell: round('0', 'cf', 'BYE'), text: '-0' },
    { label: 'a forfeit won: an opponent and no colour', cell: round('1', 'cf', '2   '), text: '2+' },
    { label: 'a forfeit lost', cell: round('0', 'cf', '12  '), text: '12-' },
    { label: 'a team match: match points and the opponent team', cell: round('2', 'cw', ' 10 '), text: '10w2' },
    { label: 'a round after withdrawal', cell: '<td> </td>', text: '' },
  ])('V1, V2, V4: $label → "$text"', ({ cell, text }) => {
    expect(cellsOf(vega(cell))[1]).toEqual(['A', text]);
  });

  test('V2: a withdrawn player keeps "(W)" in the name', () => {
    const row = cellsOf(
      '<table><tr><th>Player</th><th>Rtg</th></tr><tr><td> <span class="idn"> 5 </span><span class="notitle male"> </span> <a href="playercard.html#5">Kulkarni,Yogesh  (W)</a> </td><td>0</td></tr></table>',
    )[1];
    expect(row).toEqual(['5', 'Kulkarni,Yogesh (W)', '0']);
  });

  test('V5: LF line ends, no final newline, a Bootstrap page around the table', () => {
    const page = '<div class="container">\n<h3 class="mb-4 mt-4">  Cross Table at round 5</h3>\n<div class="table-responsive"><table class="table">\n<tr><th>#</th><th>Player</th></tr>\n<tr><td>1</td><td>Hogg,Dean</td></tr></table></div></div>';
    const s = sheets(page)[0]!;
    expect(s.name).toBe('Cross Table at round 5');
    expect(s.rows.map((r) => [r.row, r.cells])).toEqual([
      [2, ['Cross Table at round 5']],
      [4, ['#', 'Player']],
      [5, ['1', 'Hogg,Dean']],
    ]);
  });

  test('V6: the malformed player nest gives the name only; the start-number column keeps its number; the older layout\'s start number gets a column', () => {
    const nest = `<td><div class="player-container" <div="">
<a href="playercard.html#2"></a>
 <div class="player-name-box2"><span>Bassig,Hamish</span></div>
 <div class="player-data-box"><div class="sort-num"> 2</div><div class="title-box"><div class="title2 male">FM</div></div><div class="rating">1807</div><div class="fed"><img src="./flag/aus.png" alt="flag"></div></div>
</div></td>`;
    expect(cellsOf(`<table><tr><th>#</th><th>Player</th></tr><tr><td> <span class="idn"> 2 </span></td>${nest}</tr></table>`)[1]).toEqual(['2', 'Bassig,Hamish']);
    // the older layout: the start number in the player cell becomes a "#" column before it, the title dropped
    expect(
      cellsOf('<table><tr><th>Player</th><th>Pts</th></tr><tr><td><span class="idn"> 3 </span><span class="title male"> CM</span> <a>Davis,Tony J        </a></td><td>3.5</td></tr><tr><td><span class="idn"> 4 </span> <a>Lacson,Joemar</a></td><td>3.0</td></tr></table>'),
    ).toEqual([
      ['#', 'Player', 'Pts'],
      ['3', 'Davis,Tony J', '3.5'],
      ['4', 'Lacson,Joemar', '3.0'],
    ]);
  });

  test('an ordinary cell with a "title" class is its text: the Vega reading needs a Vega player marker', () => {
    expect(cellsOf('<table><tr><th>Name</th></tr><tr><td><span class="title">GM</span> Carlsen</td></tr></table>')[1]).toEqual(['GM Carlsen']);
  });
});

describe('Markdown pages (S)', () => {
  test('S1: YAML front matter skipped, line numbers kept, the caption row with NBSP as the name', () => {
    const page = ['---', 'title: Ranglisten 2024 ', 'navs:', '  2025: 2025-2', '---', '<table class="clean swiss footable">', '<tr>', '<td colspan="3">Rangliste:\u00a0\u00a0Stand\u00a0nach\u00a0der\u00a07.\u00a0Runde</td>', '</tr>', '<tr><th>Rang</th><th>Teilnehmer</th><th>Punkte</th></tr>', '<tr><td>1</td><td>Brustkern,Jürgen</td><td>6.5</td></tr>', '</table>'].join('\n');
    const s = sheets(page)[0]!;
    expect(s.name).toBe('Rangliste: Stand nach der 7. Runde');
    expect(s.rows).toEqual([
      { row: 7, cells: ['Rangliste: Stand nach der 7. Runde', '', ''], gap: false },
      { row: 10, cells: ['Rang', 'Teilnehmer', 'Punkte'], gap: false },
      { row: 11, cells: ['1', 'Brustkern,Jürgen', '6.5'], gap: false },
    ]);
  });

  test('S2: zero-width spaces and other invisible characters removed, inner white space collapsed', () => {
    expect(cellsOf('<table><tr><th>Name</th></tr><tr><td>Omar,\u200bSamy</td></tr><tr><td>Soft\u00adhyphen  and\u2060joiner&#8203;</td></tr></table>').slice(1)).toEqual([['Omar,Samy'], ['Softhyphen andjoiner']]);
  });

  test('a Markdown pipe table under its heading; separator left out, inline marks dropped, entities decoded', () => {
    const page = '---\ntitle: x\n---\n# Tournament\n\n## Final ranking\n\n| Rk. | Name | Pts. |\n|---:|:---|---|\n| 1 | **Lis** Anna | 6&frac12; |\n| 2 | [Nowak Jan](https://x) | 6 |\n\nAfter the table.\n';
    const s = sheets(page)[0]!;
    expect(s.name).toBe('Final ranking');
    expect(s.rows).toEqual([
      { row: 4, cells: ['Tournament'], gap: false },
      { row: 6, cells: ['Final ranking'], gap: false },
      { row: 8, cells: ['Rk.', 'Name', 'Pts.'], gap: false },
      { row: 10, cells: ['1', 'Lis Anna', '6½'], gap: false },
      { row: 11, cells: ['2', 'Nowak Jan', '6'], gap: false },
      { row: 13, cells: ['After the table.'], gap: true },
    ]);
  });
});

describe('the reader’s rules', () => {
  test('a Markdown page with an HTML table and a pipe table: both, in the order they stand, each under its heading', () => {
    const page = ['---', 'title: x', '---', '## Group A', '', '| Rk. | Name |', '|---|---|', '| 1 | A |', '', '## Group B', '<table>', '<tr><th>Rk.</th><th>Name</th></tr>', '<tr><td>1</td><td>B</td></tr>', '</table>', '## Group C', '', 'Rk. | Name', '--- | ---', '1 | C'].join('\n');
    const s = sheets(page);
    expect(s.map((x) => x.name)).toEqual(['Group A', 'Group B', 'Group C']);
    expect(s.map((x) => x.rows.filter((r) => r.cells.length > 1).map((r) => [r.row, ...r.cells]))).toEqual([
      [[6, 'Rk.', 'Name'], [8, '1', 'A']],
      [[12, 'Rk.', 'Name'], [13, '1', 'B']],
      [[17, 'Rk.', 'Name'], [19, '1', 'C']],
    ]);
  });

  test('an empty <tr> is no row; the next row says gap', () => {
    const rows = sheets('<table>\n<tr><td>Rk.</td><td>Name</td></tr>\n<tr><td>1</td><td>A</td></tr>\n<tr><td> </td><td>&nbsp;</td></tr>\n<tr></tr>\n<tr><td>3</td><td>C</td></tr>\n</table>')[0]!.rows;
    expect(rows).toEqual([
      { row: 2, cells: ['Rk.', 'Name'], gap: false },
      { row: 3, cells: ['1', 'A'], gap: false },
      { row: 6, cells: ['3', 'C'], gap: true },
    ]);
  });

  test('colspan adds empty cells after the cell; rowspan repeats the cell on the rows it covers', () => {
    expect(cellsOf('<table><tr><th colspan="2">Name</th><th>Pts.</th></tr><tr><td rowspan="2">1</td><td>A</td><td rowspan="2">5</td></tr><tr><td>B</td></tr></table>')).toEqual([
      ['Name', '', 'Pts.'],
      ['1', 'A', '5'],
      ['1', 'B', '5'],
    ]);
  });

  test('a table of one row, or one that holds a table, is layout: its text goes above the data table', () => {
    const s = sheets('<table><tr><td><h1>Club Open</h1></td></tr></table><table><tr><td><table><tr><td>Rk.</td><td>Name</td></tr><tr><td>1</td><td>A</td></tr></table></td></tr><tr><td>x</td></tr></table>');
    expect(s).toHaveLength(1);
    expect(s[0]!.rows.map((r) => r.cells)).toEqual([['Club Open'], ['Rk.', 'Name'], ['1', 'A'], ['x']]);
    expect(s[0]!.rows[3]!.gap).toBe(true);
  });

  test('names: <caption>, else the heading above, else "table N"; repeated names get the heading they stand under, then a number', () => {
    const t = (body: string) => `<table>${body}<tr><td>a</td></tr><tr><td>b</td></tr></table>`;
    const page = `${t('<caption>Group A</caption>')}<p>text</p>${t('')}<h1>Open</h1><h2>Ranking</h2>${t('')}<h1>Juniors</h1><h2>Ranking</h2>${t('')}<h2>Ranking</h2>${t('')}`;
    expect(sheets(page).map((s) => s.name)).toEqual(['Group A', 'table 2', 'Open – Ranking', 'Juniors – Ranking', 'Juniors – Ranking (2)']);
  });

  test(`text above a table: the last ${MAX_TEXT_ROWS} blocks since the previous table; scripts, styles, menus and the site's <nav> are not text`, () => {
    const blocks = Array.from({ length: 50 }, (_, i) => `<p>line ${i + 1}</p>`).join('\n');
    const page = `${blocks}<nav><ul><li><a>Players</a></li><li>Sorted by Name</li></ul></nav><script>var x = "<table>";</script><style>td{}</style><select><option>English</option></select><table><tr><td>Rk.</td></tr><tr><td>1</td></tr></table>`;
    const rows = sheets(page)[0]!.rows;
    expect(rows).toHaveLength(MAX_TEXT_ROWS + 2);
    expect(rows[0]).toEqual({ row: 21, cells: ['line 21'], gap: false });
    expect(rows[MAX_TEXT_ROWS - 1]!.cells).toEqual(['line 50']);
  });

  test('a page with no data table: an error naming the layout tables, in both languages', () => {
    const r = readWebPage(bytes('<html><body><table><tr><td>menu</td></tr></table></body></html>'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]!).toMatchObject({ code: 'WEB_PAGE_NO_TABLE', severity: 'error', line: 0, params: { tables: 1 } });
    expect(describeProblem('en', r.errors[0]!)).toMatch(/^The page has no table with rows \(its 1 table only lays out the page\)\. Save the page/);
    expect(describeProblem('pl', r.errors[0]!)).toMatch(/^Na stronie nie ma tabeli z wierszami \(1 tabela służy tylko układowi strony\)\. Zapisz/);
    expect(readWebPage(bytes(' \n ')).ok === false && readWebPage(bytes('')).ok).toBe(false);
    const empty = readWebPage(bytes(''));
    expect(!empty.ok && empty.errors[0]!.code).toBe('EMPTY_FILE');
  });
});

describe('charset', () => {
  test.each([
    { label: 'a UTF-8 BOM', input: new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('<p>Łódź</p>')]), charset: 'utf-8', from: 'bom', text: '<p>Łódź</p>' },
    { label: '<meta charset>', input: new Uint8Array([...bytes('<meta charset="ISO-8859-2"><p>'), 0xa3, ...bytes('</p>')]), charset: 'iso-8859-2', from: 'declared', text: '<meta charset="ISO-8859-2"><p>\u0141</p>' },
    { label: 'valid UTF-8 without a declaration', input: bytes('<p>Jürgen</p>'), charset: 'utf-8', from: 'utf-8-valid', text: '<p>Jürgen</p>' },
    { label: 'not UTF-8, no language: Windows-1250 (formats §1)', input: new Uint8Array([...bytes('<p>'), 0xb3, 0xf3, 0x9f, ...bytes('</p>')]), charset: 'windows-1250', from: 'fallback', text: '<p>łóź</p>' },
    { label: 'not UTF-8, a French page: Windows-1252', input: new Uint8Array([...bytes('<html lang="fr"><p>'), 0xe8, 0xe0, ...bytes('</p>')]), charset: 'windows-1252', from: 'fallback', text: '<html lang="fr"><p>èà</p>' },
    { label: 'a page declaring UTF-16 in ASCII bytes is UTF-8 (WHATWG)', input: bytes('<meta charset="utf-16"><p>x</p>'), charset: 'utf-8', from: 'declared', text: '<meta charset="utf-16"><p>x</p>' },
    { label: 'an unknown label is ignored', input: bytes('<meta charset="klingon"><p>x</p>'), charset: 'utf-8', from: 'utf-8-valid', text: '<meta charset="klingon"><p>x</p>' },
  ])('$label → $charset', ({ input, charset, from, text }) => {
    expect(decodePage(input)).toEqual({ text, charset, charsetFrom: from });
  });

  test('a UTF-16LE page with its BOM', () => {
    const s = '<table><tr><td>Имя</td></tr><tr><td>x</td></tr></table>';
    const u16 = new Uint8Array(2 + s.length * 2);
    u16[0] = 0xff;
    u16[1] = 0xfe;
    for (let i = 0; i < s.length; i++) {
      u16[2 + 2 * i] = s.charCodeAt(i) & 0xff;
      u16[3 + 2 * i] = s.charCodeAt(i) >> 8;
    }
    expect(looksLikeWebPage(u16)).toBe(true);
    const r = readWebPage(u16);
    expect(r.ok && [r.charset, r.sheets[0]!.rows[0]!.cells]).toEqual(['utf-16le', ['Имя']]);
  });
});

describe('looksLikeWebPage: by the content, never the name', () => {
  test.each([
    { label: 'a doctype', text: '\n<!DOCTYPE html>\n<html><body></body></html>', yes: true },
    { label: 'a comment first', text: '<!-- saved from url=(0042)https://chess-results.com/ -->\r\n<html>', yes: true },
    { label: 'a bare table', text: '<table><tr><td>1</td></tr></table>', yes: true },
    { label: 'a Jekyll page with an HTML table', text: '---\ntitle: x\n---\n<div>\n<table class="clean">\n<tr>\n<td>1</td>', yes: true },
    { label: 'a Markdown pipe table', text: '# Ranking\n\n| Rk. | Name |\n|---|---|\n| 1 | A |\n', yes: true },
    { label: 'a CSV results file', text: 'place,name,points\n1,Lis Anna,6.5\n', yes: false },
    { label: 'a semicolon CSV with a caption', text: ';;Final Ranking crosstable after 5 Rounds\nRk.;Name;Pts.\n1;A;5\n', yes: false },
    { label: 'a TRF', text: '012 Open\n001    1 m    Lis Anna                          1800 POL    12345678 1990/01/01  6.5    1', yes: false },
    { label: 'a tab-separated file with a pipe in a name', text: 'Rk.\tName\n1\tA | B\n', yes: false },
  ])('$label → $yes', ({ text, yes }) => {
    expect(looksLikeWebPage(bytes(text))).toBe(yes);
  });

  test('binary bytes are not a web page', () => {
    expect(looksLikeWebPage(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 60, 116, 97, 98, 108, 101]))).toBe(false);
  });
});
