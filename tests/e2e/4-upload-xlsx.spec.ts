import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';
import { chessResultsRows, chessResultsTournament } from '../fixtures/spreadsheets/chess-results';
import { writeXlsx } from '../fixtures/spreadsheets/write-spreadsheet';

// Issue 27: the chess-results "Excel" download goes through the arbiter's upload preview as it is —
// the sheet's tournament facts shown, a round count the rules disagree with a warning in Polish,
// every player read with Polish letters; a damaged workbook refused in Polish. Previews only: nothing is stored.
const SLUG = 'gp-warmia-mazury-2018';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const players = chessResultsTournament(14, 7);
const crosstable = Buffer.from(writeXlsx([{ name: 'Wyniki', rows: chessResultsRows(players, { title: 'VIII Turniej GP — Gołdap, Żeglarska 5', date: '2018/10/06', rounds: 7, crosstable: true }) }]));

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

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('a chess-results crosstable .xlsx: the sheet, its tournament facts, a rounds warning and every player in the preview', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      const preview = async (name: string, buffer: Buffer) => {
        await page.goto(`/arbiter/seasons/${SLUG}/upload`);
        await page.getByLabel(/Identyfikator/).fill('gp99');
        await page.getByLabel('Nazwa').fill('VIII Turniej GP');
        await page.getByLabel('Data').fill('2018-10-06');
        await page.getByLabel('Plik z wynikami').setInputFiles({ name, mimeType: XLSX, buffer });
        await expect(page.getByTestId('dropzone')).toContainText(name);
        await page.getByTestId('preview-button').click();
      };
      await preview('VIII-Turniej-GP.xlsx', crosstable);
      const shown = page.getByTestId('upload-preview');
      await expect(shown).toBeVisible();
      await expect(page.getByTestId('facts-encoding')).toHaveText('xlsx');
      await expect(page.getByTestId('facts-style')).toHaveText('chess-results-crosstable');
      const facts = page.getByTestId('sheet-facts');
      await expect(facts).toContainText('„Wyniki” (xlsx) · tabela od wiersza 18');
      await expect(page.getByTestId('sheet-kind')).toHaveText('tabela krzyżowa (partie)');
      await expect(page.getByTestId('sheet-title')).toHaveText('nazwa: VIII Turniej GP — Gołdap, Żeglarska 5');
      await expect(page.getByTestId('sheet-date')).toHaveText('data: 2018-10-06');
      await expect(page.getByTestId('sheet-rounds')).toHaveText('rundy: 7');
      // the preset plays 9 rounds: the sheet's 7 are a warning on the sheet's row 11, in Polish
      await expect(shown).toContainText('wiersz 11: Arkusz podaje 7 rund, a regulamin sezonu 9.');
      await expect(shown).not.toContainText('The sheet says');
      const rows = page.getByTestId('preview-rows');
      for (const p of players) await expect(rows).toContainText(p.name);
      await expect(page.getByTestId('commit-button')).toBeVisible();
      expect(await wider(page, v.width)).toEqual([]);

      // the same workbook cut short: refused in Polish, without a line number, and no preview
      await preview('uszkodzony.xlsx', crosstable.subarray(0, crosstable.length - 400));
      const errors = page.getByTestId('upload-errors');
      await expect(errors).toContainText('Plik arkusza jest uszkodzony i nie da się go odczytać.');
      await expect(errors).not.toContainText(/wiersz 0|line 0|damaged/);
      await expect(page.getByTestId('upload-preview')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });
  });
}
