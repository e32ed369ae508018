import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

const SLUG = 'gp-warmia-mazury-2018';

/**
 * Results day (issue 25): a phone keeps the season's table open with a category chosen; the
 * arbiter uploads a tournament from another browser; the new total appears on the phone without
 * any navigation, the category still chosen, with a notice of what changed. A React page of the
 * season (teams, sorted by club) updates the same way and its links still work afterwards.
 */
test('an open season page at 390 px shows the arbiter’s upload by itself, keeping the category filter and the sorting', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`/seasons/${SLUG}`);
  const table = page.getByTestId('standings-table');
  // a category: the first one the page offers after "everybody"
  const category = page.locator('button[data-filter-table="standings"]:not([data-category=""])').first();
  const categoryId = (await category.getAttribute('data-category'))!;
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  const firstShown = table.locator('tbody tr:not([hidden])').first();
  const name = (await firstShown.locator('th a').textContent())!.trim();
  const row = table.locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) });
  const totalCell = row.locator(':scope > *').nth(3);
  const before = (await totalCell.textContent())!.trim();
  const hiddenBefore = await table.locator('tbody tr[hidden]').count();
  expect(hiddenBefore).toBeGreaterThan(0);
  await row.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  // a mark on the window: a reload or a navigation would lose it
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // the same phone has the teams page open in another tab, sorted by club
  const teams = await phone.newPage();
  await teams.goto(`/seasons/${SLUG}/teams`);
  const clubHeader = teams.getByTestId('teams-table').locator('thead th', { hasText: 'Klub' });
  await clubHeader.getByRole('button').click();
  await expect(clubHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstClub = await teams.getByTestId('teams-table').locator('tbody tr th').first().textContent();

  // the arbiter, in a browser of their own, uploads a tournament the player won
  const arbiterContext = await browser.newContext();
  const arbiter = await arbiterContext.newPage();
  await signIn(arbiter);
  await arbiter.goto(`/arbiter/seasons/${SLUG}/upload`);
  await arbiter.getByLabel(/Identyfikator/).fill('gp31');
  await arbiter.getByLabel('Nazwa').fill('Turniej na żywo');
  await arbiter.getByLabel('Data').fill('2018-12-08');
  await arbiter.getByLabel('Plik z wynikami').setInputFiles({ name: 'gp31.csv', mimeType: 'text/csv', buffer: Buffer.from(`place,name,points\n1,${name},9\n2,Gość Spoza Rejestru,8\n`) });
  await arbiter.getByTestId('preview-button').click();
  await expect(arbiter.getByTestId('upload-preview')).toBeVisible();
  await arbiter.getByTestId('commit-button').click();
  await expect(arbiter.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  const standings = await (await arbiter.request.get(`/api/seasons/${SLUG}/standings`)).json();
  const entry = (standings.individual as { name: string; total: number }[]).find((e) => e.name === name)!;
  const after = String(entry.total).replace('.', ',');
  expect(after).not.toBe(before);

  // the phone: the new total, with no navigation, the category still chosen, the page where it was
  await expect(totalCell).toHaveText(after, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator(`button[data-filter-table="standings"][data-category="${categoryId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(table).toHaveAttribute('data-category', categoryId);
  expect(await table.locator('tbody tr[hidden]').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('live-notice')).toContainText(/^Zaktualizowano \d\d:\d\d — Turniej na żywo — nowe wyniki/);
  await expect(page.getByTestId('live-notice')).toHaveAttribute('aria-live', 'polite');
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
  // the page is the size of the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the teams tab, brought to the front: the new column is there, still sorted by club
  await teams.bringToFront();
  await expect(teams.getByTestId('teams-table').locator('thead th[title^="Turniej na żywo"]')).toHaveCount(1, { timeout: 10_000 });
  await expect(teams.getByTestId('teams-table').locator('thead th', { hasText: 'Klub' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(teams.getByTestId('teams-table').locator('tbody tr th').first()).toHaveText(firstClub!);
  // a link of the updated page leads to its page, shown in full
  await teams.locator('nav.season').getByRole('link', { name: 'Nagrody' }).click();
  await expect(teams).toHaveURL(new RegExp(`/seasons/${SLUG}/prizes$`));
  await expect(teams.getByRole('heading', { name: 'Nagrody za miejsca', level: 2 })).toBeVisible();
  await expect(teams.getByTestId('teams-table')).toHaveCount(0);

  // a React page updated in place, then left by React's own router (the site's name in the header): the next page is shown whole
  await teams.goto(`/seasons/${SLUG}/teams`);
  expect((await arbiter.request.put(`/api/seasons/${SLUG}/tournaments/gp31?name=${encodeURIComponent('Turniej na żywo')}&date=2018-12-08`, { headers: { origin: new URL(arbiter.url()).origin }, data: `place,name,points\n1,${name},8\n2,Gość Spoza Rejestru,9\n` })).status()).toBe(200);
  await expect(teams.getByTestId('live-notice')).toContainText('Turniej na żywo — nowa wersja (2)', { timeout: 10_000 });
  await expect(teams.locator('[data-gp-live-box]')).toHaveCount(1);
  await teams.locator('header.site a.brand').click();
  await expect(teams).toHaveURL(/\/$/);
  await expect(teams.getByRole('link', { name: 'Grand Prix Warmii i Mazur 2018' }).first()).toBeVisible();
  await expect(teams.locator('[data-gp-live-box]')).toHaveCount(0);
  await expect(teams.getByTestId('teams-table')).toHaveCount(0);

  await arbiterContext.close();
  await phone.close();
});
