import { expect, test } from '@playwright/test';
import { signIn, hydrated } from './sign-in';

const SLUG = 'route-druzyny';

// issue 23: one arbiter route for every kind's entry forms (app/[lang]/arbiter/competitions/[slug]/[[...part]])
test('the one arbiter route: the bare address opens the kind\'s form, an unknown form is a 404, a visitor signs in first', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/arbiter/competitions');
  await hydrated(page, 'create-competition');
  const create = page.getByTestId('create-competition');
  await create.getByLabel(/Adres/).fill(SLUG);
  await create.getByLabel('Rodzaj').selectOption('team-league');
  await create.getByLabel('Nazwa').fill('Liga drużyn przez jedną trasę');
  await create.getByRole('button', { name: 'Utwórz' }).click();
  await expect(create).toContainText('Zapisano');

  await page.goto(`/arbiter/competitions/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/arbiter/competitions/${SLUG}/captains$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kapitanowie i zgłoszone mecze');
  await expect(page).toHaveTitle(/Kapitanowie i zgłoszone mecze/);
  await page.goto(`/en/arbiter/competitions/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/en/arbiter/competitions/${SLUG}/captains$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Captains and submitted matches');

  expect((await page.goto(`/arbiter/competitions/${SLUG}/no-such-form`))?.status()).toBe(404);
  expect((await page.goto(`/arbiter/competitions/${SLUG}/captains/more`))?.status()).toBe(404);

  const visitor = await browser.newPage();
  await visitor.goto(`/arbiter/competitions/${SLUG}/captains`);
  await expect(visitor).toHaveURL(/\/arbiter\/sign-in\?next=%2Farbiter%2Fcompetitions%2Froute-druzyny%2Fcaptains$/);
  await visitor.close();
});
