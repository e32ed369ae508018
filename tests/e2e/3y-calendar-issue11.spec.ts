import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './sign-in';
// Runs after 3-calendar.spec.ts (file order): its season gp-2029 becomes the organizers' default season.

/** Issue 11, defects 3, 9, 10 and 15: the calendar as the public, the arbiter and two organizers meet it. */

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await page.waitForURL(/sign-in/);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const { name, width, height } of [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the 2018 demo calendar shows the tournaments held, names never overlap, organizer and status in view (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/seasons/gp-warmia-mazury-2018/calendar');
    await expect(page.getByText('Nie zarezerwowano jeszcze żadnego terminu')).toHaveCount(0);
    const rows = page.getByTestId('calendar-list').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(17);
    await expect(page.getByTestId('calendar-list').locator('tr[data-status="played"]')).toHaveCount(count);
    await expect(page.getByTestId('calendar-list')).toContainText('Turniej Finałowy');
    await expect(page.getByTestId('status').first()).toHaveText('rozegrany');

    // organizer and status are on screen without scrolling sideways, on every row
    for (let i = 0; i < count; i++) {
      for (const id of ['organizer', 'status']) {
        const cell = rows.nth(i).getByTestId(id);
        await expect(cell).toBeVisible();
        const box = (await cell.boundingBox())!;
        expect(box.x, `${id} of row ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${id} of row ${i}`).toBeLessThanOrEqual(width + 0.5);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // the month grid: every name stays inside its day, no two names overlap
    const events = page.locator('table.month-grid .event');
    expect(await events.count()).toBe(count);
    const boxes: Box[] = [];
    for (let i = 0; i < count; i++) {
      const ev = events.nth(i);
      const box = (await ev.boundingBox())!;
      const cell = (await ev.locator('xpath=ancestor::td[1]').boundingBox())!;
      expect(box.x, `event ${i}`).toBeGreaterThanOrEqual(cell.x - 0.5);
      expect(box.x + box.width, `event ${i}`).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
      expect(await ev.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `event ${i} is cut or spills`).toBe(true);
      boxes.push(box);
    }
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `events ${i} and ${j}`).toBe(false);
    await context.close();
  });
}

test('the feed of the demo season: its tournaments, lines of at most 75 octets, no @localhost (defect 15)', async ({ page }) => {
  const res = await page.request.get('/api/seasons/gp-warmia-mazury-2018/calendar.ics');
  expect(res.status()).toBe(200);
  const text = new TextDecoder().decode(await res.body());
  expect((text.match(/BEGIN:VEVENT/g) ?? []).length).toBeGreaterThanOrEqual(17);
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  expect(text).not.toMatch(/@localhost|@127\.0\.0\.1/);
});

test('organizers: a plan over the regulation is confirmed with a warning, one organizer one tournament a day, a rejected row has no cancel, all in Polish (defects 3, 10)', async ({ page }) => {
  await signIn(page, 'sedzia@demo.gp', DEMO_PASSWORD);
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill('gp-2029');
  await form.getByLabel('Nazwa').fill('Grand Prix Warmii i Mazur 2029');
  await form.getByLabel('Rok').fill('2029');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText('Utworzono sezon gp-2029');
  await signOut(page);

  await signIn(page, 'organizator@demo.gp', DEMO_PASSWORD);
  await page.goto('/organizer?season=gp-2029');
  const reserve = page.getByTestId('reserve');
  await reserve.getByLabel('Data').fill('2029-06-09');
  await reserve.getByLabel('Nazwa turnieju').fill('Grand Prix Olsztyna');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByLabel('Rundy').fill('7');
  await reserve.getByLabel('Dorośli').fill('30');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('potwierdzony');
  await expect(reserve).toContainText('narusza regulamin');
  await expect(reserve).toContainText('9 rund (planowane: 7)');
  await expect(reserve).toContainText('wpisowe dorosłych ≤ 25 zł (planowane: 30 zł)');
  const own = page.getByTestId('own-reservations');
  await expect(own.getByTestId('compliance')).toContainText('✗ 9 rund (planowane: 7)');
  // items left empty are counted, never marked ✓
  await expect(own.getByTestId('compliance')).toContainText('Nie podano:');
  await expect(own.getByTestId('compliance')).not.toContainText('✓');

  // the same organizer, the same day: refused, in Polish
  await reserve.getByLabel('Data').fill('2029-06-09');
  await reserve.getByLabel('Nazwa turnieju').fill('Drugi turniej Olsztyna');
  await reserve.getByLabel('Miejscowość').fill('Olsztyn');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('Ten organizator ma już turniej 09.06.2029: jeden organizator prowadzi jeden turniej dziennie.');
  await expect(reserve).not.toContainText(/organizer|already/);
  await signOut(page);

  // organizer B asks for the Sunday; A declines; B's rejected row offers no cancel, the public does not see it
  await signIn(page, 'organizator2@demo.gp', DEMO_PASSWORD);
  await page.goto('/organizer?season=gp-2029');
  await reserve.getByLabel('Data').fill('2029-06-10');
  await reserve.getByLabel('Nazwa turnieju').fill('Grand Prix Elbląga');
  await reserve.getByLabel('Miejscowość').fill('Elbląg');
  await reserve.getByRole('button', { name: 'Zarezerwuj' }).click();
  await expect(reserve).toContainText('czeka na zgodę');
  await signOut(page);
  await signIn(page, 'organizator@demo.gp', DEMO_PASSWORD);
  await page.goto('/organizer?season=gp-2029');
  const owed = page.getByTestId('owed-agreements');
  await owed.getByRole('button', { name: 'Nie zgadzam się', exact: true }).click();
  // issue 40, C8: a refusal asks first, naming the tournament
  await expect(owed.getByRole('alertdialog')).toContainText('Nie zgodzić się na turniej „Grand Prix Elbląga” (10.06.2029)?');
  await owed.getByRole('button', { name: 'Tak, nie zgadzam się' }).click();
  await expect(owed).toContainText('odmowa');
  await signOut(page);
  await signIn(page, 'organizator2@demo.gp', DEMO_PASSWORD);
  await page.goto('/organizer?season=gp-2029');
  const row = page.getByTestId('own-reservations').getByRole('row', { name: /Grand Prix Elbląga/ });
  await expect(row).toContainText('odrzucony');
  await expect(row.getByRole('button', { name: 'Odwołaj' })).toHaveCount(0);

  // the English page speaks English only
  await page.goto('/en/organizer?season=gp-2029');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar — organizer');
  await expect(page.getByTestId('reserve')).toContainText('Entry fees (PLN)');
  await expect(page.locator('main')).not.toContainText(/Zarezerwuj|Moje turnieje|Wpisowe|Nagrody/);

  await page.goto('/seasons/gp-2029/calendar');
  const list = page.getByTestId('calendar-list');
  await expect(list).toContainText('Grand Prix Olsztyna');
  await expect(list).not.toContainText('Grand Prix Elbląga');
  await expect(list.getByTestId('organizer').first()).toHaveText('UKS Jedynka Olsztyn');
});

test('uploads: a date outside the season is refused, the same file again is "identical to version 1", in Polish (defect 7)', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  const form = page.getByTestId('create-season');
  await form.getByLabel(/Adres/).fill('gp-upl-2028');
  await form.getByLabel('Nazwa', { exact: true }).fill('Grand Prix 2028');
  await form.getByLabel('Rok').fill('2028');
  await form.getByRole('button', { name: 'Utwórz sezon' }).click();
  await expect(form).toContainText('Utworzono sezon gp-upl-2028');
  const file = Buffer.from('place,name,points\n1,Lis Anna,7\n2,Kot Jan,5\n');
  const preview = async (date: string) => {
    await page.goto('/arbiter/seasons/gp-upl-2028/upload');
    await page.getByLabel(/Identyfikator/).fill('gp01');
    await page.getByLabel('Nazwa').fill('I Turniej');
    await page.getByLabel('Data').fill(date);
    await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'gp01.csv', mimeType: 'text/csv', buffer: file });
    await page.getByTestId('preview-button').click();
  };
  await preview('2029-01-01');
  await expect(page.getByTestId('upload-errors')).toContainText('Data turnieju 01.01.2029 jest poza sezonem: turnieje tego sezonu rozgrywa się od 04.02.2028 do 16.12.2028.');
  await expect(page.getByTestId('upload-preview')).toHaveCount(0);

  await preview('2028-03-04');
  await expect(page.getByTestId('upload-preview')).toBeVisible();
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');

  await preview('2028-03-04');
  await expect(page.getByTestId('upload-errors')).toContainText('Plik identyczny z wersją 1 — nic nie zmieniono.');
  const versions = await (await page.request.get('/api/seasons/gp-upl-2028/tournaments/gp01/versions')).json();
  expect(versions).toHaveLength(1);
});
