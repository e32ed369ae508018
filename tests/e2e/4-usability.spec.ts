import { expect, test, type Browser, type Page } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';

// Issue 11: what a new player, arbiter or organizer hit on first use — each defect at a laptop's and a phone's width.
const SEASON = '/seasons/gp-warmia-mazury-2018';
const SLUG = 'gp-warmia-mazury-2018';
/** WCAG contrast ratio of an element's text colour against its background colour (both computed). */
async function contrast(page: Page, selector: string, index = 0): Promise<number> {
  return page.locator(selector).nth(index).evaluate((el) => {
    const rgb = (c: string) => c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const a = lum(rgb(style.color));
    const b = lum(rgb(style.backgroundColor));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

/** Every visible form field of the page has an accessible name, and no label holds two fields. */
async function fieldsWithoutNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const f of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not([type=hidden]), select, textarea')) {
      const labelled = (f.labels?.length ?? 0) > 0 || f.getAttribute('aria-label') || f.getAttribute('aria-labelledby') || f.title;
      if (!labelled) bad.push(`${f.tagName} ${f.name}`);
      for (const l of Array.from(f.labels ?? [])) if (l.querySelectorAll('input:not([type=hidden]), select, textarea').length > 1) bad.push(`label "${l.textContent?.trim()}" holds several fields`);
    }
    return [...new Set(bad)];
  });
}

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('defect 1 + features: the category filter is readable; a category shows its own ranks; a search finds a player', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      const buttons = page.locator('.filters button[data-filter-table]');
      for (let i = 0; i < (await buttons.count()); i++) expect(await contrast(page, '.filters button[data-filter-table]', i)).toBeGreaterThanOrEqual(4.5);
      await page.getByRole('button', { name: 'Junior do 14 lat' }).click();
      await expect(page.getByRole('button', { name: 'Junior do 14 lat' })).toHaveAttribute('aria-pressed', 'true');
      expect(await contrast(page, '.filters button[aria-pressed="true"]')).toBeGreaterThanOrEqual(4.5);
      const visible = page.getByTestId('standings-table').locator('tbody tr:visible');
      // the best junior is 1st among juniors, whatever the overall rank; the overall rank is in the title
      await expect(visible.first().locator('td').first()).toHaveText('1');
      await expect(visible.first().locator('td').first()).toHaveAttribute('title', /Miejsce w klasyfikacji ogólnej: \d+/);
      await expect(page.getByTestId('filter-status')).toContainText('miejsce w wybranej kategorii');
      await page.getByRole('button', { name: 'Wszyscy' }).click();
      const first = page.getByTestId('standings-table').locator('tbody tr').first();
      await expect(first.locator('td').first()).toHaveText('1');
      // search by a club, without Polish letters
      await page.getByLabel('Szukaj zawodnika lub klubu').fill('zulawy elblag');
      const found = page.getByTestId('standings-table').locator('tbody tr:visible');
      expect(await found.count()).toBeGreaterThan(0);
      for (const club of await found.locator('td:nth-child(3)').allTextContents()) expect(club).toBe('MKS Żuławy Elbląg');
      await page.getByLabel('Szukaj zawodnika lub klubu').fill('nikt-taki-nie-gra');
      await expect(page.getByTestId('filter-status')).toHaveText('Nikt nie pasuje do wyszukiwania.');
      await page.context().close();
    });

    test('defect 2: the header row stays in view while the long table scrolls; the name column stays too', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      const wrap = page.locator('.table-wrap').first();
      await wrap.evaluate((el) => el.scrollIntoView());
      await wrap.evaluate((el) => (el.scrollTop = 2000));
      const box = (await wrap.boundingBox())!;
      const header = (await page.getByTestId('standings-table').locator('thead th').nth(3).boundingBox())!;
      expect(Math.abs(header.y - box.y)).toBeLessThanOrEqual(2);
      // the header is drawn above the rows that scroll under it
      const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('thead') !== null, [header.x + header.width / 2, header.y + header.height / 2]);
      expect(onTop).toBe(true);
      // a table wider than its frame keeps the names in view when scrolled sideways
      if (await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)) {
        const cell = page.getByTestId('standings-table').locator('tbody tr:nth-child(40) th');
        const before = (await cell.boundingBox())!;
        // a table only a little wider than its frame scrolls less than the columns before the name:
        // the name then moves left by the scroll, and sticks at the frame's edge once it reaches it
        const scrolled = await wrap.evaluate((el) => ((el.scrollLeft = 400), el.scrollLeft));
        const name = (await cell.boundingBox())!;
        expect(Math.abs(name.x - Math.max(before.x - scrolled, box.x))).toBeLessThanOrEqual(2);
      }
      await expect(page.getByTestId('standings-table').locator('tbody tr:nth-child(40) th')).toBeVisible();
      if (v.width >= 1366) {
        // a full season — 16 tournaments and the Final — fits a laptop's width without scrolling sideways
        // (measured by column: the browser tests before this one add tournaments to the demo season)
        const widths = await page.getByTestId('standings-table').locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
        const fixed = widths.slice(0, 7).reduce((a, b) => a + b, 0);
        // the widest regular tournament column 16 times, and the Final's own (the last column)
        const perTournament = Math.max(...widths.slice(7, -1));
        const finalColumn = widths[widths.length - 1]!;
        expect(fixed + 16 * perTournament + finalColumn).toBeLessThanOrEqual(await wrap.evaluate((el) => el.clientWidth));
        await page.goto(`${SEASON}/teams`);
        // the teams table too, its "Puchar" column last: 5 fixed columns, 17 tournaments, the cup
        await expect(page.getByRole('columnheader', { name: 'Puchar' })).toBeVisible();
        const team = await page.getByTestId('teams-table').locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
        const teamFixed = team.slice(0, 5).reduce((a, b) => a + b, 0) + team.at(-1)!;
        expect(teamFixed + 17 * Math.max(...team.slice(5, -1))).toBeLessThanOrEqual(await page.locator('.table-wrap').first().evaluate((el) => el.clientWidth));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 9: a phone sees the points of a tournament and the "Counted" column of a player', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(`${SEASON}/tournaments/gp01`);
      const points = page.getByTestId('results-table').getByRole('columnheader', { name: 'Pkt.' });
      await expect(points).toBeInViewport({ ratio: 1 });
      expect(await points.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(page.getByTestId('results-table').locator('tbody tr').first().locator('td.num').nth(1)).toBeInViewport({ ratio: 1 });
      // the public page shows neither the uploaded file's name nor the internal linking column (defect 12)
      await expect(page.getByRole('columnheader', { name: 'Powiązanie' })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('.csv');
      await page.goto(SEASON);
      await page.getByTestId('standings-table').locator('tbody tr').first().getByRole('link').click();
      const counted = page.getByTestId('player-history').getByRole('columnheader', { name: 'Zaliczony' });
      // the table stands below the page's first screen (issue 40 added the link to the player's other
      // competitions above it): scrolled to, the column must be wholly on the screen, not past its right edge
      await counted.scrollIntoViewIfNeeded();
      await expect(counted).toBeInViewport({ ratio: 1 });
      // the word itself is whole, not clipped inside its cell (nor the points on the tournament page)
      expect(await counted.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.getByTestId('player-history').locator('tbody tr').first().locator('td').last().evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(page.getByTestId('player-played')).toHaveText(/^\d+ \/ \d+$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });
  });
}

test('defect 16, 12, 13: a dropped absence is a struck dash, no "Final 0", the first click on Total puts the best first, every page has its own title', async ({ page }) => {
  await page.goto(SEASON);
  const table = page.getByTestId('standings-table');
  expect(await table.locator('td.a.d').count()).toBeGreaterThan(0);
  for (const text of await table.locator('td.a.d').allTextContents()) expect(text).toBe('–');
  await expect(page.locator('.legend')).toContainText('– — nieobecność odrzucona');
  await expect(page.getByRole('columnheader', { name: 'Eliminacje' })).toBeVisible();
  await expect(page.getByTestId('last-updated')).toContainText(/Stan po \d+ turniejach \(ostatni: .+, \d\d\.\d\d\.\d{4}\)/);
  await table.getByRole('button', { name: 'Razem' }).click();
  await expect(table.getByRole('columnheader', { name: 'Razem' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('1');
  // the tournament columns' 17 sort buttons are clickable but not in the Tab order
  expect(await table.locator('thead button:not([tabindex="-1"])').count()).toBeLessThanOrEqual(7);
  const titles = new Set<string>();
  for (const path of [SEASON, `${SEASON}/teams`, `${SEASON}/prizes`, `${SEASON}/tournaments`, `${SEASON}/calendar`, `${SEASON}/tournaments/gp01`, '/', '/arbiter/sign-in', `/en${SEASON}/teams`]) {
    await page.goto(path);
    const title = await page.title();
    expect(title).toContain('Grand Prix');
    titles.add(title);
  }
  expect(titles.size).toBe(9);
  await page.goto(`${SEASON}/teams`);
  await expect(page.getByTestId('teams-table').locator('svg.icon').first()).toBeVisible();
  await expect(page.getByTestId('teams-table')).not.toContainText('🏆');
  // the public header leads to sign-in, in both languages
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/arbiter\/sign-in$/);
  await page.goto(`/en${SEASON}`);
  await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/en/arbiter/sign-in');
});

test('defect 4 and 5: /arbiter loads without a console error, the slug pattern works, every field has a name of its own', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  await page.goto('/arbiter');
  await expect(page.getByRole('heading', { name: 'Panel sędziego' })).toBeVisible();
  const slug = page.getByTestId('create-season').getByLabel(/Adres/);
  await slug.fill('Zły Adres');
  expect(await slug.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
  await slug.fill('gp-2031');
  expect(await slug.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  expect(await fieldsWithoutNames(page)).toEqual([]);
  await expect(page.getByTestId('create-season').getByLabel('Od', { exact: true })).toHaveValue(/^\d\d-\d\d$/);
  await page.goto(`/arbiter/seasons/${SLUG}`);
  expect(await fieldsWithoutNames(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('defect 3, 5, 10: an organizer reads every message in Polish; fee labels match their fields; no ✓ beside items not given', async ({ page }) => {
  // a season of its own, the first on the organizer's page (the newest year)
  await signIn(page, 'sedzia@demo.gp', 'demo-password-2018');
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill('gp-usab-2030');
  await form.getByLabel('Nazwa', { exact: true }).fill('Grand Prix 2030');
  await form.getByLabel('Rok').fill('2030');
  // a broken place-prizes field is explained in Polish only
  await form.getByLabel(/Nagrody za miejsca/).fill('600, abc');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText('Nagrody za miejsca: wpisz kwoty oddzielone przecinkami');
  await expect(form).not.toContainText('comma');
  await form.getByLabel(/Nagrody za miejsca/).fill('600, 400, 300');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText('Utworzono sezon gp-usab-2030');
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await page.waitForURL(/sign-in/);

  await signIn(page, 'organizer@example.org', 'organizer password 1');
  await expect(page).toHaveURL(/\/organizer/);
  expect(await fieldsWithoutNames(page)).toEqual([]);
  const reserve = page.getByTestId('reserve');
  await reserve.getByLabel('Data').fill('2030-06-08');
  await reserve.getByLabel('Nazwa turnieju').fill('Turniej sprawdzający');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByLabel('Rundy').fill('7');
  await reserve.getByLabel('Dorośli').fill('30');
  await reserve.getByLabel('Juniorzy do 18 lat i zawodnicy 60+').fill('25');
  await reserve.getByLabel('Kobiety i juniorzy do 14 lat').fill('15');
  await reserve.getByLabel('Za 1. miejsce').fill('300');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('Zarezerwowano');
  const own = page.getByTestId('own-reservations').getByRole('row', { name: /Turniej sprawdzający/ });
  const checks = own.getByTestId('compliance');
  await expect(checks).toContainText('9 rund (planowane: 7)');
  await expect(checks).toContainText('wpisowe dorosłych ≤ 25 zł (planowane: 30 zł)');
  await expect(checks).toContainText('wpisowe juniorów do 18 lat i zawodników 60+ ≤ 20 zł (planowane: 25 zł)');
  await expect(checks).not.toContainText('kobiet');
  await expect(checks).toContainText(/Nie podano: \d+ z 13 pozycji\./);
  await expect(checks).not.toContainText('✓');
  await expect(checks).not.toContainText(/junior18OrVeteran|entry fee|planned|not given/);
  // a date too soon: the reason in Polish only
  await reserve.getByLabel('Data').fill('2026-12-05');
  // an accepted form is cleared: everything required is typed again
  await reserve.getByLabel('Nazwa turnieju').fill('Za późno');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve.getByRole('status')).toContainText('Termin nie został zarezerwowany');
  await expect(reserve.getByRole('status')).not.toContainText(/Reserve|Tournaments|The /);
});

test('defect 6: the arbiter finds any register player in one search — name, birth year, club, id — and is warned before a duplicate', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  // a register player who is in no standings yet
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const add = page.getByTestId('add-player');
  await add.getByLabel('ID CR').fill('98765');
  await add.getByLabel('Nazwisko i imię').fill('Zieliński Bogdan');
  await add.getByLabel('Rok urodzenia').fill('1957');
  await add.getByLabel('Klub').fill('KS Mazur Giżycko');
  await add.getByRole('button', { name: 'Dodaj' }).click();
  await expect(add).toContainText('Dodano zawodnika');

  await page.goto(`/arbiter/seasons/${SLUG}/tournaments/gp01`);
  const rows = page.getByTestId('arbiter-rows').locator('tbody tr');
  const firstText = (await rows.nth(0).locator('td').nth(3).textContent())!;
  const leaderId = /\((\d+)\)/.exec(firstText)![1]!;
  // row 3: search by surname without Polish letters and the birth year → exactly the new register player, with club and id
  const row = rows.nth(2);
  const rowName = (await row.locator('td').nth(1).textContent())!;
  await row.getByRole('searchbox').fill('zielinski 1957');
  const choice = row.getByRole('combobox');
  await expect(choice.locator('option:not([disabled])')).toHaveCount(3);
  await expect(choice.locator('option').nth(1)).toHaveText('Zieliński Bogdan · 1957 · KS Mazur Giżycko · ID CR 98765');
  // by club alone: several players, sorted by name
  await row.getByRole('searchbox').fill('mazur gizycko');
  const names = (await choice.locator('option').allTextContents()).slice(1, -2).map((t) => t.split(' · ')[0]!);
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  // by id: the leader, already on line 2 of this tournament → a warning in Polish, nothing saved until confirmed
  await row.getByRole('searchbox').fill(leaderId);
  await choice.selectOption(leaderId);
  await row.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(row.getByTestId('link-status')).toContainText(`ma już w tym turnieju wiersz`);
  await expect(row.getByTestId('link-status')).toContainText('Nie zapisano');
  await page.reload();
  await expect(page.getByTestId('arbiter-rows').getByRole('row', { name: new RegExp(rowName) })).not.toContainText('ręcznie');
  // the new register player instead: saved
  const again = page.getByTestId('arbiter-rows').locator('tbody tr').nth(2);
  await again.getByRole('searchbox').fill('98765');
  await again.getByRole('combobox').selectOption('98765');
  await again.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(again.getByTestId('link-status')).toHaveText('Zapisano.');
  await expect(page.getByTestId('arbiter-rows').locator('tbody tr').nth(2)).toContainText('ręcznie → Zieliński Bogdan (98765)');
  // and back to automatic
  const back = page.getByTestId('arbiter-rows').locator('tbody tr').nth(2);
  await back.getByRole('combobox').selectOption('auto');
  await back.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByTestId('arbiter-rows').locator('tbody tr').nth(2).locator('td').nth(3)).not.toContainText('Zieliński Bogdan');
  await expect(page.getByTestId('arbiter-rows').locator('tbody tr').nth(2).locator('td').nth(3)).not.toContainText('ręcznie');
});
