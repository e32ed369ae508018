import { formatTiebreak, decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { FINAL_RANKING_WORDS as words } from '@/lib/i18n/swiss-open-words';
import { EventPlayerName } from './slot-name';
import { DataTable } from '@/app/components/data-table';


/** The final ranking 1…N as far as decided, with the stage that decided each place. */
export function FinalRanking({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words[lang];
  const stage = (id: string) => w.stages[id] ?? w.placesStage(id);
  return (
    <section className="final-ranking" id="final-ranking">
      <h2>{w.title}</h2>
      <p>{w.how}</p>
      {result.ranking.length === 0 ? (
        <p>{w.none}</p>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <th scope="col" className="num">{w.place}</th>
              <th scope="col" className="num">{w.no}</th>
              <th scope="col">{w.name}</th>
              <th scope="col">{w.from}</th>
            </tr>
          </thead>
          <tbody>
            {result.ranking.map((e) => (
              <tr key={e.startNo}>
                <td className="num">{e.place}</td>
                <td className="num">{e.startNo}</td>
                <th scope="row"><EventPlayerName startNo={e.startNo} players={result.players} lang={lang} slug={slug} fallback={e.name} /></th>
                <td>{stage(e.stage)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

/** The Swiss for everybody who did not qualify: places 17 … over all rounds. */
export function SwissContinuationTable({ result, lang, slug }: { result: SwissOpenResult; lang: 'pl' | 'en'; slug?: string }) {
  const w = words[lang];
  const s = result.swiss;
  const chain = result.rules.continuation.chain;
  const sep = decimalSeparator(lang);
  return (
    <section className="swiss" id="swiss">
      <h2>{w.swissTitle}</h2>
      <p>{w.swissRounds(s.roundsPlayed, s.rounds, s.decided)}</p>
      <DataTable>
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
          {s.rows.map((r) => (
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
    </section>
  );
}
