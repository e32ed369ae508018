import type { ComponentProps } from 'react';

/**
 * The one opening of a table of the site (issue 39, item 4): the wrapper that scrolls a wide table
 * sideways (`table-wrap`; `fit` adds `fit-screen`, for a table laid out to fit a phone's width) and
 * the table itself, with the table's own attributes (`data-testid`, `id`, `className`, …). The
 * markup is the one the pages wrote by hand: `<div class="table-wrap"><table …>…</table></div>`.
 */
export function DataTable({ fit = false, children, ...table }: ComponentProps<'table'> & { fit?: boolean }) {
  return (
    <div className={fit ? 'table-wrap fit-screen' : 'table-wrap'}>
      <table {...table}>{children}</table>
    </div>
  );
}
