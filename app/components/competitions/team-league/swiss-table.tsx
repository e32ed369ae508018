import { decimalSeparator } from '@/lib/i18n/messages';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';

const words = {
  pl: {
    caption: (played: number, total: number) => `Faza szwajcarska — po ${played} z ${total} rund`,
    rank: 'M-ce',
    team: 'Drużyna',
    gamePoints: 'Pkt małe',
    matchPoints: 'Pkt duże',
    bhC1: 'BH-1',
    bh: 'BH',
    de: 'Bezp.',
    ps: 'Progres',
    boards: 'Szachownice',
    lotPending: 'losowanie',
    lotDrawn: 'wg losowania',
    removed: (round: number) => `wykreślona po rundzie ${round}`,
    legend:
      'Kolejność: suma małych punktów, liczba dużych punktów, Buchholz bez najsłabszego wyniku, pełny Buchholz, wynik bezpośredniego spotkania, progres małych punktów, wyniki na kolejnych szachownicach, losowanie. Pauza: 2 małe i 1 duży punkt; walkower: 0–4 i −2 duże punkty. W Buchholzu rundę bez gry liczymy jako mecz z wirtualnym przeciwnikiem (sposób FIDE 2009), a niegrane rundy przeciwników jako remisy.',
  },
  en: {
    caption: (played: number, total: number) => `Swiss phase — after ${played} of ${total} rounds`,
    rank: 'Rank',
    team: 'Team',
    gamePoints: 'Game pts',
    matchPoints: 'Match pts',
    bhC1: 'BH/C1',
    bh: 'BH',
    de: 'DE',
    ps: 'Progressive',
    boards: 'Boards',
    lotPending: 'lot',
    lotDrawn: 'by lot',
    removed: (round: number) => `removed after round ${round}`,
    legend:
      'Order: game points, match points, Buchholz cut 1, Buchholz, direct encounter, progressive score of game points, board results from board 1 down, lot. A bye: 2 game points and 1 match point; a forfeited match: 0–4 and −2 match points. In Buchholz an unplayed round counts against a virtual opponent (the FIDE 2009 way), and opponents’ unplayed rounds as draws.',
  },
} as const;

export interface SwissTableProps {
  result: Pick<TeamLeagueResult, 'swiss' | 'rules'>;
  lang: 'pl' | 'en';
}

/** The Swiss phase's table (seed 001, "Kolejność miejsc"), with every tie-break of the chain. */
export function SwissTable({ result, lang }: SwissTableProps) {
  const w = words[lang];
  const sep = decimalSeparator(lang);
  const pts = (half: number) => formatPoints(half, sep);
  return (
    <section className="team-league-swiss">
      <div className="table-wrap">
        <table>
          <caption>{w.caption(result.swiss.roundsPlayed, result.rules.swissRounds)}</caption>
          <thead>
            <tr>
              <th scope="col" className="num">{w.rank}</th>
              <th scope="col">{w.team}</th>
              <th scope="col" className="num">{w.gamePoints}</th>
              <th scope="col" className="num">{w.matchPoints}</th>
              <th scope="col" className="num">{w.bhC1}</th>
              <th scope="col" className="num">{w.bh}</th>
              <th scope="col" className="num">{w.de}</th>
              <th scope="col" className="num">{w.ps}</th>
              <th scope="col">{w.boards}</th>
            </tr>
          </thead>
          <tbody>
            {result.swiss.rows.map((row) => (
              <tr key={row.team} className={row.removedInRound !== null ? 'removed' : undefined}>
                <td className="num">{row.rank}</td>
                <th scope="row">
                  {row.name}
                  {row.removedInRound !== null ? <small> ({w.removed(row.removedInRound)})</small> : null}
                  {row.lot === 'pending' ? <small> ({w.lotPending})</small> : row.lot === 'drawn' ? <small> ({w.lotDrawn})</small> : null}
                </th>
                <td className="num">{pts(row.gamePoints)}</td>
                <td className="num">{row.matchPoints}</td>
                <td className="num">{pts(row.buchholzCut1)}</td>
                <td className="num">{pts(row.buchholz)}</td>
                <td className="num">{row.directEncounter ?? ''}</td>
                <td className="num">{pts(row.progressive)}</td>
                <td>{row.boardPoints.map((b) => pts(b)).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="legend">{w.legend}</p>
    </section>
  );
}
