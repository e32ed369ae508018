import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const SEASON = '/seasons/gp-warmia-mazury-2018';

test('the demo season page: standings with shared ranks, dropped results, category filter, sorting', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Grand Prix Warmii i Mazur 2018' }).click();
  await expect(page).toHaveURL(new RegExp(`${SEASON}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grand Prix Warmii i Mazur 2018');
  const table = page.getByTestId('standings-table');
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(100);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  // 16 tournaments → 3 drops, explained above the table and marked in it
  await expect(page.getByText(/Rozegrano 16 turniejów: każdemu odrzuca się 3/)).toBeVisible();
  expect(await table.locator('td.d').count()).toBeGreaterThan(100);
  // the junior filter leaves only juniors
  await page.getByRole('button', { name: 'Junior do 14 lat' }).click();
  const visible = table.locator('tbody tr:visible');
  const juniors = await visible.count();
  expect(juniors).toBeGreaterThan(0);
  expect(juniors).toBeLessThan(await rows.count());
  for (const cats of await visible.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-categories') ?? ''))) expect(cats).toContain('junior14');
  await page.getByRole('button', { name: 'Wszyscy' }).click();
  // sorting by name
  await table.getByRole('button', { name: 'Zawodnik' }).click();
  const names = await table.locator('tbody tr th').allTextContents();
  expect(names.slice(0, 20)).toEqual([...names.slice(0, 20)].sort((a, b) => a.localeCompare(b, 'pl')));
});

test('a player page: history with counted and dropped results, and the chart', async ({ page }) => {
  await page.goto(SEASON);
  const first = page.getByTestId('standings-table').locator('tbody tr').first();
  const name = (await first.locator('th').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('player-summary')).toContainText('1');
  const history = page.getByTestId('player-history');
  expect(await history.locator('tbody tr').count()).toBeGreaterThan(3);
  // the leader's 3 dropped values are shown, be they results or absences
  await expect(history).toContainText(/Odrzucony|odrzucone/);
  expect(await history.locator('tbody tr').count()).toBe(17);
  await expect(page.getByTestId('progress-chart')).toBeVisible();
});

test('the language switch keeps the page and translates it', async ({ page }) => {
  await page.goto(`${SEASON}/teams`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Klasyfikacja drużynowa' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(new RegExp(`/en${SEASON}/teams$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Club teams' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(new RegExp(`${SEASON}/teams$`));
});

test('the standings download as CSV', async ({ page }) => {
  await page.goto(SEASON);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
  expect(download.suggestedFilename()).toBe('gp-warmia-mazury-2018-standings.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
  // the Polish page's link: `;` and the decimal comma, so Excel set to Polish opens it in columns (issue 11)
  // … under Polish headers (issue 29, defect 5; was the English ones)
  expect(lines[0]!.startsWith('miejsce;zawodnik;id_cr;klub;suma;turnieje;finał;gp01')).toBe(true);
  const firstName = (await page.getByTestId('standings-table').locator('tbody tr th').first().textContent())!;
  expect(lines[1]).toContain(firstName);
});

test('a phone sees rank, name and total without horizontal scrolling of the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(SEASON);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(400);
  await expect(page.getByTestId('standings-table').locator('thead th').nth(3)).toBeVisible();
  await context.close();
});
