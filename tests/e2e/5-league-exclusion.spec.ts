import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

/**
 * Issue 9 "What to build" 3: the rules flag an exclusion, the arbiter previews its consequence and
 * confirms it with a button; the public table changes (annulled games struck through, forfeits).
 * The fixture's Лига 1.1 without its confirmed exclusions: 7 (3 games played) and 3 (5 games) are due.
 */
const SLUG = 'ligi-spb-2017-wykluczenia';
const fixture = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'round-robin-league', 'spb-2017', name));
const notExcluded = () => Buffer.from(fixture('league.json').toString('utf8').replace('"excluded": [3, 7]', '"excluded": []'));

const crossRow = (page: Page, name: string) => page.getByTestId('league-cross-table').locator('tbody tr', { hasText: name });

test('the arbiter confirms the exclusions the rules flag: the public cross-table strikes the annulled games and shows the forfeits', async ({ page }) => {
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  await create.getByLabel('Rodzaj').selectOption('round-robin-league');
  await create.getByLabel('Nazwa').fill('Лиги (wykluczenia)');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const box = page.getByTestId(`upload-${SLUG}`);
  for (const name of ['league.json', 'liga-1-1.trf', 'liga-2-1.trf', 'postponements.csv']) {
    await box.getByLabel('Plik', { exact: true }).setInputFiles({ name, mimeType: 'text/plain', buffer: name === 'league.json' ? notExcluded() : fixture(name) });
    await box.getByRole('button', { name: 'Wyślij plik' }).click();
    await expect(box).toContainText(`Zapisano ${name} (wersja 1).`);
  }

  // before: nobody is struck through; both rules wait for the arbiter
  await page.goto(`/leagues/${SLUG}/liga-1-1`);
  await expect(crossRow(page, 'Жуков Захар').locator('del')).toHaveCount(0);
  await expect(page.getByTestId('league-exclusions')).toContainText('czeka na decyzję sędziego');

  await page.goto(`/arbiter/competitions/${SLUG}/league-game?league=liga-1-1`);
  const panel = page.getByTestId('league-exclusion-panel');
  await expect(panel.getByTestId('exclusion-7')).toContainText('przesłanka wykluczenia — czeka na decyzję sędziego');
  await panel.getByTestId('exclusion-7').getByRole('button', { name: 'Podgląd wykluczenia' }).click();
  const preview = panel.getByTestId('league-exclusion-preview');
  // "3 partie" (issue 29, defect 6: plural forms; was "3 partii")
  await expect(preview).toContainText('Жуков Захар rozegrał(a) 3 partie (mniej niż 5): wszystkie jego partie zostają anulowane');
  await expect(panel.getByTestId('league-exclusion-status')).toContainText('Podgląd — nic jeszcze nie zapisano.');
  // Алексеев (1) drew with 7 in round 7: 5½ → 5
  const first = preview.getByTestId('league-preview').locator('tr', { hasText: 'Алексеев Андрей' }).locator('td');
  await expect(first.nth(0)).toHaveText('1. m., 5,5 pkt');
  await expect(first.nth(1)).toHaveText('1. m., 5 pkt');
  await expect(preview.getByTestId('league-exclusion-games')).toContainText('anulowana');
  await preview.getByRole('button', { name: 'Potwierdź wykluczenie' }).click();
  await expect(panel.getByTestId('league-exclusion-status')).toContainText('Wykluczenie potwierdzone: Жуков Захар. Zapisano league.json (wersja 2).');
  await expect(panel.getByTestId('exclusion-7')).toContainText('wykluczenie potwierdzone');

  // a stale preview: 3's exclusion previewed, then a result stored from another tab, then the confirmation is refused
  await panel.getByTestId('exclusion-3').getByRole('button', { name: 'Podgląd wykluczenia' }).click();
  await expect(preview).toContainText('rozegrał(a) 5 partii (co najmniej 5): pozostałe partie to porażki walkowerem');
  const other = await page.context().newPage();
  await other.goto(`/arbiter/competitions/${SLUG}/league-game?league=liga-1-1&round=8`);
  const form = other.getByTestId('league-game-form');
  await form.getByLabel('Partia (biały – czarny)').selectOption('4-5');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(other.getByTestId('league-game-status')).toContainText('Zapisano: liga-1-1.trf (v2).');
  await other.close();
  await preview.getByRole('button', { name: 'Potwierdź wykluczenie' }).click();
  await expect(panel.getByTestId('league-exclusion-status')).toContainText('Nic nie zapisano:');
  await expect(panel.getByTestId('league-exclusion-status')).toContainText('Pliki zmieniły się od podglądu (liga-1-1.trf; liga-1-1.trf ma teraz wersję 2)');
  // preview again on the current files, then confirm
  await panel.getByTestId('exclusion-3').getByRole('button', { name: 'Podgląd wykluczenia' }).click();
  await expect(preview).toContainText('pozostałe partie to porażki walkowerem');
  await preview.getByRole('button', { name: 'Potwierdź wykluczenie' }).click();
  await expect(panel.getByTestId('league-exclusion-status')).toContainText('Zapisano league.json (wersja 3).');

  // the public league: 7's row and games struck through, 3's round 8 a forfeit for Егоров (6)
  await page.goto(`/leagues/${SLUG}/liga-1-1`);
  await expect(crossRow(page, 'Жуков Захар').locator('th del')).toHaveText('Жуков Захар');
  await expect(crossRow(page, 'Алексеев Андрей').locator('td.annulled del')).toHaveCount(1);
  await expect(crossRow(page, 'Егоров Евгений').locator('td[title="walkower po wykluczeniu: Васильев Виктор"]')).toHaveText('+');
  await expect(page.getByTestId('league-exclusions')).toContainText('wykluczony; mniej niż 5 rozegranych partii — wszystkie jego partie anulowane');
  await expect(page.getByTestId('league-exclusions')).toContainText('wykluczony; co najmniej 5 rozegranych partii — pozostałe partie walkowerem');
});
