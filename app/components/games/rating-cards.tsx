import type { RatingCardRow } from '@/lib/games/rating/player-ratings';
import { formatRatingChange } from '@/lib/games/rating/player-ratings';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { RATING_WORDS } from '@/lib/i18n/rating-words';
import { DataTable } from '@/app/components/data-table';
import { PagedTable } from '@/app/components/table-pager';
import { pageOfRequest, type TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';

/**
 * Every rated player's card of a competition in one table (issue 29): rating, rated games, score
 * against the expected score, K, the change and the performance — lib/games/rating, the same cards
 * a Grand Prix player's page shows for a tournament with games.
 */
export function RatingCards({ lang, rows, id, table }: { lang: Lang; rows: readonly RatingCardRow[]; id: string; /** The page's table state (issue 42): an open's rounds and starting list grow with its field; absent, every row. */ table?: TableRequest }) {
  if (rows.length === 0) return null;
  const w = words(lang, RATING_WORDS);
  const sep = decimalSeparator(lang);
  const hundredths = (h: number) => (h / 100).toFixed(2).replace('.', sep);
  const half = (h: number) => (h / 2).toString().replace('.', sep);
  const page = pageOfRequest(rows, table, { text: (r) => r.name, lang });
  return (
    <section aria-labelledby={id} data-testid="rating-cards">
      <h3 id={id}>{w.title}</h3>
      <PagedTable lang={lang} id={`${id}-table`} path={table?.path} page={page}>
      <DataTable fit id={page.paged ? `${id}-table` : undefined} data-paged={page.paged ? 'true' : undefined}>
        <thead>
          <tr>
            <th scope="col" className="num">{w.no}</th>
            <th scope="col" className="sticky">{w.name}</th>
            <th scope="col" className="num">{w.rating}</th>
            <th scope="col" className="num">{w.games}</th>
            <th scope="col" className="num">{w.score}</th>
            <th scope="col" className="num">{w.expected}</th>
            <th scope="col" className="num">{w.k}</th>
            <th scope="col" className="num">{w.change}</th>
            <th scope="col" className="num">{w.average}</th>
            <th scope="col" className="num">{w.performance}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map(({ startNumber, name, card }) => {
            const s = card.summary;
            return (
              <tr key={startNumber}>
                <td className="num">{startNumber}</td>
                <td className="sticky">{name}</td>
                <td className="num">{card.rating}</td>
                {s ? (
                  <>
                    <td className="num">{s.games}</td>
                    <td className="num">{half(s.score)}</td>
                    <td className="num">{hundredths(s.expected)}</td>
                    <td className="num">{s.k}</td>
                    <td className="num">{formatRatingChange(s.changeHundredths, sep)}</td>
                    <td className="num">{s.averageOpponent}</td>
                    <td className="num">{s.performance}</td>
                  </>
                ) : (
                  <td colSpan={7} className="muted">
                    {w.none}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      </PagedTable>
      <p className="explain">{w.note}</p>
    </section>
  );
}
