/**
 * Issue 40, the two dead ends left for a new arbiter: a league from the file the arbiter has — a
 * chess-results round-robin crosstable, a page of groups — not only a TRF; a team league from the
 * team TRF, not a hand-written teams.csv. Set up in the browser, previewed, stored, and seen on the
 * public page, at 1366 and 390 px. Real files (tests/fixtures/real-files).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const real = (name: string) => readFileSync(join(process.cwd(), 'tests', 'fixtures', 'real-files', name));

async function createCompetition(page: Page, slug: string, kind: string, name: string) {
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(slug);
  await create.getByLabel('Rodzaj').selectOption(kind);
  await create.getByLabel('Nazwa').fill(name);
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');
  await page.reload();
}

test('a league from a chess-results round-robin crosstable saved as CSV: the form, the preview of what was read, the league on its page', async ({ page }) => {
  const slug = 'liga-crosstable-40';
  await signIn(page);
  await createCompetition(page, slug, 'round-robin-league', 'Liga z tabeli krzyżowej');
  const describe = page.getByTestId(`describe-${slug}`);
  // the form says which files a league reads, in words
  await expect(describe).toContainText('tabela krzyżowa z chess-results lub Vegi albo strona z grupami');
  await describe.getByLabel(/Ligi — jedna w wierszu/).fill('Grupa A');
  await describe.getByRole('button', { name: 'Zapisz league.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();
  await hydrated(page, `upload-${slug}`);

  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'xref-to-gf-example-input.csv', mimeType: 'text/csv', buffer: real('xref-to-gf-example-input.csv') });
  await box.getByLabel(/Nazwa w folderze/).fill('grupa-a.trf');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${slug}`);
  await expect(preview).toContainText('grupa-a.trf zostanie zapisany jako wersja 1');
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  await expect(page.getByTestId(`file-preview-after-${slug}`)).toContainText('Zaragatski Ilja');
  await preview.locator('summary').click();
  await expect(preview).toContainText('tabela krzyżowa turnieju kołowego — 6 zawodników, 15 partii; rundy nieznane');
  await expect(preview).toContainText('numeruje zawodników miejscami końcowymi');
  await preview.screenshot({ path: 'test-results/issue40-league-crosstable-preview-1366.png' });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano grupa-a.trf (wersja 1).');

  for (const at of [
    { width: 1366, height: 900, lang: '', schedule: 'Partie bez rundy' },
    { width: 390, height: 844, lang: '/en', schedule: 'Games without a round' },
  ]) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.lang}/leagues/${slug}`);
    const standings = page.getByTestId('league-standings').first();
    await expect(standings).toContainText('Zaragatski Ilja');
    await expect(standings).toContainText('Züllig Flavian');
    await expect(page.getByTestId('league-schedule').first()).toContainText(at.schedule);
    await page.screenshot({ path: `test-results/issue40-league-crosstable-${at.width}.png`, fullPage: at.width === 390 });
  }
});

test('a page of ten round-robin groups: one upload, one league per group, each on its page', async ({ page }) => {
  const slug = 'kleeblatt-40';
  await signIn(page);
  await createCompetition(page, slug, 'round-robin-league', 'Kleeblatt-Turnier 2025');
  const describe = page.getByTestId(`describe-${slug}`);
  await describe.getByLabel(/Ligi — jedna w wierszu/).fill('Turnier');
  await describe.getByRole('button', { name: 'Zapisz league.json' }).click();
  await expect(page.getByTestId(`describe-${slug}`)).toHaveCount(0);
  await page.reload();
  await hydrated(page, `upload-${slug}`);
  const box = page.getByTestId(`upload-${slug}`);
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'narva_kleeblatt-turnier-2025.md', mimeType: 'text/markdown', buffer: real('narva_kleeblatt-turnier-2025.md') });
  await box.getByLabel(/Nazwa w folderze/).fill('turnier.trf');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${slug}`);
  await preview.locator('summary').click();
  await expect(preview).toContainText('ma 10 grup (Capablanca, Steinitz, Lasker');
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano turnier.trf (wersja 1).');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/leagues/${slug}/capablanca`);
  await expect(page.getByTestId('league-standings').first()).toContainText('Omar Samy');
  await page.screenshot({ path: 'test-results/issue40-league-groups-390.png', fullPage: true });
});

test('a team league from the team TRF: the form says so in words, the preview names the teams read, the league is public', async ({ page }) => {
  const slug = 'cup-trf-40';
  await signIn(page);
  await createCompetition(page, slug, 'team-league', 'Grandmommy’s Cup');
  const card = page.getByTestId(`competition-${slug}`);
  await card.getByTestId('folder-team-league').locator('summary').click();
  await expect(card.getByTestId('folder-team-league')).toContainText('albo plik TRF turnieju drużynowego z rekordami drużyn (013 lub 310)');
  await hydrated(page, `upload-${slug}`);
  const box = page.getByTestId(`upload-${slug}`);
  // the FIDE sample is a 14-round Swiss of four boards: its rules, as an arbiter sets them for such an event
  const config = { name: 'Grandmommy’s Cup', preset: 'mazovia-seniors-2007', rules: { swissRounds: 14, knockout: null, womenBoard: false, menBoards: 4, vacanciesAllowedOn: [1, 2, 3, 4], juniorSubstitute: null, sameClubBanFromRound: null, additionDeadline: null }, teams: 'teams.csv', boards: 'boards.csv' };
  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'team-league.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(config)) });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano team-league.json (wersja 1).');

  await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'grandmommyscup_example_trf26.trf', mimeType: 'text/plain', buffer: real('grandmommyscup_example_trf26.trf') });
  await box.getByLabel(/Nazwa w folderze/).fill('teams.csv');
  await box.getByRole('button', { name: 'Podgląd' }).click();
  const preview = page.getByTestId(`file-preview-${slug}`);
  await expect(page.getByTestId(`file-preview-publishes-${slug}`)).toBeVisible();
  await preview.locator('summary').click();
  await expect(preview).toContainText('Drużyny i składy wzięto z rekordów drużyn pliku TRF (013): 50 drużyn, 249 zawodników');
  await preview.screenshot({ path: 'test-results/issue40-team-trf-preview-1366.png' });
  await box.getByRole('button', { name: 'Wyślij plik' }).click();
  await expect(box).toContainText('Zapisano teams.csv (wersja 1).');

  for (const at of [
    { width: 1366, height: 900, lang: '' },
    { width: 390, height: 844, lang: '/en' },
  ]) {
    await page.setViewportSize({ width: at.width, height: at.height });
    await page.goto(`${at.lang}/team-leagues/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Grandmommy’s Cup');
    await expect(page.locator('main')).toContainText('Germany');
    await page.screenshot({ path: `test-results/issue40-team-trf-${at.width}.png` });
  }
});
