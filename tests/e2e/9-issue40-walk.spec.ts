/**
 * Issue 40: what new arbiters hit in a full browser walk — the register as a list (B2), a too-large
 * file (C1), "Podgląd" and the file's own facts (C3), an open set up without hand-written JSON and a
 * competition file previewed before it is stored (B5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'gp-warmia-mazury-2018';
const open = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', 'swiss-open', 'amplico-2024', name));

test('B2: a register entry added by hand is listed, removed (asked first) and restored', async ({ page }) => {
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}`);
  await expect(page.getByTestId('register-rule')).toContainText('klasyfikuje zarejestrowanych w klubach regionu');
  const add = page.getByTestId('add-player');
  await add.getByLabel('ID CR').fill('97001');
  await add.getByLabel('Nazwisko i imię').fill('Testowy Tomasz');
  await add.getByLabel('Klub').fill('KS Testowy');
  await add.getByRole('button', { name: 'Dodaj' }).click();
  await expect(add).toContainText('Dodano zawodnika');
  await page.reload();
  const row = page.getByTestId('register-entry-97001');
  await expect(row).toContainText('Testowy Tomasz');
  await row.getByRole('button', { name: 'Usuń wpis' }).click();
  await expect(row.getByRole('alertdialog')).toContainText('Usunąć z rejestru wpis Testowy Tomasz (ID CR 97001)?');
  await row.getByRole('button', { name: 'Tak, usuń' }).click();
  // the row goes; the removal is listed with its way back
  await expect(page.getByTestId('register-entry-97001')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('register-entry-97001')).toHaveCount(0);
  const removed = page.getByTestId('removed-register-entries');
  await expect(removed).toContainText('Testowy Tomasz (ID CR 97001)');
  await page.getByTestId('restore-entry-97001').getByRole('button', { name: 'Przywróć' }).click();
  // back in the list, gone from the removed ones
  await expect(page.getByTestId('register-entry-97001')).toContainText('Testowy Tomasz');
  await expect(page.getByTestId('removed-register-entries')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('register-entry-97001')).toContainText('Testowy Tomasz');
});

test('C1 and C3: "Podgląd" says what it waits for; the file fills name and date; a 12 MB file is refused before it is sent', async ({ page }) => {
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await expect(page.getByTestId('preview-button')).toBeDisabled();
  await expect(page.getByTestId('preview-needs')).toHaveText('Podgląd będzie dostępny po podaniu: identyfikatora turnieju, nazwy, daty turnieju, pliku.');
  // an id no other spec uploads (8-live-updates stores gp31, whose name the form would then take)
  await page.getByLabel(/Identyfikator/).fill('c3gros');
  const trf = readFileSync('tests/fixtures/real-files/gros2010_javafo_sample2.trf');
  await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'gros.trf', mimeType: 'text/plain', buffer: trf });
  await expect(page.getByLabel('Nazwa')).toHaveValue('XX Open Internacional de Gros');
  await expect(page.getByLabel('Data')).toHaveValue('2010-09-24');
  await expect(page.getByTestId('preview-needs')).toHaveText('Nazwę i datę wzięto z pliku — sprawdź przed podglądem.');
  await expect(page.getByTestId('preview-button')).toBeEnabled();

  await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(12 * 1024 * 1024, 'a') });
  await expect(page.getByText('Plik „big.csv” ma 12 MB — najwięcej można wysłać 10 MB. Nic nie wysłano.')).toBeVisible();
});

test('B5: an open set up with no JSON written: the form saves event.json, the Swiss TRF is previewed, then stored', async ({ page }) => {
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill('open-issue40');
  await create.getByLabel('Rodzaj').selectOption('swiss-open');
  await create.getByLabel('Nazwa').fill('Open bez JSON');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const describe = page.getByTestId('describe-open-issue40');
  await expect(describe.getByLabel('Nazwa')).toHaveValue('Open bez JSON');
  await describe.getByRole('button', { name: 'Zapisz event.json' }).click();
  // saved: the form goes (the folder has its description) and the files list names it
  await expect(page.getByTestId('describe-open-issue40')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('competition-open-issue40')).toContainText('event.json (v1)');

  const box = page.getByTestId('upload-open-issue40');
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'swiss.trf', mimeType: 'text/plain', buffer: open('swiss.trf') });
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId('file-preview-open-issue40');
  await expect(preview).toContainText('Podgląd — nic jeszcze nie zapisano. swiss.trf zostanie zapisany jako wersja 1.');
  await expect(page.getByTestId('file-preview-publishes-open-issue40')).toBeVisible();
  await expect(page.getByTestId('file-preview-after-open-issue40')).toContainText('Prowadzi');
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano swiss.trf (wersja 1).');
  await page.goto('/events/open-issue40');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Open bez JSON');
});

test('the walk: on a phone, a competition file under a name its description does not name is said at once to change nothing, with the name to use', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/en/arbiter/competitions');
  await hydrated(page, 'upload-open-issue40');
  const box = page.getByTestId('upload-open-issue40');
  await box.getByLabel('File', { exact: true }).setInputFiles('tests/fixtures/real-files/gros2010_javafo_sample2.trf');
  await box.getByRole('button', { name: 'Preview' }).click();
  const unread = page.getByTestId('file-preview-unread-open-issue40');
  await expect(unread).toContainText('gros2010_javafo_sample2.trf: The competition\'s description does not name this file');
  await expect(unread).toContainText('swiss.trf');
  await expect(unread).toContainText('"Name in the folder"');
  await expect(unread).toBeInViewport();
  await page.getByTestId('file-preview-open-issue40').screenshot({ path: 'test-results/issue40-unread-file-390.png' });
});

test('C7: at 1366 px the versions table keeps each tournament’s name and its Delete/Restore button in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const row = page.getByTestId('arbiter-tournaments').locator('tbody tr').first();
  const button = row.locator('td.sticky-end button').first();
  await expect(button).toBeVisible();
  await button.evaluate((b) => b.closest('.table-wrap')!.scrollTo({ left: 0 }));
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  await row.evaluate((r) => r.closest('.table-wrap')!.scrollTo({ left: 10_000 }));
  const name = (await row.locator('td.sticky').boundingBox())!;
  expect(name.x).toBeGreaterThanOrEqual(0);
  expect(name.x).toBeLessThan(200);
});

test('C9: on a phone the open’s final ranking and semi-finals keep their last column on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events/open-olsztyn-2018');
  for (const table of [page.locator('.final-ranking table'), page.locator('.matches table').first()]) {
    await expect(table).toBeVisible();
    const last = table.locator('tbody tr').first().locator('td').last();
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

// Issue 40, item 3: the arbiter corrects a register entry by hand (editRegistryEntry) — at a laptop in
// Polish and on a phone in English; the form has the page's width, not the last cell's.
for (const at of [
  { width: 1366, height: 768, lang: 'pl', crId: '97201', words: { add: 'Dodaj', added: 'Dodano zawodnika', cr: 'ID CR', name: 'Nazwisko i imię', club: 'Klub', year: 'Rok urodzenia', edit: 'Edytuj', save: 'Zapisz', edited: 'Zmieniono wpis 97201 w rejestrze.', badYear: 'Rok urodzenia', cancel: 'Anuluj' } },
  { width: 390, height: 844, lang: 'en', crId: '97202', words: { add: 'Add', added: 'Player added', cr: 'CR id', name: 'Surname and first name', club: 'Club', year: 'Birth year', edit: 'Edit', save: 'Save', edited: 'Register entry 97202 edited.', badYear: 'birth year', cancel: 'Cancel' } },
] as const) {
  test(`item 3: a register entry edited by hand at ${at.width} px (${at.lang})`, async ({ page }) => {
    await page.setViewportSize({ width: at.width, height: at.height });
    const w = at.words;
    await signIn(page);
    const base = `${at.lang === 'en' ? '/en' : ''}/arbiter/seasons/${SLUG}`;
    await page.goto(base);
    await hydrated(page, 'add-player');
    const add = page.getByTestId('add-player');
    await add.getByLabel(w.cr).fill(at.crId);
    await add.getByLabel(w.name).fill('Poprawiany Piotr');
    await add.getByLabel(w.club).fill('KS Literówka');
    await add.getByRole('button', { name: w.add, exact: true }).click();
    await expect(add).toContainText(w.added);
    await page.reload();
    const row = page.getByTestId(`register-entry-${at.crId}`);
    await expect(row).toContainText('KS Literówka');
    await row.getByRole('link', { name: w.edit }).click();
    const form = page.getByTestId(`edit-entry-${at.crId}`);
    await expect(form.getByLabel(w.name)).toHaveValue('Poprawiany Piotr');
    await expect(form.getByLabel(w.club)).toHaveValue('KS Literówka');
    // the whole form is on the screen, as wide as the page's other forms
    const box = (await form.getByLabel(w.club).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(at.width);
    expect(box.width).toBeGreaterThan(Math.min(300, at.width - 60));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(at.width);
    await form.screenshot({ path: `test-results/issue40-register-edit-${at.width}.png` });
    // a birth year after the season is refused with the field's range; nothing changes
    await hydrated(page, `edit-entry-form-${await form.locator('input[name=id]').inputValue()}`);
    await form.getByLabel(w.year).fill('2031');
    await form.getByRole('button', { name: w.save, exact: true }).click();
    await expect(form).toContainText(w.badYear);
    await expect(form).toContainText('2031');
    // corrected: saved, said, and the list shows it after a reload
    await form.getByLabel(w.year).fill('1990');
    await form.getByLabel(w.club).fill('KS Poprawny');
    await form.getByRole('button', { name: w.save, exact: true }).click();
    await expect(form).toContainText(w.edited);
    await page.goto(base);
    await expect(page.getByTestId(`register-entry-${at.crId}`)).toContainText('KS Poprawny');
    await expect(page.getByTestId(`register-entry-${at.crId}`)).toContainText('1990');
    await expect(page.getByTestId(`edit-entry-${at.crId}`)).toHaveCount(0);
    // the season's settings say in words that the rules are the preset's, never a bare '{}'
    await expect(page.getByTestId('update-season').locator('p.muted').first()).not.toContainText('{}');
  });
}

test('the walk: a signed-in arbiter’s pages hydrate without a mismatch (the header link was rewritten before React read it)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  for (const path of ['/arbiter/competitions', `/arbiter/seasons/${SLUG}`, `/seasons/${SLUG}/tournaments`]) {
    await page.goto(path);
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('data-signed-in-as', 'arbiter');
  }
  expect(errors).toEqual([]);
});

test('the walk: once the Final is booked, the arbiter’s date form is an ordinary date, not the Final again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await page.goto('/arbiter');
  await hydrated(page, 'create-season');
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill('gp-walk40-final');
  await form.getByLabel('Nazwa', { exact: true }).fill('Grand Prix — spacer 40');
  await form.getByLabel('Rok').fill('2027');
  // a draft: not on the public pages other specs read
  await form.getByLabel('publiczny od razu').uncheck();
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await form.getByRole('link', { name: /Przejdź do sezonu/ }).click();
  await page.waitForURL('**/arbiter/seasons/gp-walk40-final');
  await hydrated(page, 'arbiter-reserve');
  const reserve = page.getByTestId('arbiter-reserve');
  // the first date form is the Final's, prefilled
  await expect(reserve.getByLabel('Nazwa')).toHaveValue('Turniej Finałowy');
  await expect(reserve.getByLabel('Turniej Finałowy')).toBeChecked();
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByRole('button', { name: 'Wpisz do kalendarza' }).click();
  await expect(reserve).toContainText('Zarezerwowano (2027-12-16');
  await page.reload();
  const again = page.getByTestId('arbiter-reserve');
  await expect(again.getByLabel('Nazwa')).toHaveValue('');
  await expect(again.getByLabel('Data')).toHaveValue('');
  await expect(again.getByLabel('Turniej Finałowy')).not.toBeChecked();
});
