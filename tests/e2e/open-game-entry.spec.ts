import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'amplico-phone';
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024', name));

test('on a phone the arbiter enters the play-off game of an open: preview, save, and the public page shows the groups', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Open na telefonie');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const box = page.getByTestId(`upload-${SLUG}`);
  for (const name of ['event.json', 'swiss.trf']) {
    await box.getByLabel('Plik', { exact: true }).setInputFiles({ name, mimeType: 'text/plain', buffer: fixture(name) });
    await box.getByRole('button', { name: 'Wyślij plik' }).click();
    await expect(box).toContainText(`Zapisano ${name} (wersja 1).`);
  }

  // before the game: group I waits for the play-off, no place is decided
  await page.goto(`/events/${SLUG}`);
  await expect(page.locator('section.final-ranking')).toContainText('Żadne miejsce nie jest jeszcze rozstrzygnięte.');
  await expect(page.locator('section.groups .round-robin').first().locator('table')).toHaveCount(0);

  await page.goto('/arbiter/competitions');
  await page.getByTestId(`enter-game-${SLUG}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open na telefonie: wpisz partię');
  // the event knows the play-off pairing is due
  await expect(page.getByTestId('due-game').first()).toContainText('Baraż, runda 1: 5. Ewert Edward – 4. Dudek Dorota');

  const form = page.getByTestId('game-form');
  await form.getByLabel('Etap').selectOption('playoff');
  await form.getByLabel(/^Runda/).fill('1');
  await form.getByLabel('Białe').selectOption({ label: '4. Dudek Dorota' });
  await form.getByLabel('Czarne').selectOption({ label: '5. Ewert Edward' });
  await form.getByLabel('Wynik').selectOption({ label: '½-½' });
  await page.getByTestId('preview-game').click();
  const preview = page.getByTestId('game-preview');
  await expect(preview).toContainText('Podgląd — nic jeszcze nie zapisano.');
  await expect(page.getByTestId('game-changes')).toContainText('Ewert Edward (5) awansuje do finału z numerem 16.');
  await expect(page.getByTestId('game-changes')).toContainText('Dudek Dorota (4) odpada w barażu.');
  await expect(page.getByTestId('game-changes')).toContainText('Grupa I: znany cały skład');
  await expect(page.getByTestId('preview-ranking')).toContainText('3. Cichy Cezary');
  // the page fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('save-game').click();
  await expect(page.getByTestId('game-status')).toContainText('Zapisano partię: games.csv (wersja 1).');
  // the play-off game is no longer due; group I's games are
  await expect(page.getByTestId('due-games')).not.toContainText('Baraż');
  await expect(page.getByTestId('due-games')).toContainText('Grupa I, runda 1');
  // a due game and its result in two taps: the preview is there, nothing saved until "save"
  await page.getByTestId('due-group-1').getByTestId('due-game').first().getByRole('button', { name: '1-0' }).click();
  await expect(preview).toContainText('Podgląd — nic jeszcze nie zapisano.');
  await expect(form.getByLabel('Etap')).toHaveValue('group-1');

  await page.goto(`/events/${SLUG}`);
  await expect(page.locator('section.groups .round-robin').first().locator('table')).toHaveCount(1);
  await expect(page.locator('section.groups .round-robin').first()).toContainText('Ewert Edward');
  await expect(page.locator('section.final-ranking')).toContainText('Cichy Cezary');

  // a wrong game is refused with the loader's line and stores nothing
  await page.goto(`/arbiter/competitions/${SLUG}/game`);
  await form.getByLabel('Etap').selectOption('semi-1');
  await form.getByLabel(/^Runda/).fill('1');
  await form.getByLabel('Białe').selectOption({ label: '20. Urban Urszula' });
  await form.getByLabel('Czarne').selectOption({ label: '17. Rudzki Robert' });
  await form.getByLabel('Wynik').selectOption('1-0');
  await page.getByTestId('preview-game').click();
  await expect(preview).toContainText('Partia odrzucona — nic nie zapisano:');
  await expect(preview).toContainText('games.csv, wiersz 3: Ta partia nie należy do żadnego etapu, który jest już znany (baraż lub finał).');
  await expect(page.getByTestId('save-game')).toHaveCount(0);
});
