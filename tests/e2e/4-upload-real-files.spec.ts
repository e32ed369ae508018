import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { writeXlsx, type Cell } from '../fixtures/spreadsheets/write-spreadsheet';

// Issue 37 ("Done when"): files nobody here wrote go through the arbiter's upload preview as they came
// — a saved chess-results Final Ranking page, a chess-results crosstable .xlsx as downloaded and the
// same workbook with player rows the organizer deleted, a club's page of many tables, a pairing
// program's own file by mistake — at a laptop's and a phone's width. What each file gives is pinned by
// tests/import/real-files.test.ts; here the arbiter sees it: rows, facts, numbered warnings in Polish.
const SLUG = 'gp-warmia-mazury-2018';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const real = (file: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', file));
const SHOTS = join(process.cwd(), 'test-results', 'upload-real-files');

/** The elements that stick out of a `width`-wide screen (outside a sideways-scrolling table). */
async function wider(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('.table-wrap')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > w + 1) out.push(`${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : ''}: ${Math.round(r.right)} px`);
    }
    return out.slice(0, 10);
  }, width);
}

/** Fills the tournament's fields, chooses the file and asks for the preview. */
async function preview(page: Page, code: string, name: string, mimeType: string, buffer: Buffer) {
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill(code);
  await page.getByLabel('Nazwa').fill('Turniej z prawdziwego pliku');
  await page.getByLabel('Data').fill('2018-12-08');
  await page.getByLabel('Plik z wynikami').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId('dropzone')).toContainText(name);
  await page.getByTestId('preview-button').click();
}

/** Each preview row as [line, place, name, points as shown]. */
async function shownRows(page: Page): Promise<string[][]> {
  return page.getByTestId('preview-rows').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(0, 4).map((td) => (td.textContent ?? '').trim())));
}

/** The line numbers the preview's warnings start with: the order the arbiter reads them in. */
async function warningLines(page: Page): Promise<number[]> {
  const items = await page.getByTestId('preview-warnings').locator('li').allTextContents();
  return items.map((t) => /^wiersz (\d+):/.exec(t)).filter((m) => m !== null).map((m) => Number(m[1]));
}
const ascending = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** The page and its width: nothing sticks out, the page does not scroll sideways; a screenshot to look at. */
async function fits(page: Page, width: number, shot: string) {
  expect(await wider(page, width)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${shot}-${width}.png`), fullPage: true });
}

/**
 * keshmat_may.xlsx as the organizer left it after deleting three players' rows (ranks 12, 25 and 40):
 * the sheet's rows read by the import's own workbook reader, written back without those rows (the rows
 * below move up, as in a spreadsheet program); numbers stay numbers, as chess-results writes them.
 */
const DELETED = ['12', '25', '40'];
function keshmatWithDeletedRows(): { buffer: Buffer; kept: { name: string; points: number }[] } {
  const read = readWorkbook(new Uint8Array(real('keshmat_may.xlsx')));
  if (!read.ok) throw new Error('keshmat_may.xlsx is not read');
  const header = read.sheet.rows.find((r) => r.cells[0] === 'Rk.')!;
  const pts = header.cells.findIndex((c) => c.trim() === 'Pts.');
  const grid: (string[] | null)[] = Array.from({ length: read.sheet.rows.at(-1)!.row }, () => null);
  for (const r of read.sheet.rows) grid[r.row - 1] = r.cells;
  const isPlayer = (cells: string[] | null) => cells !== null && /^\d+$/.test(cells[0] ?? '') && cells.length > pts;
  const rows = grid.filter((cells) => !(isPlayer(cells) && DELETED.includes(cells![0]!)));
  const kept = rows.filter(isPlayer).map((cells) => ({ name: cells![2]!.trim(), points: Number(cells![pts]) }));
  const cells = rows.map((r) => (r === null ? null : r.map((c): Cell => (/^-?\d+(\.\d+)?$/.test(c) ? Number(c) : c))));
  return { buffer: Buffer.from(writeXlsx([{ name: 'Sheet1', rows: cells }])), kept };
}

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('a saved chess-results Final Ranking page: 99 players, the table read, the empty rank said on its line; committed, the tournament page has them', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      const code = `cr37${v.name[0]}`;
      await preview(page, code, 'ended_standings.html', 'text/html', real('ended_standings.html'));
      const shown = page.getByTestId('upload-preview');
      await expect(shown).toBeVisible();
      await expect(page.getByTestId('facts-encoding')).toHaveText('html');
      await expect(page.getByTestId('facts-style')).toHaveText('chess-results');
      // a web page's table is not called a sheet
      const facts = page.getByTestId('sheet-facts');
      await expect(facts.locator('dt')).toHaveText(['Tabela strony', 'Turniej według strony']);
      await expect(facts.locator('dd').first()).toHaveText('„Final Ranking after 9 Rounds” (html) · tabela od wiersza 221 · ranking końcowy');
      await expect(page.getByTestId('sheet-kind')).toHaveText('ranking końcowy');
      await expect(page.getByTestId('sheet-rounds')).toHaveText('rundy: 9');
      const rows = await shownRows(page);
      expect(rows).toHaveLength(99);
      expect(rows[0]).toEqual(['222', '1', 'SPRAGGETT, Kevin', '7']);
      // the last row has no rank (tied with the row above): its line, in Polish
      await expect(shown).toContainText('wiersz 320: Puste miejsce: ta sama liczba punktów co wiersz wyżej, więc to samo miejsce 98.');
      await expect(page.getByTestId('preview-row-320')).toContainText('SILVA, Jose Lucas Ferreira');
      await expect(shown).toContainText('wiersz 321: Wiersze 321–348 pod tabelą nie są czytane');
      await expect(shown).not.toContainText(/Empty place|same points|line 320/);
      // the warnings in the order of the file's lines
      expect(await warningLines(page)).toEqual([320, 321]);
      await fits(page, v.width, 'chess-results-html');

      await page.getByTestId('commit-button').click();
      await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
      await page.goto(`/seasons/${SLUG}/tournaments/${code}`);
      await expect(page.getByTestId('results-table')).toContainText('SPRAGGETT, Kevin');
      await expect(page.getByTestId('results-table')).toContainText('SILVA, Jose Lucas Ferreira');
      await fits(page, v.width, 'chess-results-html-public');
      await page.context().close();
    });

    test('a chess-results crosstable .xlsx as downloaded, then with three players deleted: the missing opponents and incomplete tie-breaks named by row, everyone else’s points unchanged', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      await preview(page, 'cr37x', 'keshmat_may.xlsx', XLSX, real('keshmat_may.xlsx'));
      const shown = page.getByTestId('upload-preview');
      await expect(shown).toBeVisible();
      await expect(page.getByTestId('facts-style')).toHaveText('chess-results-crosstable');
      await expect(page.getByTestId('sheet-facts')).toContainText('„Sheet1” (xlsx) · tabela od wiersza 20');
      await expect(page.getByTestId('sheet-kind')).toHaveText('tabela krzyżowa (partie)');
      await expect(page.getByTestId('sheet-title')).toHaveText('nazwa: Keshmat Circuit - Rapid - May 2025');
      await expect(page.getByTestId('sheet-rounds')).toHaveText('rundy: 7');
      await expect(page.getByTestId('facts-numbering')).toHaveText('Komórki partii wskazują przeciwnika miejscem końcowym (kolumna Rk.): tak podaje nagłówek tabeli.');
      const all = await shownRows(page);
      expect(all).toHaveLength(53);
      expect(all[0]).toEqual(['21', '1', 'Kaloust Giorgio', '6']);
      // the bare 0 / -1 of the games columns refuse nothing: no missing opponent in the whole file
      await expect(shown).not.toContainText('których nie ma w tabeli');
      await fits(page, v.width, 'keshmat-xlsx');

      const { buffer, kept } = keshmatWithDeletedRows();
      await preview(page, 'cr37x', 'keshmat_may-usunieci.xlsx', XLSX, buffer);
      await expect(shown).toBeVisible();
      await expect(page.getByTestId('facts-style')).toHaveText('chess-results-crosstable');
      const rows = await shownRows(page);
      expect(rows).toHaveLength(50);
      // every remaining player keeps the points the sheet gives, in the page's decimal comma
      const points = new Map(rows.map((r) => [r[2], r[3]]));
      expect(kept.map((p) => [p.name, points.get(p.name)])).toEqual(kept.map((p) => [p.name, String(p.points).replace('.', ',')]));
      await expect(shown).toContainText(/wiersz 21: Wiersze 21, 27, 33, .* zawierają 21 partii z przeciwnikami nr 12, 25, 40, których nie ma w tabeli/);
      await expect(shown).toContainText(/wiersz 21: Dodatkowa punktacja zawodników Kaloust Giorgio, .* jest liczona z niepełnych partii\./);
      await expect(shown).not.toContainText(/missing|incomplete|line 21/);
      const lines = await warningLines(page);
      expect(lines.length).toBeGreaterThanOrEqual(5);
      expect(lines).toEqual(ascending(lines));
      await fits(page, v.width, 'keshmat-xlsx-deleted');
      await page.context().close();
    });

    test('a club page of many tables: the table read is said and another can be picked; a Swiss-Manager file names its program in Polish', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      await preview(page, 'cr37k', 'kleeblatt-turnier-2025.md', 'text/markdown', real('narva_kleeblatt-turnier-2025.md'));
      const shown = page.getByTestId('upload-preview');
      await expect(shown).toBeVisible();
      const select = page.getByTestId('table-select');
      await expect(select).toBeVisible();
      await expect(shown).toContainText('wiersz 424: Plik ma 10 tabel wyników; czytana jest tabela 2 „Capablanca – Rangliste”');
      const options = select.locator('option');
      // the participants' list is listed but cannot be picked: it holds no results
      await expect(options.first()).toBeDisabled();
      await expect(select.locator('option:not([disabled])')).toHaveCount(10);
      // every group's table is "Rangliste": the options name the group, so the arbiter can tell them apart
      const names = await select.locator('option:not([disabled])').allTextContents();
      expect(names[0]).toBe('2. Capablanca – Rangliste (wiersz 424, 4 wiersze)');
      expect(names[1]).toMatch(/^3\. Steinitz – Rangliste \(wiersz 563, 4 wiersze\)$/);
      expect(new Set(names.map((n) => n.replace(/ \(wiersz.*$/, '').replace(/^\d+\. /, ''))).size).toBe(10);
      const first = await shownRows(page);
      expect(first.map((r) => r[2])).toEqual(['Omar,Samy', 'Sohr,Jim', 'Daum,Norman', expect.any(String)]);
      await fits(page, v.width, 'kleeblatt-md');

      const second = await select.locator('option:not([disabled])').nth(1).getAttribute('value');
      await select.selectOption(second!);
      await expect(page.getByTestId('preview-rows').locator('tbody tr').first()).not.toContainText('Omar,Samy');
      const picked = await shownRows(page);
      expect(picked).toHaveLength(4);
      expect(picked.map((r) => r[2]).filter((n) => first.some((f) => f[2] === n))).toEqual([]);
      await expect(select).toHaveValue(second!);
      await fits(page, v.width, 'kleeblatt-md-second');

      await preview(page, 'cr37s', 'SrS_KM_2026.TUNx', 'application/octet-stream', real('SrS_KM_2026.TUNx'));
      const errors = page.getByTestId('upload-errors');
      await expect(errors).toContainText('To plik turnieju programu Swiss-Manager (.TUNx/.TURx/.TUMx), a nie plik wyników. W Swiss-Manager wyeksportuj ranking końcowy do Excela lub CSV');
      await expect(errors).not.toContainText(/wiersz 0|This is|text file|tekstowy/);
      await expect(page.getByTestId('upload-preview')).toHaveCount(0);
      await fits(page, v.width, 'swiss-manager');
      await page.context().close();
    });
  });
}
