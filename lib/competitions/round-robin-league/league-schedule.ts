import type { Problem } from '@/lib/problem';
import type { GamesModel } from '@/lib/games/games-model';
import { bergerSchedule, type ScheduledPairing } from '@/lib/games/berger-schedule';
import { leagueProblem, type LeagueProblemCode } from './league-problems';

interface LeagueScheduleResult {
  /** Every game of the league, round by round, board by board. */
  pairings: ScheduledPairing[];
  roundCount: number;
  /** True when the pairings are FIDE's Berger table for the start numbers. */
  berger: boolean;
  problems: Problem<LeagueProblemCode, 'severity' | 'line'>[];
}

/**
 * The league's games. Start numbers 1…n are the Berger numbers drawn before round 1, so the FIDE
 * Berger table (C.05 Annex 1) gives every game of every round, also those the pairing program has
 * not exported yet (postponed games, later rounds). The file is the record of what happened:
 *  - a game the file has with the other colours is kept with the file's colours (a warning);
 *  - when the file pairs players otherwise than the table (another table, or start numbers that
 *    are not 1…n), the file's own pairings are the schedule and rounds it does not pair stay
 *    unknown (a warning).
 */
export function leagueSchedule(model: GamesModel): LeagueScheduleResult {
  const problems: Problem<LeagueProblemCode, 'severity' | 'line'>[] = [];
  const recorded = recordedPairings(model);
  const numbers = model.players.map((p) => p.startNumber).sort((a, b) => a - b);
  const consecutive = numbers.every((s, i) => s === i + 1);
  const table = consecutive ? bergerSchedule(numbers.length) : [];

  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const mismatch = recorded.find((r) => !table[r.round - 1]?.some((t) => key(t.white, t.black) === key(r.white, r.black)));
  if (!consecutive || mismatch) {
    problems.push(
      leagueProblem(
        'PAIRING_NOT_BERGER',
        'results',
        0,
        { params: consecutive ? { round: mismatch!.round, white: mismatch!.white, black: mismatch!.black } : { players: numbers.length } },
      ),
    );
    const pairings = recorded.map((r) => ({ round: r.round, board: 0, white: r.white, black: r.black }));
    numberBoards(pairings);
    return { pairings, roundCount: model.roundCount, berger: false, problems };
  }

  const pairings = table.flat().map((t) => {
    const r = recorded.find((x) => x.round === t.round && key(x.white, x.black) === key(t.white, t.black));
    if (r && r.coloursKnown && r.white !== t.white) {
      problems.push(leagueProblem('COLOUR_NOT_BERGER', 'results', 0, { params: { round: t.round, white: r.white, black: r.black } }));
      return { ...t, white: r.white, black: r.black };
    }
    return t;
  });
  return { pairings, roundCount: Math.max(table.length, model.roundCount), berger: true, problems };
}

interface RecordedPairing {
  round: number;
  white: number;
  black: number;
  coloursKnown: boolean;
}

/** The pairings the file has, each once; white from the colour columns when either player has one. */
function recordedPairings(model: GamesModel): RecordedPairing[] {
  const out: RecordedPairing[] = [];
  for (const p of model.players) {
    p.rounds.forEach((r, i) => {
      if (r.opponent === null || r.opponent < p.startNumber) return;
      const other = model.players.find((q) => q.startNumber === r.opponent)?.rounds[i];
      const pIsWhite = r.colour === 'w' || (r.colour === null && other?.colour === 'b');
      const pIsBlack = r.colour === 'b' || (r.colour === null && other?.colour === 'w');
      const coloursKnown = pIsWhite || pIsBlack;
      out.push({ round: i + 1, white: pIsBlack ? r.opponent : p.startNumber, black: pIsBlack ? p.startNumber : r.opponent, coloursKnown });
    });
  }
  return out.sort((a, b) => a.round - b.round || Math.min(a.white, a.black) - Math.min(b.white, b.black));
}

function numberBoards(pairings: ScheduledPairing[]): void {
  const next = new Map<number, number>();
  for (const p of pairings) {
    const board = (next.get(p.round) ?? 0) + 1;
    next.set(p.round, board);
    p.board = board;
  }
}
