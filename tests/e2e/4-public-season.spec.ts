import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { WIDTHS, at } from './sign-in';

// Issue 11, the public season pages: defects 11–13 (the rest) and what chess sites have — at a laptop's and a phone's width.
const SLUG = 'gp-warmia-mazury-2018';
const SEASON = `/seasons/${SLUG}`;
/** WCAG contrast ratio of two computed CSS colours. */
async function ratio(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(([x, y]) => {
    const lum = (c: string) => {
      const [r, g, bl] = c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
    };
    const [l1, l2] = [lum(x!), lum(y!)];
    return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  }, [a, b]);
}

/** The nearest non-transparent background colour behind an element. */
async function background(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((el) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      if (c && !/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') return c;
    }
    return 'rgb(255, 255, 255)';
  });
}

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('the standings: the players in the prize places now are starred, the star says the prize on a tap; a result cell says its place', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      const table = page.getByTestId('standings-table');
      // as many starred rows as players on the prizes list (the same awards, from lib/series)
      const json = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
      const holders = new Set((json.prizes as { name: string; crId: string | null }[]).map((p) => `${p.crId}:${p.name}`));
      await expect(table.locator('tbody tr.prize')).toHaveCount(holders.size);
      const leader = table.locator('tbody tr').first();
      await expect(leader).toHaveClass(/prize/);
      // the star by the rank (drawn by CSS: the rank reads "1"), the prize in the rank's title, shown on a tap
      const star = leader.locator('td').first();
      await expect(star).toHaveText('1');
      expect(await star.evaluate((el) => getComputedStyle(el, '::before').content)).toContain('★');
      await expect(star).toHaveAttribute('title', /^Nagroda, gdyby sezon skończył się dziś: 1\. miejsce — \d+,\d\d zł/);
      await star.click();
      const tip = page.locator('#cell-tip');
      await expect(tip).toBeVisible();
      await expect(tip).toHaveText((await star.getAttribute('title'))!);
      await expect(tip).toBeInViewport();
      // a category shown and back: the prize stays in the title
      await page.getByRole('button', { name: 'Wszyscy' }).click();
      await expect(star).toHaveAttribute('title', /^Nagroda/);
      if (v.width >= 1366) {
        // a result cell: its place in that tournament on hover (title) and on a tap
        const cell = leader.locator('td[title$="miejsce w turnieju"]').first();
        await expect(cell).toHaveAttribute('title', /^\d+\. miejsce w turnieju$/);
        await cell.click();
        await expect(tip).toHaveText((await cell.getAttribute('title'))!);
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden();
      }
      await page.context().close();
    });

    test('defect 13: four key presses from the top of the standings to the first player; the focus ring and the absent rows are readable', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(SEASON);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText('Przejdź do tabeli');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const first = page.getByTestId('standings-table').locator('tbody tr').first().locator('th a');
      await expect(first).toBeFocused();
      // the focus ring: ≥ 3:1 against the page (WCAG 1.4.11)
      const outline = await first.evaluate((el) => getComputedStyle(el).outlineColor);
      expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      expect(await ratio(page, outline, await background(page, '#standings tbody tr:first-child th'))).toBeGreaterThanOrEqual(3);
      expect(await ratio(page, outline, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
      // a player's page: the tournaments they missed are grey, yet ≥ 4.5:1
      const json = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
      const missing = (json.individual as { crId: string | null; results: unknown[] }[]).find((e) => e.crId && e.results.length < 10)!;
      await page.goto(`${SEASON}/players/${missing.crId}`);
      await expect(page.locator('[data-testid="player-history"] tr.absent').first()).toBeVisible();
      const row = page.locator('[data-testid="player-history"] tr.absent td').first();
      const colour = await row.evaluate((el) => getComputedStyle(el).color);
      expect(await ratio(page, colour, await background(page, '[data-testid="player-history"] tr.absent td'))).toBeGreaterThanOrEqual(4.5);
      await page.context().close();
    });

    test('the teams page: no sentence twice; which players counted for each club in each tournament, adding up to its score', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(`${SEASON}/teams`);
      const explain = (await page.locator('p.explain').textContent())!;
      const clauses = explain.split(/[.;:]/).map((c) => c.trim().toLowerCase()).filter((c) => c.length > 8);
      expect(new Set(clauses).size).toBe(clauses.length);
      expect(explain.match(/podwójnie/g)?.length ?? 0).toBeLessThanOrEqual(1);
      const lineups = page.getByTestId('team-lineups');
      const club = lineups.locator('details').first();
      await club.locator('summary').click();
      const items = club.locator('li');
      expect(await items.count()).toBeGreaterThan(0);
      // "I Turniej Grand Prix: 31,5 — Kowalski Jan 8; …": the players' points add up to the club's score, at most 5 of them
      const toNumber = (s: string) => Number(s.replace(',', '.'));
      for (const text of (await items.allTextContents()).slice(0, 4)) {
        const m = /^(.+?): ([\d,]+)(?: \(odrzucony\))? — (.+)$/.exec(text)!;
        expect(m).not.toBeNull();
        const players = m[3]!.split('; ').map((p) => toNumber(/ ([\d,]+)$/.exec(p)![1]!));
        expect(players.length).toBeGreaterThan(0);
        expect(players.length).toBeLessThanOrEqual(5);
        expect(players.reduce((a, b) => a + b, 0)).toBeCloseTo(toNumber(m[2]!), 6);
      }
      await expect(items.first()).toBeVisible();
      if (v.width >= 1366) {
        // the score cell says the same on hover and on a tap
        const cell = page.getByTestId('teams-table').locator('tbody tr').first().getByTestId('team-score').first();
        await expect(cell).toHaveAttribute('title', /Liczyli się: .+ \d/);
        await cell.click();
        await expect(page.locator('#cell-tip')).toHaveText((await cell.getAttribute('title'))!);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('a tournament page shows the file\'s tie-break and ranking columns (not its name, not the linking); a player\'s page their ranking and register and FIDE links', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      // gp02 is a ChessArbiter list with Bch. and Progr.; gp03 a chess-results list with TB1, TB2
      await page.goto(`${SEASON}/tournaments/gp02`);
      const results = page.getByTestId('results-table');
      await expect(results.getByTestId('tiebreak-column')).toHaveText(['Bch.', 'Progr.']);
      // (hidden on a phone with the other extra columns: the points stay in view)
      await expect(results.locator('thead th', { hasText: /^Rank\.$/ })).toHaveCount(1);
      const firstRow = results.locator('tbody tr').first();
      if (v.width >= 1366) {
        await expect(results.getByTestId('tiebreak-column').first()).toBeVisible();
        // Bch. with the decimal comma of the Polish page, like the file
        await expect(firstRow.locator('td').nth(4)).toHaveText(/^\d+(,\d+)?$/);
      }
      await expect(results.getByRole('columnheader', { name: 'Pkt.' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('columnheader', { name: 'Powiązanie' })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/gp0\d\.(csv|txt)/);
      await page.goto(`${SEASON}/tournaments/gp03`);
      await expect(page.getByTestId('tiebreak-column')).toHaveText(['TB1', 'TB2']);
      // the leader's page: the ranking, the register's page by CR id, FIDE's by FIDE id — new tabs without opener
      await page.goto(SEASON);
      await page.getByTestId('standings-table').locator('tbody tr').first().locator('th a').click();
      const profile = page.getByTestId('player-profile');
      await expect(profile.getByTestId('profile-national-rating')).toContainText(/Ranking PZSzach\s*\d{3,4}/);
      const crId = /\/players\/(\d+)$/.exec(page.url())![1]!;
      const register = profile.getByTestId('profile-register-link');
      await expect(register).toHaveAttribute('href', `https://www.cr-pzszach.pl/ew/viewpage.php?page_id=1&zwiazek=&typ_czlonka=&id_czlonka=${crId}`);
      await expect(register).toHaveAttribute('rel', /noopener/);
      await expect(register).toHaveAttribute('target', '_blank');
      const fide = profile.getByTestId('profile-fide-link');
      if ((await fide.count()) > 0) {
        await expect(fide).toHaveAttribute('href', /^https:\/\/ratings\.fide\.com\/profile\/\d+$/);
        await expect(fide).toHaveAttribute('rel', /noopener/);
      }
      await expect(register).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 11: the Polish page downloads a CSV Excel opens in columns; the English page the comma-separated one', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      // issue 29, defect 5: the Polish download has Polish headers (was: the English ones)
      const headers = {
        pl: { first: ['miejsce', 'zawodnik', 'id_cr', 'klub', 'suma', 'turnieje', 'finał'], final: 'final', last: ['odrzucone', 'miejsce_w_finale', 'rozegrane'] },
        en: { first: ['rank', 'name', 'cr_id', 'club', 'total', 'regular', 'final'], final: 'final_result', last: ['dropped', 'final_place', 'played'] },
      };
      for (const [path, d, decimal, lang] of [[SEASON, ';', ',', 'pl'], [`/en${SEASON}`, ',', '.', 'en']] as const) {
        await page.goto(path);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-csv').click()]);
        const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
        const head = lines[0]!.split(d);
        expect(new Set(head).size).toBe(head.length);
        expect(head.slice(0, 7)).toEqual(headers[lang].first);
        expect(head).toContain(headers[lang].final);
        expect(head.slice(-3)).toEqual(headers[lang].last);
        // a half point is written the spreadsheet's way; dropped results are in parentheses
        const body = lines.slice(1).join('\n');
        expect(body).toMatch(new RegExp(`\\d\\${decimal}5`));
        expect(body).toMatch(/\(\d/);
      }
      await page.context().close();
    });
  });
}
