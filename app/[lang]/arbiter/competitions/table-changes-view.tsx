import type { TableChange, TableChangeRow } from '@/lib/competitions/table-changes';
import { formatPoints } from '@/lib/half-points';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { COMPETITIONS_PAGE_WORDS } from '@/lib/i18n/site-pages-words';
import { words } from '@/lib/i18n/words';
import { DataTable } from '@/app/components/data-table';

/**
 * Issue 40, item 5: a competition file's preview shows the tables as they would be after it — the
 * top rows and every row that moves, with its place and points now — not only the winner. Tables
 * that do not change are named in one line; players and tables the file takes out are named.
 */
export function TableChangesView({ lang, tables, removedTables, slug }: { lang: Lang; tables: readonly TableChange[]; removedTables: readonly string[]; slug: string }) {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  if (tables.length === 0 && removedTables.length === 0) return null;
  const changed = tables.filter((t) => !t.unchanged);
  const unchanged = tables.filter((t) => t.unchanged);
  const first = tables.every((t) => t.isNew);
  return (
    <section data-testid={`file-preview-tables-${slug}`}>
      <h3>{first ? w.previewTablesFirst : w.previewTables}</h3>
      {changed.map((t) => (
        <div key={t.title} data-testid="table-change">
          <h4>
            {t.title} {t.isNew && !first ? <span className="badge">{w.newTable}</span> : null}
          </h4>
          <DataTable>
            <thead>
              <tr>
                <th scope="col" className="num">{w.tablePlace}</th>
                <th scope="col">{w.tableName}</th>
                <th scope="col" className="num">{w.tablePoints}</th>
                {t.isNew ? null : <th scope="col">{w.tableChange}</th>}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r) => (
                <tr key={r.name}>
                  <td className="num">{r.place}</td>
                  <td>{r.name}</td>
                  <td className="num">{r.points === null ? '' : formatPoints(r.points, decimalSeparator(lang))}</td>
                  {t.isNew ? null : <td>{change(lang, r)}</td>}
                </tr>
              ))}
            </tbody>
          </DataTable>
          {t.more > 0 ? <p className="muted">{w.moreRows(t.more)}</p> : null}
          {t.removed.length > 0 ? <p className="error">{w.removedRows(t.removed.join(', '))}</p> : null}
        </div>
      ))}
      {unchanged.length > 0 ? <p className="muted">{w.unchangedTables(unchanged.map((t) => t.title).join(', '))}</p> : null}
      {removedTables.length > 0 ? <p className="error">{w.removedTables(removedTables.join(', '))}</p> : null}
    </section>
  );
}

function change(lang: Lang, r: TableChangeRow): string {
  const w = words(lang, COMPETITIONS_PAGE_WORDS);
  if (r.before === null) return w.newRow;
  const moved = r.moved !== null && r.moved !== 0 ? (r.moved > 0 ? w.movedUp(r.moved, r.before.place) : w.movedDown(-r.moved, r.before.place)) : null;
  const points = r.before.points !== r.points && r.before.points !== null ? w.pointsWere(formatPoints(r.before.points, decimalSeparator(lang))) : null;
  return [moved, points].filter(Boolean).join('; ') || w.samePlace;
}
