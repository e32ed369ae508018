import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'gp-warmia-mazury-2018';
const fixture = (...p: string[]) => readFileSync(join(process.cwd(), 'tests', 'fixtures', ...p));

test('a TRF dropped on the upload page: preview with the rank warning in Polish, commit, then tie-break columns and the cross-table, on a phone too', async ({ page }) => {
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill('trf18');
  await page.getByLabel('Nazwa').fill('Turniej z pliku TRF');
  await page.getByLabel('Data').fill('2018-11-24');
  await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'held_swiss_5.trf', mimeType: 'text/plain', buffer: fixture('tiebreaks', 'held_c07_exercises', 'held_swiss_5.trf') });
  await page.getByTestId('preview-button').click();
  const preview = page.getByTestId('upload-preview');
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('facts-style')).toHaveText('trf');
  await expect(preview).toContainText('Kolumna miejsc pliku różni się od kolejności według punktów i BH/M1, BH, WIN, PS');
  await expect(preview).toContainText('Alyx');
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/seasons/${SLUG}/tournaments/trf18`);
    const ranking = page.getByTestId('games-ranking');
    await expect(ranking).toBeVisible();
    for (const code of ['BH/M1', 'BH', 'WIN', 'PS']) await expect(ranking.locator('th', { hasText: new RegExp(`^${code.replace('/', '\\/')}$`) })).toHaveCount(1);
    await expect(ranking.locator('tbody tr').first()).toContainText('Bruno');
    await expect(page.getByTestId('cross-table').locator('tbody tr')).toHaveCount(16);
  }
  const json = await (await page.request.get(`/api/seasons/${SLUG}/tournaments/trf18/games`)).json();
  expect(json.ranking[0]).toMatchObject({ name: 'Bruno', rank: 1, points: 4 });
});

test('an open created and filled in the arbiter workspace is published with its final ranking', async ({ page }) => {
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill('amplico-2024');
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Open Amplico 2024');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const box = page.getByTestId('upload-amplico-2024');
  for (const name of ['event.json', 'swiss.trf', 'games.csv']) {
    await box.getByLabel('Plik', { exact: true }).setInputFiles({ name, mimeType: 'text/plain', buffer: fixture('competitions', 'swiss-open', 'amplico-2024', name) });
    await box.getByRole('button', { name: 'Wyślij plik' }).click();
    await expect(box).toContainText(`Zapisano ${name} (wersja 1).`);
  }
  // a wrong games file is refused with its line and stores nothing
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from('stage,round,white,black,result\nplayoff,1,4,5,7-3\n') });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('games.csv, wiersz 2: Wynik „7-3”');
  await page.goto('/');
  await page.getByTestId('competitions').getByRole('link', { name: 'Open Amplico 2024' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Amplico 2024');
  const api = await (await page.request.get('/api/competitions/amplico-2024')).json();
  expect(api.ranking.length).toBeGreaterThan(0);
  await expect(page.locator('main')).toContainText(api.ranking[0].name);
});
