import { expect, test } from '@playwright/test';
import { signIn, WIDTHS } from './sign-in';

// Issue 42, item 2: a tournament of 1,200 players is shown 500 rows a page (GP_TABLE_PAGE_ROWS); its
// search, sort and pages reach every row. Named to run last: the tournament joins the demo season.
const SLUG = 'gp-warmia-mazury-2018';
const rows = ['place,name,points,club', ...Array.from({ length: 1200 }, (_, i) => `${i + 1},Gracz${String(i + 1).padStart(4, '0')} Jan,${Math.max(0, 9 - Math.floor(i / 130))},${i % 2 ? 'Hetman Łódź' : 'Kraków'}`)].join('\n') + '\n';

test.beforeAll(async ({ browser, baseURL }) => {
  const arbiter = await (await browser.newContext()).newPage();
  await signIn(arbiter);
  const r = await arbiter.request.fetch(`/api/seasons/${SLUG}/tournaments/gp-paged?name=Duzy&date=2018-12-08`, { method: 'PUT', headers: { origin: baseURL! }, data: rows });
  expect(r.status(), await r.text()).toBe(200);
});

for (const size of WIDTHS) {
  test(`a 1,200-row tournament a page at a time, searched and sorted over every row (${size.name})`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: size.width, height: size.height } })).newPage();
    await page.goto(`/seasons/${SLUG}/tournaments/gp-paged`);
    const table = page.getByTestId('results-table');
    await expect(table.locator('tbody tr')).toHaveCount(500);
    await expect(page.getByTestId('table-rows')).toHaveText('Wiersze 1–500 z 1200.');
    await page.getByTestId('table-pages').getByRole('link', { name: 'Strona 3' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(table.locator('tbody tr')).toHaveCount(200);
    await expect(table.locator('tbody tr').last()).toContainText('Gracz1200 Jan');
    await page.screenshot({ path: `test-results/issue42-paged-${size.name}.png` });

    // the search from page 3 finds a row of page 1, without Polish letters
    await page.getByTestId('table-search').fill('gracz0008 lodz');
    await page.getByTestId('table-search').press('Enter');
    await expect(page).toHaveURL(/\?q=gracz0008\+lodz$/);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText('Hetman Łódź');
    await expect(page.getByTestId('table-rows')).toHaveText('Wiersze 1–1 z 1 pasujących (w tabeli 1200).');
    await page.screenshot({ path: `test-results/issue42-search-${size.name}.png` });

    // the whole table again, sorted by name from Z: the last player of the file comes first
    await page.goto(`/seasons/${SLUG}/tournaments/gp-paged`);
    await table.locator('thead th').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=player$/);
    await table.locator('thead th').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=-player$/);
    await expect(table.locator('thead th').nth(1)).toHaveAttribute('aria-sort', 'descending');
    await expect(table.locator('tbody tr').first()).toContainText('Gracz1200 Jan');
    // nothing wider than the screen but the table's own scrolling box
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
