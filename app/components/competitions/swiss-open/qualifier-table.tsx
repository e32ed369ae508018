import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { QualifierStatus } from '@/lib/competitions/swiss-open/qualifier-cut';
import { QUALIFIER_TABLE_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { EventPlayerName } from './slot-name';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';


/** The qualifier's standings with the tie-break columns, the cut line and the tied group at the cut. */
export function QualifierTable({ result, lang, slug, table }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string; table?: TableRequest }) {
  const w = words(lang, QUALIFIER_TABLE_WORDS);
  const q = result.qualifier;
  const chain = result.rules.qualifier.chain;
  const sep = decimalSeparator(lang);
  // the cut line runs under the last qualifying place: found over every row, before the page is cut (issue 42)
  let eligible = 0;
  const cutBelow = new Set<number>();
  for (const row of q.rows) {
    if (row.status !== 'withdrawn') eligible++;
    if (q.complete && eligible === result.rules.qualifier.qualifiers && row.status !== 'withdrawn') cutBelow.add(row.startNumber);
  }
  const page = pageOfRequest(q.rows, table, { text: (r) => r.name, lang });
  return (
    <section className="qualifier" id="qualifier">
      <h2>{result.rules.qualifier.qualifiers === undefined ? w.plainTitle : w.title}</h2>
      <p>{w.rounds(q.roundsPlayed, q.rounds)}</p>
      <p>
        {result.rules.qualifier.qualifiers === undefined ? w.plainOrder : w.cut(result.rules.qualifier.qualifiers)} {chain.join(', ')}.
      </p>
      {!q.complete && <p>{w.underWay}</p>}
      {result.playoff && q.cutPoints !== null && <p>{w.tie(formatPoints(q.cutPoints, sep), result.playoff.places)}</p>}
      {q.openTies.length > 0 && (
        <p>
          {w.lot} {q.openTies.map((t) => t.join(' = ')).join('; ')}
        </p>
      )}
      <PagedTable lang={lang} id="qualifier-table" path={table?.path} page={page}>
      <DataTable id={page.paged ? 'qualifier-table' : undefined} data-paged={page.paged ? 'true' : undefined}>
        <thead>
          <tr>
            <th scope="col" className="num">{w.rank}</th>
            <th scope="col" className="num">{w.no}</th>
            <th scope="col">{w.name}</th>
            <th scope="col" className="num">{w.points}</th>
            {chain.map((c) => (
              <th scope="col" className="num" key={c}>{c}</th>
            ))}
            <th scope="col">{w.status}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => {
            const classes = [row.status === 'playoff' ? 'tied' : '', cutBelow.has(row.startNumber) ? 'cut' : ''].filter(Boolean).join(' ');
            return (
              <tr key={row.startNumber} className={classes || undefined}>
                <td className="num">{row.rank}</td>
                <td className="num">{row.startNumber}</td>
                <th scope="row"><EventPlayerName startNo={row.startNumber} players={result.players} lang={lang} slug={slug} fallback={row.name} /></th>
                <td className="num">{formatPoints(row.points, sep)}</td>
                {chain.map((c) => (
                  <td className="num" key={c}>{formatTiebreak(lang, c, row.values[c] ?? 0)}</td>
                ))}
                <td>{w.statuses[row.status]}</td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      </PagedTable>
    </section>
  );
}
