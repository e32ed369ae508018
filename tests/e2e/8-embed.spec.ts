import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';

// Issue 26 in Chromium: a club's page on another origin (a tiny server on another loopback port,
// under another host name) shows the table from the snippet copied from the season page; the
// workspace and the public pages in a frame of that origin are refused.
const SEASON = '/seasons/gp-warmia-mazury-2018';
const site = `http://127.0.0.1:${process.env.E2E_PORT ?? 3310}`;

let club: Server;
let clubBase = '';
let clubPage = '';
test.beforeAll(async () => {
  club = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? clubPage : '<p>nothing</p>');
  });
  await new Promise<void>((r) => club.listen(0, '127.0.0.1', r));
  // "localhost" and another port: another origin and another site than 127.0.0.1:E2E_PORT
  clubBase = `http://localhost:${(club.address() as { port: number }).port}`;
});
test.afterAll(() => new Promise<void>((r) => club.close(() => r())));

const clubHtml = (body: string) => `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>UKS Jedynka</title></head><body style="margin:0"><h1>UKS Jedynka Olsztyn</h1>${body}<footer>stopka klubu</footer></body></html>`;

test('a webmaster copies the snippet from the season page; the club page on another origin shows the top ten, sized to fit, on a phone', async ({ page, browser }) => {
  await page.goto(SEASON);
  const box = page.getByTestId('embed-snippet');
  await expect(box).not.toHaveAttribute('open');
  await box.locator('summary').click();
  // the live preview shows the table the code names
  const preview = page.frameLocator('[data-testid="embed-preview"] iframe');
  await expect(preview.getByTestId('embed-individual')).toBeVisible();
  const code = page.getByTestId('embed-code');
  await expect(code).toHaveValue(new RegExp(`<iframe src="${site.replace(/\./g, '\\.')}/embed/seasons/gp-warmia-mazury-2018\\?top=10"`));
  // the copy button
  await page.getByTestId('embed-copy').click();
  await expect(box.locator('[data-embed-status]')).toHaveText(/Skopiowano|Nie udało się skopiować/);
  const snippet = await code.inputValue();
  expect(snippet).toContain('gp-embed-height');

  clubPage = clubHtml(snippet);
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const clubTab = await phone.newPage();
  await clubTab.goto(clubBase);
  const frame = clubTab.frameLocator('iframe');
  const table = frame.getByTestId('embed-individual');
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(10);
  expect(count).toBeLessThan(15);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(frame.getByTestId('as-of')).toHaveText(/^Stan na \d{1,2} \p{L}+ \d{4} \d\d:\d\d$/u);
  // the iframe took the table's height from the page's report (the snippet's 480 px were a guess)
  const iframe = clubTab.locator('iframe');
  await expect.poll(async () => iframe.evaluate((f) => (f as HTMLIFrameElement).style.height)).not.toBe('480px');
  // the frame is as tall as the table it shows: the footer of the club's page follows right under it
  const [frameBox, tableBox] = [await iframe.boundingBox(), await frame.locator('html').evaluate((html) => html.getBoundingClientRect().height)];
  expect(Math.abs(frameBox!.height - tableBox)).toBeLessThanOrEqual(2);
  // on a phone the table fits: nothing to scroll sideways inside the frame
  const fits = await frame.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth + 1);
  expect(fits).toBe(true);
  // the site's name opens the full page (a new tab)
  await expect(frame.locator('a.site')).toHaveAttribute('href', SEASON);
  await expect(frame.locator('a.site')).toHaveAttribute('target', '_blank');
  await phone.close();
});

test('the snippet follows the category chosen on the table and the club chosen in the box', async ({ page }) => {
  await page.goto(SEASON);
  await page.getByRole('button', { name: 'Junior do 14 lat' }).click();
  await page.getByTestId('embed-snippet').locator('summary').click();
  const code = page.getByTestId('embed-code');
  await expect(code).toHaveValue(/\?category=junior14&amp;top=10"/);
  await page.getByTestId('embed-snippet').locator('select[name="category"]').selectOption('');
  await page.getByTestId('embed-snippet').locator('select[name="club"]').selectOption('UKS Jedynka Olsztyn');
  await page.getByTestId('embed-snippet').locator('input[name="top"]').fill('');
  await page.getByTestId('embed-snippet').locator('select[name="theme"]').selectOption('dark');
  await expect(code).toHaveValue(/\?club=UKS%20Jedynka%20Olsztyn&amp;theme=dark"/);
  const preview = page.frameLocator('[data-testid="embed-preview"] iframe');
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(preview.getByText('Zawodnicy klubu UKS Jedynka Olsztyn')).toBeVisible();

  clubPage = clubHtml(await code.inputValue());
  const clubTab = await page.context().newPage();
  await clubTab.goto(clubBase);
  const frame = clubTab.frameLocator('iframe');
  await expect(frame.getByTestId('embed-individual')).toBeVisible();
  // every row is one of the club's players: the club column is left out, the subtitle names it
  await expect(frame.getByText('Zawodnicy klubu UKS Jedynka Olsztyn')).toBeVisible();
  expect(await frame.getByTestId('embed-individual').locator('thead th').count()).toBe(3);
});

test('the workspace and the public pages refuse a frame on another origin; the embed loads beside them', async ({ page }) => {
  clubPage = clubHtml(
    `<iframe id="workspace" src="${site}/arbiter/sign-in"></iframe><iframe id="season" src="${site}${SEASON}"></iframe><iframe id="embed" src="${site}/embed/seasons/gp-warmia-mazury-2018?view=teams"></iframe>`,
  );
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors|Refused to frame|X-Frame-Options/i.test(m.text())) refused.push(m.text());
  });
  await page.goto(clubBase);
  await expect(page.frameLocator('#embed').getByTestId('embed-teams')).toBeVisible();
  // the sign-in form never shows inside the club's page
  await expect(page.frameLocator('#workspace').locator('input[type="password"]')).toHaveCount(0);
  await expect(page.frameLocator('#season').getByTestId('standings-table')).toHaveCount(0);
  const frameUrls = page.frames().map((f) => f.url());
  expect(frameUrls.some((u) => u.includes('/arbiter/sign-in'))).toBe(false);
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  // the same pages open normally on the site itself
  await page.goto(`${site}/arbiter/sign-in`);
  await expect(page.locator('input[type="password"]')).toBeVisible();
});
