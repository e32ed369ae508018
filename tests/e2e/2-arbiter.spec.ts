import { expect, test, type Page } from '@playwright/test';
import { signIn } from './sign-in';

const SLUG = 'gp-warmia-mazury-2018';

/** Windows-1250 bytes, as ChessArbiter and Excel write them in Poland. */
function cp1250(text: string): Buffer {
  const high = new TextDecoder('windows-1250').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
  return Buffer.from([...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : 0x80 + high.indexOf(c))));
}

async function leader(page: Page): Promise<{ name: string; total: number; crId: string }> {
  const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  return doc.individual[0];
}

async function totalOf(page: Page, crId: string): Promise<number> {
  const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  return doc.individual.find((e: { crId: string }) => e.crId === crId).total;
}

async function upload(page: Page, code: string, name: string, date: string, file: Buffer, fileName: string) {
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill(code);
  await page.getByLabel('Nazwa').fill(name);
  await page.getByLabel('Data').fill(date);
  await page.getByLabel('Plik z wynikami').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: file });
  await page.getByTestId('preview-button').click();
  await expect(page.getByTestId('upload-preview')).toBeVisible();
}

test('anonymous visitors are sent to sign in; an organizer has no access; a wrong password is refused', async ({ page }) => {
  await page.goto('/arbiter');
  await expect(page).toHaveURL(/\/arbiter\/sign-in/);
  await signIn(page, 'organizer@example.org', 'organizer password 1');
  await expect(page).toHaveURL(/\/organizer/);
  await page.goto('/arbiter');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await expect(page.getByTestId('no-access')).toBeVisible();
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await signIn(page, 'arbiter@example.org', 'not the password', false);
  await expect(page.locator('#sign-in-status')).toContainText('Nieprawidłowy e-mail lub hasło');
  await signIn(page, 'nobody@example.org', 'not the password', false);
  await expect(page.locator('#sign-in-status')).toContainText('Nieprawidłowy e-mail lub hasło');
  await expect(page).toHaveURL(/\/arbiter\/sign-in/);
});

test('upload a Windows-1250 export → preview explains each row → commit → the public table changes; a correction; a restore', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  await expect(page.getByRole('heading', { name: 'Panel sędziego' })).toBeVisible();
  const lead = await leader(page);
  const before = lead.total;
  // the register's "Zalewski Adam" written in capitals, without an id: linked by name
  const v1 = cp1250(`M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.;Bch.;Progr.\r\n1;${lead.name.toLocaleUpperCase('pl')};;M;;;9;40;45\r\n2;Gość Spoza Rejestru;1990;M;;KS Ełk;8,5;38;40\r\n`);
  await upload(page, 'gp17', 'XVII Turniej Grand Prix', '2018-11-25', v1, 'gp17.csv');
  await expect(page.getByTestId('facts-encoding')).toHaveText('windows-1250');
  await expect(page.getByTestId('facts-style')).toHaveText('chessarbiter');
  await expect(page.getByTestId('preview-row-2')).toContainText('nazwisko + rok ur.');
  await expect(page.getByTestId('preview-row-3')).toContainText('niezarejestrowany w dniu turnieju');
  await expect(page.getByTestId('preview-moves')).toContainText(lead.name);
  // nothing is stored before the commit
  expect(await totalOf(page, lead.crId)).toBe(before);
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  const afterV1 = await totalOf(page, lead.crId);
  expect(afterV1).toBeGreaterThan(before);
  await page.goto(`/seasons/${SLUG}/tournaments/gp17`);
  await expect(page.getByTestId('results-table')).toContainText(lead.name.toLocaleUpperCase('pl'));

  // a corrected file: version 2
  const v2 = cp1250(`M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.;Bch.;Progr.\r\n1;Gość Spoza Rejestru;1990;M;;KS Ełk;8,5;38;40\r\n2;${lead.name.toLocaleUpperCase('pl')};;M;;;1;40;45\r\n`);
  await upload(page, 'gp17', 'XVII Turniej Grand Prix', '2018-11-25', v2, 'gp17-poprawiony.csv');
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 2');
  expect(await totalOf(page, lead.crId)).toBeLessThan(afterV1);

  // restore the first version from the history
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const row = page.getByTestId('version-gp17-1');
  await expect(page.getByTestId('version-gp17-2')).toContainText('bieżąca');
  await row.getByRole('button', { name: 'Przywróć' }).click();
  await expect(page.getByTestId('version-gp17-1')).toContainText('bieżąca');
  expect(await totalOf(page, lead.crId)).toBe(afterV1);
  await expect(page.getByTestId('audit-log')).toContainText('tournament.restore');
});

test('an ambiguous name is resolved by hand in the preview', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  const other = doc.individual[5];
  // a second register player of the same name (registered by hand from the tournament's date)
  await page.goto(`/arbiter/seasons/${SLUG}`);
  const form = page.getByTestId('add-player');
  await form.getByLabel('ID CR').fill('99123');
  await form.getByLabel('Nazwisko i imię').fill(other.name);
  await form.getByLabel('Rok urodzenia').fill('2001');
  await form.getByLabel('Klub').fill('UKS Jedynka Olsztyn');
  await form.getByLabel(/Zarejestrowany od/).fill('2018-11-01');
  await form.getByRole('button', { name: 'Dodaj' }).click();
  // issue 40, B2: a namesake makes the player's rows ambiguous, so their results would stop counting — said with the counts first
  await expect(form).toContainText('po tej zmianie 3 wyniki przestaną się liczyć (zawodnicy: 1)');
  await form.getByLabel('Zapisz mimo to').check();
  await form.getByRole('button', { name: 'Dodaj' }).click();
  await expect(page.getByTestId('add-player')).toContainText('Dodano zawodnika');

  const file = Buffer.from(`place,name,points\n1,${other.name},7\n`);
  await upload(page, 'gp18', 'XVIII Turniej Grand Prix', '2018-12-01', file, 'gp18.csv');
  const choice = page.getByTestId('preview-row-2').getByRole('combobox');
  await expect(choice).toBeVisible();
  await choice.selectOption('99123');
  await expect(page.getByTestId('preview-row-2')).toContainText('ręcznie');
  await expect(page.getByTestId('preview-row-2')).toContainText('99123');
  await page.getByTestId('commit-button').click();
  await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1');
  await page.goto(`/seasons/${SLUG}/tournaments/gp18`);
  await expect(page.getByTestId('results-table').getByRole('link', { name: other.name })).toHaveAttribute('href', `/seasons/${SLUG}/players/99123`);
});

test('a file dropped on the page is read and previewed; cancel stores nothing', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  await page.goto(`/arbiter/seasons/${SLUG}/upload`);
  await page.getByLabel(/Identyfikator/).fill('gp19');
  await page.getByLabel('Nazwa').fill('XIX');
  await page.getByLabel('Data').fill('2018-12-08');
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['place,name,points\n1,Kowalski Jan,5\n'], 'gp19.csv', { type: 'text/csv' }));
    return dt;
  });
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('dropzone')).toContainText('gp19.csv');
  await page.getByTestId('preview-button').click();
  await expect(page.getByTestId('preview-rows')).toContainText('Kowalski Jan');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByTestId('upload-status')).toContainText('nic nie zapisano');
  expect((await page.request.get(`/api/seasons/${SLUG}/tournaments/gp19/versions`)).status()).toBe(404);
});

test('API tokens: created and shown once, listed, revoked', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  await page.goto('/arbiter/tokens');
  await page.getByLabel('Opis').fill('skrypt testowy');
  await page.getByRole('button', { name: 'Utwórz token' }).click();
  const token = (await page.getByTestId('new-token').textContent())!;
  expect(token).toMatch(/^gp_/);
  const put = () => page.request.put(`/api/seasons/${SLUG}/tournaments/gp20?name=XX&date=2018-12-09`, { headers: { authorization: `Bearer ${token}` }, data: 'place,name,points\n1,A,5\n' });
  expect((await put()).status()).toBe(200);
  await page.reload();
  const row = page.getByTestId('tokens').getByRole('row', { name: /skrypt testowy/ });
  await expect(row).toContainText('aktywny');
  await expect(page.getByTestId('tokens')).not.toContainText(token);
  await row.getByRole('button', { name: 'Unieważnij' }).click();
  // issue 40, C8: a one-tap revocation asks first, naming the token
  await expect(row.getByRole('alertdialog')).toContainText('Unieważnić token „skrypt testowy”?');
  await row.getByRole('button', { name: 'Tak, unieważnij' }).click();
  await expect(page.getByTestId('tokens').getByRole('row', { name: /skrypt testowy/ })).toContainText('unieważniony');
  expect((await put()).status()).toBe(401);
});

test('any row is linked to a register player by hand, and back to automatic', async ({ page }) => {
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
  const target = doc.individual[10];
  await page.goto(`/arbiter/seasons/${SLUG}`);
  await page.getByTestId('arbiter-tournaments').getByRole('link', { name: /gp17/ }).click();
  const row = page.getByTestId('arbiter-rows').getByRole('row', { name: /Gość Spoza Rejestru/ });
  await expect(row).toContainText('nowy zawodnik');
  // one search over the whole register: by CR id here
  await row.getByRole('searchbox').fill(target.crId);
  await row.getByRole('combobox').selectOption(target.crId);
  await row.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByTestId('arbiter-rows').getByRole('row', { name: /Gość Spoza Rejestru/ })).toContainText(`ręcznie → ${target.name}`);
  await page.goto(`/seasons/${SLUG}/tournaments/gp17`);
  await expect(page.getByTestId('results-table').getByRole('link', { name: 'Gość Spoza Rejestru' })).toHaveAttribute('href', `/seasons/${SLUG}/players/${target.crId}`);
  await page.goto(`/arbiter/seasons/${SLUG}/tournaments/gp17`);
  const again = page.getByTestId('arbiter-rows').getByRole('row', { name: /Gość Spoza Rejestru/ });
  await again.getByRole('combobox').selectOption('auto');
  await again.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByTestId('arbiter-rows').getByRole('row', { name: /Gość Spoza Rejestru/ })).toContainText('nowy zawodnik');
});

test('a signed-in browser may use the API with its session, from this site only', async ({ page }) => {
  const put = `/api/seasons/${SLUG}/tournaments/gp21?name=XXI&date=2018-12-15`;
  expect((await page.request.put(put, { data: 'place,name,points\n1,A,5\n' })).status()).toBe(401);
  await signIn(page, 'arbiter@example.org', 'arbiter password 1');
  const status = await page.evaluate(async (url) => (await fetch(url, { method: 'PUT', body: 'place,name,points\n1,A,5\n' })).status, put);
  expect(status).toBe(200);
  // the same cookie without a same-origin browser request (as another site's form would be) is refused
  expect((await page.request.put(put, { data: 'place,name,points\n1,A,5\n' })).status()).toBe(403);
});
