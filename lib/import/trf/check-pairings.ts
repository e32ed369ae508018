import type { Problem } from '@/lib/problem';
import { formatPoints } from '@/lib/half-points';
import { mirrorsOf, resultPoints } from './result-codes';
import { roundColumn } from './trf-columns';
import { trfProblem, type TrfProblemCode } from './trf-problems';
import type { TrfPlayer } from './trf-tournament';

export interface PlayerAtLine {
  player: TrfPlayer;
  line: number;
}

/**
 * The cross-checks of competitions.md §1, each a line-numbered problem: every pairing mirrored by
 * the opponent's record with the matching result, and the points column equal to the sum of the
 * round results. A points difference is only a warning when it is exactly the bye a player has
 * announced for a round nobody has been paired in yet (programs print the bye before the round
 * is played, while the points column still holds the score so far).
 */
export function checkPairings(entries: readonly PlayerAtLine[], roundCount: number, ownScoringSystem: boolean): Problem<TrfProblemCode, 'severity' | 'line'>[] {
  const problems: Problem<TrfProblemCode, 'severity' | 'line'>[] = [];
  const byStart = new Map(entries.map((e) => [e.player.startNumber, e]));

  let lastPairedRound = 0;
  for (const { player } of entries) {
    player.rounds.forEach((round, i) => {
      if (round.opponent !== null) lastPairedRound = Math.max(lastPairedRound, i + 1);
    });
  }

  for (const { player, line } of entries) {
    const me = player.startNumber;
    player.rounds.forEach((round, i) => {
      const r = i + 1;
      const opp = round.opponent;
      if (opp === null) return;
      const column = roundColumn(r);
      if (opp === me) {
        problems.push(trfProblem('TRF_SELF_PAIRED', line, { player: me, round: r }, { column }));
        return;
      }
      const other = byStart.get(opp);
      if (!other) {
        problems.push(trfProblem('TRF_UNKNOWN_OPPONENT', line, { player: me, round: r, opponent: opp }, { column }));
        return;
      }
      const theirs = other.player.rounds[i];
      if (!theirs || theirs.opponent !== me) {
        problems.push(
          trfProblem('TRF_NOT_MIRRORED', line, { round: r, player: me, opponent: opp, otherLine: other.line, shown: !theirs || theirs.opponent === null ? '' : theirs.opponent }, { column }),
        );
        return;
      }
      if (me > opp) return; // each game is checked once, from its lower start number
      if (!mirrorsOf(round.result).includes(theirs.result)) {
        problems.push(
          trfProblem(
            'TRF_RESULT_MISMATCH',
            line,
            { round: r, player: me, result: round.result.trim(), opponent: opp, otherLine: other.line, theirs: theirs.result.trim() },
            { column: column + 7 },
          ),
        );
      }
      if (round.colour !== null && round.colour === theirs.colour) {
        problems.push(
          trfProblem('TRF_COLOUR_MISMATCH', line, { round: r, player: me, opponent: opp, otherLine: other.line, colour: round.colour }, { column: column + 5 }),
        );
      }
    });

    if (player.points === null) continue;
    const sum = player.rounds.reduce((s, x) => s + resultPoints(x.result), 0);
    if (sum === player.points) continue;
    const announced = player.rounds.slice(lastPairedRound, roundCount).reduce((s, x) => s + resultPoints(x.result), 0);
    const base = { player: me, points: formatPoints(player.points), sum: formatPoints(sum) };
    if (announced > 0 && sum - announced === player.points) {
      problems.push(
        trfProblem('TRF_POINTS_MISMATCH', line, { ...base, reason: 'bye', round: lastPairedRound + 1 }, { column: 81, severity: 'warning' }),
      );
    } else if (ownScoringSystem) {
      problems.push(
        trfProblem('TRF_POINTS_MISMATCH', line, { ...base, reason: 'scoring' }, { column: 81, severity: 'warning' }),
      );
    } else {
      problems.push(trfProblem('TRF_POINTS_MISMATCH', line, base, { column: 81 }));
    }
  }
  return problems;
}
