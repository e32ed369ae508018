'use client';
import { useEffect, useState } from 'react';

export interface CategoryOption {
  id: string;
  label: string;
}

/**
 * Progressive enhancement of a server-rendered table: header buttons sort the rows (by each cell's
 * data-sort value), and category buttons show only the players of a prize category. Without
 * JavaScript the table is complete and in rank order.
 */
export function TableControls({ tableId, categories, allLabel, filterLabel }: { tableId: string; categories?: CategoryOption[]; allLabel?: string; filterLabel?: string }) {
  const [category, setCategory] = useState<string | null>(null);

  useEffect(() => {
    const table = document.getElementById(tableId) as HTMLTableElement | null;
    if (!table) return;
    const headers = Array.from(table.querySelectorAll<HTMLTableCellElement>('thead th[data-sortable]'));
    const cleanups = headers.map((th) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = th.textContent;
      th.textContent = '';
      th.appendChild(button);
      const onClick = () => {
        const index = Array.from(th.parentElement!.children).indexOf(th);
        const ascending = th.getAttribute('aria-sort') !== 'ascending';
        headers.forEach((h) => h.removeAttribute('aria-sort'));
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        const body = table.tBodies[0]!;
        const rows = Array.from(body.rows);
        const numeric = th.dataset.sortable === 'number';
        const value = (r: HTMLTableRowElement) => r.cells[index]?.dataset.sort ?? r.cells[index]?.textContent ?? '';
        // numbers as printed: "6,5", "5–7" (a shared rank sorts by its first place), "·" (absent) = 0
        const number = (s: string) => parseFloat(s.replace(',', '.')) || 0;
        rows.sort((a, b) => {
          const va = value(a);
          const vb = value(b);
          const c = numeric ? number(va) - number(vb) : va.localeCompare(vb, document.documentElement.lang || 'pl');
          return ascending ? c : -c;
        });
        body.append(...rows);
      };
      button.addEventListener('click', onClick);
      return () => button.removeEventListener('click', onClick);
    });
    return () => cleanups.forEach((c) => c());
  }, [tableId]);

  useEffect(() => {
    const table = document.getElementById(tableId) as HTMLTableElement | null;
    if (!table) return;
    for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
      const cats = (row.dataset.categories ?? '').split(' ');
      row.hidden = category !== null && !cats.includes(category);
    }
  }, [category, tableId]);

  if (!categories || categories.length === 0) return null;
  return (
    <div className="filters" role="group" aria-label={filterLabel}>
      <span className="muted">{filterLabel}:</span>
      <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
        {allLabel}
      </button>
      {categories.map((c) => (
        <button key={c.id} type="button" aria-pressed={category === c.id} onClick={() => setCategory(c.id)} data-category={c.id}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
