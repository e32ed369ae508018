import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await page.waitForURL(/sign-in/);
}

test('organizers reserve dates; the second on a weekend waits for the first organizer’s agreement', async ({ page }) => {
  // the arbiter opens a 2027 season in the browser
  await signIn(page, 'sedzia@demo.gp', 'demo-password-2018');
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill('gp-2027');
  await form.getByLabel('Nazwa').fill('Grand Prix Warmii i Mazur 2027');
  await form.getByLabel('Rok').fill('2027');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText('Utworzono sezon gp-2027');
  await signOut(page);

  // organizer A: a Saturday → confirmed; an illegal Wednesday → refused with the reason
  await signIn(page, 'organizator@demo.gp', 'demo-password-2018');
  await expect(page).toHaveURL(/\/organizer/);
  const reserve = page.getByTestId('reserve');
  await reserve.getByLabel('Data').fill('2027-06-09');
  await reserve.getByLabel('Nazwa turnieju').fill('Turniej środowy');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  // the page is Polish: the reason is said in Polish only (the message catalogue), never in two languages
  await expect(reserve).toContainText('Turniej Grand Prix rozgrywa się w sobotę, niedzielę lub święto.');
  await expect(reserve).not.toContainText('Saturday');
  await reserve.getByLabel('Data').fill('2027-06-12');
  await reserve.getByLabel('Nazwa turnieju').fill('Grand Prix Olsztyna');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('potwierdzony');
  await expect(page.getByTestId('own-reservations')).toContainText('Grand Prix Olsztyna');
  await signOut(page);

  // organizer B: the Sunday of the same weekend → awaiting agreement
  await signIn(page, 'organizator2@demo.gp', 'demo-password-2018');
  await reserve.getByLabel('Data').fill('2027-06-13');
  await reserve.getByLabel('Nazwa turnieju').fill('Grand Prix Elbląga');
  await reserve.getByLabel('Miejscowość').fill('Elbląg');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('czeka na zgodę');
  await signOut(page);

  await page.goto('/seasons/gp-2027/calendar');
  await expect(page.getByTestId('calendar-list').locator('tr[data-status="awaiting-agreement"]')).toContainText('Grand Prix Elbląga');

  // organizer A agrees → confirmed
  await signIn(page, 'organizator@demo.gp', 'demo-password-2018');
  const owed = page.getByTestId('owed-agreements');
  await expect(owed).toContainText('Grand Prix Elbląga');
  await owed.getByRole('button', { name: 'Zgadzam się', exact: true }).click();
  await expect(owed).toContainText('zgoda wyrażona');

  await page.goto('/seasons/gp-2027/calendar');
  await expect(page.getByTestId('calendar-list').locator('tr[data-status="confirmed"]')).toHaveCount(2);
  const ics = await (await page.request.get('/api/seasons/gp-2027/calendar.ics')).text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
});
