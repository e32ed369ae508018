import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { QualifierStatus } from '@/lib/competitions/swiss-open/qualifier-cut';
import { QUALIFIER_TABLE_WORDS as words } from '@/lib/i18n/swiss-open-words';
import { EventPlayerName } from './slot-name';
import { DataTable } from '@/app/components/data-table';


/** The qualifier's standings with the tie-break columns, the cut line and the tied group at the cut. */
export function QualifierTable({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words[lang];
  const q = result.qualifier;
  const chain = result.rules.qualifier.chain;
  const sep = decimalSeparator(lang);
  let eligible = 0;
  return (
    <section className="qualifier" id="qualifier">
      <h2>{w.title}</h2>
      <p>{w.rounds(q.roundsPlayed, q.rounds)}</p>
      <p>
        {w.cut(result.rules.qualifier.qualifiers)} {chain.join(', ')}.
      </p>
      {!q.complete && <p>{w.underWay}</p>}
      {result.playoff && q.cutPoints !== null && <p>{w.tie(formatPoints(q.cutPoints, sep), result.playoff.places)}</p>}
      {q.openTies.length > 0 && (
        <p>
          {w.lot} {q.openTies.map((t) => t.join(' = ')).join('; ')}
        </p>
      )}
      <DataTable>
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
          {q.rows.map((row) => {
            if (row.status !== 'withdrawn') eligible++;
            // the cut line runs under the last qualifying place
            const cutBelow = q.complete && eligible === result.rules.qualifier.qualifiers && row.status !== 'withdrawn';
            const classes = [row.status === 'playoff' ? 'tied' : '', cutBelow ? 'cut' : ''].filter(Boolean).join(' ');
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
    </section>
  );
}
