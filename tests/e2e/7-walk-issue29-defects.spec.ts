import { expect, test } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';

// Issue 29: the remaining defects of the second browser walk — each at a laptop's and a phone's width.
const SEASON = '/seasons/gp-warmia-mazury-2018';

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('defect 10: after the Final the calculator offers no tournament and says the season is over, in the page’s language', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      const first = page.getByTestId('standings-table').locator('tbody tr').first();
      const href = (await first.locator('th a').getAttribute('href'))!;
      await page.goto(href);
      const card = page.getByTestId('what-if');
      await expect(card).toContainText('Sezon się zakończył: nie ma już turniejów do rozegrania.');
      await expect(card).not.toContainText('Najbliższy turniej');
      await expect(page.getByTestId('what-if-form')).toHaveCount(0);
      // the calculator's own address, with a next tournament asked for: nothing to compute
      await page.goto(`${href}/what-if?g1=9`);
      await expect(page.getByTestId('what-if')).toContainText('Sezon się zakończył');
      await expect(page.getByTestId('what-if-result')).toHaveCount(0);
      await page.goto(`/en${href}`);
      await expect(page.getByTestId('what-if')).toContainText('The season is over: no tournaments are left to play.');
      await expect(page.getByTestId('what-if')).not.toContainText('Next tournament');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 10: a 3,000-character name is refused with the limit and the length, and nothing is created', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      await page.goto('/arbiter');
      const form = page.getByTestId('create-season');
      const slug = `long-name-${v.width}`;
      await form.getByLabel(/Adres/).fill(slug);
      await form.getByLabel('Nazwa', { exact: true }).fill('Ż'.repeat(3000));
      await form.getByLabel('Rok').fill('2027');
      await form.getByRole('button', { name: 'Utwórz sezon' }).click();
      await expect(form).toContainText('Za długi tekst: nazwa może mieć najwyżej 200 znaków, a ma 3000.');
      expect((await page.request.get(`/api/seasons/${slug}/standings`)).status()).toBe(404);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 10: the season table’s result cells are reached by the keyboard and show their details; club names are not cut', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      const table = page.getByTestId('standings-table');
      // a phone shows rank, name and total; the other columns on request
      if (v.width < 1366) await page.getByTestId('all-columns').click();
      await table.locator('tbody tr').first().locator('th a').focus();
      await page.keyboard.press('Tab');
      // one tab stop: the first cell with details after the name (the club, whose full name is its title)
      const focused = page.locator(':focus');
      await expect(focused).toHaveJSProperty('tagName', 'TD');
      const club = (await focused.getAttribute('title'))!;
      expect(club.length).toBeGreaterThan(0);
      const tip = page.locator('#cell-tip');
      await expect(tip).toHaveText(club);
      // the arrows move to the tournaments' cells: each tells its place; the focus ring is drawn
      let title = '';
      for (let i = 0; i < 30 && !/miejsce w turnieju$/.test(title); i++) {
        await page.keyboard.press('ArrowRight');
        title = (await page.locator(':focus').getAttribute('title')) ?? '';
      }
      expect(title).toMatch(/^\d+\. miejsce w turnieju$/);
      await expect(tip).toHaveText(title);
      await expect(tip).toBeInViewport();
      expect(await page.locator(':focus').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(tip).toHaveText(title);
      await page.keyboard.press('Escape');
      await page.keyboard.press(' ');
      await expect(tip).toHaveText(title);
      // down the column: another player's cell; Tab leaves the table's cells (one stop, not thousands)
      const rowOf = () => page.locator(':focus').evaluate((el) => (el.parentElement as HTMLTableRowElement).sectionRowIndex);
      const before = await rowOf();
      await page.keyboard.press('ArrowDown');
      expect(await rowOf()).toBeGreaterThan(before);
      await expect(page.locator(':focus')).toHaveAttribute('tabindex', '0');
      expect(await table.locator('tbody td[tabindex="0"]').count()).toBe(1);
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').evaluate((el) => !!el.closest('#standings tbody') && el.tagName === 'TD')).toBe(false);
      // every club is shown whole: wrapped onto a second line, never cut
      const cut = await table.locator('tbody td:nth-child(3)').evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).map((td) => td.textContent));
      expect(cut).toEqual([]);
      await page.context().close();
    });
  });
}

for (const v of WIDTHS) {
  test(`what chess sites have, at ${v.width} px: each league shows its rounds’ pairings and results, its starting list and its FIDE rating cards`, async ({ browser }) => {
    const page = await at(browser, v.width, v.height);
    await page.goto('/leagues/ligi-jesien-2017');
    const first = page.locator('section[id^="league-"]').first();
    const pairings = first.getByTestId('round-pairings');
    await expect(pairings.getByRole('heading', { name: 'Kojarzenia i wyniki rund' })).toBeVisible();
    // ten players: five boards a round; the last round open, the earlier ones folded
    const rounds = pairings.locator('details');
    const count = await rounds.count();
    expect(count).toBeGreaterThan(1);
    await expect(rounds.last()).toHaveAttribute('open', '');
    await expect(rounds.first()).not.toHaveAttribute('open', '');
    await rounds.first().locator('summary').click();
    await expect(rounds.first().locator('tbody tr')).toHaveCount(5);
    await expect(rounds.first().locator('tbody tr').first()).toContainText(/(1–0|0–1|½–½|\+–−|−–\+|…)/);
    await expect(first.getByTestId('starting-list').locator('tbody tr')).toHaveCount(10);
    const cards = first.getByTestId('rating-cards');
    await expect(cards.getByRole('heading', { name: 'Ranking FIDE: zmiany i ranking turniejowy' })).toBeVisible();
    await expect(cards.locator('tbody tr').first()).toContainText(/[+−]?\d+,\d/);
    // one heading id per league on the page
    const ids = await page.locator('[data-testid="round-pairings"] h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
    await page.goto('/en/leagues/ligi-jesien-2017');
    await expect(page.getByTestId('round-pairings').first()).toContainText('Pairings and results by round');
    await expect(page.getByTestId('rating-cards').first()).toContainText('FIDE rating: changes and performance');
    await page.context().close();
  });
}


for (const v of WIDTHS) {
  test(`defect 10 at ${v.width} px: signed in, the header's "Logowanie" leads back to the workspace; signed out, it is "Logowanie" again`, async ({ browser }) => {
    const page = await at(browser, v.width, v.height);
    await signIn(page);
    // a React page and the string-rendered season table: the same header
    for (const path of ['/', SEASON]) {
      await page.goto(path);
      const link = page.getByTestId('sign-in-link');
      await expect(link).toHaveText('Mój panel');
      await expect(link).toHaveAttribute('href', '/arbiter');
    }
    await page.goto(`/en${SEASON}`);
    await expect(page.getByTestId('sign-in-link')).toHaveText('My workspace');
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/en/arbiter');
    await page.goto('/presets');
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(/\/arbiter$/);
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/arbiter\/sign-in/);
    await page.goto('/');
    await expect(page.getByTestId('sign-in-link')).toHaveText('Logowanie');
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/arbiter/sign-in');
    await page.context().close();
  });
}

for (const v of WIDTHS) {
  test(`issue 29 at ${v.width} px: the team league shows its players' FIDE rating cards, as the leagues do, without scrolling the page sideways`, async ({ browser }) => {
    const page = await at(browser, v.width, v.height);
    await page.goto('/team-leagues/liga-druzynowa-2018');
    const cards = page.getByTestId('rating-cards');
    await expect(cards).toContainText('Ranking FIDE: zmiany i ranking turniejowy');
    expect(await cards.locator('tbody tr').count()).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
    await page.context().close();
  });
}

for (const v of WIDTHS) {
  test(`issue 29 at ${v.width} px: the open shows its Swiss players' FIDE rating cards under its rounds' pairings`, async ({ browser }) => {
    const page = await at(browser, v.width, v.height);
    await page.goto('/en/events/open-olsztyn-2018');
    const cards = page.getByTestId('rating-cards');
    await expect(cards).toContainText('FIDE rating: changes and performance');
    expect(await cards.locator('tbody tr').count()).toBeGreaterThan(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
    await page.context().close();
  });
}
