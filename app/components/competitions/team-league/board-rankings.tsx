import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';

const words = {
  pl: {
    title: 'Klasyfikacja na szachownicach',
    board: (n: number, women: boolean) => `Szachownica ${n}${women ? ' (kobieca)' : ''}`,
    rank: 'M-ce',
    name: 'Zawodnik',
    team: 'Drużyna',
    points: 'Pkt',
    games: 'Partie',
    percent: '%',
    legend: 'Zawodnika ocenia się na szachownicy, na której rozegrał co najmniej 50% partii (przy równej liczbie na dwóch — na niższej), z wynikami z innych szachownic. Kolejność: punkty, wynik procentowy, miejsce drużyny. Partia wygrana walkowerem liczy się jako rozegrana; dogrywki nie.',
  },
  en: {
    title: 'Board rankings',
    board: (n: number, women: boolean) => `Board ${n}${women ? " (women's)" : ''}`,
    rank: 'Rank',
    name: 'Player',
    team: 'Team',
    points: 'Pts',
    games: 'Games',
    percent: '%',
    legend: 'A player is ranked on the board where they played at least 50 % of their games (equal counts on two boards: the lower board), counting results on other boards too. Order: points, percentage, team place. A game won by forfeit counts as played; play-off games do not.',
  },
} as const;

export interface BoardRankingsProps {
  result: Pick<TeamLeagueResult, 'boards' | 'teams' | 'rules'>;
  lang: 'pl' | 'en';
}

/** One table per board (seed 001, "O kolejności miejsc na szachownicach"). */
export function BoardRankings({ result, lang }: BoardRankingsProps) {
  const w = words[lang];
  const sep = decimalSeparator(lang);
  const boards = [...new Set(result.boards.map((b) => b.board))].sort((a, b) => a - b);
  const womenBoard = result.rules.womenBoard ? result.rules.menBoards + 1 : null;
  return (
    <section className="team-league-boards">
      <h2>{w.title}</h2>
      {boards.map((board) => (
        <div key={board} className="table-wrap">
          <table>
            <caption>{w.board(board, board === womenBoard)}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">{w.rank}</th>
                <th scope="col">{w.name}</th>
                <th scope="col">{w.team}</th>
                <th scope="col" className="num">{w.points}</th>
                <th scope="col" className="num">{w.games}</th>
                <th scope="col" className="num">{w.percent}</th>
              </tr>
            </thead>
            <tbody>
              {result.boards
                .filter((b) => b.board === board)
                .map((b) => (
                  <tr key={`${b.name}-${b.team}`}>
                    <td className="num">{b.rank}</td>
                    <th scope="row">{b.name}</th>
                    <td>{result.teams[b.team]!.name}</td>
                    <td className="num">{formatPoints(b.points, sep)}</td>
                    <td className="num">{b.games}</td>
                    <td className="num">{Math.round((b.points * 50) / b.games)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="legend">{w.legend}</p>
    </section>
  );
}
