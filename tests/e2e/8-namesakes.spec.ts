import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

/**
 * Issue 31, item 4: against a register of 7,000 players (5,000 of them "Kowalski Jan") the upload
 * preview carries only the players its rows are about; the picker of an ambiguous row finds any
 * other player of the register on the server, and the hand link is kept.
 */
const SLUG = 'imiennicy-e2e';
const REGION = 'warmińsko-mazurskie';

test('a big register of namesakes: the preview is small, the picker searches the server', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const lines = ['cr_id,name,birth,sex,club,region'];
  for (let i = 0; i < 5000; i++) lines.push(`${100001 + i},Kowalski Jan,${1950 + (i % 60)},M,KS Imiennik,${REGION}`);
  for (let i = 0; i < 2000; i++) lines.push(`${200001 + i},Gracz${i} Zenon,${1950 + (i % 60)},M,KS Inny,${REGION}`);
  const statuses = await page.evaluate(
    async ({ slug, register }) => {
      const created = await fetch('/api/seasons', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug, name: 'Imiennicy', year: 2024 }) });
      const put = await fetch(`/api/seasons/${slug}/registry`, { method: 'PUT', body: register });
      return [created.status, put.status];
    },
    { slug: SLUG, register: lines.join('\n') + '\n' },
  );
  expect(statuses).toEqual([201, 200]);

  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill('gp01');
  await page.getByLabel('Nazwa').fill('I Turniej');
  await page.getByLabel('Data').fill('2024-03-09');
  const file = 'place,name,cr_id,points\n1,Gracz0 Zenon,200001,7\n2,Kowalski Jan,,6\n3,Gracz1 Zenon,200002,5\n';
  await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'gp01.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByTestId('preview-button').click();
  await expect(page.getByTestId('upload-preview')).toBeVisible();
  // one summary line in Polish: the 5,000 ids are not listed
  await expect(page.getByTestId('upload-preview')).toContainText('„Kowalski Jan” pasuje do kilku zawodników (100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 100009, 100010 i 4');

  const row = page.getByTestId('preview-row-3');
  const choice = row.getByRole('combobox');
  // the namesakes sent with the preview: the picker lists the first 50
  await expect(choice.locator('option', { hasText: 'Kowalski Jan' })).toHaveCount(50);
  // a player the preview did not carry: found by the server's search
  await row.getByRole('searchbox').fill('Gracz1999');
  await expect(choice.locator('option', { hasText: 'Gracz1999 Zenon' })).toHaveCount(1);
  await choice.selectOption('202000');
  await expect(row).toContainText('ręcznie');
  await expect(row).toContainText('202000');
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  await page.goto(`/seasons/${SLUG}/tournaments/gp01`);
  // the row keeps its name as written, linked to the player chosen (club from the register)
  const linked = page.getByTestId('results-table').getByRole('row', { name: /Kowalski Jan/ });
  await expect(linked).toContainText('KS Inny');
  await expect(linked.getByRole('link', { name: 'Kowalski Jan' })).toHaveAttribute('href', `/seasons/${SLUG}/players/202000`);
});
