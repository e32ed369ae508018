import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

/**
 * Issue 10: a captain submits a match from a phone (390 px), the arbiter confirms it, and the public
 * page of the team league shows it. The league: tests/fixtures/…/team-trf with its first two rounds
 * as boards.csv; the captain of Orzeł reports round 3 against Żuraw.
 */
const SLUG = 'liga-seniorow-e2e';
const folder = join(process.cwd(), 'tests', 'fixtures', 'competitions', 'team-league', 'team-trf');
const text = (name: string) => readFileSync(join(folder, name), 'utf8');
const FILES: Record<string, string> = {
  'team-league.json': JSON.stringify({ ...JSON.parse(text('team-league.json')), boards: 'boards.csv' }),
  'teams.csv': text('teams.csv'),
  'boards.csv': text('boards.csv')
    .split('\n')
    .filter((l) => !l.startsWith('3,'))
    .join('\n'),
};
const CAPTAIN = { email: 'kapitan@orzel.example', password: 'kapitan orzel 2007' };

test('a captain submits a match from a phone, the arbiter confirms it, the public page shows it', async ({ page, browser }) => {
  // the arbiter: the league and its captain
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  await create.getByLabel('Rodzaj').selectOption('team-league');
  await create.getByLabel('Nazwa').fill('Liga Seniorów — kapitanowie');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
  const box = page.getByTestId(`upload-${SLUG}`);
  for (const [name, body] of Object.entries(FILES)) {
    await box.getByLabel('Plik', { exact: true }).setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(body) });
    await box.getByRole('button', { name: 'Wyślij plik' }).click();
    await expect(box).toContainText(`Zapisano ${name} (wersja 1).`);
  }
  await page.getByTestId(`captains-${SLUG}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kapitanowie i zgłoszone mecze');
  const grant = page.getByTestId('grant-captain');
  await grant.getByLabel('Drużyna').selectOption('Orzeł');
  await grant.getByLabel('E-mail').fill(CAPTAIN.email);
  await grant.getByLabel(/Hasło/).fill(CAPTAIN.password);
  await grant.getByRole('button', { name: 'Nadaj' }).click();
  await expect(grant).toContainText(`${CAPTAIN.email} jest kapitanem drużyny Orzeł.`);

  // the captain, on a phone
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const cap = await phone.newPage();
  await signIn(cap, CAPTAIN.email, CAPTAIN.password);
  await expect(cap).toHaveURL(/\/captain$/);
  // no other workspace: the arbiter's and the organizer's pages refuse the account
  await cap.goto('/arbiter');
  await expect(cap.getByTestId('no-access')).toBeVisible();
  await cap.goto('/organizer');
  await expect(cap.getByTestId('no-access')).toBeVisible();
  await cap.goto('/captain');
  await cap.getByRole('link', { name: /Orzeł/ }).click();
  await expect(cap.getByRole('heading', { level: 1 })).toHaveText('Wynik meczu — Orzeł');
  const form = cap.getByTestId('captain-form');
  await expect(form.getByLabel('Runda')).toHaveValue('3');
  await form.getByLabel('Przeciwnik').selectOption('Żuraw');
  await form.getByLabel('Moja drużyna gra').selectOption('home');
  // the rosters come in board order; the results board by board
  await expect(form.getByTestId('b4_home')).toHaveValue('Danuta Wrona');
  await expect(form.getByTestId('b4_away')).toHaveValue('Zofia Pająk');
  for (const [b, r] of [[1, '1/2-1/2'], [2, '1/2-1/2'], [3, '1-0'], [4, '0-1']] as const) await form.getByTestId(`b${b}_result`).selectOption(r);
  await form.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(cap.getByTestId('captain-status')).toContainText('Podgląd — nic jeszcze nie wysłano.');
  await expect(cap.getByTestId('lineup-ok')).toHaveText('Składy zgodne z regulaminem.');
  await expect(cap.getByTestId('table-change').locator('tr', { hasText: 'Orzeł' })).toContainText('małe pkt: 7, duże pkt: 5'); // issue 29, defect 10: was '7 m., 5 d.'
  await form.getByRole('button', { name: 'Wyślij sędziemu' }).click();
  await expect(cap.getByTestId('captain-status')).toContainText('Wysłano wynik rundy 3 — czeka na zatwierdzenie sędziego.');
  // usable at 390 px: nothing wider than the screen
  expect(await cap.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // pending: not on the public page yet
  await page.goto(`/team-leagues/${SLUG}`);
  await expect(page.getByTestId('team-league-rounds')).toBeVisible();
  await expect(page.getByTestId('round-3')).toHaveCount(0);

  // the arbiter confirms
  await page.goto(`/arbiter/competitions/${SLUG}/captains`);
  const submission = page.locator('[data-testid^="submission-"]');
  await expect(submission).toContainText('Runda 3: Orzeł – Żuraw');
  await expect(submission).toContainText(`zgłosił ${CAPTAIN.email}`);
  await expect(submission.getByTestId('lineup-ok')).toBeVisible();
  await submission.getByRole('button', { name: /Zatwierdź/ }).click();
  // decided: off the pending list, on the list of decided ones
  await expect(page.getByTestId('no-submissions')).toBeVisible();
  await expect(page.getByTestId('decided-submissions')).toContainText(`Runda 3: Orzeł – Żuraw (${CAPTAIN.email}) — zatwierdzone — boards.csv, wersja 2`);

  // the public page shows the match, board by board, and the table counts it
  await page.goto(`/team-leagues/${SLUG}`);
  const round3 = page.getByTestId('round-3');
  await expect(round3).toContainText('Orzeł – Żuraw 2–2');
  await expect(round3.locator('tr', { hasText: 'Cezary Lis' })).toContainText('1–0');
  // and the captain sees the submission confirmed
  await cap.reload();
  await expect(cap.getByTestId('my-submissions')).toContainText('runda 3: Orzeł – Żuraw — zatwierdzone');
  await phone.close();
});
