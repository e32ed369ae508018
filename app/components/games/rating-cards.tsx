import type { RatingCardRow } from '@/lib/games/rating/player-ratings';
import { formatRatingChange } from '@/lib/games/rating/player-ratings';
import { decimalSeparator, type Lang } from '@/lib/i18n/messages';
import { ratingWords } from '@/lib/i18n/rating-words';
import { DataTable } from '@/app/components/data-table';

/**
 * Every rated player's card of a competition in one table (issue 29): rating, rated games, score
 * against the expected score, K, the change and the performance — lib/games/rating, the same cards
 * a Grand Prix player's page shows for a tournament with games.
 */
export function RatingCards({ lang, rows, id }: { lang: Lang; rows: readonly RatingCardRow[]; id: string }) {
  if (rows.length === 0) return null;
  const w = ratingWords(lang);
  const sep = decimalSeparator(lang);
  const hundredths = (h: number) => (h / 100).toFixed(2).replace('.', sep);
  const half = (h: number) => (h / 2).toString().replace('.', sep);
  return (
    <section aria-labelledby={id} data-testid="rating-cards">
      <h3 id={id}>{w.title}</h3>
      <DataTable fit>
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
          {rows.map(({ startNumber, name, card }) => {
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
      <p className="explain">{w.note}</p>
    </section>
  );
}
