import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Sheet, SheetRow } from '@/lib/import/spreadsheet/sheet';
import { looksLikeWebPage, MAX_SPAN_CELLS, readWebPage } from '@/lib/import/web-page/read-web-page';
import { FIXTURES } from '@/tests/helpers';

/**
 * Every saved web page of the real corpus (formats §1 "Saved web pages are results files"; issue 37
 * items 3 and 4) through the web-page container: its tables, the data table's header, players and
 * cells as the page shows them, the caption above and the lines the rows stand on.
 */
const DIR = join(FIXTURES, 'real-files');
const bytesOf = (file: string) => new Uint8Array(readFileSync(join(DIR, file)));

function read(file: string) {
  const r = readWebPage(bytesOf(file));
  if (!r.ok) throw new Error(`${file}: ${r.errors[0]!.code}`);
  return r;
}

/** The table under the header row that starts with `first`: the rows above it, the header, the players (up to an empty row or a line of one cell). */
function table(sheet: Sheet, first: string) {
  const h = sheet.rows.findIndex((r) => r.cells[0] === first && r.cells.length > 1);
  expect(h, `${sheet.name}: a header starting ${first}`).toBeGreaterThanOrEqual(0);
  const players: SheetRow[] = [];
  for (const r of sheet.rows.slice(h + 1)) {
    if (r.gap || r.cells.filter((c) => c !== '').length <= 1) break;
    players.push(r);
  }
  return { above: sheet.rows.slice(0, h), header: sheet.rows[h]!, players, after: sheet.rows.slice(h + 1 + players.length) };
}

const sheetNamed = (sheets: Sheet[], name: string) => {
  const s = sheets.find((x) => x.name === name);
  expect(s, name).toBeDefined();
  return s!;
};
const rowOf = (rows: SheetRow[], cell: string) => {
  const r = rows.find((x) => x.cells.includes(cell));
  expect(r, cell).toBeDefined();
  return r!;
};
/** The 1-based line of the first line holding `needle`, counting CRLF, LF and a lone CR each as a line end, as an editor shows them. */
const lineOfText = (file: string, needle: string) =>
  readFileSync(join(DIR, file), 'utf8')
    .split(/\r\n|\n|\r/)
    .findIndex((l) => l.includes(needle)) + 1;

const R = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}.Rd`);
const N = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}`);

describe('the real saved pages: tables, header, players', () => {
  test.each([
    { file: 'british2026_champ_crosstable_final.html', sheets: 3, name: 'Starting rank crosstable', header: ['No.', '', '', 'Name', 'Rtg', 'FED', ...R(9), 'Rk.', 'TB1'], players: 108 },
    { file: 'chess-results-finished.html', sheets: 2, name: 'Starting rank', header: ['No.', '', 'Name', 'ID', 'FideID', 'FED', 'RtgI', 'RtgN'], players: 30 },
    { file: 'chess-results-russian.html', sheets: 2, name: 'Стартовый список', header: ['Ном.', '', 'Имя', 'код FIDE', 'ФЕД.', 'Рейт.', 'Клуб/Город'], players: 81 },
    { file: 'cnyt2026_g14_playerrank.html', sheets: 2, name: 'Starting rank', header: ['No.', '', '', 'Name', 'FideID', 'Rtg', 'FED', 'Typ', 'Gr', 'Team', 'Bo.'], players: 32 },
    {
      file: 'ended_standings.html',
      sheets: 1,
      name: 'Final Ranking after 9 Rounds',
      header: ['Rk.', 'SNo', '', '', 'Name', 'Typ', 'sex', 'FED', 'RtgI', 'Club/City', 'Pts.', 'TB1', 'TB2', 'TB3', 'TB4', 'TB5', 'Rp', 'n', 'w', 'we', 'w-we', 'K', 'rtg+/-'],
      players: 99,
    },
    { file: 'frome2026_standard_crosstable.html', sheets: 1, name: 'Starting rank crosstable', header: ['No.', '', 'Name', 'Rtg', 'FED', ...R(5), 'Rk.', 'TB1', 'TB2', 'TB3'], players: 31 },
    { file: 'jeddah2026_crosstable.html', sheets: 2, name: 'Starting rank crosstable', header: ['No.', '', 'Name', 'Rtg', 'FED', ...R(2), 'Pts.', 'Rk.', 'TB1', 'TB2', 'TB3'], players: 32 },
    { file: 'team_standings_crosstable.html', sheets: 3, name: 'Rank after Round 4', header: ['No.', '', 'Name', 'Rtg', 'Team', 'Pts.', 'Games', '%', 'Bo.'], players: 150 },
    { file: 'tnr478864.html', sheets: 2, name: 'Стартовый список', header: ['Ном.', '', 'Имя', 'ИН', 'Рейт.', 'пол'], players: 52 },
    { file: 'ussa2026_roundrobin_crosstable.html', sheets: 2, name: 'Starting rank crosstable', header: ['No.', '', 'Name', 'Rtg', ...N(9), 'Pts.', 'Rk.', 'TB1', 'TB2', 'TB3', 'TB4'], players: 9 },
    { file: 'vega_Anzac2026_crosstableteam.html', sheets: 1, name: 'Team Cross Table at round 9', header: ['N', 'Team', 'Fed', '', 'Pts', ...N(9)], players: 10 },
    { file: 'vega_AprilBlitz2025_crosstable.html', sheets: 1, name: 'Cross Table at round 9', header: ['#', 'Player', 'Pts', ...N(9)], players: 44 },
    { file: 'vega_AprilBlitz2025_standings.html', sheets: 1, name: 'Standings at round 9 (last round)', header: ['Pos', 'Player', 'Origin', 'Pts', 'BH', 'BH-C1', 'SB'], players: 44 },
    // INDEX.csv says 33 players; the page lists 31 (start numbers 1–31, every opponent among them)
    { file: 'vega_HonourableBob2025_crosstable.html', sheets: 1, name: 'Cross Table at round 5', header: ['#', 'Player', 'Rtg', 'Fed', 'Pts', ...N(5)], players: 31 },
    { file: 'narva_krt-ranglisten-2024.md', sheets: 1, name: 'Rangliste: Stand nach der 7. Runde', header: ['Rang', 'Teilnehmer', 'Titel', 'TWZ', 'At', 'Verein/Ort', 'Land', 'S', 'R', 'V', 'Punkte', 'Buchh', 'SoBerg'], players: 100 },
    { file: 'narva_kleeblatt-turnier-2025.md', sheets: 41, name: 'Capablanca – Rangliste', header: ['Platz', 'Name', 'Verein', 'DWZ', 'Elo', 'Punkte', 'SoBerg'], players: 4 },
  ])('$file: $sheets tables, "$name" with $players players', ({ file, sheets, name, header, players }) => {
    expect(looksLikeWebPage(bytesOf(file))).toBe(true);
    const r = read(file);
    expect(r.charset).toBe('utf-8');
    expect(r.sheets).toHaveLength(sheets);
    for (const s of r.sheets) {
      expect(s.format).toBe('html');
      expect(s.sheetNames).toEqual(r.sheets.map((x) => x.name));
      expect(s.rows.every((row) => typeof row.gap === 'boolean' && Number.isInteger(row.row) && row.row >= 1)).toBe(true);
    }
    expect(new Set(r.sheets.map((s) => s.name)).size).toBe(sheets);
    const t = table(sheetNamed(r.sheets, name), header[0]!);
    expect(t.header.cells).toEqual(header);
    expect(t.players).toHaveLength(players);
  });

  test('every .html and .md of the corpus is read or refused for want of a table, and none throws', () => {
    const files = readdirSync(DIR).filter((f) => /\.(html?|md)$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const f of files) {
      const r = readWebPage(bytesOf(f));
      if (!r.ok) expect([f, r.errors[0]!.code]).toEqual(['README.md', 'WEB_PAGE_NO_TABLE']);
    }
  });
});

test('no other file of the corpus looks like a web page (CSV, TRF, spreadsheets, a pairing program\'s own files), and the README has no table', () => {
  const others = readdirSync(DIR).filter((f) => !/\.(html?|md)$/.test(f));
  expect(others.length).toBeGreaterThanOrEqual(15);
  for (const f of others) expect([f, looksLikeWebPage(bytesOf(f))]).toEqual([f, false]);
  expect(looksLikeWebPage(bytesOf('README.md'))).toBe(false);
  expect(looksLikeWebPage(bytesOf('QUIRKS.md'))).toBe(true);
});

describe('the real saved pages: cells as the page shows them', () => {
  test('chess-results crosstable (H1, H3, H4): the stage line above, pending and not-paired cells, the legend below', () => {
    const file = 'british2026_champ_crosstable_final.html';
    const t = table(sheetNamed(read(file).sheets, 'Starting rank crosstable'), 'No.');
    expect(t.above.map((r) => r.cells[0])).toContain('Starting rank crosstable');
    expect(t.players[0]!.cells).toEqual(['1', '', 'GM', 'Mcshane Luke J', '2597', 'ENG', '54b1', '29w½', '30b½', '38w1', '16b1', '10w1', '3b0', '8w1', '13b', '4', '6']);
    // chess-results ends each row with a lone CR: the editor's line of the row, not the LF-only count of grep -n (191 for all)
    expect(t.players[0]!.row).toBe(lineOfText(file, '>Mcshane Luke J<'));
    expect(t.players[0]!.row).toBe(222);
    expect(rowOf(t.players, 'Golding Alex').cells.slice(6, 15)).toEqual(['75b½', '93w1', '48b½', '50w½', '54b0', '57w½', '-0', '-0', '-0']);
    expect(t.after[0]).toMatchObject({ cells: ['Annotation:'], gap: true });
    expect(t.after[1]!.cells).toEqual(['Tie Break1: points (game-points)']);
  });

  test('chess-results ranking list (H5, H6, H11): decimal commas and negatives as written, the tie-break legend after the table', () => {
    const t = table(read('ended_standings.html').sheets[0]!, 'Rk.');
    expect(t.players[0]!.cells.slice(0, 16)).toEqual(['1', '5', '', 'GM', 'SPRAGGETT, Kevin', 'S65', '', 'CAN', '2447', '', '7', '0', '49,5', '55', '42,25', '5']);
    expect(t.players.some((p) => p.cells.includes('-0,82'))).toBe(true);
    expect(t.after.map((r) => r.cells[0])).toContain('Tie Break1: Direct Encounter (The results of the players in the same point group)');
    expect(t.after.map((r) => r.cells[0])).toContain('Tie Break5: The greater number of victories (variable)');
  });

  test('a withdrawn player and half-point byes (H3)', () => {
    const t = table(read('frome2026_standard_crosstable.html').sheets[0]!, 'No.');
    expect(rowOf(t.players, 'Bell Aaron').cells.slice(5, 10)).toEqual(['18b0', '-0', '-0', '-0', '-0']);
    expect(t.players.some((p) => p.cells.includes('-½'))).toBe(true);
  });

  test('mid-event page (H9): round 2 paired, not played', () => {
    const t = table(sheetNamed(read('jeddah2026_crosstable.html').sheets, 'Starting rank crosstable'), 'No.');
    expect(t.players[0]!.cells.slice(0, 7)).toEqual(['1', 'GM', 'Hesham Abdelrahman', '2409', 'EGY', '16b1', '10w']);
  });

  test('a pure-ASCII page with Cyrillic as numeric character references (H7) and names as written (H10)', () => {
    const file = 'chess-results-russian.html';
    expect(bytesOf(file).every((b) => b < 128)).toBe(true);
    expect(readFileSync(join(DIR, file), 'latin1')).toContain('&#1053;&#1086;&#1084;.');
    const t = table(sheetNamed(read(file).sheets, 'Стартовый список'), 'Ном.');
    expect(t.players[0]!.cells).toEqual(['1', 'AIM', 'Mehta, Vaibhav', '577019601', 'IND', '1489', "St. Mary's"]);
    expect(t.players.some((p) => p.cells[2] === 'A Rivik Kumar,')).toBe(true);
  });

  test('raw UTF-8 Cyrillic and CJK (H7)', () => {
    const ru = table(sheetNamed(read('tnr478864.html').sheets, 'Стартовый список'), 'Ном.');
    expect(ru.players[0]!.cells).toEqual(['1', '', 'Касьянов Илья Михайлович', '269275', '1152', '']);
    const cn = table(sheetNamed(read('cnyt2026_g14_playerrank.html').sheets, 'Starting rank'), 'No.');
    expect(rowOf(cn.players, 'Xue, Tianhao').cells).toEqual(['1', '', 'WIM', 'Xue, Tianhao', '8626480', '2218', 'CHN', '薛添好', 'G14', 'Shanghai Chess Academy', '1']);
  });

  test('round robin with its diagonal (H3) and a team page of board players (H5, H8)', () => {
    const rr = table(sheetNamed(read('ussa2026_roundrobin_crosstable.html').sheets, 'Starting rank crosstable'), 'No.');
    expect(rr.players[0]!.cells.slice(0, 14)).toEqual(['1', '', 'Brander, Waylon', '1936', '*', '0', '1', '1', '1', '½', '1', '1', '1', '6,5']);
    const team = table(sheetNamed(read('team_standings_crosstable.html').sheets, 'Rank after Round 4'), 'No.');
    expect(team.players[0]!.cells).toEqual(['1', '', 'Cadilhe, Gabriel Oliveira', '1715', 'GD DIAS FERREIRA D', '4', '4', '100,0', '1']);
  });

  test('Vega, older layout (V1, V2): round cells with the colour of their class, byes, forfeits, a withdrawn player; the line of the <tr>', () => {
    const file = 'vega_HonourableBob2025_crosstable.html';
    const t = table(read(file).sheets[0]!, '#');
    expect(t.above.map((r) => r.cells[0])).toContain('Cross Table at round 5');
    // the site's menu (<nav>: Players, Sorted by Name …) is not text about the table
    expect(t.above.map((r) => r.cells[0])).not.toContain('Players');
    // the start number, written in the player cell, is a column of its own: rows 1–31 in start order
    expect(t.players[0]!.cells).toEqual(['1', 'Burtea,Stefan-Geo(W)', '1644', 'ROU', '0.0', '21b0', '4w0', '', '', '']);
    expect(t.players.map((p) => p.cells[0])).toEqual(N(31));
    // grep -n '<tr' shows the player's <tr> on line 50 (its cells on line 51): the file has LF line ends only
    expect(t.players[0]!.row).toBe(50);
    expect(readFileSync(join(DIR, file), 'utf8').split('\n')[49]!.trim()).toBe('<tr>');
    expect(rowOf(t.players, 'Krishnan,Anirudh').cells.slice(5)).toEqual(['20w1', '-½', '13b1', '4w1', '3b1']);
    // the same round, both sides of a game without colours: a forfeit
    expect(rowOf(t.players, 'Hogg,Dean').cells[9]).toBe('12-');
    expect(rowOf(t.players, 'Pasukov,Leo').cells[9]).toBe('2+');
    expect(rowOf(t.players, 'Pasukov,Leo').cells[5]).toBe('');
    expect(t.players.some((p) => p.cells[1] === 'Kulkarni,Yogesh (W)')).toBe(true);
  });

  test('Vega, newer layout (V2, V6): the player nest gives the name only; the # column keeps the start number; a full-point bye', () => {
    const cross = table(read('vega_AprilBlitz2025_crosstable.html').sheets[0]!, '#');
    expect(cross.players[0]!.cells).toEqual(['1', 'Hogg,Dean', '8.5', '23b1', '16w1', '11b1', '7w1', '9b1', '12w1', '4b½', '2w1', '5b1']);
    expect(cross.players.some((p) => p.cells.includes('-1'))).toBe(true);
    const standings = table(read('vega_AprilBlitz2025_standings.html').sheets[0]!, 'Pos');
    expect(standings.players[0]!.cells).toEqual(['1', 'Hogg,Dean', '', '8.5', '52.5', '48.5', '49.50']);
    expect(standings.players[1]!.cells[1]).toBe('Nguyen,Anh Kiet');
  });

  test('Vega team crosstable (V4): match points and the opponent team, the flag image read by its alt text', () => {
    const t = table(read('vega_Anzac2026_crosstableteam.html').sheets[0]!, 'N');
    expect(t.players[0]!.cells).toEqual(['1', 'HBCC A', 'AUS', 'aus', '11', '10w2', '2w0', '3b2', '4w1', '5b2', '6w0', '7b2', '8w2', '9b0']);
  });

  test('a Swiss-Chess ranking in a Jekyll .md (S1): front matter skipped, the caption row with NBSP read as spaces, rows by line', () => {
    const file = 'narva_krt-ranglisten-2024.md';
    expect(readFileSync(join(DIR, file), 'utf8')).toContain('Rangliste:\u00a0\u00a0Stand\u00a0nach\u00a0der\u00a07.\u00a0Runde');
    const sheet = read(file).sheets[0]!;
    const t = table(sheet, 'Rang');
    expect(t.above.at(-1)!.cells[0]).toBe('Rangliste: Stand nach der 7. Runde');
    expect(t.above.some((r) => r.cells[0]!.startsWith('title:') || r.cells[0]!.includes('navs'))).toBe(false);
    expect(t.players[0]!.cells).toEqual(['1', 'Brustkern,Jürgen', 'FM', '2092', 'M', 'SK Zehlendorf e', 'GER', '6', '1', '0', '6.5', '30.5', '28.00']);
    // grep -n: `<tr bgcolor="#00FFFF">` on line 90, `<td>Brustkern,Jürgen</td>` on 92
    expect(t.players[0]!.row).toBe(90);
    expect(lineOfText(file, '<td>Brustkern,Jürgen</td>')).toBe(92);
  });

  test('ten round-robin groups on one Markdown page (S2): zero-width spaces removed from names; groups named by their heading', () => {
    const file = 'narva_kleeblatt-turnier-2025.md';
    expect(readFileSync(join(DIR, file), 'utf8')).toContain('Omar,\u200bSamy');
    const r = read(file);
    expect(r.sheets.filter((s) => s.name.endsWith('– Rangliste'))).toHaveLength(10);
    const t = table(sheetNamed(r.sheets, 'Capablanca – Rangliste'), 'Platz');
    expect(t.players[0]!.cells).toEqual(['1', 'Omar,Samy', 'SC Kreuzberg e.V.', '1965', '0', '3.0', '3.0']);
    const pairings = table(sheetNamed(r.sheets, 'Capablanca – Paarungen der Runde 2'), 'Brett');
    expect(pairings.players.map((p) => p.cells)).toEqual([
      ['1', 'Omar,Samy', '–', 'Daum,Norman', '1:0'],
      ['2', 'Schenk,Rafael', '–', 'Sohr,Jim', '½:½'],
    ]);
    expect(r.sheets.every((s) => s.rows.every((row) => row.cells.every((c) => !c.includes('\u200b'))))).toBe(true);
  });

  test('a Markdown page of pipe tables (QUIRKS.md itself): each table under its heading, the separator row left out', () => {
    const r = read('QUIRKS.md');
    const h = table(sheetNamed(r.sheets, 'H — chess-results.com saved HTML pages'), 'ID');
    expect(h.header.cells).toEqual(['ID', 'Quirk', 'Exact text', 'Example']);
    expect(h.players.map((p) => p.cells[0])).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8', 'H9', 'H10', 'H11']);
    const lines = readFileSync(join(DIR, 'QUIRKS.md'), 'utf8').split('\n');
    expect(lines[h.header.row - 1]).toBe('| ID | Quirk | Exact text | Example |');
    expect(h.header.row).toBeGreaterThan(lineOfText('QUIRKS.md', '## H — chess-results.com saved HTML pages'));
    expect(h.players[0]!.row).toBe(h.header.row + 2);
  });
});

describe('never throws', () => {
  test('random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const r = readWebPage(bytes);
        expect(typeof r.ok).toBe('boolean');
        looksLikeWebPage(bytes);
      }),
      { numRuns: 300 },
    );
  });

  test('random markup: tables, spans, Vega cells, broken tags and entities', () => {
    const token = fc.constantFrom(
      '<table>', '</table>', '<tr>', '</tr>', '<td>', '</td>', '<th colspan="3">', '<td rowspan="2">', '<td colspan="0">', '<td rowspan="99999">', '<caption>',
      '<div class="res">', '<div class="cb">', '<div class="cf">', '</div>', '<span class="idn">', '<h2>', '</h2>', '<br>', '<p>', 'x', '½', '12', ' ', '\n', '\r',
      '&nbsp;', '&#1053;', '&#x200b;', '&', '<', '<div class="player-container" <div="">', '---\n', '| a | b |\n', '|---|---|\n', '<!--', '-->', '<script>', '</script>',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 200 }), (parts) => {
        const r = readWebPage(new TextEncoder().encode(parts.join('')));
        if (r.ok) for (const s of r.sheets) for (const row of s.rows) expect(row.cells.length).toBeLessThanOrEqual(1000);
      }),
      { numRuns: 300 },
    );
  });

  test('truncated real pages', () => {
    const files = readdirSync(DIR).filter((f) => /\.(html|md)$/.test(f));
    const pages = files.map(bytesOf);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pages.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (i, at) => {
        const bytes = pages[i]!.subarray(0, Math.floor(pages[i]!.length * at));
        const r = readWebPage(bytes);
        if (r.ok) expect(r.sheets.every((s) => s.rows.every((row) => row.row >= 1))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('nesting: 900 deep is read; deeper than any program writes is refused at once, whatever the size', () => {
    const deep = '<div>'.repeat(900) + '<table><tr><td>a</td></tr><tr><td>b</td></tr></table>' + '</div>'.repeat(900);
    const r = readWebPage(new TextEncoder().encode(deep));
    expect(r.ok && r.sheets[0]!.rows.map((x) => x.cells)).toEqual([['a'], ['b']]);
    // htmlparser2's open-element stack costs its depth per element: 2,000,000 nested <div>s would take hours
    for (const page of ['<div>'.repeat(2_000_000), '<table><tr><td>'.repeat(20_000) + 'x']) {
      const refused = readWebPage(new TextEncoder().encode(page));
      expect(!refused.ok && refused.errors[0]!).toMatchObject({ code: 'WEB_PAGE_TOO_DEEP', params: { depth: 1000 } });
    }
  });

  test('colspans and rowspans add at most MAX_SPAN_CELLS cells to a page (100 KB would otherwise be 3 million)', () => {
    const wide = '<table><tr><td>a</td></tr>' + '<tr><td colspan="1000">x</td></tr>'.repeat(3000) + '</table>';
    const tall = '<table><tr><td>a</td><td>b</td></tr><tr><td colspan="999"></td><td rowspan="0">x</td></tr>' + '<tr></tr>'.repeat(5000) + '</table>';
    for (const page of [wide, tall]) {
      const r = readWebPage(new TextEncoder().encode(page));
      expect(r.ok).toBe(true);
      const cells = r.ok ? r.sheets[0]!.rows.reduce((n, row) => n + row.cells.length, 0) : 0;
      expect(cells).toBeGreaterThan(MAX_SPAN_CELLS / 2);
      expect(cells).toBeLessThanOrEqual(MAX_SPAN_CELLS + 3002);
    }
  });

  test('long lines of spaces, brackets and pipes stay linear (no backtracking pattern)', () => {
    for (const page of ['|' + ' '.repeat(60_000) + '\n', '---\n---\n| a | b |\n' + ' '.repeat(100_000) + '|\n', '<table><tr><td>a</td></tr><tr><td>' + '['.repeat(1_000_000) + '</td></tr></table>']) {
      expect(() => readWebPage(new TextEncoder().encode(page))).not.toThrow();
      looksLikeWebPage(new TextEncoder().encode(page));
    }
  });
});
