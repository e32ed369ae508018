/**
 * Issue 40, part B: every rule set in fields generated from its schema (C5, item 2) — a Grand Prix
 * season's and an open's description file, each with its JSON view and a preview; the linking page
 * on a phone and one-tap removals asked first (C8); why a result is dropped (C15); and the cosmetic
 * items (no "Logowanie" while signed in, a long search, the cross-table's diagonal, a legend of the
 * marks shown, a server-rendered 404). At 1366 and 390 px, screenshots in test-results/walk-forms/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, WIDTHS, hydrated } from './sign-in';

const SLUG = 'gp-warmia-mazury-2018';
const shot = (page: Page, name: string) => page.screenshot({ path: join('test-results', 'walk-forms', `${name}.png`), fullPage: true });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px`, () => {
    test.use({ viewport: { width: v.width, height: v.height } });

    test('C5: a new season with a place table and best 6, set in fields; the JSON view shows them, with an example', async ({ page }) => {
      await signIn(page);
      await page.goto('/arbiter?preset=game-points-series#create-season');
      const form = page.getByTestId('create-season');
      const slug = `gp-fields-${v.width}`;
      await form.getByLabel('Adres sezonu w serwisie', { exact: false }).fill(slug);
      await form.getByLabel('Nazwa', { exact: true }).fill(`Grand Prix z pól ${v.width}`);
      const editor = form.getByTestId('rules-editor');
      await editor.locator('summary').first().click();
      await expect(editor.getByTestId('rules-example')).toContainText('"placeTable"');
      await editor.locator('select[data-field="points.kind"]').selectOption('placeTable');
      await editor.locator('input[data-field="points.table"]').fill('25, 20, 16, 13, 11');
      await editor.locator('select[data-field="drops.kind"]').selectOption('bestOf');
      await editor.locator('input[data-field="drops.best"]').fill('6');
      const json = editor.getByRole('textbox', { name: 'JSON (widok zaawansowany)' });
      await expect(json).toBeVisible();
      expect(JSON.parse(await json.inputValue())).toEqual({ points: { kind: 'placeTable', table: [25, 20, 16, 13, 11] }, drops: { kind: 'bestOf', best: 6 } });
      // the JSON view edits the fields too
      await json.fill(JSON.stringify({ points: { kind: 'placeTable', table: [25, 20, 16, 13, 11] }, drops: { kind: 'bestOf', best: 5 } }));
      await expect(editor.locator('input[data-field="drops.best"]')).toHaveValue('5');
      expect(await pageWidth(page)).toBeLessThanOrEqual(v.width);
      await shot(page, `c5-season-rules-${v.width}`);
      await form.getByRole('button', { name: 'Utwórz sezon' }).click();
      await expect(form).toContainText('Utworzono');
      // the walk: the new season's page is linked from the answer, the next step of a new arbiter
      await form.getByRole('link', { name: /Przejdź do sezonu/ }).click();
      await page.waitForURL(`**/arbiter/seasons/${slug}`);
      const stored = page.getByTestId('update-season').locator('code').first();
      await expect(stored).toContainText('"placeTable"');
      await expect(stored).toContainText('"best":5');
      // the season's form opens the editor on its stored changes
      await expect(page.getByTestId('update-season').getByTestId('rules-editor').locator('input[data-field="drops.best"]')).toHaveValue('5');
    });
  });
}

test('item 2: a season’s rules changed in fields are previewed on its results before they are saved', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // the public rules as they stand (how many results are dropped depends on the tournaments other specs added)
  await page.goto(`/seasons/${SLUG}`);
  const rulesBefore = await page.getByTestId('rules-explained').innerText();
  expect(rulesBefore).toMatch(/odrzuca się \d+ najsłabsz/);
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const form = page.getByTestId('update-season');
  const editor = form.getByTestId('rules-editor');
  await editor.locator('summary').first().click();
  await editor.locator('select[data-field="drops.kind"]').selectOption('bestOf');
  await editor.locator('input[data-field="drops.best"]').fill('3');
  await form.getByRole('button', { name: 'Podgląd zmian w tabeli' }).click();
  const result = form.getByTestId('rules-preview-result');
  await expect(result).toContainText('Podgląd — nic jeszcze nie zapisano.');
  await expect(result).toContainText(/Miejsce zmienia \d+ z \d+ zawodników\./);
  await expect(form.getByTestId('rules-preview-after')).toContainText('1. ');
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join('test-results', 'walk-forms', 'item2-season-preview-1366.png') });
  // nothing stored: the public table's rules are as before
  await page.goto(`/seasons/${SLUG}`);
  await expect(page.getByTestId('rules-explained')).toHaveText(rulesBefore);
});

const open = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024', name));

test('item 2: an open’s event.json changed in fields — its name and a rule of its regulation — previewed, then saved as version 2', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill('open-fields40');
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Open z pól');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  await page.getByTestId('describe-open-fields40').getByRole('button', { name: 'Zapisz event.json' }).click();
  await expect(page.getByTestId('describe-open-fields40')).toHaveCount(0);
  const box = page.getByTestId('upload-open-fields40');
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'swiss.trf', mimeType: 'text/plain', buffer: open('swiss.trf') });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano swiss.trf (wersja 1).');
  await page.reload();

  const edit = page.getByTestId('edit-description-open-fields40');
  await edit.locator('summary').first().click();
  const editor = page.getByTestId('config-editor-open-fields40');
  await expect(editor.locator('input[data-field="name"]')).toHaveValue('Open z pól');
  await editor.locator('input[data-field="name"]').fill('Open z pól, poprawiony');
  // the preset's rules are all there; one changed becomes the file's "rules"
  const rounds = editor.locator('input[data-field="rules.qualifier.rounds"]');
  await expect(rounds).toHaveCount(1);
  const before = Number(await rounds.inputValue());
  await editor.getByTestId('config-json-open-fields40').locator('summary').click();
  const fileJson = async () => JSON.parse(await editor.getByRole('textbox', { name: /JSON \(widok zaawansowany\): event.json/ }).inputValue());
  await rounds.fill(String(before + 1));
  expect((await fileJson()).rules.qualifier.rounds).toBe(before + 1);
  // back to the preset's value: nothing of the rules is written
  await rounds.fill(String(before));
  const json = await fileJson();
  expect(json.name).toBe('Open z pól, poprawiony');
  expect(json.rules).toBeUndefined();
  await editor.getByTestId('config-preview-open-fields40').click();
  const preview = page.getByTestId('file-preview-open-fields40-config');
  await expect(preview).toContainText('event.json zostanie zapisany jako wersja 2.');
  await shot(page, 'item2-event-json-1366');
  await editor.getByTestId('config-save-open-fields40').click();
  await expect(page.getByTestId('config-status-open-fields40')).toContainText('Zapisano event.json (wersja 2).');
  // stored: the folder lists version 2 and the form opens on it
  await page.reload();
  await expect(page.getByTestId('competition-open-fields40')).toContainText('event.json (v2)');
  await page.getByTestId('edit-description-open-fields40').locator('summary').first().click();
  await expect(page.getByTestId('config-editor-open-fields40').locator('input[data-field="name"]')).toHaveValue('Open z pól, poprawiony');
});

test('C8: on a phone the linking page fits the screen, each row a card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}/tournaments/gp01`);
  await expect(page.getByTestId('arbiter-rows')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  const first = page.getByTestId('arbiter-rows').locator('tbody tr').first();
  const box = (await first.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'c8-linking-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByTestId('arbiter-rows').locator('thead')).toBeVisible();
  await shot(page, 'c8-linking-1366');
});

test('C15: a dropped result says why it is dropped; the legend explains the tie', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/seasons/${SLUG}`);
  const dropped = page.getByTestId('standings-table').locator('td.d:not(.a)').first();
  await expect(dropped).toHaveAttribute('title', /^\d+\. miejsce w turnieju — Odrzucony\. Rozegrano \d+ turniej\S*: każdemu odrzuca się \d+ najsłabsz\S+ wynik\S* \(nieobecność = 0\)\. Z równych wyników odrzuca się ten z wcześniejszego turnieju/);
  await expect(page.getByTestId('standings-legend')).toContainText('wynik odrzucony (z równych — ten z wcześniejszego turnieju)');
});

test('signed in, the header never says "Logowanie", even before the page’s scripts run', async ({ page }) => {
  await signIn(page);
  // only the head's hint runs: the deferred scripts and the React bundle are held back
  await page.route(/\/(table-controls\.js|live-updates\.js|_next\/static\/chunks\/.*\.js)$/, (r) => r.abort());
  await page.goto(`/seasons/${SLUG}`);
  const link = page.getByTestId('sign-in-link');
  const shown = await link.evaluate((a) => ({ after: getComputedStyle(a, '::after').content, size: getComputedStyle(a).fontSize }));
  expect(shown).toEqual({ after: '"Mój panel"', size: '0px' });
  await page.goto('/');
  expect(await page.getByTestId('sign-in-link').evaluate((a) => getComputedStyle(a, '::after').content)).toBe('"Mój panel"');
});

for (const v of WIDTHS) {
  test(`a 3,000-letter search keeps the page within ${v.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await page.goto(`/search?q=${'a'.repeat(3000)}`);
    await expect(page.getByTestId('search-message')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(v.width);
    await shot(page, `search-long-${v.width}`);
  });

  test(`the league cross-table’s diagonal is filled and shaded at ${v.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: v.width, height: v.height });
    await page.goto('/leagues/ligi-jesien-2017');
    const self = page.getByTestId('league-cross-table').first().locator('td.diagonal').first();
    await expect(self).toHaveText('×');
    expect(await self.evaluate((td) => getComputedStyle(td).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await self.scrollIntoViewIfNeeded();
    await shot(page, `cross-table-${v.width}`);
  });
}

test('an unknown address without JavaScript: the 404 page’s text in Polish, in the site’s shell', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const r = await page.goto('/nie-ma-takiej-strony');
  expect(r!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Nie znaleziono.')).toBeVisible();
  await shot(page, 'not-found-390');
  // an unknown player and an unknown address under English pages: the same, in English
  for (const path of ['/en/players/nobody', '/en/no/such/page']) {
    const answer = await page.goto(path);
    expect(answer!.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Not found.')).toBeVisible();
  }
  await context.close();
});
