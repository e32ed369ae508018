import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/**
 * The calculator offers only what can still happen (issue 29, defect 10): the demo season is
 * finished (its Final is in), so these tests use a season of their own still in progress — two
 * regular tournaments of 2026 played, the Final to come — made through the API as an arbiter would.
 */
const SLUG = 'what-if-e2e';
const SEASON = `/seasons/${SLUG}`;
const REGION = 'warmińsko-mazurskie';
const PLAYERS = ['Lis Adam', 'Kot Bartosz', 'Sowa Celina', 'Wilk Dawid', 'Ryś Ewa', 'Jeż Filip'];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const register = ['cr_id,name,birth,sex,club,region', ...PLAYERS.map((n, i) => `${300001 + i},${n},${1980 + i},${i === 2 || i === 4 ? 'F' : 'M'},KS Próba,${REGION}`)].join('\n') + '\n';
  const file = (shift: number) => ['place,name,cr_id,points', ...PLAYERS.map((_, k) => { const i = (k + shift) % PLAYERS.length; return `${k + 1},${PLAYERS[i]},${300001 + i},${8 - k}`; })].join('\n') + '\n';
  const statuses = await page.evaluate(
    async ({ slug, register, files }) => {
      const out = [(await fetch('/api/seasons', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug, name: 'Kalkulator w trakcie sezonu', year: 2026 }) })).status];
      out.push((await fetch(`/api/seasons/${slug}/registry`, { method: 'PUT', body: register })).status);
      for (const [id, name, date, body] of files) out.push((await fetch(`/api/seasons/${slug}/tournaments/${id}?name=${encodeURIComponent(name)}&date=${date}`, { method: 'PUT', body })).status);
      return out;
    },
    { slug: SLUG, register, files: [['gp01', 'I Turniej', '2026-03-07', file(0)], ['gp02', 'II Turniej', '2026-04-11', file(1)]] as [string, string, string, string][] },
  );
  // a worker started again after a failure finds the season made (409) and the same files (200, nothing stored)
  expect([201, 409]).toContain(statuses[0]);
  expect(statuses.slice(1)).toEqual([200, 200, 200]);
  await page.close();
});
/** "81,5" → 81.5 (Polish pages write the decimal comma). */
const plNumber = (s: string) => Number(s.trim().replace(',', '.'));

test('the calculator on a phone: "if I score 9 in the next tournament" under the season’s rules (issue 14)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(SEASON);
  const second = page.getByTestId('standings-table').locator('tbody tr').nth(1);
  const name = (await second.locator('th').textContent())!.trim();
  await second.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // the form asks what the rules need (game points), and states its assumptions
  const card = page.getByTestId('what-if');
  await expect(card).toContainText('Turniej daje punkty zdobyte w partiach: wpisz punkty.');
  await expect(page.getByTestId('what-if-semantics')).toContainText('pozostali zawodnicy z tabeli w tych turniejach nie grają');
  await page.getByTestId('what-if-g1').fill('9');
  await page.getByTestId('what-if-submit').click();

  // an address of its own: the answer can be shared and reloaded
  // (the Final still to come is the form's second tournament, left empty)
  await expect(page).toHaveURL(/\/what-if\?g1=9&gf=$/);
  const total = page.getByTestId('what-if-total');
  await expect(total).toBeVisible();
  const [now, after] = (await total.textContent())!.split('→').map(plNumber);
  // 2 tournaments held → no drops (the first after 9), and 3 → none: a 9 is counted on top of what counts now
  expect(after).toBe(now! + 9);
  await expect(page.getByTestId('what-if-rank')).toContainText('→');
  // the form again, filled as sent
  await expect(page.getByTestId('what-if-g1')).toHaveValue('9');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);

  // more points than rounds: said in Polish, nothing computed
  await page.getByTestId('what-if-g1').fill('12');
  await page.getByTestId('what-if-submit').click();
  await expect(page.getByTestId('what-if-problems')).toContainText('Najbliższy turniej: 12 pkt to więcej niż 9 rozegranych rund.');
  await expect(page.getByTestId('what-if-result')).toHaveCount(0);

  // the English page
  await page.goto(`/en${new URL(page.url()).pathname}?g1=8%2C5`);
  await expect(page.getByTestId('what-if-result')).toContainText('Total: now → after these tournaments');
  const [nowEn, afterEn] = (await page.getByTestId('what-if-total').textContent())!.split('→').map((s) => Number(s.trim()));
  expect(afterEn).toBe(nowEn! + 8.5);
  await context.close();
});

test('the arbiter sets the tournaments still to come; the player page’s outlook and calculator follow (issue 14)', async ({ page }) => {
  await signIn(page);
  await page.goto(`/arbiter${SEASON}`);
  const fields = page.getByTestId('remaining-fields');
  await fields.getByLabel('Turnieje zwykłe do rozegrania').fill('2');
  await page.getByTestId('update-season').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByTestId('update-season')).toContainText('Zapisano');
  await page.goto(SEASON);
  await page.getByTestId('standings-table').locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByTestId('player-outlook')).toContainText('Przed nami: 2 turnieje (według sędziego).');
  await expect(page.getByTestId('what-if-g1')).toBeVisible();
  await expect(page.getByTestId('what-if-g2')).toBeVisible();
  await expect(page.getByTestId('what-if-gf')).toHaveCount(0);
});
