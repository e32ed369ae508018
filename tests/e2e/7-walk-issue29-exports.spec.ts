import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readWorkbook } from '@/lib/import/spreadsheet/read-workbook';
import { WIDTHS, at, signIn } from './sign-in';

// Issue 29, "what chess sites have": the .xlsx of every table, a tournament's details, the calendar linked to the results.
const SLUG = 'gp-warmia-mazury-2018';
const OPEN = 'open-olsztyn-2018';

/** Clicks a download link and reads the workbook it gives with the site's own spreadsheet reader. */
async function download(page: Page, testId = 'download-xlsx') {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).first().click()]);
  expect(file.suggestedFilename()).toMatch(/^[A-Za-z0-9._-]+\.xlsx$/);
  const path = await file.path();
  const read = readWorkbook(new Uint8Array(readFileSync(path)));
  if (!read.ok) throw new Error(inEnglish(read.errors[0]!).message);
  return read.sheet;
}

const noSidewaysScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('every table downloads as .xlsx next to its CSV: the season, teams, a tournament, a player, the open', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(`/seasons/${SLUG}`);
      await expect(page.getByTestId('download-csv')).toBeVisible();
      const season = await download(page);
      expect(season.sheetNames).toEqual(['Klasyfikacja', 'Drużyny', 'Nagrody']);
      const first = page.locator('table tbody tr').first();
      await expect(first).toBeVisible();
      expect(season.rows[0]!.cells.slice(0, 2)).toEqual(['M-ce', 'Zawodnik']);

      await page.goto(`/en/seasons/${SLUG}/teams`);
      const teams = await download(page);
      expect(teams.sheetNames).toEqual(['Standings', 'Teams', 'Prizes']);

      await page.goto(`/seasons/${SLUG}/tournaments/gp01`);
      const tournament = await download(page);
      const heading = (await page.locator('h2').first().textContent()) ?? '';
      expect(heading).toContain(tournament.name.slice(0, 10));
      expect(tournament.rows[0]!.cells.slice(0, 2)).toEqual(['Miejsce', 'Zawodnik']);
      const rows = await page.getByTestId('results-table').locator('tbody tr').count();
      expect(tournament.rows).toHaveLength(rows + 1);
      await noSidewaysScroll(page, v.width);

      await page.getByTestId('results-table').locator('tbody a').first().click();
      await page.waitForURL(/\/players\//);
      const player = await download(page);
      expect(player.rows[0]!.cells.slice(0, 2)).toEqual(['Data', 'Turniej']);
      await expect(page.locator('h1, h2').filter({ hasText: player.name.slice(0, 8) }).first()).toBeVisible();

      await page.goto(`/events/${OPEN}`);
      const open = await download(page);
      expect(open.sheetNames).toEqual(['Eliminacje', 'Turniej szwajcarski', 'Klasyfikacja końcowa']);
      // the open's details come from its Swiss file's header (022 city, XXR rounds)
      await expect(page.getByTestId('tournament-details').locator('[data-detail="city"]')).toContainText('Olsztyn');
      await expect(page.getByTestId('tournament-details').locator('[data-detail="rounds"]')).toContainText('13');
      await noSidewaysScroll(page, v.width);
      await page.context().close();
    });

    test('a tournament page lists its details from the file (TRF 022, 102, 122, XXR)', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      const id = `det${v.width}`;
      const trf = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf'), 'utf8').replace(
        /^012 [^\n]*\n/,
        (line) => `${line}022 Olsztyn\n102 IA Kowalska, Żaneta <b>\n122 15 min + 5 s\n`,
      );
      await page.goto(`/arbiter/seasons/${SLUG}/upload`);
      await page.getByLabel(/Identyfikator/).fill(id);
      await page.getByLabel('Nazwa').fill(`Turniej ze szczegółami ${v.width}`);
      await page.getByLabel('Data').fill('2018-11-24');
      await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'details.trf', mimeType: 'text/plain', buffer: Buffer.from(trf) });
      await page.getByTestId('preview-button').click();
      await expect(page.getByTestId('upload-preview')).toBeVisible();
      await page.getByTestId('commit-button').click();
      await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');

      await page.goto(`/seasons/${SLUG}/tournaments/${id}`);
      const details = page.getByTestId('tournament-details');
      await expect(details.locator('[data-detail="city"]')).toContainText('Miejscowość');
      await expect(details.locator('[data-detail="city"]')).toContainText('Olsztyn');
      await expect(details.locator('[data-detail="timeControl"]')).toContainText('15 min + 5 s');
      await expect(details.locator('[data-detail="rounds"]')).toContainText('5');
      // escaped: the angle brackets of the file are text, not markup
      await expect(details.locator('[data-detail="chiefArbiter"] dd')).toHaveText('IA Kowalska, Żaneta <b>');
      await noSidewaysScroll(page, v.width);
      await page.goto(`/en/seasons/${SLUG}/tournaments/${id}`);
      await expect(page.getByTestId('tournament-details').locator('[data-detail="chiefArbiter"] dt')).toHaveText('Chief arbiter');
      await page.context().close();
    });

    test('the calendar links a played tournament to its results', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(`/seasons/${SLUG}/calendar`);
      const link = page.getByTestId('calendar-list').getByTestId('results-link').first();
      await expect(link).toBeVisible();
      const name = (await link.textContent())!.trim();
      await link.click();
      await page.waitForURL(new RegExp(`/seasons/${SLUG}/tournaments/`));
      await expect(page.locator('h2').first()).toContainText(name);
      await expect(page.getByTestId('results-table')).toBeVisible();
      await page.goto(`/seasons/${SLUG}/calendar`);
      await noSidewaysScroll(page, v.width);
      const ics = await (await page.request.get(`/api/seasons/${SLUG}/calendar.ics`)).text();
      expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`URL:http://127\\.0\\.0\\.1:\\d+/seasons/${SLUG}/tournaments/`));
      await page.context().close();
    });
  });
}
