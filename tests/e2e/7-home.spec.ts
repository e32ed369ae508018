import { expect, test } from '@playwright/test';

// Issue 28: a newcomer's first look — the whole year on the home page, phone first.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
];

for (const v of VIEWPORTS) {
  test(`the home page at ${v.width} px: every kind grouped by year, no sideways scroll, each card one click from its table`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: v.width, height: v.height } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rozgrywki związku');
    // the demo's 2018 (Grand Prix, open, team league) and 2017 (leagues), wherever the years stand —
    // other browser tests add competitions of later years, which then make the current season
    const y2018 = page.locator('[data-year="2018"]');
    await expect(y2018.getByRole('heading', { name: /^(Sezon )?2018$/ })).toBeVisible();
    for (const kind of ['grand-prix', 'swiss-open', 'team-league']) await expect(y2018.locator(`li.year-card[data-kind="${kind}"]`).first()).toBeVisible();
    const y2017 = page.locator('[data-year="2017"]');
    await expect(y2017.getByRole('link', { name: 'Ligi klubowe — jesień 2017' })).toBeVisible();
    // the current season is listed by kind, the archive's years below it, latest first
    const season = page.getByTestId('year-season');
    await expect(season.getByRole('heading', { level: 2 })).toHaveText(/^Sezon \d{4}$/);
    expect(await season.locator('section h3').count()).toBeGreaterThan(0);
    const years = await page.getByTestId('year-archive').locator('[data-year]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-year'))));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // each card: a name, a state and the winner in one line each
    const gp = page.getByTestId('season-gp-warmia-mazury-2018');
    await expect(gp).toContainText(/po \d+ turniejach i finale/);
    await expect(gp).toContainText(/Zwycięzca: .+ — \d+(,\d+)? pkt/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
    // on a phone the cards stand in one column; on a laptop side by side
    const boxes = await page.locator('li.year-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), right: Math.round(r.right) })));
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(v.width);
    if (v.width < 500) expect(new Set(boxes.map((b) => b.left)).size).toBe(1);
    // every kind's page, from its card
    const pages = [
      { link: 'Otwarty Turniej Szachowy o Puchar Warmii 2018', table: page.locator('section.matches table').first() },
      { link: 'Ligi klubowe — jesień 2017', table: page.getByTestId('league-cross-table').first() },
      { link: 'Drużynowa Liga Warmii i Mazur 2018', table: page.locator('section.team-league-boards table').first() },
      { link: 'Grand Prix Warmii i Mazur 2018', table: page.getByTestId('standings-table') },
    ];
    for (const p of pages) {
      await page.goto('/');
      await page.getByTestId('competitions').getByRole('link', { name: p.link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.link);
      await expect(p.table).toBeVisible();
    }
    // the footer's documentation for arbiters
    await page.getByTestId('docs-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dokumentacja');
    await page.getByTestId('docs-list').getByRole('link', { name: /Opens, round-robin leagues/ }).click();
    await expect(page.getByTestId('doc')).toContainText('Drafts are not public');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
    await context.close();
  });
}
