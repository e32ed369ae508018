import { expect, test } from '@playwright/test';
import { roundRobinTrf } from '../fixtures/round-robin-trf';
import { signIn } from './sign-in';

const SLUG = 'gp-rundy-e2e';
const PLAYERS = Array.from({ length: 10 }, (_, i) => ({ name: `Zawodnik${String.fromCharCode(65 + i)} Piotr` }));

/**
 * Results day, a tournament in progress (issue 25): a phone keeps the season's table open; the
 * arbiter uploads the pairing program's TRF after round 5 of 9 from another browser — the phone
 * shows the provisional table "gdyby turniej skończył się teraz" without any navigation, the
 * official table untouched and marked; then the file of all rounds replaces it and the official
 * table counts the tournament.
 */
test('at 390 px: an upload after round 5 shows as provisional on the open season page, and the final file replaces it', async ({ browser }) => {
  const arbiterContext = await browser.newContext();
  const arbiter = await arbiterContext.newPage();
  await signIn(arbiter);
  const origin = new URL(arbiter.url()).origin;
  expect((await arbiter.request.post('/api/seasons', { headers: { origin }, data: { slug: SLUG, name: 'GP rundy (e2e)', year: 2024, preset: 'warmia-mazury-2018', rules: { region: null } } })).status()).toBe(201);
  const first = 'place,name,points\n' + PLAYERS.map((p, i) => `${i + 1},${p.name},${(9 - i) / 2 + 2}`).join('\n') + '\n';
  expect((await arbiter.request.put(`/api/seasons/${SLUG}/tournaments/gp01?name=${encodeURIComponent('Turniej 1')}&date=2024-03-02`, { headers: { origin }, data: first })).status()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`/seasons/${SLUG}`);
  const table = page.getByTestId('standings-table');
  const row = table.locator('tbody tr', { has: page.getByRole('link', { name: 'ZawodnikJ Piotr', exact: true }) });
  const totalCell = row.locator(':scope > *').nth(3);
  const before = (await totalCell.textContent())!.trim();
  await expect(page.getByTestId('provisional')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // the arbiter uploads the TRF after round 5 of 9 through the workspace: the preview says it is in progress
  await arbiter.goto(`/arbiter/seasons/${SLUG}/upload`);
  await arbiter.getByLabel(/Identyfikator/).fill('gp07');
  await arbiter.getByLabel('Nazwa').fill('Turniej 7');
  await arbiter.getByLabel('Data').fill('2024-06-01');
  await arbiter.getByLabel('Plik z wynikami').setInputFiles({ name: 'gp07.trf', mimeType: 'text/plain', buffer: Buffer.from(roundRobinTrf(PLAYERS, { rounds: 9, played: 5, date: '2024-06-01', name: 'Turniej 7' })) });
  await arbiter.getByTestId('preview-button').click();
  await expect(arbiter.getByTestId('preview-in-progress')).toHaveText('Turniej w toku: po rundzie 5 z 9 — zostanie zapisany jako prowizoryczny');
  await arbiter.getByTestId('commit-button').click();
  await expect(arbiter.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  await expect(arbiter.getByTestId('commit-status')).toContainText('po rundzie 5 z 9');

  // the phone, with no navigation: the provisional table, clearly marked, above the official one, which did not change
  const provisional = page.getByTestId('provisional');
  await expect(provisional).toBeVisible({ timeout: 10_000 });
  await expect(provisional.getByRole('heading', { level: 3 })).toHaveText('Prowizorycznie Tabela prowizoryczna — gdyby turniej skończył się teraz');
  await expect(page.getByTestId('provisional-explain')).toContainText('Turniej 7: wyniki po rundzie 5 z 9');
  await expect(page.getByTestId('provisional-table').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('official-mark')).toHaveText('Tabela oficjalna — bez turnieju w toku (Turniej 7).');
  await expect(totalCell).toHaveText(before);
  await expect(page.getByTestId('live-notice')).toContainText('Turniej 7 — runda 5 z 9 (wyniki prowizoryczne)');
  const provisionalJson = await (await page.request.get(`/api/seasons/${SLUG}/standings?provisional=1`)).json();
  const j = (provisionalJson.individual as { name: string; rankLabel: string; total: number }[]).find((e) => e.name === 'ZawodnikJ Piotr')!;
  const provisionalRow = page.getByTestId('provisional-table').locator('tbody tr', { has: page.getByRole('link', { name: 'ZawodnikJ Piotr', exact: true }) });
  await expect(provisionalRow.locator(':scope > *').nth(3)).toHaveText(String(j.total).replace('.', ','));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the file of all nine rounds: a new version; the phone's provisional table goes, the official total counts the tournament
  expect((await arbiter.request.put(`/api/seasons/${SLUG}/tournaments/gp07?name=${encodeURIComponent('Turniej 7')}&date=2024-06-01&file=gp07.trf`, { headers: { origin }, data: Buffer.from(roundRobinTrf(PLAYERS, { rounds: 9, played: 9, date: '2024-06-01', name: 'Turniej 7' })) })).status()).toBe(200);
  const official = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  const after = String((official.individual as { name: string; total: number }[]).find((e) => e.name === 'ZawodnikJ Piotr')!.total).replace('.', ',');
  expect(after).not.toBe(before);
  await expect(page.getByTestId('provisional')).toHaveCount(0, { timeout: 10_000 });
  await expect(totalCell).toHaveText(after);
  await expect(page.getByTestId('live-notice')).toContainText('Turniej 7 — wyniki końcowe (wszystkie rundy)');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await arbiterContext.close();
  await phone.close();
});
