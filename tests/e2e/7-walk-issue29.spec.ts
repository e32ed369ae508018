import { expect, test } from '@playwright/test';
import { WIDTHS, at, signIn, hydrated } from './sign-in';

// Issue 29: what the second browser walk found — each defect at a laptop's and a phone's width.
const SLUG = 'gp-warmia-mazury-2018';
for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('defect 1: the new-season form offers every regulation, and its rule fields follow the choice', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      await page.goto('/arbiter');
      const form = page.getByTestId('create-season');
      const select = form.getByTestId('preset-select');
      // every preset of /presets is offered
      const offered = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      for (const name of ['warmia-mazury-2018', 'pomysl-blitz', 'fide-gp-2012', 'keshmat-circuit-2024']) expect(offered).toContain(name);
      await expect(form.getByTestId('preset-description')).toContainText('Turniej Finałowy liczy się ×2');
      await expect(form.getByLabel(/Odrzucanie/)).toBeVisible();
      await select.selectOption('pomysl-blitz');
      await page.waitForURL(/preset=pomysl-blitz/);
      // the description and the fields are the chosen preset's: no Final, no growing drops
      await expect(form.getByTestId('preset-description')).toContainText('Bez Turnieju Finałowego');
      await expect(form.getByTestId('preset-description')).toContainText('premia za miejsce');
      await expect(form.getByLabel(/Odrzucanie/)).toHaveCount(0);
      // issue 40, C4: a preset without a Final shows no Final multiplier (it showed 0)
      await expect(form.getByLabel('Mnożnik Finału')).toHaveCount(0);
      await expect(select).toHaveValue('pomysl-blitz');
      const slug = `pomysl-${v.width}`;
      await form.getByLabel(/Adres/).fill(slug);
      await form.getByLabel('Nazwa', { exact: true }).fill(`Pomysł GrandPrix ${v.width}`);
      await form.getByLabel('Rok').fill('2027');
      await form.getByRole('button', { name: 'Utwórz sezon' }).click();
      await expect(form).toContainText(`Utworzono sezon ${slug}`);
      await page.goto(`/arbiter/seasons/${slug}`);
      await expect(page.getByText('pomysl-blitz', { exact: false }).first()).toBeVisible();
      // the season keeps the preset's rules: nothing was overridden by fields of another preset
      // (said in words since issue 40's walk, where a new arbiter read a bare '{}')
      await expect(page.getByText('Brak — sezon liczy się według regulaminu.').first()).toBeVisible();
      // no sideways scroll on the form at this width
      await page.goto('/arbiter?preset=pomysl-blitz');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 4: a register near match (same name, another birth year) is shown in the preview and can be linked there', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      const doc = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
      const player = doc.individual.find((e: { crId: string | null }) => e.crId !== null);
      await page.goto(`/arbiter/seasons/${SLUG}/upload`);
      await page.getByLabel(/Identyfikator/).fill('gp19');
      await page.getByLabel('Nazwa').fill('XIX Turniej');
      await page.getByLabel('Data').fill('2018-12-01');
      // the register has no player born in 1901
      const file = Buffer.from(`place,name,birth,points\n1,${player.name},1901,7\n`);
      await page.getByLabel('Plik z wynikami').setInputFiles({ name: 'gp19.csv', mimeType: 'text/csv', buffer: file });
      await page.getByTestId('preview-button').click();
      const row = page.getByTestId('preview-row-2');
      await expect(row.getByTestId('near-match-2')).toContainText(player.crId);
      await expect(row.getByTestId('near-match-2')).toContainText('innym rokiem urodzenia');
      await row.getByRole('combobox').selectOption(player.crId);
      await expect(row).toContainText('ręcznie');
      await expect(row.getByTestId('near-match-2')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width + 1);
      await page.context().close();
    });

    test('defect 10: deleting a tournament asks first and says what it did; a restore says so; the audit log reads as words in Polish time', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      const code = `del${v.width}`;
      await page.goto(`/arbiter/seasons/${SLUG}/upload`);
      await page.getByLabel(/Identyfikator/).fill(code);
      await page.getByLabel('Nazwa').fill(`Turniej do usunięcia ${v.width}`);
      await page.getByLabel('Data').fill('2018-12-02');
      await page.getByLabel('Plik z wynikami').setInputFiles({ name: `${code}.csv`, mimeType: 'text/csv', buffer: Buffer.from('place,name,points\n1,Gość Pierwszy,5\n2,Gość Drugi,4\n') });
      await page.getByTestId('preview-button').click();
      await page.getByTestId('commit-button').click();
      await expect(page.getByTestId('commit-status')).toContainText('Zapisano wersję 1 (2 wiersze)');
      // the same file again is a notice, not an error
      await page.getByTestId('preview-button').click();
      await expect(page.getByTestId('upload-errors')).toContainText('Nie ma czego zapisać');
      await expect(page.getByTestId('upload-errors')).toHaveClass(/notice/);

      await page.goto(`/arbiter/seasons/${SLUG}`);
      const del = page.getByTestId(`delete-${code}`);
      await del.getByRole('button', { name: 'Usuń turniej' }).click();
      await expect(del).toContainText(`Usunąć turniej ${code}`);
      await del.getByRole('button', { name: 'Anuluj' }).click();
      await expect(del.getByRole('button', { name: 'Usuń turniej' })).toBeVisible();
      await del.getByRole('button', { name: 'Usuń turniej' }).click();
      const yes = del.getByRole('button', { name: 'Tak, usuń' });
      await yes.scrollIntoViewIfNeeded();
      // the confirmation is not cut off: its button is inside the window
      const box = (await yes.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(v.width);
      await yes.click();
      // the row's button is now "Przywróć", and the message of what was done stays beside it
      await expect(page.getByTestId(`version-${code}-1`)).toContainText(`Turniej ${code} usunięto z sezonu`);
      await expect(page.getByTestId(`version-${code}-1`)).toContainText('usunięty');
      const standings = await (await page.request.get(`/api/seasons/${SLUG}/standings`)).json();
      expect(standings.individual.some((e: { results: { tournament: string }[] }) => e.results.some((r) => r.tournament === code))).toBe(false);

      await page.reload();
      const restore = page.getByTestId(`restore-${code}-1`);
      await restore.getByRole('button', { name: 'Przywróć' }).click();
      // the restored version is current again: its button is "Usuń turniej" again, the message beside it
      await expect(page.getByTestId(`version-${code}-1`)).toContainText(`Przywrócono wersję 1 turnieju ${code}`);
      await expect(page.getByTestId(`version-${code}-1`)).toContainText('bieżąca');
      const log = page.getByTestId('audit-log');
      await expect(log.locator('thead')).toContainText('czas polski');
      await expect(log).toContainText('Usunięto turniej z sezonu');
      await expect(log).toContainText(`turniej: ${code}`);
      // out again, so that the demo season the later files test is as it was
      await page.reload();
      await page.getByTestId(`delete-${code}`).getByRole('button', { name: 'Usuń turniej' }).click();
      await page.getByTestId(`delete-${code}`).getByRole('button', { name: 'Tak, usuń' }).click();
      await expect(page.getByTestId(`version-${code}-1`)).toContainText('usunięto');
      await page.context().close();
    });

    test('defect 8: the season table on a phone starts on the first screen, says what it shows, and shows every column on request', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await page.goto(`/seasons/${SLUG}`);
      const table = page.getByTestId('standings-table');
      const clubHeader = table.locator('thead th').nth(2);
      if (v.width < 640) {
        await expect(page.locator('details.explain-fold')).not.toHaveAttribute('open', '');
        const top = (await table.boundingBox())!.y;
        expect(top).toBeLessThan(v.height);
        await expect(page.getByTestId('columns-note')).toBeVisible();
        await expect(clubHeader).toBeHidden();
        await page.getByTestId('all-columns').click();
        await expect(clubHeader).toBeVisible();
        await expect(table.locator('thead th').nth(8)).toBeVisible();
        await expect(page.getByTestId('columns-note')).toBeHidden();
        // the page itself does not scroll sideways: the table does, inside its frame
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      } else {
        await expect(page.locator('details.explain-fold')).toHaveAttribute('open', '');
        await expect(page.getByTestId('rules-explained')).toBeVisible();
        await expect(page.getByTestId('all-columns')).toBeHidden();
        await expect(clubHeader).toBeVisible();
      }
      await page.context().close();
    });

    test('what chess sites have: a TRF tournament shows each round’s pairings and the starting list by rating', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      // trf18 is the TRF tournament 4-games.spec.ts uploads (16 players, 5 rounds)
      await page.goto(`/seasons/${SLUG}/tournaments/trf18`);
      const pairings = page.getByTestId('round-pairings');
      await expect(pairings.getByTestId('round-5')).toHaveAttribute('open', '');
      await expect(pairings.getByTestId('round-1')).not.toHaveAttribute('open', '');
      // round 5 of held_swiss_5.trf: 7 boards, then Jessica's pairing-allocated bye and Nick, not paired
      await expect(pairings.getByTestId('round-5').locator('tbody tr')).toHaveCount(9);
      await expect(pairings.getByTestId('round-5').locator('tbody tr').nth(7)).toContainText('pauza (punkt bez gry)');
      await expect(pairings.getByTestId('round-5').locator('tbody tr').nth(8)).toContainText('bez pary');
      const starting = page.getByTestId('starting-list');
      await expect(starting.locator('tbody tr')).toHaveCount(16);
      await expect(starting.locator('tbody tr').first()).toContainText('Alyx');
      await expect(starting.locator('tbody tr').first()).toContainText('2200');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 7: a competition in the workspace lists the files its kind needs, offers a template, says an empty file is empty, leads back to the panel', async ({ browser }) => {
      const page = await at(browser, v.width, v.height);
      await signIn(page);
      await page.goto('/arbiter/competitions');
      const slug = `druzynowa-${v.width}`;
      await hydrated(page, 'create-competition');
      const create = page.getByTestId('create-competition');
      await create.getByLabel(/Adres/).fill(slug);
      await create.getByLabel('Rodzaj').selectOption('team-league');
      await create.getByLabel('Nazwa').fill(`Liga drużynowa ${v.width}`);
      await create.getByRole('button', { name: 'Utwórz' }).click();
      await expect(create).toContainText('Zapisano');
      await page.reload();
      const card = page.getByTestId(`competition-${slug}`);
      const folder = card.getByTestId('folder-team-league');
      await folder.locator('summary').click();
      await expect(folder).toContainText('teams.csv (wymagany, brak)');
      await expect(folder).toContainText('boards.csv (wymagany, brak)');
      await expect(folder.getByTestId('template-team-league')).toHaveAttribute('download', 'team-league.json');
      const box = page.getByTestId(`upload-${slug}`);
      await box.getByLabel('Plik', { exact: true }).setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
      await box.getByRole('button', { name: 'Wyślij plik' }).click();
      await expect(box).toContainText('Plik jest pusty.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.getByTestId('back-to-panel').click();
      await expect(page.getByRole('heading', { name: 'Panel sędziego' })).toBeVisible();
      await page.context().close();
    });
  });
}
