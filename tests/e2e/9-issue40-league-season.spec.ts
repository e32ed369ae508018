/**
 * Issue 40, items 4–7 (the walk of a league season set up in the browser): a new season starts from
 * the neutral preset with its game days in the short form and no leagues; the real files (a
 * chess-results crosstable as CSV, a saved chess-results page, a page of ten groups) are uploaded
 * under their own names and each becomes a league; every preview shows the tables after the file
 * against the tables now, and names the group in its notes; the season is public. 1366 and 390 px,
 * Polish and English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const real = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', name));
const slug = 'ligi-2027-walk';

async function choose(page: Page, file: string, type: string, label = 'Plik') {
  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel(label, { exact: true }).setInputFiles({ name: file, mimeType: type, buffer: real(file) });
  return box;
}

test('a league season from the browser: the short form, three real files under their own names, the tables each one changes, public', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption('round-robin-league');
  await create.getByLabel('Nazwa').fill('Ligi klubowe 2027');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();

  // item 4: the neutral preset first, the game days in the short form, no league typed
  const describe = page.getByTestId(`describe-${slug}`);
  await hydrated(page, `describe-form-${slug}`);
  await expect(describe.getByLabel('Regulamin')).toHaveValue('round-robin-leagues');
  await describe.getByLabel(/Dni gry \(runda/).fill('2027-02-13\n2027-02-27\n13.03.2027 17:00–20:00\n2027-03-27\n2027-04-10');
  await describe.getByLabel('Tempo gry').fill('90 min + 30 s');
  await describe.screenshot({ path: 'test-results/issue40-season-form-1366.png' });
  await describe.getByRole('button', { name: 'Zapisz league.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();
  const card = page.getByTestId(`competition-${slug}`);
  await expect(card).toContainText('league.json (v1)');
  // the long form holds the season's own game days, not the 2017 St Petersburg schedules and leagues
  const long = page.getByTestId(`edit-description-${slug}`);
  await long.locator('summary').first().click();
  const fields = await long.locator('input, textarea, select').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join('\n'));
  expect(fields).toContain('dni gry sezonu');
  expect(fields).toContain('2027-03-13');
  expect(fields).not.toContain('Суперлига');
  expect(fields).not.toContain('2017-10-27');
  await long.screenshot({ path: 'test-results/issue40-season-long-form-1366.png' });
  await long.locator('summary').first().click();

  // item 6: the chess-results crosstable under its own name — the preview says it becomes a league
  await hydrated(page, `upload-${slug}`);
  let box = await choose(page, 'xref-to-gf-example-input.csv', 'text/csv');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${slug}`);
  await expect(page.getByTestId(`file-preview-adopted-${slug}`)).toContainText('zapis doda ligę „xref to gf example input”');
  await expect(preview).not.toContainText('Nazwa w folderze');
  // item 5: the table after the file
  const tables = page.getByTestId(`file-preview-tables-${slug}`);
  await expect(tables).toContainText('Tabele po zapisaniu');
  await expect(tables.locator('tbody tr').first()).toContainText('Zaragatski Ilja');
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  await preview.screenshot({ path: 'test-results/issue40-season-preview-first-1366.png' });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano xref-to-gf-example-input.csv (wersja 1).');

  await page.reload();
  await hydrated(page, `upload-${slug}`);
  box = await choose(page, 'ussa2026_roundrobin_crosstable.html', 'text/html');
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano ussa2026_roundrobin_crosstable.html (wersja 1).');

  // item 5: a different file under the second league's name — its players out, the new ones marked
  await page.reload();
  await hydrated(page, `upload-${slug}`);
  box = await choose(page, 'xref-to-gf-example-input.csv', 'text/csv');
  await box.getByLabel(/Nazwa w folderze/).fill('ussa2026_roundrobin_crosstable.html');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  await expect(tables).toContainText('Tabele po zapisaniu — zmiany względem obecnych');
  await expect(tables).toContainText('Wypadają z tabeli:');
  await expect(tables).toContainText('nowy w tabeli');
  await expect(tables).toContainText('Bez zmian: xref to gf example input');
  await preview.screenshot({ path: 'test-results/issue40-season-preview-changes-1366.png' });

  // the page of ten groups, previewed in English on a phone: ten new tables, each group named in its notes
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/arbiter/competitions');
  await hydrated(page, `upload-${slug}`);
  box = await choose(page, 'narva_kleeblatt-turnier-2025.md', 'text/markdown', 'File');
  await box.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId(`file-preview-adopted-${slug}`)).toContainText('saving adds the league "narva kleeblatt turnier 2025"');
  await expect(tables).toContainText('The tables after saving — changes against the tables now');
  await expect(tables).toContainText('Capablanca');
  await expect(tables).toContainText('Unchanged: xref to gf example input, ussa2026 roundrobin crosstable');
  await tables.screenshot({ path: 'test-results/issue40-season-preview-groups-390.png' });
  await preview.locator('summary').click();
  // item 7
  await expect(preview).toContainText('League "Capablanca": Round 1');
  await preview.locator('details summary').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: 'test-results/issue40-season-preview-groups-notes-390.png' });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await box.getByRole('button', { name: 'Upload the file' }).click();
  await expect(box).toContainText('Saved narva_kleeblatt-turnier-2025.md (version 1).');

  for (const at of [
    { width: 1366, height: 900, lang: '' },
    { width: 390, height: 844, lang: '/en' },
  ]) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.lang}/leagues/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ligi klubowe 2027');
    await expect(page.locator('main')).toContainText('Zaragatski Ilja');
    await expect(page.locator('main')).toContainText('Capablanca');
    await page.screenshot({ path: `test-results/issue40-season-public-${at.width}.png` });
  }
  await page.goto(`/leagues/${slug}/capablanca`);
  await expect(page.getByTestId('league-standings').first()).toContainText('Omar Samy');
});
