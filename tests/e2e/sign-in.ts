import type { Browser, Page } from '@playwright/test';

/** The accounts scripts/e2e-server.mjs creates (the demo season's own accounts use DEMO_PASSWORD). */
export const ARBITER = { email: 'arbiter@example.org', password: 'arbiter password 1' };
export const DEMO_PASSWORD = 'demo-password-2018';

/** Signs in through the Polish sign-in page; by default waits until the page has left it. */
export async function signIn(page: Page, email = ARBITER.email, password = ARBITER.password, expectSuccess = true) {
  await page.goto('/arbiter/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  if (expectSuccess) await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

/** The two screens every layout test runs at: a laptop and a phone. */
export const WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A fresh page (own cookies) in a window of the given size. */
export async function at(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/**
 * Waits until React has hydrated the element with `testId` (its props are attached to the DOM node):
 * a click before that submits the form natively and loses the action's answer on the reload.
 */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`) ?? document.getElementById(id);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps') || k.startsWith('__reactFiber'));
  }, testId);
}
