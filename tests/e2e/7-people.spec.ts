import { expect, test } from '@playwright/test';
import { buildYear, WORLD } from '../people/year-world';
import { signIn } from './sign-in';

test('on a phone: search a surname without Polish letters from the header, open the player, follow a link into the league', async ({ browser, baseURL }) => {
  // the year is built by the arbiter, signed in, through the same API scripts use
  const arbiter = await (await browser.newContext()).newPage();
  await signIn(arbiter);
  await buildYear(async (method, path, body, contentType) => {
    const r = await arbiter.request.fetch(path, { method, headers: { origin: baseURL!, ...(contentType ? { 'content-type': contentType } : {}) }, data: typeof body === 'string' ? body : Buffer.from(body) });
    return { status: r.status(), text: await r.text() };
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`/seasons/${WORLD.season}`);
  // a phone's header keeps one row: its magnifier opens the search, whose box has the focus
  await expect(page.getByTestId('site-search')).toBeHidden();
  await page.getByTestId('site-search-link').click();
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByTestId('search-page-box');
  await expect(box).toBeFocused();
  const width = (await box.boundingBox())!.width;
  expect(width).toBeGreaterThan(150);
  expect(width).toBeLessThanOrEqual(390);
  await box.fill('Jasinski');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Jasinski/);
  const found = page.getByTestId('found-players');
  // he and his namesake born in 1985 (the demo season has Jasińskis of its own)
  await expect(found.locator(`a[href="/players/${WORLD.person}"]`)).toHaveText('Jasiński Paweł');
  await expect(found.locator(`a[href="/players/${WORLD.namesake}"]`)).toHaveCount(1);
  await found.locator(`a[href="/players/${WORLD.person}"]`).click();

  await expect(page).toHaveURL(new RegExp(`/players/${WORLD.person}$`));
  await expect(page.getByTestId('person-name')).toHaveText('Jasiński Paweł');
  const rows = page.getByTestId('person-entries').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('entry-result-swiss-open')).toContainText('Miejsce: 1');
  await page.getByTestId('entry-link-round-robin-league').click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${WORLD.leagues}/${WORLD.league}$`));
  // the league writes names as every page does (issue 40, item 5): 'Jasiński, Paweł' is 'Jasiński Paweł'
  await expect(page.getByTestId('league-standings').first()).toContainText(WORLD.leagueName.replace(', ', ' '));
  // no horizontal scrolling of the page itself on the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390 + 1);
  await context.close();

  // on a laptop the box itself is in the header
  const laptop = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await laptop.goto('/');
  await laptop.getByTestId('site-search').fill('Paweł Jasiński');
  await laptop.getByTestId('site-search').press('Enter');
  await expect(laptop.getByTestId('found-players').getByRole('link').first()).toHaveText('Jasiński Paweł');
});
