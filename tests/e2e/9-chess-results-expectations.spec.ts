/**
 * Issue 40, items 4 and 5 and the language cosmetics: what chess-results users expect, in every kind
 * (the demo's open, league season and team league; a Grand Prix season), at 1366 and 390 px —
 * names that link the player's page, title and federation, the rank after each round, an in-page
 * navigation, the open's knock-out drawn as a bracket, pairings, TRF and a print button among the
 * downloads; one format for names, results and money on every page of a language.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const SHOTS = join(process.cwd(), 'test-results', 'chess-results-expectations');
const OPEN = '/events/open-olsztyn-2018';
const LEAGUES = '/leagues/ligi-jesien-2017';
const TEAMS = '/team-leagues/liga-druzynowa-2018';
const SEASON = 'gp-warmia-mazury-2018';
const WIDTHS = [1366, 390] as const;

/** Nothing sticks out of the screen outside a sideways-scrolling box; a full-page screenshot to look at. */
async function fits(page: Page, width: number, shot: string) {
  const wider = await page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('.table-wrap, .bracket')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > w + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.right)} px`);
    }
    return out.slice(0, 10);
  }, width);
  expect(wider).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${shot}-${width}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('the open: linked names with federation, a bracket, the rank after each round, the navigation and the downloads', async ({ page }) => {
      await page.goto(OPEN);
      const nav = page.getByTestId('on-page-nav');
      await expect(nav).toContainText('Na tej stronie');
      await expect(nav.getByRole('link', { name: 'Klasyfikacja końcowa' })).toHaveAttribute('href', '#final-ranking');
      // the knock-out as a bracket: semi-finals, then the final
      const bracket = page.getByTestId('bracket');
      await expect(bracket).toContainText('Półfinały');
      await expect(bracket).toContainText('Finał');
      // results in the one format: never 1/2-1/2, never a decimal match score
      const main = page.locator('main');
      await expect(main).not.toContainText('1/2-1/2');
      await expect(main).not.toContainText(/\d,5–\d/);
      await expect(main).toContainText('½–½');
      // the downloads: JSON, workbook, pairings, the TRF, print
      const downloads = page.getByTestId('competition-downloads');
      await expect(downloads.getByTestId('download-pairings')).toBeVisible();
      await expect(downloads.getByTestId('download-trf').first()).toBeVisible();
      await expect(downloads.getByTestId('print')).toBeVisible();
      const csv = await page.request.get((await downloads.getByTestId('download-pairings').getAttribute('href'))!);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toMatch(/^\uFEFF?Runda;Szachownica;Białe Nr;Białe;Wynik;Czarne Nr;Czarne\r\n1;1;/);
      const trf = await page.request.get((await downloads.getByTestId('download-trf').first().getAttribute('href'))!);
      expect(trf.status()).toBe(200);
      expect(await trf.text()).toMatch(/^012 /m);
      // the rank after each round, folded
      const progress = page.getByTestId('rank-progress');
      await progress.locator('summary').click();
      // rows in the order of the latest rank: the first row's last column is 1
      await expect(progress.locator('tbody tr').first().locator('td').last()).toHaveText('1');
      // the final ranking's winner: a link to the player's page, with the federation beside the name
      const winner = page.locator('#final-ranking tbody tr').first().locator('th');
      await expect(winner.locator('.federation')).toHaveText(/POL/);
      await fits(page, width, 'open');
      const name = (await winner.locator('a').textContent())!.trim();
      await winner.locator('a').click();
      await expect(page).toHaveURL(/\/players\/[^/]+$/);
      await expect(page.getByTestId('person-name')).toHaveText(name);
    });

    test('a league: linked names in the standings and cross-table, navigation, rank after each round', async ({ page }) => {
      await page.goto(LEAGUES);
      const first = page.locator('section[id^="league-"]').first();
      const id = (await first.getAttribute('id'))!.replace(/^league-/, '');
      await page.goto(`${LEAGUES}/${id}`);
      await expect(page.getByTestId('on-page-nav')).toContainText('Tabela krzyżowa');
      const standing = page.getByTestId('league-standings').locator('tbody tr').first().locator('th a');
      await expect(standing).toHaveAttribute('href', new RegExp(`^/players/in/ligi-jesien-2017/${id}/\\d+$`));
      await expect(page.getByTestId('league-cross-table').locator('tbody th a').first()).toBeVisible();
      await expect(page.getByTestId('rank-progress')).toBeVisible();
      await expect(page.getByTestId('competition-downloads').getByTestId('download-pairings')).toBeVisible();
      await fits(page, width, 'league');
      const name = (await standing.textContent())!.trim();
      await standing.click();
      await expect(page.getByTestId('person-name')).toHaveText(name);
    });

    test('the team league: linked names on boards, rankings and rosters; a club named once; the bracket', async ({ page }) => {
      await page.goto(TEAMS);
      await expect(page.getByTestId('on-page-nav')).toContainText('Składy');
      await expect(page.getByTestId('team-league-rounds').locator('table.match-boards tbody a').first()).toHaveAttribute('href', /^\/players\/in\/liga-druzynowa-2018\//);
      // "AZS UG Gdańsk (AZS UG Gdańsk)": a team named as its club is not followed by the club again
      const headings = await page.getByTestId('team-rosters').locator('h3').allTextContents();
      expect(headings.length).toBeGreaterThan(0);
      for (const h of headings) expect(h).not.toMatch(/^(.+) \(\1\)$/);
      // results in the one format (2½–1½), never "2,5 : 1,5"
      await expect(page.locator('main')).not.toContainText(/\d,5 : \d/);
      await fits(page, width, 'team-league');
      const link = page.getByTestId('team-rosters').locator('a').first();
      const name = (await link.textContent())!.trim();
      await link.click();
      await expect(page.getByTestId('person-name')).toHaveText(name);
    });

    test('English pages write money in PLN, Polish pages in zł; names "Surname First" on the teams page', async ({ page }) => {
      await page.goto(`/en/seasons/${SEASON}/prizes`);
      await expect(page.locator('main')).toContainText('PLN');
      await expect(page.locator('main')).not.toContainText(/\d zł/);
      await fits(page, width, 'prizes-en');
      await page.goto(`/seasons/${SEASON}/prizes`);
      await expect(page.locator('main')).toContainText(/\d zł/);
      await page.goto(`/seasons/${SEASON}/teams`);
      // the counted players by their season names: "Zalewski Adam", never the file's "Zalewski, Adam"
      await expect(page.locator('main')).not.toContainText(/\p{Lu}\p{Ll}+, \p{Lu}\p{Ll}+ \d/u);
    });
  });
}

test('the register form speaks the page\'s language: CR id and F / M on the English page', async ({ page }) => {
  await signIn(page);
  await page.goto(`/en/arbiter/seasons/${SEASON}`);
  const add = page.getByTestId('add-player');
  await expect(add.getByLabel('CR id')).toBeVisible();
  await expect(add.locator('select[name="sex"] option')).toHaveText(['—', 'M', 'F']);
  await expect(add).not.toContainText('ID CR');
  await page.goto(`/arbiter/seasons/${SEASON}`);
  await expect(page.getByTestId('add-player').locator('select[name="sex"] option')).toHaveText(['—', 'M', 'K']);
});
