/**
 * Issue 40: a team league for a plain team Swiss set up in the browser by a new arbiter — the
 * creation form's preset "Liga drużynowa: system szwajcarski", no rules typed, the FIDE TRF-2026
 * team sample uploaded (tests/fixtures/real-files/grandmommyscup_example_trf26.trf) — previewed,
 * stored and seen on the public page at 1366 and 390 px: the file's own ranking (Slovakia first),
 * no knock-out, no line-up checks, no fees, team names linking to their rosters.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const TRF = readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', 'grandmommyscup_example_trf26.trf'));

test('a team Swiss from its TRF: the preset in the form, the preview, the public table the file publishes', async ({ page }) => {
  const slug = 'cup-swiss-40';
  await signIn(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption('team-league');
  await create.getByLabel('Nazwa').fill('Grandmommy’s Cup');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();

  // the creation form offers the plain team Swiss by a neutral name
  const describe = page.getByTestId(`describe-${slug}`);
  await hydrated(page, `describe-form-${slug}`);
  await describe.getByLabel('Regulamin').selectOption({ label: 'Liga drużynowa: system szwajcarski' });
  await describe.screenshot({ path: 'test-results/issue40-team-swiss-form-1366.png' });
  await describe.getByRole('button', { name: 'Zapisz team-league.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();

  await hydrated(page, `upload-${slug}`);
  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'grandmommyscup_example_trf26.trf', mimeType: 'text/plain', buffer: TRF });
  await box.getByLabel(/Nazwa w folderze/).fill('teams.csv');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${slug}`);
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  // after the last round the league is finished and won, not led
  await expect(page.getByTestId(`file-preview-after-${slug}`)).toContainText('zakończone · Zwycięzca: Slovakia');
  await preview.locator('summary').click();
  await expect(preview).toContainText('uszeregowane tak, jak publikuje je plik');
  await expect(preview).toContainText('EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP');
  await preview.screenshot({ path: 'test-results/issue40-team-swiss-preview-1366.png' });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano teams.csv (wersja 1).');

  for (const at of [
    { width: 1366, height: 900, lang: '', caption: 'po 14 z 14 rund', rosters: 'Drużyny i składy', what: 'Liga drużynowa: system szwajcarski', declared: 'deklaruje plik TRF (rekord 202): EDET/P' },
    { width: 390, height: 844, lang: '/en', caption: 'after 14 of 14 rounds', rosters: 'Teams and rosters', what: 'Team league: Swiss system', declared: 'the TRF declares (record 202): EDET/P' },
  ]) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.lang}/team-leagues/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grandmommy’s Cup');
    // what the league is, not the Mazovian "…, then matches for places"
    // (then, since the plain Swiss open's page, its state and winner as the home page words them)
    await expect(page.locator('main p.muted').first()).toHaveText(new RegExp(`^${at.what} · `));
    const table = page.locator('#table');
    await expect(table).toContainText(at.caption);
    await expect(table).toContainText(at.declared);
    const rows = table.locator('tbody tr');
    await expect(rows.nth(0)).toContainText('Slovakia');
    await expect(rows.nth(1)).toContainText('India 3');
    await expect(rows.nth(7)).toContainText('Germany');
    // no knock-out, no line-up checks, no fees for a FIDE team Swiss
    await expect(page.locator('#knockout')).toHaveCount(0);
    await expect(page.locator('#violations')).toHaveCount(0);
    await expect(page.locator('#fees')).toHaveCount(0);
    await page.screenshot({ path: `test-results/issue40-team-swiss-table-${at.width}.png` });
    // the team's name links to its roster on the page
    await rows.nth(0).getByRole('link', { name: 'Slovakia' }).click();
    await expect(page).toHaveURL(/#team-22$/);
    await expect(page.locator('#team-22')).toContainText('Slovakia');
    await expect(page.locator('#rosters')).toContainText(at.rosters);
    await page.screenshot({ path: `test-results/issue40-team-swiss-roster-${at.width}.png` });
  }
});
