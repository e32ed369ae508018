import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ClientButton } from '@/app/components/client-button';

// A button whose work is a client handler is disabled in the server's HTML (before React hydrates
// it: a click then did nothing or submitted the form natively), with its other attributes passed on.
test('the server renders a client button disabled, with its type, name, value and class as given', () => {
  const html = renderToStaticMarkup(createElement(ClientButton, { type: 'submit', name: 'intent', value: 'preview', className: 'secondary', 'data-testid': 'x' } as never, 'Podgląd'));
  expect(html).toMatch(/^<button [^>]*>Podgląd<\/button>$/);
  const attributes = new Set(html.slice(8, html.indexOf('>')).split(' '));
  expect(attributes).toEqual(new Set(['type="submit"', 'name="intent"', 'value="preview"', 'class="secondary"', 'data-testid="x"', 'disabled=""']));
});
