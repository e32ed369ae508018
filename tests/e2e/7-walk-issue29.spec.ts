import { expect, test } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';

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
      await expect(form.getByLabel('Mnożnik Finału')).toHaveValue('0');
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
      await expect(page.locator('code').filter({ hasText: '{}' }).first()).toBeVisible();
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
  });
}
