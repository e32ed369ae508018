/**
 * Issue 40: a finished 9-round Swiss open — the real Moscow Open 2018 A, a chess-results crosstable
 * saved as CSV (tests/fixtures/real-files/2018-moscow-open.csv) — set up by a new arbiter in the
 * browser: the plain Swiss regulation chosen in the form, which asks only its rounds, tie-breaks and
 * days; the crosstable previewed, stored, and the public page with its dates, "finished", the winner
 * and the final ranking of 220 players in the published order — no empty groups, matches or bracket.
 * At 1366 px in Polish and 390 px in English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'moscow-open-2018';
const moscow = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', '2018-moscow-open.csv'));
/** The file's own rows: Rk., name, Pts., TB1, TB2. */
const published = moscow
  .toString('utf8')
  .split(/\r?\n/)
  .map((l) => l.split(';'))
  .filter((c) => /^\d+$/.test(c[0] ?? ''))
  .map((c) => ({ rank: Number(c[0]), name: c[2]!.trim(), level: `${c[14]}|${c[15]}|${c[16]}` }));

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `test-results/plain-swiss-${name}.png`, fullPage });
}

test('a plain Swiss open set up in the browser from its crosstable: the form, the preview, the public page at 1366 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  // the kind says an open may be a plain Swiss
  await expect(create.getByLabel('Rodzaj').locator('option[value="swiss-open"]')).toHaveText('Open: system szwajcarski (z fazą finałową lub bez)');
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Moscow Open 2018 A');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();

  // the form: the plain Swiss regulation by its label, then only what it leaves open
  await hydrated(page, `describe-preset-${SLUG}`);
  const describe = page.getByTestId(`describe-${SLUG}`);
  const preset = page.getByTestId(`describe-preset-${SLUG}`);
  await expect(preset.locator('option[value="swiss"]')).toHaveText('Open: system szwajcarski');
  await preset.selectOption('swiss');
  await expect(page.getByTestId(`describe-preset-source-${SLUG}`)).toContainText('bez eliminacji i fazy finałowej');
  const asks = page.getByTestId(`describe-asks-${SLUG}`);
  await expect(asks.locator('input')).toHaveCount(2);
  await expect(asks.locator('input[data-field="rounds"]')).toHaveValue('9');
  await expect(asks.locator('input[data-field="chain"]')).toHaveValue('BH/C1, BH, SB, WIN');
  await expect(asks).toContainText('Buchholz bez najsłabszego wyniku (BH/C1)');
  await expect(asks).not.toContainText(/baraż|grupy|awansuj|mecz/i);
  // the file's own TB1, TB2 (Buchholz, Buchholz cut 1) as the chain; the days, which the crosstable does not give
  await asks.locator('input[data-field="chain"]').fill('BH, BH/C1');
  await describe.getByLabel('Pierwszy dzień').fill('2018-01-27');
  await describe.getByLabel('Ostatni dzień').fill('2018-02-04');
  await describe.screenshot({ path: 'test-results/plain-swiss-form-1366.png' });
  await describe.getByRole('button', { name: 'Zapisz event.json' }).click();
  await expect(page.getByTestId(`describe-${SLUG}`)).toHaveCount(0);
  await page.reload();
  const card = page.getByTestId(`competition-${SLUG}`);
  await expect(card).toContainText('event.json (v1)');
  // what the form wrote, as the description's editor reads it
  await card.getByTestId(`edit-description-${SLUG}`).locator('summary').first().click();
  await card.getByTestId(`config-json-${SLUG}`).locator('summary').click();
  const json = JSON.parse(await card.getByTestId(`config-json-${SLUG}`).locator('textarea').inputValue());
  expect(json).toEqual({ name: 'Moscow Open 2018 A', preset: 'swiss', swiss: 'swiss.trf', dates: { from: '2018-01-27', to: '2018-02-04' }, rules: { qualifier: { chain: ['BH', 'BH/C1'] } } });

  // the crosstable, under the name the description reads, previewed before it is stored
  await hydrated(page, `upload-${SLUG}`);
  const box = page.getByTestId(`upload-${SLUG}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: '2018-moscow-open.csv', mimeType: 'text/csv', buffer: moscow });
  // the name field says which names the description reads
  await expect(page.getByTestId(`file-names-${SLUG}`)).toContainText('Opis czyta pliki: event.json, swiss.trf');
  await box.getByLabel(/Nazwa w folderze/).fill('swiss.trf');
  await box.screenshot({ path: 'test-results/plain-swiss-upload-1366.png' });
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${SLUG}`);
  await expect(preview).toContainText('swiss.trf zostanie zapisany jako wersja 1.');
  await expect(page.getByTestId(`file-preview-after-${SLUG}`)).toHaveText('zakończone · Zwycięzca: Lomasov Semen');
  await expect(page.getByTestId(`file-preview-publishes-${SLUG}`)).toBeVisible();
  await preview.screenshot({ path: 'test-results/plain-swiss-preview-1366.png' });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano swiss.trf (wersja 1).');
  await expect(page.getByTestId(`publication-${SLUG}`)).toHaveText('opublikowane');

  for (const at of [
    { width: 1366, height: 900, lang: '', kind: 'Open: system szwajcarski', state: 'zakończone · Zwycięzca: Lomasov Semen', dates: '27.01.2018 – 04.02.2018', datesLabel: 'Termin' },
    { width: 390, height: 844, lang: '/en', kind: 'Open: Swiss system', state: 'finished · Winner: Lomasov Semen', dates: '2018-01-27 – 2018-02-04', datesLabel: 'Dates' },
  ]) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.lang}/events/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moscow Open 2018 A');
    await expect(page.getByTestId('competition-kind')).toHaveText(`${at.kind} · ${at.state}`);
    await expect(page.getByTestId('tournament-details').locator('[data-detail="dates"]')).toHaveText(`${at.datesLabel}${at.dates}`);
    // nothing of a final stage: no groups, matches, play-off, bracket or continuation
    for (const id of ['groups', 'matches', 'playoff', 'swiss']) await expect(page.locator(`#${id}`)).toHaveCount(0);
    await expect(page.getByTestId('bracket')).toHaveCount(0);
    // the final ranking: the 220 players in the published order, each place the published one
    // (shared only where points, Buchholz and Buchholz cut 1 are all level: the file splits those by tie-breaks it does not define)
    const rows = page.locator('#final-ranking tbody tr');
    await expect(rows).toHaveCount(220);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({ place: Number(tr.querySelector('td')!.textContent), name: tr.querySelector('th a')!.textContent!.trim() })));
    expect(shown.map((r) => r.name)).toEqual(published.map((p) => p.name));
    shown.forEach((r, i) => {
      const level = published.filter((p) => p.level === published[i]!.level);
      expect(r.place, published[i]!.name).toBe(level.length > 1 ? Math.min(...level.map((p) => p.rank)) : published[i]!.rank);
    });
    expect(shown.filter((r, i) => r.place === published[i]!.rank).length).toBeGreaterThan(200);
    // the page never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(at.width);
    await shot(page, `page-${at.width}`);
    await page.locator('#final-ranking').scrollIntoViewIfNeeded();
    await shot(page, `ranking-${at.width}`);
  }
});

test('the walk: an open’s knock-out before its groups are played fits the page at 1366 px (each side by where it comes from) and says it scrolls on a phone', async ({ page }) => {
  const slug = 'open-bracket-40';
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Open z drabinką');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  await hydrated(page, `describe-preset-${slug}`);
  // the regulation with a final stage leaves nothing open: no fields of its own
  await expect(page.getByTestId(`describe-preset-${slug}`)).toHaveValue('amplico-open');
  await expect(page.getByTestId(`describe-asks-${slug}`)).toHaveCount(0);
  await expect(page.getByTestId(`describe-${slug}`)).toContainText('Regulamin ustala wszystkie zasady');
  await page.getByTestId(`describe-${slug}`).getByRole('button', { name: 'Zapisz event.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();
  await hydrated(page, `upload-${slug}`);
  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'swiss.trf', mimeType: 'text/plain', buffer: readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024', 'swiss.trf')) });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano swiss.trf (wersja 1).');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/events/${slug}`);
    const bracket = page.getByTestId('bracket');
    await bracket.scrollIntoViewIfNeeded();
    await expect(bracket).toContainText('zwycięzca grupy I');
    await expect(bracket).toContainText('zwycięzca 1. półfinału');
    const box = await bracket.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 1366) {
      // the whole bracket on the page, nothing behind its edge, and no word of scrolling
      expect(box).toMatchObject({ scrolls: false });
      expect(box.right).toBeLessThanOrEqual(1366);
      await expect(page.getByTestId('bracket-hint')).toBeHidden();
    } else {
      expect(box.scrolls).toBe(true);
      await expect(page.getByTestId('bracket-hint')).toBeVisible();
      await expect(page.getByTestId('bracket-hint')).toHaveText('Drabinka jest szersza niż ekran — przesuń ją w bok →');
    }
    await page.locator('#matches').screenshot({ path: `test-results/plain-swiss-bracket-${width}.png` });
  }
});
