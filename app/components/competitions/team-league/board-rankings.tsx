import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { BOARD_RANKINGS_WORDS } from '@/lib/competitions/team-league/team-league-words';
import { ParticipantName } from '@/app/components/games/participant-name';
import { teamPersonHref } from './person-links';
import { TeamName } from './team-name';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';


interface BoardRankingsProps {
  result: Pick<TeamLeagueResult, 'boards' | 'teams' | 'rules'> & Partial<Pick<TeamLeagueResult, 'players'>>;
  lang: 'pl' | 'en';
  slug?: string;
}

/** One table per board (seed 001, "O kolejności miejsc na szachownicach"). */
export function BoardRankings({ result, lang, slug }: BoardRankingsProps) {
  const href = teamPersonHref({ players: result.players ?? [], teams: result.teams }, lang, slug);
  const w = words(lang, BOARD_RANKINGS_WORDS);
  const sep = decimalSeparator(lang);
  const boards = [...new Set(result.boards.map((b) => b.board))].sort((a, b) => a - b);
  const womenBoard = result.rules.womenBoard ? result.rules.menBoards + 1 : null;
  return (
    <section className="team-league-boards" id="boards">
      <h2>{w.title}</h2>
      {boards.map((board) => (
        <DataTable key={board}>
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
                  <th scope="row"><ParticipantName name={b.name} href={href(b.name, b.team)} /></th>
                  <td><TeamName team={b.team} name={result.teams[b.team]!.name} /></td>
                  <td className="num">{formatPoints(b.points, sep)}</td>
                  <td className="num">{b.games}</td>
                  <td className="num">{Math.round((b.points * 50) / b.games)}</td>
                </tr>
              ))}
          </tbody>
        </DataTable>
      ))}
      <p className="legend">{w.legend}</p>
    </section>
  );
}
