import Link from 'next/link';
import { resultSymbol, type CrossTable } from '@/lib/games/cross-table';
import { formatDate, type Lang } from '@/lib/i18n/messages';

const words = {
  pl: { title: 'Partie', round: 'Runda', colour: 'Kolor', opponent: 'Przeciwnik', result: 'Wynik', white: 'białe', black: 'czarne', bye: 'pauza', notPaired: 'bez pary', forfeit: 'walkower' },
  en: { title: 'Games', round: 'Round', colour: 'Colour', opponent: 'Opponent', result: 'Result', white: 'white', black: 'black', bye: 'bye', notPaired: 'not paired', forfeit: 'forfeit' },
} as const;

export interface PlayerGamesTournament {
  id: string;
  name: string;
  date: string;
  /** The tournament's cross-table and this player's name in it. */
  table: CrossTable;
  playerName: string;
}

/** A player's games in the tournaments uploaded as TRF (issue 8): round, colour, opponent, result. */
export function PlayerGames({ lang, tournaments, hrefOf }: { lang: Lang; tournaments: PlayerGamesTournament[]; hrefOf: (tournamentId: string, name: string) => string | null }) {
  const w = words[lang];
  const withGames = tournaments.filter((t) => t.table.rows.some((r) => r.name === t.playerName));
  if (withGames.length === 0) return null;
  return (
    <section aria-labelledby="player-games" data-testid="player-games">
      <h2 id="player-games">{w.title}</h2>
      {withGames.map((t) => {
        const me = t.table.rows.find((r) => r.name === t.playerName)!;
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
                  <th scope="col" className="num">{w.result}</th>
                </tr>
              </thead>
              <tbody>
                {me.rounds.map((c, i) => {
                  const opponent = c.opponentStartNumber === null ? null : (nameOf.get(c.opponentStartNumber) ?? null);
                  const href = opponent ? hrefOf(t.id, opponent) : null;
                  const note = c.result === '+' || c.result === '-' ? ` (${w.forfeit})` : '';
                  return (
                    <tr key={i}>
                      <td className="num">{i + 1}</td>
                      <td>{c.colour === 'w' ? w.white : c.colour === 'b' ? w.black : ''}</td>
                      <td>
                        {opponent ? (href ? <Link href={href}>{opponent}</Link> : opponent) : c.result === ' ' || c.result === 'Z' ? w.notPaired : w.bye}
                        {opponent && c.opponentRank !== null ? <span className="muted"> ({c.opponentRank}.)</span> : null}
                      </td>
                      <td className="num">
                        {resultSymbol(c.result)}
                        {note}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
