import type { Problem } from '@/lib/problem';
import { isIsoDate } from '@/lib/dates';
import { normalizeName } from '@/lib/identity/normalize-name';
import { readCsvTable } from './read-csv-table';
import type { RosterPlayer, Team } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

export const TEAMS_COLUMNS = ['team', 'club', 'board', 'name', 'sex', 'birth', 'rating'] as const;

export interface ReadTeams {
  teams: Team[];
  players: RosterPlayer[];
  problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[];
}

/**
 * `teams.csv` (competitions.md §6): `team,club,board,name,sex,birth,rating`, the roster in board
 * order, reserves after the boards. Optional columns: `fide_id` (a FIDE id or `yes`/`no`, for the
 * classification fee — without the column a rating above 0 counts as a FIDE rating) and `added`
 * (the ISO date of a later addition).
 *  - `board`: 1 … `boards` for the regular players; `R` (or `R1`, `R2` …, or a number above the
 *    boards) for a reserve. Reserves keep the order of the file.
 *  - A club's teams rank in the order of their first row: "określając dokładnie, która z nich jest
 *    pierwsza, a która druga lub następna".
 */
export function readTeamsCsv(bytes: Uint8Array, file: string, boards: number): ReadTeams {
  const table = readCsvTable(bytes, file, TEAMS_COLUMNS);
  if (!table.ok) return { teams: [], players: [], problems: table.errors };
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const teams: Team[] = [];
  const players: RosterPlayer[] = [];
  const teamByKey = new Map<string, Team>();
  const clubTeams = new Map<string, number>();
  const clubReserves = new Map<string, number>();
  const boardTaken = new Map<string, number>();
  const nameInClub = new Map<string, number>();
  const hasFideColumn = table.columns.has('fide_id');

  for (const row of table.rows) {
    const at = (code: Parameters<typeof teamLeagueProblem>[0], params?: Record<string, string | number>) => problems.push(teamLeagueProblem(code, file, row.line, params));
    const teamName = row.get('team');
    const club = row.get('club');
    const name = row.get('name');
    if (teamName === '' || club === '' || name === '') {
      at('MISSING_VALUE', { missing: ['team', 'club', 'name'].filter((c) => row.get(c) === '').join(', ') });
      continue;
    }
    let team = teamByKey.get(normalizeName(teamName));
    if (!team) {
      const order = clubTeams.get(normalizeName(club)) ?? 0;
      clubTeams.set(normalizeName(club), order + 1);
      team = { index: teams.length, name: teamName, club, clubOrder: order, players: [], line: row.line };
      teams.push(team);
      teamByKey.set(normalizeName(teamName), team);
    } else if (normalizeName(team.club) !== normalizeName(club)) {
      at('TEAM_TWO_CLUBS', { team: teamName, club: team.club, first: team.line, other: club });
      continue;
    }

    const boardText = row.get('board');
    let board: number | null = null;
    if (/^\d+$/.test(boardText) && Number(boardText) >= 1 && Number(boardText) <= boards) board = Number(boardText);
    else if (!/^(r\d*|\d+)$/i.test(boardText) || boardText === '0') {
      at('BAD_BOARD', { value: boardText, boards });
      continue;
    }
    if (board !== null) {
      const key = `${team.index}:${board}`;
      if (boardTaken.has(key)) {
        at('DUPLICATE_BOARD', { team: team.name, board, first: boardTaken.get(key) ?? 0 });
        continue;
      }
      boardTaken.set(key, row.line);
    }

    const clubKey = `${normalizeName(club)}|${normalizeName(name)}`;
    if (nameInClub.has(clubKey)) {
      // "jeden zawodnik nie może zostać zgłoszony jednocześnie do podstawowych składów obu drużyn";
      // names are also how the captains' reports find a player, so they must be unique in a club
      at('TEAM_DUPLICATE_PLAYER', { name, club, first: nameInClub.get(clubKey) ?? 0 });
      continue;
    }
    nameInClub.set(clubKey, row.line);

    const sexText = row.get('sex').toLowerCase();
    let sex: 'm' | 'w' | null = null;
    if (sexText === 'm') sex = 'm';
    else if (sexText === 'w' || sexText === 'k' || sexText === 'f') sex = 'w';
    else if (sexText !== '') at('TEAM_BAD_SEX', { value: row.get('sex') });

    const birth = row.get('birth') || null;
    let birthYear: number | null = null;
    if (birth !== null) {
      const m = /^(\d{4})(?:[-/.]\d{1,2}[-/.]\d{1,2})?$/.exec(birth) ?? /^\d{1,2}[-/.]\d{1,2}[-/.](\d{4})$/.exec(birth);
      if (m) birthYear = Number(m[1]);
      else at('TEAM_BAD_BIRTH', { value: birth });
    }

    const ratingText = row.get('rating');
    let rating: number | null = null;
    if (ratingText !== '') {
      if (!/^\d+$/.test(ratingText)) {
        at('TEAM_BAD_RATING', { value: ratingText });
        continue;
      }
      rating = Number(ratingText) === 0 ? null : Number(ratingText);
    }

    const fideText = row.get('fide_id').toLowerCase();
    const fideRated = hasFideColumn ? fideText !== '' && fideText !== '0' && fideText !== 'no' && fideText !== 'nie' : rating !== null;

    const addedText = row.get('added');
    if (addedText !== '' && !isIsoDate(addedText)) {
      at('BAD_DATE', { value: addedText });
      continue;
    }

    let reserveIndex: number | null = null;
    if (board === null) {
      reserveIndex = clubReserves.get(normalizeName(club)) ?? 0;
      clubReserves.set(normalizeName(club), reserveIndex + 1);
    }
    const player: RosterPlayer = {
      id: players.length,
      team: team.index,
      club: team.club,
      board,
      reserveIndex,
      name,
      person: `${normalizeName(name)}|${birthYear ?? ''}`,
      sex,
      birth,
      birthYear,
      rating,
      fideRated,
      fideId: /^\d+$/.test(fideText) && !/^0+$/.test(fideText) ? fideText : null,
      added: addedText === '' ? null : addedText,
      line: row.line,
    };
    players.push(player);
    team.players.push(player.id);
  }
  if (teams.length === 0 && problems.length === 0) problems.push(teamLeagueProblem('TEAM_NO_ROWS', file, 0, { file }));
  return { teams, players, problems };
}
