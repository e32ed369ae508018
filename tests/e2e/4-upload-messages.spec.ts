import { expect, test, type Browser, type Page } from '@playwright/test';
import { WIDTHS, at, signIn } from './sign-in';

/** The elements that stick out of a `width`-wide screen (outside a sideways-scrolling table): none on a phone. */
async function wider(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('.table-wrap')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > w + 1) out.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : ''}: ${Math.round(r.right)} px`);
    }
    return out.slice(0, 10);
  }, width);
}

// Issue 11, defect 8 (and 3): an upload's problem says what is wrong with the file the arbiter chose,
// in the page's language, with a line number only where a line is meant — at a laptop's and a phone's width.
// Previews only: nothing here is stored.
const SLUG = 'gp-warmia-mazury-2018';
// the first bytes of a PNG image: not text (a NUL byte, an invalid UTF-8 sequence)
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x01, 0x00, 0xff, 0xfe, 0x00, 0x08]);
const REGISTER_HEAD = 'cr_id,fide_id,name,birth,sex,rating,club,region,from,to';

async function signedIn(browser: Browser, width: number, height: number): Promise<Page> {
  const page = await at(browser, width, height);
  await signIn(page);
  return page;
}

for (const v of WIDTHS) {
  test.describe(`at ${v.width} px (${v.name})`, () => {
    test('defect 8: a PNG as results is "not a text file" in Polish, without "wiersz 0"; an empty file is said to be empty', async ({ browser }) => {
      const page = await signedIn(browser, v.width, v.height);
      const preview = async (name: string, mimeType: string, buffer: Buffer) => {
        await page.goto(`/arbiter/seasons/${SLUG}/upload`);
        await page.getByLabel(/Identyfikator/).fill('gp99');
        await page.getByLabel('Nazwa').fill('Turniej próbny');
        await page.getByLabel('Data').fill('2018-10-06');
        await page.getByLabel('Plik z wynikami').setInputFiles({ name, mimeType, buffer });
        await expect(page.getByTestId('dropzone')).toContainText(name);
        await page.getByTestId('preview-button').click();
      };
      await preview('wyniki.png', 'image/png', PNG);
      const errors = page.getByTestId('upload-errors');
      await expect(errors).toContainText('To nie jest plik tekstowy.');
      await expect(errors).not.toContainText(/wiersz 0|line 0|This is|text file/);
      await expect(page.getByTestId('upload-preview')).toHaveCount(0);

      await preview('pusty.csv', 'text/csv', Buffer.alloc(0));
      await expect(errors).toContainText('Plik jest pusty.');
      await expect(errors).not.toContainText(/Wybierz plik|wiersz/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await page.context().close();
    });

    test('defect 8: a register with mixed CRLF/LF line endings is read; a refused register shows no "0 players"; a PNG register has no line 0', async ({ browser }) => {
      const page = await signedIn(browser, v.width, v.height);
      await page.goto(`/arbiter/seasons/${SLUG}`);
      const box = page.getByTestId('registry-upload');
      const preview = async (name: string, buffer: Buffer) => {
        await box.getByLabel('Plik rejestru (CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer });
        await box.getByRole('button', { name: 'Podgląd' }).click();
      };
      // a file saved by two editors: Windows line endings, then Unix ones, then Windows again
      const lines = [REGISTER_HEAD, '990001,,Lis Anna,2001,F,,KS Ełk,warmińsko-mazurskie,,2018-06-30', '990002,,Kot Jan,1990,M,,KS Ełk,warmińsko-mazurskie,2018-01-01,', '990003,,Sowa Ewa,1985,F,,KS Ełk,warmińsko-mazurskie,,'];
      const eol = ['\r\n', '\n', '\r\n', '\n'];
      await preview('rejestr.csv', Buffer.from(lines.map((l, i) => l + eol[i]).join('')));
      await expect(box).toContainText('Zawodników: 3; nowych: 3');
      await expect(box.getByTestId('registry-refused')).toHaveCount(0);
      await expect(box).not.toContainText(/data|date|49002/i);
      await expect(box.getByRole('button', { name: 'Zapisz rejestr' })).toBeVisible();

      // a date that is not a date: refused, its line named in Polish, and no player count at all
      await preview('zly.csv', Buffer.from(`${REGISTER_HEAD}\r\n990004,,Wilk Ola,2000,F,,KS Ełk,warmińsko-mazurskie,,2018-02-31\n`));
      await expect(box.getByTestId('registry-refused')).toContainText('Rejestr nie może być przyjęty — nic nie zapisano');
      await expect(box).toContainText('wiersz 2:');
      await expect(box).not.toContainText('Zawodników:');
      await expect(box.getByRole('button', { name: 'Zapisz rejestr' })).toHaveCount(0);

      await preview('rejestr.png', PNG);
      await expect(box.getByTestId('registry-refused')).toBeVisible();
      await expect(box).toContainText('To nie jest plik tekstowy');
      await expect(box).not.toContainText(/wiersz 0|line 0|This is|Zawodników:/);

      await preview('pusty.csv', Buffer.alloc(0));
      await expect(box.getByRole('status')).toHaveText('Plik jest pusty.');
      await expect(box).not.toContainText('Wybierz plik');
      expect(await wider(page, v.width)).toEqual([]);
      await page.context().close();
    });
  });
}

test('defect 3: a wrong password is said in Polish on the Polish page and in English on the English one', async ({ page }) => {
  await page.goto('/arbiter/sign-in');
  await page.getByLabel('E-mail').fill('nobody-issue11@example.org');
  await page.getByLabel('Hasło').fill('not the password');
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page.locator('#sign-in-status')).toHaveText('Nieprawidłowy e-mail lub hasło. Po 5 nieudanych próbach każda kolejna wymaga odczekania.');
  await page.goto('/en/arbiter/sign-in');
  await page.getByLabel('E-mail').fill('nobody-issue11@example.org');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#sign-in-status')).toHaveText('Wrong e-mail or password. After 5 failures each new attempt must wait.');
});

test('what chess sites have: a print view of the standings — no site header, filters or sticky cells, the whole table on paper', async ({ page }) => {
  await page.goto(`/seasons/${SLUG}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site')).toBeHidden();
  await expect(page.getByTestId('download-csv')).toBeHidden();
  const wrap = page.getByTestId('standings-table').locator('xpath=..');
  expect(await wrap.evaluate((el) => getComputedStyle(el).overflowX)).toBe('visible');
  expect(await page.getByTestId('standings-table').locator('thead th').first().evaluate((el) => getComputedStyle(el).position)).toBe('static');
  // every row is there to print (no scrolling box cuts the table)
  const rows = await page.getByTestId('standings-table').locator('tbody tr').count();
  expect(rows).toBeGreaterThan(100);
  await expect(page.getByTestId('standings-table').locator('tbody tr').last()).toBeVisible();
});
