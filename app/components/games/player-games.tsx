import Link from 'next/link';
import { resultSymbol, type CrossTable } from '@/lib/games/cross-table';
import { decimalSeparator, formatDate, type Lang } from '@/lib/i18n/messages';
import type { PlayerRating } from '@/lib/games/rating/player-ratings';
import { pluralForm } from '@/lib/i18n/plural';
import { PLAYER_GAMES_WORDS } from '@/lib/i18n/games-words';
import { words } from '@/lib/i18n/words';


interface PlayerGamesTournament {
  id: string;
  name: string;
  date: string;
  /** The tournament's cross-table and this player's start number in it. */
  table: CrossTable;
  playerStartNumber: number;
  /** The players' ratings by start number, and this player's card under the FIDE rating regulations. */
  ratingOf?: ReadonlyMap<number, number | null>;
  card?: PlayerRating | null;
}

/** A player's games in the tournaments uploaded as TRF (issue 8): round, colour, opponent, result. */
export function PlayerGames({ lang, tournaments, hrefOf }: { lang: Lang; tournaments: PlayerGamesTournament[]; hrefOf: (tournamentId: string, startNumber: number) => string | null }) {
  const w = words(lang, PLAYER_GAMES_WORDS);
  const withGames = tournaments.filter((t) => t.table.rows.some((r) => r.startNumber === t.playerStartNumber));
  if (withGames.length === 0) return null;
  return (
    <section aria-labelledby="player-games" data-testid="player-games">
      <h2 id="player-games">{w.title}</h2>
      {withGames.map((t) => {
        const me = t.table.rows.find((r) => r.startNumber === t.playerStartNumber)!;
        const nameOf = new Map(t.table.rows.map((r) => [r.startNumber, r.name]));
        return (
          <div key={t.id} className="table-wrap">
            <table>
              <caption>
                {t.name} — {formatDate(lang, t.date)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="num">{w.round}</th>
                  <th scope="col">{w.colour}</th>
                  <th scope="col">{w.opponent}</th>
                  <th scope="col" className="num">{w.rating}</th>
                  <th scope="col" className="num">{w.result}</th>
                </tr>
              </thead>
              <tbody>
                {me.rounds.map((c, i) => {
                  const opponent = c.opponentStartNumber === null ? null : (nameOf.get(c.opponentStartNumber) ?? null);
                  const href = opponent && c.opponentStartNumber !== null ? hrefOf(t.id, c.opponentStartNumber) : null;
                  const note = c.result === '+' || c.result === '-' ? ` (${w.forfeit})` : '';
                  return (
                    <tr key={i}>
                      <td className="num">{i + 1}</td>
                      <td>{c.colour === 'w' ? w.white : c.colour === 'b' ? w.black : ''}</td>
                      <td>
                        {opponent ? (href ? <Link href={href}>{opponent}</Link> : opponent) : c.result === ' ' || c.result === 'Z' ? w.notPaired : w.bye}
                        {opponent && c.opponentRank !== null ? <span className="muted"> ({c.opponentRank}.)</span> : null}
                      </td>
                      <td className="num">{c.opponentStartNumber !== null ? (t.ratingOf?.get(c.opponentStartNumber) ?? '–') : ''}</td>
                      <td className="num">
                        {resultSymbol(c.result)}
                        {note}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {t.card ? <PlayerCard lang={lang} card={t.card} /> : null}
          </div>
        );
      })}
    </section>
  );
}

/** A rated player's tournament in one sentence: games, score against the expected score, the change, the performance. */
function PlayerCard({ lang, card }: { lang: Lang; card: PlayerRating }) {
  const w = words(lang, PLAYER_GAMES_WORDS);
  const sep = decimalSeparator(lang);
  const s = card.summary;
  if (!s) return <p className="muted" data-testid="player-card">{w.noCard(card.rating)}</p>;
  const hundredths = (h: number) => (h / 100).toFixed(2).replace('.', sep);
  // the change to one decimal, from exact hundredths (half up, away from zero)
  const tenths = Math.sign(s.changeHundredths) * Math.floor((Math.abs(s.changeHundredths) + 5) / 10);
  const change = `${tenths > 0 ? '+' : tenths < 0 ? '−' : ''}${(Math.abs(tenths) / 10).toFixed(1).replace('.', sep)}`;
  return (
    <p className="explain" data-testid="player-card">
      {w.card(card.rating, s.games, (s.score / 2).toString().replace('.', sep), hundredths(s.expected), s.k, change, s.averageOpponent, s.performance)} <span className="muted">{w.cardNote}</span>
    </p>
  );
}
