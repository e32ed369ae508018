import type { Problem } from '@/lib/problem';
import { normalizeName } from '@/lib/identity/normalize-name';
import { readCsvTable } from './read-csv-table';
import type { BoardInput, BoardResult, MatchInput, Team } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

export const BOARDS_COLUMNS = ['round', 'home', 'away', 'board', 'home_player', 'away_player', 'result'] as const;

export interface ReadBoards {
  matches: MatchInput[];
  problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[];
}

const RESULTS: Record<string, BoardResult> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '=',
  '½-½': '=',
  '0.5-0.5': '=',
  '0,5-0,5': '=',
  '=': '=',
  '+/-': '+/-',
  '+-': '+/-',
  '-/+': '-/+',
  '-+': '-/+',
  '-/-': '-/-',
  '--': '-/-',
};

/** A result as the captains write it, from the home player's side; undefined when unreadable. */
export function readBoardResult(text: string): BoardResult | undefined {
  return RESULTS[text.replace(/\s+/g, '').replace(/:/g, '-')];
}

/**
 * `boards.csv` (competitions.md §6): `round,home,away,board,home_player,away_player,result`, one row
 * per board as the captains report it. A bye is a row with away `BYE` and no board; a forfeited
 * match a row with board `0` and `+/-`, `-/+` (or `-/-` when neither team came). A blank player is a
 * vacancy: the other side wins that board by forfeit (the result may then be left blank). An
 * optional column `playoff` (`yes`/`1`/`tak`) marks the boards of a knock-out play-off.
 */
export function readBoardsCsv(bytes: Uint8Array, file: string, teams: readonly Team[], boards: number): ReadBoards {
  const table = readCsvTable(bytes, file, BOARDS_COLUMNS);
  if (!table.ok) return { matches: [], problems: table.errors };
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const teamByKey = new Map(teams.map((t) => [normalizeName(t.name), t.index]));
  const matches: MatchInput[] = [];
  const matchOf = new Map<string, MatchInput>();
  /** round:team → the match the team plays in that round. */
  const teamInRound = new Map<string, MatchInput>();
  /** Matches with a refused row: their missing boards would only repeat that error. */
  const faulty = new Set<MatchInput>();

  for (const row of table.rows) {
    const at = (code: Parameters<typeof teamLeagueProblem>[0], params?: Record<string, string | number>) => problems.push(teamLeagueProblem(code, file, row.line, params));
    const roundText = row.get('round');
    if (!/^\d+$/.test(roundText) || Number(roundText) < 1) {
      at('BAD_ROUND', { value: roundText });
      continue;
    }
    const round = Number(roundText);
    const homeName = row.get('home');
    const awayName = row.get('away');
    const home = teamByKey.get(normalizeName(homeName));
    if (home === undefined) {
      at('UNKNOWN_TEAM', { team: homeName, side: 'home' });
      continue;
    }
    const isBye = awayName.toUpperCase() === 'BYE';
    const away = isBye ? null : teamByKey.get(normalizeName(awayName));
    if (away === undefined) {
      at('UNKNOWN_TEAM', { team: awayName, side: 'away' });
      continue;
    }
    if (away === home) {
      at('SAME_TEAM', { team: homeName });
      continue;
    }
    const boardText = row.get('board');
    const resultText = row.get('result');
    const playoff = /^(1|yes|y|tak|t|true)$/i.test(row.get('playoff'));

    const key = away === null ? `${round}:${home}:bye` : `${round}:${Math.min(home, away)}:${Math.max(home, away)}`;
    let match = matchOf.get(key);
    if (match && match.home !== home) {
      at('MATCH_ORIENTATION', { round, team: teams[match.home]!.name, first: match.line });
      continue;
    }
    if (!match) {
      const clash = [home, away].find((t) => t !== null && teamInRound.has(`${round}:${t}`));
      if (clash !== undefined && clash !== null) {
        at('TEAM_TWICE_IN_ROUND', { round, team: teams[clash]!.name, first: teamInRound.get(`${round}:${clash}`)!.line });
        continue;
      }
      match = { round, home, away, forfeit: null, boards: [], playoff: [], line: row.line };
      matchOf.set(key, match);
      matches.push(match);
      teamInRound.set(`${round}:${home}`, match);
      if (away !== null) teamInRound.set(`${round}:${away}`, match);
    }

    const before = problems.length;
    readRow: {
      if (isBye) {
        if (boardText !== '' || row.get('home_player') !== '' || row.get('away_player') !== '' || resultText !== '') {
          at('BYE_WITH_BOARDS', { round, team: homeName });
        }
        break readRow;
      }
      if (boardText === '0') {
        const result = readBoardResult(resultText);
        if (result !== '+/-' && result !== '-/+' && result !== '-/-') {
          at('BAD_RESULT', { value: resultText, forfeit: 1 });
          break readRow;
        }
        if (match.boards.length > 0 || match.forfeit !== null) {
          at('FORFEIT_WITH_BOARDS', { round, first: match.line, already: match.forfeit !== null ? 'forfeit' : 'boards' });
          break readRow;
        }
        match.forfeit = result === '+/-' ? 'away' : result === '-/+' ? 'home' : 'both';
        break readRow;
      }
      if (!/^\d+$/.test(boardText) || Number(boardText) < 1 || Number(boardText) > boards) {
        at('BAD_BOARD', { value: boardText, boards });
        break readRow;
      }
      if (match.forfeit !== null) {
        at('FORFEIT_WITH_BOARDS', { round, first: match.line, already: 'forfeited' });
        break readRow;
      }
      const board = Number(boardText);
      const list = playoff ? match.playoff : match.boards;
      const twice = list.find((b) => b.board === board);
      if (twice) {
        at('DUPLICATE_BOARD', { round, board, first: twice.line, playoff: playoff ? 1 : 0 });
        break readRow;
      }
      const homePlayer = row.get('home_player') || null;
      const awayPlayer = row.get('away_player') || null;
      let result: BoardResult | null = null;
      if (resultText !== '') {
        const read = readBoardResult(resultText);
        if (read === undefined) {
          at('BAD_RESULT', { value: resultText });
          break readRow;
        }
        result = read;
      }
      // a vacancy loses its board: "no player, no game"
      const homeVacant = homePlayer === null;
      const awayVacant = awayPlayer === null;
      if (homeVacant || awayVacant) {
        const expected: BoardResult = homeVacant && awayVacant ? '-/-' : homeVacant ? '-/+' : '+/-';
        if (result === null) result = expected;
        else if (result !== expected && !(result === '-/-' && (homeVacant || awayVacant))) {
          at('VACANCY_RESULT', { board, vacant: homeVacant && awayVacant ? 'both' : homeVacant ? 'home' : 'away', expected, value: resultText });
          break readRow;
        }
      }
      list.push({ board, homePlayer, awayPlayer, result, line: row.line });
    }
    if (problems.length > before) faulty.add(match);
  }

  for (const match of matches) {
    if (match.away === null || match.forfeit !== null || faulty.has(match)) continue;
    for (const [list, what] of [
      [match.boards, 'boards'],
      [match.playoff, 'play-off boards'],
    ] as const) {
      if (list === match.playoff && list.length === 0) continue;
      const missing = Array.from({ length: boards }, (_, i) => i + 1).filter((b) => !list.some((x) => x.board === b));
      if (missing.length > 0) {
        problems.push(
          teamLeagueProblem('MISSING_BOARDS', file, match.line, {
            round: match.round,
            home: teams[match.home]!.name,
            away: teams[match.away]!.name,
            missing: missing.join(', '),
            playoff: list === match.playoff ? 1 : 0,
          }),
        );
      }
    }
    match.boards.sort((a, b) => a.board - b.board);
    match.playoff.sort((a, b) => a.board - b.board);
  }
  return { matches, problems };
}
