import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { at, signIn } from './sign-in';

/**
 * Issue 41, the whole flow: an organizer announces a reserved tournament, players enter from a
 * phone in both languages, the list is public, the organizer exports the start list, and the
 * arbiter's upload of the results links every entered player to their register record with no
 * question. At 1366 and 390 px; screenshots under test-results/entries-*.png.
 */
test.describe.configure({ mode: 'serial' });

const SLUG = 'gp-entries-2027';
const DATE = '2027-05-15'; // a Saturday, more than 30 days after the site's day (GP_NOW 2026-11-30)
const ORGANIZER = { email: 'organizer@example.org', password: 'organizer password 1' };
const REGISTER = 'cr_id,fide_id,name,birth,sex,rating,club,region,from,to\r\n700001,1100,Nowak Jan,1990,M,1850,UKS Jedynka Olsztyn,warmińsko-mazurskie,,\r\n700002,,Nowak Jan,2011,M,1300,KS Hetman,warmińsko-mazurskie,,\r\n700003,,Kot Ola,2014,F,1200,KS Hetman,warmińsko-mazurskie,,\r\n';
let id = 0;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/entries-${name}.png`, fullPage: true });
const noSideScroll = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
async function signOut(page: Page) {
  await page.getByRole('button', { name: /Wyloguj|Sign out/ }).click();
  await page.waitForURL(/sign-in/);
}
async function phone(browser: Browser): Promise<Page> {
  return at(browser, 390, 844);
}

test('the organizer reserves a date and publishes the announcement (1366)', async ({ browser }) => {
  const page = await at(browser, 1366, 768);
  await signIn(page);
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill(SLUG);
  await form.getByLabel('Nazwa').fill('Grand Prix 2027 (zgłoszenia)');
  await form.getByLabel('Rok').fill('2027');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText(`Utworzono sezon ${SLUG}`);
  // the season's register: two Nowak Jan, so a results row "NOWAK Jan" without a year is a question — unless he entered
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const box = page.getByTestId('registry-upload');
  await box.getByLabel('Plik rejestru (CSV)').setInputFiles({ name: 'rejestr.csv', mimeType: 'text/csv', buffer: Buffer.from(REGISTER) });
  await box.getByRole('button', { name: 'Podgląd' }).click();
  await box.getByRole('button', { name: 'Zapisz rejestr' }).click();
  await expect(box).toContainText(/3/);
  await signOut(page);

  await signIn(page, ORGANIZER.email, ORGANIZER.password);
  await page.goto(`/organizer?season=${SLUG}`);
  const reserve = page.getByTestId('reserve');
  await reserve.getByLabel('Data').fill(DATE);
  await reserve.getByLabel('Nazwa turnieju').fill('III Grand Prix Olsztyna');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByLabel('Miejsce gry').fill('SP 1, ul. Szkolna 1');
  await reserve.getByLabel('Kontakt').fill('tel. 500 600 700');
  await reserve.getByLabel('Dorośli').fill('25');
  await reserve.getByLabel('Juniorzy do 18 lat i zawodnicy 60+').fill('20');
  await reserve.getByLabel('Kobiety i juniorzy do 14 lat').fill('15');
  for (const [i, v] of [250, 160, 100, 80, 60, 50].entries()) await reserve.getByLabel(`Za ${i + 1}. miejsce`).fill(String(v));
  await reserve.getByLabel('W każdej kategorii').fill('40');
  await reserve.getByLabel('Nagroda losowana').fill('40');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('potwierdzony');
  await page.reload();
  await page.getByTestId('own-reservations').getByRole('link', { name: 'Komunikat i zgłoszenia' }).click();
  await page.waitForURL(/\/organizer\/tournaments\/\d+/);
  id = Number(/tournaments\/(\d+)/.exec(page.url())![1]);
  const ann = page.getByTestId('announcement-form');
  await ann.getByLabel('Początek (GG:MM)').fill('10:00');
  await ann.getByLabel('Sędzia').fill('Andrzej Gula');
  await ann.getByLabel('Treść komunikatu (od organizatora)').fill('Zapraszamy!\nKawa i herbata <b>gratis</b>.');
  await ann.getByRole('button', { name: 'Zapisz' }).click();
  await expect(ann).toContainText('Zapisano');

  // the public announcement: the §1 check, the fees per category, the organizer's words as text
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId('announcement-title')).toHaveText('III Grand Prix Olsztyna');
  await expect(page.getByTestId('compliance')).toContainText('Zgodny z regulaminem');
  await expect(page.getByTestId('fees')).toContainText('junior do 14 lat15 zł');
  await expect(page.getByTestId('organizer-text')).toContainText('Kawa i herbata <b>gratis</b>.');
  await expect(page.getByTestId('announcement-date')).toContainText('15.05.2027, 10:00');
  await shot(page, 'announcement-1366');
  // linked from the calendar and the ICS feed
  await page.goto(`/seasons/${SLUG}/calendar`);
  await expect(page.getByTestId('announcement-link')).toHaveAttribute('href', `/tournaments/${id}`);
  const ics = await (await page.request.get(`/api/seasons/${SLUG}/calendar.ics`)).text();
  expect(ics.replace(/\r\n /g, '')).toContain(`/tournaments/${id}\r\n`);
  // the printable view
  await page.goto(`/tournaments/${id}/print`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('printable')).toContainText('Andrzej Gula');
  await expect(page.locator('header.site')).toBeHidden();
  await shot(page, 'print-1366');
  await page.context().close();
});

test('a player enters from a phone in Polish in under a minute; the category and fee show before sending (390)', async ({ browser }) => {
  const page = await phone(browser);
  const started = Date.now();
  await page.goto('/');
  await page.getByTestId('upcoming').getByRole('link', { name: 'III Grand Prix Olsztyna' }).click();
  await page.getByTestId('enter-link').click();
  const form = page.getByTestId('entry-form');
  await form.getByLabel('Imię i nazwisko').fill('Nowak Jan');
  await form.getByLabel('Rok urodzenia').fill('2011');
  await form.getByLabel('mężczyzna').check();
  await expect(page.getByTestId('category-fee')).toHaveText('Twoja kategoria: junior do 18 lat · Wpisowe: 20 zł');
  await form.getByLabel(/Zgadzam się na opublikowanie/).check();
  await noSideScroll(page, 390);
  await shot(page, 'form-pl-390');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByTestId('entry-done')).toContainText('Przyjęto zgłoszenie: Nowak Jan.');
  const code = await page.getByTestId('entry-code').textContent();
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const seconds = (Date.now() - started) / 1000;
  console.log(`entries: from the home page to an entry taken on a 390 px phone: ${seconds.toFixed(1)} s (the typing is the test's own speed)`);
  expect(seconds).toBeLessThan(60);
  await shot(page, 'done-pl-390');

  // the same person again: refused with a clear message, nothing half-stored
  await page.goto(`/tournaments/${id}/enter`);
  await form.getByLabel('Imię i nazwisko').fill('NOWAK, Jan');
  await form.getByLabel('Rok urodzenia').fill('2011');
  await form.getByLabel('mężczyzna').check();
  await form.getByLabel(/Zgadzam się/).check();
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(page.getByTestId('entry-status')).toContainText('Nowak Jan jest już zgłoszony(-a) do tego turnieju.');
  // a field left out is named beside it
  await page.goto(`/tournaments/${id}/enter`);
  await form.getByLabel('Imię i nazwisko').fill('Zieliński Adam');
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(form).toContainText('Rok urodzenia: jest wymagane.');
  await expect(form).toContainText('Zgoda: jest potrzebna');
  await noSideScroll(page, 390);
  await page.context().close();
});

test('a player enters in English, and a guest not in the register; the public list in both languages (390 and 1366)', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`/en/tournaments/${id}/enter`);
  const form = page.getByTestId('entry-form');
  await form.getByLabel('Name', { exact: true }).fill('Kot Ola');
  await form.getByLabel('Birth year').fill('2014');
  await form.getByLabel('woman').check();
  await expect(page.getByTestId('category-fee')).toHaveText('Your category: junior up to 14 · Entry fee: 15 zł');
  await form.getByLabel(/I agree to my name/).check();
  await shot(page, 'form-en-390');
  await form.getByRole('button', { name: 'Send the entry' }).click();
  await expect(page.getByTestId('entry-done')).toContainText('Entry taken: Kot Ola.');
  await expect(page.getByTestId('done-list-link')).toHaveAttribute('href', `/en/tournaments/${id}/entries`);
  // a guest from outside the register gives a club; a name with markup stays text
  await page.goto(`/en/tournaments/${id}/enter`);
  await form.getByLabel('Name', { exact: true }).fill('<i>Gość</i> Spoza');
  await form.getByLabel('Birth year').fill('1960');
  await form.getByLabel('man', { exact: true }).check();
  await form.getByLabel('Club (if any)').fill('KS Ełk');
  await expect(page.getByTestId('category-fee')).toHaveText('Your category: veteran (60+) · Entry fee: 20 zł');
  await form.getByLabel(/I agree to my name/).check();
  await form.getByRole('button', { name: 'Send the entry' }).click();
  await expect(page.getByTestId('entry-done')).toBeVisible();

  await page.goto(`/en/tournaments/${id}/entries`);
  const list = page.getByTestId('entry-list');
  await expect(list.locator('tbody tr')).toHaveCount(3);
  // by rating: the register's ratings, the guest unrated last; nothing else personal
  await expect(list.locator('tbody tr').nth(0)).toContainText('Nowak Jan');
  await expect(list.locator('tbody tr').nth(2)).toContainText('<i>Gość</i> Spoza');
  await expect(list).not.toContainText('2011');
  await expect(page.getByTestId('category-counts')).toContainText('junior up to 14: 1');
  await noSideScroll(page, 390);
  await shot(page, 'list-en-390');
  await page.context().close();

  const wide = await at(browser, 1366, 768);
  await wide.goto(`/tournaments/${id}/entries`);
  await expect(wide.getByTestId('entry-count')).toHaveText('3 zgłoszonych zawodników');
  await shot(wide, 'list-pl-1366');
  await wide.context().close();
});

test('the organizer marks paid and exports the start list as TRF and CSV (1366 and 390)', async ({ browser }) => {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    const page = await at(browser, width, height);
    await signIn(page, ORGANIZER.email, ORGANIZER.password);
    await page.goto(`/organizer/tournaments/${id}`);
    const table = page.getByTestId('organizer-entries');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    if (width === 1366) {
      await table.locator('tr', { hasText: 'Kot Ola' }).getByRole('button', { name: 'Zapłacił' }).click();
      await expect(page.getByTestId('entry-totals')).toContainText('Zapłaciło: 1 z 3');
    }
    const [trf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-trf').click()]);
    const text = readFileSync((await trf.path())!, 'utf8');
    expect(text).toContain('012 III Grand Prix Olsztyna');
    expect(text.split('\r\n').filter((l) => l.startsWith('001 ')).map((l) => l.slice(14, 47).trim())).toEqual(['Nowak Jan', 'Kot Ola', '<i>Gość</i> Spoza']);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(readFileSync((await csv.path())!, 'utf8')).toContain('Kot Ola;2014;F;KS Hetman;700003;;1200;POL;junior14');
    await shot(page, `organizer-${width}`);
    await page.context().close();
  }
});

test('the results upload links every entered player to their register record without a question (1366)', async ({ browser }) => {
  const page = await at(browser, 1366, 768);
  await signIn(page);
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill(`r${id}`);
  await page.getByLabel('Nazwa').fill('III Grand Prix Olsztyna');
  await page.getByLabel('Data').fill(DATE);
  const file = 'M-ce;Nazwisko i imię;Rok ur.;Pkt.\r\n1;NOWAK Jan;;7\r\n2;Kot Ola;;6,5\r\n3;Gość Spoza;1960;6\r\n4;Przy Stoliku Ewa;1999;3\r\n';
  await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'wyniki.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByTestId('preview-button').click();
  const report = page.getByTestId('entries-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('entries-linked')).toContainText('2 wiersze powiązano ze zgłoszeniami');
  await expect(page.getByTestId('entries-unentered')).toContainText('Przy Stoliku Ewa');
  // "NOWAK Jan" without a year is one of two register players — the entry says which, no question asked
  await expect(page.getByTestId('preview-row-2')).toContainText('700002');
  await expect(page.getByTestId('from-entry-2')).toHaveText('ze zgłoszenia do turnieju');
  await shot(page, 'upload-1366');
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  const crIds = doc.individual.map((e: { crId: string | null }) => e.crId);
  expect(crIds).toEqual(expect.arrayContaining(['700002', '700003']));
  expect(crIds).not.toContain('700001');
  await page.context().close();
});
