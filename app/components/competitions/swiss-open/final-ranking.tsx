import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { FINAL_RANKING_WORDS } from '@/lib/competitions/swiss-open/swiss-open-words';
import { EventPlayerName } from './slot-name';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';
import { hasFinalStage } from '@/lib/competitions/swiss-open/swiss-open-rules';


/** The final ranking 1…N as far as decided, with the stage that decided each place. */
export function FinalRanking({ result, lang, slug, table }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string; table?: TableRequest }) {
  const w = words(lang, FINAL_RANKING_WORDS);
  // issue 42: as many places as the file has players — a page at a time past GP_TABLE_PAGE_ROWS
  const page = pageOfRequest(result.ranking, table, { text: (e) => e.name, lang });
  const stage = (id: string) => w.stages[id] ?? w.placesStage(id);
  // a plain Swiss open decides every place in its Swiss: a column saying so on each row tells nothing (issue 40)
  const staged = hasFinalStage(result.rules);
  return (
    <section className="final-ranking" id="final-ranking">
      <h2>{w.title}</h2>
      <p>{staged ? w.how : w.plainHow}</p>
      {result.ranking.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <PagedTable lang={lang} id="final-ranking-table" path={table?.path} page={page}>
        <DataTable id={page.paged ? 'final-ranking-table' : undefined} data-paged={page.paged ? 'true' : undefined}>
          <thead>
            <tr>
              <th scope="col" className="num">{w.place}</th>
              <th scope="col" className="num">{w.no}</th>
              <th scope="col">{w.name}</th>
              {staged ? <th scope="col">{w.from}</th> : null}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((e) => (
              <tr key={e.startNo}>
                <td className="num">{e.place}</td>
                <td className="num">{e.startNo}</td>
                <th scope="row"><EventPlayerName startNo={e.startNo} players={result.players} lang={lang} slug={slug} fallback={e.name} /></th>
                {staged ? <td>{stage(e.stage)}</td> : null}
              </tr>
            ))}
          </tbody>
        </DataTable>
        </PagedTable>
      )}
    </section>
  );
}

/** The Swiss for everybody who did not qualify: places 17 … over all rounds. */
export function SwissContinuationTable({ result, lang, slug, table }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string; table?: TableRequest }) {
  const w = words(lang, FINAL_RANKING_WORDS);
  const s = result.swiss;
  const page = pageOfRequest(s.rows, table, { text: (r) => r.name, lang });
  const chain = result.rules.continuation?.chain ?? result.rules.qualifier.chain;
  const sep = decimalSeparator(lang);
  return (
    <section className="swiss" id="swiss">
      <h2>{w.swissTitle}</h2>
      <p>{w.swissRounds(s.roundsPlayed, s.rounds, s.decided)}</p>
      <PagedTable lang={lang} id="swiss-table" path={table?.path} page={page}>
      <DataTable id={page.paged ? 'swiss-table' : undefined} data-paged={page.paged ? 'true' : undefined}>
        <thead>
          <tr>
            <th scope="col" className="num">{w.place}</th>
            <th scope="col" className="num">{w.no}</th>
            <th scope="col">{w.name}</th>
            <th scope="col" className="num">{w.points}</th>
            {chain.map((c) => (
              <th scope="col" className="num" key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((r) => (
            <tr key={r.startNumber}>
              <td className="num" title={r.openTie ? w.shared : undefined}>{r.place}{r.openTie ? '=' : ''}</td>
              <td className="num">{r.startNumber}</td>
              <th scope="row">
                <EventPlayerName startNo={r.startNumber} players={result.players} lang={lang} slug={slug} fallback={r.name} /> {r.mayQualify && w.mayQualify}
              </th>
              <td className="num">{formatPoints(r.points, sep)}</td>
              {chain.map((c) => (
                <td className="num" key={c}>{formatTiebreak(lang, c, r.values[c] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      </PagedTable>
    </section>
  );
}
