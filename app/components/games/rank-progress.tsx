import type { RankProgressRow } from '@/lib/games/rank-progress';
import type { Lang } from '@/lib/i18n/messages';
import { ROUND_PAIRINGS_WORDS } from '@/lib/i18n/games-words';
import { ParticipantName } from './participant-name';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';

/**
 * Issue 40, item 4: chess-results' "rank after round" — a row per player in the order of the latest
 * rank, a column per round played; the name links the player's page when `hrefOf` gives one. Folded
 * (a long table under the standings), open on a click.
 */
export function RankProgress({ lang, rows, hrefOf, id = 'rank-progress', table }: { lang: Lang; rows: readonly RankProgressRow[]; hrefOf: (startNumber: number) => string | null; id?: string; /** The page's table state (issue 42): an open's rounds and starting list grow with its field; absent, every row. */ table?: TableRequest }) {
  const w = words(lang, ROUND_PAIRINGS_WORDS);
  const rounds = rows.reduce((n, r) => Math.max(n, r.ranks.length), 0);
  if (rounds === 0) return null;
  const page = pageOfRequest(rows, table, { text: (r) => r.name, lang });
  return (
    <section aria-labelledby={id} data-testid="rank-progress">
      <details>
        <summary>
          <h3 id={id} className="inline">{w.progress}</h3>
        </summary>
        <p className="muted">{w.progressExplain}</p>
        <PagedTable lang={lang} id={`${id}-table`} path={table?.path} page={page}>
        <div className="table-wrap fit-screen">
          <table className="rank-progress" id={page.paged ? `${id}-table` : undefined} data-paged={page.paged ? 'true' : undefined}>
            <thead>
              <tr>
                <th scope="col" className="num">{w.no}</th>
                <th scope="col" className="sticky">{w.name}</th>
                {Array.from({ length: rounds }, (_, i) => (
                  <th scope="col" className="num" key={i} title={w.afterRound(i + 1)}>
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.startNumber}>
                  <td className="num">{r.startNumber}</td>
                  <th scope="row" className="sticky">
                    <ParticipantName name={r.name} href={hrefOf(r.startNumber)} />
                  </th>
                  {r.ranks.map((rank, i) => (
                    <td className="num" key={i}>
                      {rank}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </PagedTable>
      </details>
    </section>
  );
}
