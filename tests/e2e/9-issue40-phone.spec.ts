/**
 * Issue 40, what a visitor sees on a phone and in cross-tables (the walk at 1366 and 390 px, both languages):
 * the league schedule and the leagues list keep names, result and date on the screen; a date nobody knows is
 * said once; a cross-table's × stands in its column and is shaded on every row; a league without rounds has no
 * heading of pairings; the team league's team names link to their rosters; every public page kind at 390 px is no
 * wider than the screen, and a table wider than its frame fades at its right edge until scrolled to its end.
 * Element widths and positions are measured, not pixels; the screenshots are for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const LEAGUES = 'ligi-jesien-2017';
const TEAM_LEAGUE = 'liga-druzynowa-2018';
const OPEN = 'open-olsztyn-2018';
const SEASON = 'gp-warmia-mazury-2018';

/** The table's frame: how wide the table is against what the frame shows, and the frame's right edge on the page. */
async function frame(table: Locator) {
  return table.evaluate((t) => {
    const wrap = t.closest('.table-wrap')!;
    return { scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth, right: wrap.getBoundingClientRect().right };
  });
}

/** Every cell of the row lies within the screen's width (the frame not scrolled). */
async function rowOnScreen(row: Locator, width: number) {
  const cells = row.locator('td, th');
  const n = await cells.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const box = (await cells.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

async function createLeague(page: Page, slug: string, name: string, league: string) {
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption('round-robin-league');
  await create.getByLabel('Nazwa').fill(name);
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const describe = page.getByTestId(`describe-${slug}`);
  await describe.getByLabel(/Ligi — jedna w wierszu/).fill(league);
  await describe.getByRole('button', { name: 'Zapisz league.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();
  await hydrated(page, `upload-${slug}`);
}

async function uploadLeagueFile(page: Page, slug: string, file: { name: string; mimeType: string; buffer: Buffer }, as: string) {
  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles(file);
  await box.getByLabel(/Nazwa w folderze/).fill(as);
  await box.getByRole('button', { name: 'Podgląd' }).click();
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText(`Zapisano ${as} (wersja 1).`);
}

for (const at of [
  { ...PHONE, lang: 'pl', prefix: '', words: { leader: 'Prowadzi', games: 'Partie rozegrane', round: 'Runda 9' } },
  { ...LAPTOP, lang: 'en', prefix: '/en', words: { leader: 'Leader', games: 'Games decided', round: 'Round 9' } },
] as const) {
  test(`(8) at ${at.width} px (${at.lang}) the leagues list, a league's schedule and its pairings keep names, result and date on the screen`, async ({ page }) => {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.prefix}/leagues/${LEAGUES}`);
    // the leagues list: every league's leader and games on the screen (on a phone a card of labelled lines)
    const list = page.getByTestId('league-season');
    const f = await frame(list);
    expect(f.scrollWidth).toBeLessThanOrEqual(f.clientWidth);
    const rows = list.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    for (let i = 0; i < (await rows.count()); i++) await rowOnScreen(rows.nth(i), at.width);
    if (at.width === PHONE.width) {
      // the labels say which line is which
      expect(await rows.first().locator('td').nth(2).evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${at.words.leader}: "`);
      expect(await rows.first().locator('td').nth(3).evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${at.words.games}: "`);
    }
    await list.screenshot({ path: `test-results/issue40m-leagues-list-${at.width}.png` });

    await page.goto(`${at.prefix}/leagues/${LEAGUES}/liga-1-1`);
    const schedule = page.getByTestId('league-schedule');
    const s = await frame(schedule);
    expect(s.scrollWidth).toBeLessThanOrEqual(s.clientWidth);
    const games = schedule.locator('tbody tr:not(.round)');
    expect(await games.count()).toBe(45);
    for (const i of [0, 17, 44]) await rowOnScreen(games.nth(i), at.width);
    await expect(schedule).toContainText(at.words.round);
    await schedule.locator('tbody').last().screenshot({ path: `test-results/issue40m-schedule-${at.width}.png` });

    // the last round's pairings (open): the result and the black player on the screen
    const lastRound = page.locator('details[open] table.pairings').last();
    const p = await frame(lastRound);
    expect(p.scrollWidth).toBeLessThanOrEqual(p.clientWidth);
    for (let i = 0; i < (await lastRound.locator('tbody tr').count()); i++) await rowOnScreen(lastRound.locator('tbody tr').nth(i), at.width);
    await lastRound.screenshot({ path: `test-results/issue40m-pairings-${at.width}.png` });
  });
}

for (const at of [PHONE, LAPTOP]) {
  test(`(9) at ${at.width} px a cross-table's × stands in its column, centred as the results are, and is shaded on every row`, async ({ page }) => {
    await page.setViewportSize(at);
    for (const [url, selector] of [
      [`/leagues/${LEAGUES}/liga-1-1`, '[data-testid="league-cross-table"]'],
      [`/events/${OPEN}`, 'table:has(td.diagonal)'],
    ] as const) {
      await page.goto(url);
      const table = page.locator(selector).first();
      await table.scrollIntoViewIfNeeded();
      const m = await table.evaluate((t) => {
        const centre = (el: Element) => {
          const r = document.createRange();
          r.selectNodeContents(el);
          const b = r.getBoundingClientRect();
          return b.left + b.width / 2;
        };
        const rows = Array.from(t.querySelectorAll('tbody tr'));
        const diagonals = rows.map((tr) => tr.querySelector('td.diagonal')!).filter(Boolean);
        const heads = Array.from(t.querySelectorAll('thead th.game'));
        return {
          rows: rows.length,
          shades: diagonals.map((d) => getComputedStyle(d).backgroundColor),
          // the × against its column's header and against a result in the same column
          offsets: diagonals.map((d) => {
            const col = (d as HTMLTableCellElement).cellIndex;
            const other = rows.map((tr) => (tr as HTMLTableRowElement).cells[col]!).find((c) => c !== d && (c.textContent ?? '').trim() !== '')!;
            const head = (t.querySelector('thead tr') as HTMLTableRowElement).cells[col]!;
            return [Math.abs(centre(d) - centre(head)), Math.abs(centre(d) - centre(other))];
          }),
          headsCentred: heads.every((h) => getComputedStyle(h).textAlign === 'center'),
        };
      });
      expect(m.rows).toBeGreaterThan(3);
      expect(m.shades).toHaveLength(m.rows);
      // the same shade on odd and even rows: the even rows' tint no longer covers it
      expect(new Set(m.shades)).toEqual(new Set(['rgb(217, 222, 228)']));
      expect(m.headsCentred).toBe(true);
      for (const [toHead, toResult] of m.offsets) {
        expect(toHead).toBeLessThanOrEqual(1.5);
        expect(toResult).toBeLessThanOrEqual(1.5);
      }
      await table.screenshot({ path: `test-results/issue40m-cross-table-${url.split('/')[1]}-${at.width}.png` });
    }
  });
}

test('(9) leagues from the real files, uploaded as the arbiter would: a date nobody knows said once, not in 36 rows; no pairings heading over a league without rounds', async ({ page }) => {
  // the USSA Closed 2026 crosstable: nine players, nine rounds with colours, no dates (the walk's 36 rows of
  // "data nieznana"); the chess-results crosstable of six players by final place: no rounds, no colours
  const real = (name: string) => readFileSync(join('tests', 'fixtures', 'real-files', name));
  await signIn(page);
  await createLeague(page, 'ussa-40m', 'USSA Closed 2026', 'Closed');
  await uploadLeagueFile(page, 'ussa-40m', { name: 'ussa2026_roundrobin_crosstable.html', mimeType: 'text/html', buffer: real('ussa2026_roundrobin_crosstable.html') }, 'closed.trf');
  await createLeague(page, 'xref-40m', 'Grupa z tabeli', 'Grupa A');
  await uploadLeagueFile(page, 'xref-40m', { name: 'xref-to-gf-example-input.csv', mimeType: 'text/csv', buffer: real('xref-to-gf-example-input.csv') }, 'grupa-a.trf');

  for (const at of [
    { ...PHONE, prefix: '', w: { noRounds: 'Partie bez rundy', pairings: 'Kojarzenia i wyniki rund', starting: 'Lista startowa', note: 'Daty partii nieznane — nie podaje ich ani terminarz ligi, ani plik TRF.', unknown: /data nieznana|bez daty/, round: (n: number) => `Runda ${n}`, white: 'Białe' } },
    { ...LAPTOP, prefix: '/en', w: { noRounds: 'Games without a round', pairings: 'Pairings and results by round', starting: 'Starting list', note: 'The games’ dates are not known — neither the league’s schedule nor the TRF gives them.', unknown: /date not known|no date/, round: (n: number) => `Round ${n}`, white: 'White' } },
  ] as const) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.prefix}/leagues/ussa-40m/closed`);
    const schedule = page.getByTestId('league-schedule');
    // 36 games in nine rounds named by number alone; the unknown date said once, under the caption; no date column
    await expect(schedule.locator('tbody tr:not(.round)')).toHaveCount(36);
    await expect(schedule.locator('tbody tr.round')).toHaveText(Array.from({ length: 9 }, (_, i) => at.w.round(i + 1)));
    await expect(schedule.getByTestId('schedule-no-dates')).toHaveText(at.w.note);
    await expect(schedule).not.toContainText(at.w.unknown);
    await expect(schedule.locator('thead th')).toHaveCount(4);
    await expect(schedule.locator('thead th').first()).toHaveText(at.w.white);
    const sf = await frame(schedule);
    expect(sf.scrollWidth).toBeLessThanOrEqual(sf.clientWidth);
    for (const i of [0, 35]) await rowOnScreen(schedule.locator('tbody tr:not(.round)').nth(i), at.width);
    await schedule.screenshot({ path: `test-results/issue40m-ussa-schedule-${at.width}.png` });

    await page.goto(`${at.prefix}/leagues/xref-40m/grupa-a`);
    const withoutRounds = page.getByTestId('league-schedule');
    await expect(withoutRounds).toContainText(at.w.noRounds);
    // its long heading wraps: the games under it, the opponent's name too, stay on the screen
    const xf = await frame(withoutRounds);
    expect(xf.scrollWidth).toBeLessThanOrEqual(xf.clientWidth);
    for (const i of [0, 14]) await rowOnScreen(withoutRounds.locator('tbody tr:not(.round)').nth(i), at.width);
    await withoutRounds.screenshot({ path: `test-results/issue40m-xref-schedule-${at.width}.png` });
    const pairings = page.getByTestId('round-pairings');
    await expect(pairings).not.toContainText(at.w.pairings);
    await expect(pairings.locator('h3')).toHaveCount(1);
    await expect(pairings.locator('h3')).toContainText(at.w.starting);
    // the page's navigation leads to the starting list by its name
    await page.getByTestId('on-page-nav').getByRole('link', { name: at.w.starting }).click();
    await expect(pairings.locator('h3')).toBeInViewport();
    await page.screenshot({ path: `test-results/issue40m-xref-${at.width}.png`, fullPage: at.width === PHONE.width });
  }
});

for (const at of [PHONE, LAPTOP]) {
  test(`(9) at ${at.width} px the team league's team names link to their rosters; a match's boards keep both players and the result on the screen`, async ({ page }) => {
    await page.setViewportSize(at);
    await page.goto(`/team-leagues/${TEAM_LEAGUE}`);
    const table = page.locator('#table table');
    const first = table.locator('tbody th[scope="row"] a').first();
    const name = (await first.textContent())!.trim();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^#team-\d+$/);
    // the match headings and the board rankings link the same team to the same roster
    await expect(page.locator(`.match h4 a[href="${href}"]`).first()).toHaveText(name);
    await expect(page.locator(`.team-league-boards a[href="${href}"]`).first()).toHaveText(name);
    await first.click();
    const roster = page.locator(href);
    await expect(roster.locator('h3')).toContainText(name);
    await expect(roster).toBeInViewport();

    const boards = page.locator('table.match-boards');
    const n = await boards.count();
    expect(n).toBeGreaterThan(10);
    for (let i = 0; i < n; i++) {
      const f = await frame(boards.nth(i));
      expect(f.scrollWidth).toBeLessThanOrEqual(f.clientWidth);
    }
    await rowOnScreen(boards.first().locator('tbody tr').first(), at.width);
    await page.locator('.match').first().screenshot({ path: `test-results/issue40m-match-${at.width}.png` });
    // the board rankings: name, team and points on the screen
    const ranking = page.locator('.team-league-boards table').first();
    await rowOnScreen(ranking.locator('tbody tr').first(), at.width);
  });
}

test('every public page kind at 390 px: nothing wider than the screen; a table wider than its frame fades at its right edge until scrolled to its end', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto(`/seasons/${SEASON}`);
  const player = await page.locator('a[href*="/players/"]').first().getAttribute('href');
  await page.goto(`/leagues/${LEAGUES}/liga-1-1`);
  const leaguePlayer = await page.locator('a[href*="/players/"]').first().getAttribute('href');
  await page.goto(`/team-leagues/${TEAM_LEAGUE}`);
  const teamPlayer = await page.locator('a[href*="/players/"]').first().getAttribute('href');
  const pages = [
    '/', `/seasons/${SEASON}`, `/seasons/${SEASON}/tournaments/gp01`, `/seasons/${SEASON}/teams`, `/seasons/${SEASON}/prizes`, `/seasons/${SEASON}/calendar`,
    `/events/${OPEN}`, `/leagues/${LEAGUES}`, `/leagues/${LEAGUES}/liga-1-1`, `/team-leagues/${TEAM_LEAGUE}`, player!, leaguePlayer!, teamPlayer!,
    '/clubs/uks-jedynka-olsztyn', '/search?q=kowal', '/en/search?q=kowal', `/en/leagues/${LEAGUES}`, `/en/team-leagues/${TEAM_LEAGUE}`,
    `/embed/seasons/${SEASON}`, `/embed/leagues/${LEAGUES}/liga-1-1`, `/embed/events/${OPEN}`, `/embed/team-leagues/${TEAM_LEAGUE}`,
  ];
  let faded = 0;
  for (const url of pages) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    const m = await page.evaluate(async () => {
      const frames = Array.from(document.querySelectorAll<HTMLElement>('.table-wrap')).filter((w) => w.offsetParent !== null);
      const out: { wide: boolean; atStart: string; atEnd: string; what: string }[] = [];
      for (const w of frames) {
        const wide = w.scrollWidth > w.clientWidth;
        w.scrollLeft = 0;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const atStart = getComputedStyle(w).maskImage;
        w.scrollLeft = w.scrollWidth;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const atEnd = getComputedStyle(w).maskImage;
        w.scrollLeft = 0;
        out.push({ wide, atStart, atEnd, what: `${w.className} ${w.scrollWidth}/${w.clientWidth} ${(w.textContent ?? '').slice(0, 40)}` });
      }
      return { pageWidth: document.documentElement.scrollWidth, frames: out };
    });
    expect(m.pageWidth, url).toBeLessThanOrEqual(PHONE.width);
    for (const f of m.frames) {
      if (f.wide) {
        expect(f.atStart, `${url} ${f.what}`).toContain('linear-gradient');
        expect(f.atEnd, `${url} ${f.what}`).toBe('none');
        faded++;
      } else {
        expect(f.atStart, `${url} ${f.what}`).toBe('none');
      }
    }
  }
  // the walk's wide tables (cross-tables, ratings, tie-breaks) are among them
  expect(faded).toBeGreaterThan(10);
  await page.goto(`/leagues/${LEAGUES}/liga-1-1`);
  await page.getByTestId('league-cross-table').screenshot({ path: 'test-results/issue40m-faded-cross-table-390.png' });
});

for (const at of [PHONE, LAPTOP]) {
  test(`at ${at.width} px a Grand Prix tournament's and the teams' tables say which columns a phone hides`, async ({ page }) => {
    await page.setViewportSize(at);
    for (const [url, note, hidden] of [
      [`/seasons/${SEASON}/tournaments/gp01`, 'Na telefonie: miejsce, zawodnik, punkty i zaliczenie. Klub', 'results-table'],
      [`/en/seasons/${SEASON}/teams`, 'On a phone: rank, club and total.', 'teams-table'],
    ] as const) {
      await page.goto(url);
      const hiddenCells = await page.getByTestId(hidden).locator('thead th').evaluateAll((ths) => ths.filter((th) => getComputedStyle(th).display === 'none').length);
      if (at.width === PHONE.width) {
        expect(hiddenCells).toBeGreaterThan(0);
        await expect(page.getByTestId('phone-columns-note')).toBeVisible();
        await expect(page.getByTestId('phone-columns-note')).toContainText(note);
        await page.getByTestId('phone-columns-note').screenshot({ path: `test-results/issue40m-phone-note-${hidden}.png` });
      } else {
        expect(hiddenCells).toBe(0);
        await expect(page.getByTestId('phone-columns-note')).toBeHidden();
      }
    }
  });
}

test('the FIDE team TRF as a team league, uploaded as the arbiter would: at 390 and 1366 px its teams link to their rosters, each match fits the screen', async ({ page }) => {
  const slug = 'cup-trf-40m';
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption('team-league');
  await create.getByLabel('Nazwa').fill('Grandmommy’s Cup');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  await hydrated(page, `upload-${slug}`);
  const box = page.getByTestId(`upload-${slug}`);
  // the sample is a 14-round Swiss of four boards: its rules as an arbiter sets them for such an event
  const config = { name: 'Grandmommy’s Cup', preset: 'mazovia-seniors-2007', rules: { swissRounds: 14, knockout: null, womenBoard: false, menBoards: 4, vacanciesAllowedOn: [1, 2, 3, 4], juniorSubstitute: null, sameClubBanFromRound: null, additionDeadline: null }, teams: 'teams.csv', boards: 'boards.csv' };
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'team-league.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(config)) });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano team-league.json (wersja 1).');
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'grandmommyscup_example_trf26.trf', mimeType: 'text/plain', buffer: readFileSync(join('tests', 'fixtures', 'real-files', 'grandmommyscup_example_trf26.trf')) });
  await box.getByLabel(/Nazwa w folderze/).fill('teams.csv');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano teams.csv (wersja 1).');

  for (const at of [PHONE, LAPTOP]) {
    await page.setViewportSize(at);
    await page.goto(`/team-leagues/${slug}`);
    const table = page.locator('#table table');
    // the table's first row: rank, team and its match points on the screen
    const first = table.locator('tbody tr').first();
    for (const cell of [first.locator('td').first(), first.locator('th'), first.locator('td').nth(1)]) {
      const b = (await cell.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(at.width);
    }
    const link = first.locator('th a');
    const href = (await link.getAttribute('href'))!;
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.locator(href).locator('h3')).toContainText(name);
    await expect(page.locator(href)).toBeInViewport();
    const boards = page.locator('table.match-boards');
    const n = await boards.count();
    expect(n).toBeGreaterThan(50);
    const tooWide = await boards.evaluateAll((ts) => ts.filter((t) => t.closest('.table-wrap')!.scrollWidth > t.closest('.table-wrap')!.clientWidth).map((t) => `${t.closest('.table-wrap')!.scrollWidth}/${t.closest('.table-wrap')!.clientWidth} ${t.textContent}`));
    expect(tooWide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(at.width);
    await page.locator('.match').first().screenshot({ path: `test-results/issue40m-team-trf-match-${at.width}.png` });
    await table.screenshot({ path: `test-results/issue40m-team-trf-table-${at.width}.png` });
  }
});

test('at 390 px the walk’s other tables whose last column was past the screen fit it: the knock-out, fees, exclusions, a club’s teams, a GP tournament’s results, the prizes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [url, selector, min] of [
    [`/team-leagues/${TEAM_LEAGUE}`, '.team-league-knockout table', 2],
    [`/team-leagues/${TEAM_LEAGUE}`, '.team-league-fees table', 1],
    [`/team-leagues/${TEAM_LEAGUE}`, '.team-league-boards table', 4],
    [`/leagues/${LEAGUES}`, '[data-testid="league-exclusions"]', 1],
    ['/clubs/uks-jedynka-olsztyn', '[data-testid="club-teams"]', 1],
    [`/seasons/${SEASON}/tournaments/gp01`, '[data-testid="results-table"]', 1],
    [`/seasons/${SEASON}/prizes`, 'table.prize-table', 1],
  ] as const) {
    await page.goto(url);
    const tables = page.locator(selector);
    const n = await tables.count();
    expect(n, `${url} ${selector}`).toBeGreaterThanOrEqual(min);
    for (let i = 0; i < n; i++) {
      const f = await frame(tables.nth(i));
      expect(f.scrollWidth, `${url} ${selector} #${i}`).toBeLessThanOrEqual(f.clientWidth);
    }
  }
});
