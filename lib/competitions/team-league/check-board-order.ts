import { registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';
import { lineupsByTeam } from './lineups-by-team';
import type { RosterPlayer, TeamLeague } from './team-league-model';

const RESERVES = 10_000;
const AFTER_LAST_MAN = 1_000_000;

/**
 * "kolejność zawodników podana w składzie nie może ulec zmianie w czasie mistrzostw": on the men's
 * boards the players keep the order of the club's one list — the first team's boards, the second
 * team's boards, …, then the common reserve list. "zawodniczka zgłoszona na szachownicy kobiecej
 * może wystąpić na szachownicy męskiej, za ostatnim mężczyzną" — a women's-board player may play a
 * men's board below every man; "To samo tyczy się zawodniczek rezerwowych (zawodniczka rezerwowa
 * może być traktowana jako zawodnik rezerwowy)" — a reserve woman may stand either in her reserve
 * place or below every man. Vacancies and names not on the roster are skipped (their own rules).
 */
export const checkBoardOrder: LineupCheck = ({ league, lineups, boardsFile }) => {
  const out: LineupViolation[] = [];
  for (const lineup of lineupsByTeam(lineups)) {
    let previous = -Infinity;
    let previousBoard: (typeof lineup)[number] | null = null;
    for (const b of lineup) {
      if (b.board > league.rules.menBoards || b.player === null) continue;
      const options = orderKeys(b.player, league).filter((k) => k > previous);
      if (options.length === 0) {
        const above = previousBoard!;
        out.push(
          violationAt('BOARD_ORDER', b, boardsFile, {
            round: b.round,
            name: b.name,
            at: registration(b.player, league),
            board: b.board,
            above: above.name,
            aboveAt: registration(above.player!, league),
            aboveBoard: above.board,
          }),
        );
        continue;
      }
      previous = Math.min(...options);
      previousBoard = b;
    }
  }
  return out;
};

/** The places a player may take in the order of the club's list (several for a reserve woman). */
export function orderKeys(p: RosterPlayer, league: TeamLeague): number[] {
  const rules = league.rules;
  const clubOrder = league.teams[p.team]!.clubOrder;
  if (p.board !== null && p.board <= rules.menBoards) return [clubOrder * rules.menBoards + p.board];
  if (p.board !== null) return [AFTER_LAST_MAN + clubOrder]; // the women's board player
  const reserve = RESERVES + p.reserveIndex!;
  return p.sex === 'w' ? [reserve, AFTER_LAST_MAN + RESERVES + p.reserveIndex!] : [reserve];
}
