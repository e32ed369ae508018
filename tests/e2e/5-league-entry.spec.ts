import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'ligi-spb-2017';
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'round-robin-league', 'spb-2017', name));

const leader = (page: Page) => page.getByTestId('league-standings').first().locator('tbody tr').first();

test('the arbiter enters a late postponement for one game: preview, save, and the league table on /leagues/{slug} changes', async ({ page }) => {
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  await create.getByLabel('Rodzaj').selectOption('round-robin-league');
  await create.getByLabel('Nazwa').fill('Лиги Центра имени А. А. Алехина, осень 2017');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const box = page.getByTestId(`upload-${SLUG}`);
  for (const name of ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv']) {
    await box.getByLabel('Plik', { exact: true }).setInputFiles({ name, mimeType: 'text/plain', buffer: fixture(name) });
    await box.getByRole('button', { name: 'Wyślij plik' }).click();
    await expect(box).toContainText(`Zapisano ${name} (wersja 1).`);
  }

  // before: Егоров (6) leads Лига 1.1 with 5½
  await page.goto(`/leagues/${SLUG}`);
  await expect(leader(page)).toContainText('Егоров Евгений');

  await page.goto('/arbiter/competitions');
  await page.getByTestId(`league-game-${SLUG}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partia ligi: wynik, przełożenie, odrobienie');
  const choose = page.getByTestId('league-game-choose');
  await choose.getByLabel('Liga').selectOption('liga-1-1');
  await choose.getByLabel('Runda').selectOption('8');
  await choose.getByRole('button', { name: 'Pokaż partie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Лига 1.1, runda 8' })).toBeVisible();
  await expect(page.getByText('Runda gra się 22.12.2017 o 18:00.')).toBeVisible();

  const form = page.getByTestId('league-game-form');
  await form.getByLabel('Partia (biały – czarny)').selectOption('1-8');
  await form.getByLabel('Przełożenie lub nieobecność').check();
  await form.getByLabel(/Kto prosi o przełożenie/).selectOption('8');
  // one hour before the round: too late under the 3-hour rule, so a forfeit, not a postponement
  await form.getByLabel(/Kiedy uprzedził/).fill('2017-12-22T17:00');
  await form.getByLabel('Powód', { exact: true }).fill('choroba');
  await form.getByRole('button', { name: 'Podgląd' }).click();
  await expect(page.getByTestId('league-game-status')).toContainText('Podgląd — nic jeszcze nie zapisano. Zapis zmieni: postponements.csv.');
  const preview = page.getByTestId('league-preview');
  await expect(preview.locator('tbody tr').first()).toContainText('Алексеев Андрей');
  await expect(preview.locator('tbody tr').first()).toContainText('1. m., 6 pkt');
  // the preview stored nothing
  await page.goto(`/leagues/${SLUG}`);
  await expect(leader(page)).toContainText('Егоров Евгений');
  await page.goBack();

  await form.getByLabel('Partia (biały – czarny)').selectOption('1-8');
  await form.getByLabel('Przełożenie lub nieobecność').check();
  await form.getByLabel(/Kto prosi o przełożenie/).selectOption('8');
  await form.getByLabel(/Kiedy uprzedził/).fill('2017-12-22T17:00');
  await form.getByLabel('Powód', { exact: true }).fill('choroba');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByTestId('league-game-status')).toContainText('Zapisano: postponements.csv (v2).');

  await page.goto(`/leagues/${SLUG}`);
  await expect(leader(page)).toContainText('Алексеев Андрей');
  await expect(leader(page)).toContainText('6');
  const json = await (await page.request.get(`/api/competitions/${SLUG}`)).json();
  expect(JSON.stringify(json)).toContain('Алексеев');
});
