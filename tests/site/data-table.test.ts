/** Issue 39, item 4: the one table opening writes the markup the pages wrote by hand. */
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { DataTable } from '@/app/components/data-table';

const body = () => [h('caption', { key: 'c' }, 'Tabela'), h('tbody', { key: 'b' }, h('tr', null, h('td', null, '1')))];

test.each([
  { label: 'a table that scrolls', fit: false, wrap: 'table-wrap' },
  { label: 'a table laid out for a phone', fit: true, wrap: 'table-wrap fit-screen' },
])('$label', ({ fit, wrap }) => {
  const made = renderToStaticMarkup(h(DataTable, { fit, className: 'pairings', 'data-testid': 'x' } as Parameters<typeof DataTable>[0], ...body()));
  const byHand = renderToStaticMarkup(h('div', { className: wrap }, h('table', { className: 'pairings', 'data-testid': 'x' }, ...body())));
  expect(made).toBe(byHand);
  expect(made).toBe(`<div class="${wrap}"><table class="pairings" data-testid="x"><caption>Tabela</caption><tbody><tr><td>1</td></tr></tbody></table></div>`);
});
