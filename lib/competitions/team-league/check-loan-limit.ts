import type { LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation } from './lineup-violation';
import type { LineupBoard } from './resolve-lineups';

/**
 * "podstawowy zawodnik drugiej lub dalszej drużyny może wystąpić nie więcej niż 3 razy w pierwszym
 * składzie, lecz w takim przypadku traci prawo występowania w drugiej lub dalszej drużynie".
 * Our reading (competitions.md §5; `loanAppearances`): a lower team's regular may play for a
 * higher team of the club; after `loanAppearances` games there (played or won by forfeit) he
 * belongs to that team, and a later line-up with any other team breaks the rule.
 */
export const checkLoanLimit: LineupCheck = ({ league, lineups, boardsFile }) => {
  const limit = league.rules.loanAppearances;
  const out: LineupViolation[] = [];
  const byPlayer = new Map<number, LineupBoard[]>();
  for (const b of lineups) {
    if (b.playoff || b.player === null || b.player.board === null) continue;
    const list = byPlayer.get(b.player.id);
    if (list) list.push(b);
    else byPlayer.set(b.player.id, [b]);
  }
  for (const [id, appearances] of byPlayer) {
    const p = league.players[id]!;
    const own = league.teams[p.team]!;
    appearances.sort((a, b) => a.round - b.round);
    let belongs: number | null = null;
    const loans = new Map<number, number>();
    for (const b of appearances) {
      if (belongs !== null && b.team !== belongs) {
        out.push(
          violationAt('LOAN_LIMIT', b, boardsFile, { round: b.round, name: b.name, own: own.name, games: limit, higher: league.teams[belongs]!.name, team: league.teams[b.team]!.name }),
        );
        continue;
      }
      if (league.teams[b.team]!.clubOrder < own.clubOrder && b.countsAsGame) {
        const n = (loans.get(b.team) ?? 0) + 1;
        loans.set(b.team, n);
        if (n >= limit && belongs === null) belongs = b.team;
      }
    }
  }
  return out;
};
