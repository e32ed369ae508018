import type { Problem } from '@/lib/problem';
import { normalizeName } from '@/lib/identity/normalize-name';
import { decodeText } from '@/lib/import/decode';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import type { TrfPlayer } from '@/lib/import/trf/trf-tournament';
import type { ReadBoards } from './read-boards-csv';
import { teamRecords } from './read-teams-trf';
import type { BoardInput, BoardResult, MatchInput, RosterPlayer, Team } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

/**
 * Whether a results file is a TRF rather than the board-results CSV: its first non-blank line is a
 * TRF record (`012 …`, `001 …`, `013 …`, a TRF26 `###` comment or a JaVaFo `XX?` line). The CSV
 * starts with its header (`round,home,…`).
 */
export function looksLikeTrf(bytes: Uint8Array): boolean {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return false;
  const first = decoded.text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).find((l) => l.trim() !== '');
  return first !== undefined && /^(\d{3}|###|XX[A-Z])( |$)/.test(first);
}

/** A `001` line's start number → what the reader knows of it. */
interface Member {
  player: TrfPlayer;
  team: number;
  /** Place in the team's `013` record: the season's board order. */
  order: number;
  /** Place in the team's record counting every start number it lists (a TRF-2026 `801` line-up names players by it). */
  slot: number;
  /** The roster's spelling when the TRF name is a roster name (in either word order), else the TRF's. */
  name: string;
  line: number;
  teamLine: number;
}

interface Seat {
  member: Member;
  round: { opponent: number | null; colour: 'w' | 'b' | null; result: ResultCode };
}

/**
 * A pairing program's team TRF (competitions.md §1, trf.md): `013` records name each team and its
 * players' start numbers in board order; the `001` lines carry every player's games round by
 * round. Read into the same matches as the board-results CSV (`readBoardsCsv`), so both give the
 * same league. Our readings (the TRF does not say which team is at home nor on which board a game
 * was played):
 *  - **Board**: in each round a team's players who sat down or lost by forfeit take boards 1, 2, …
 *    in the order of the team's `013` record; a player a round leaves unpaired (`0000 - -`, blank)
 *    takes none. Both players of a game must get the same board, else the line-up is reported.
 *  - **Home team**: the team whose player has white on board 1 (on odd boards, black on even ones
 *    when board 1 has no colour); failing every colour, the team listed first in the teams file.
 *  - **Vacancy**: a forfeit win (`+`) with no opponent is a board the other team left empty; a board
 *    neither team filled is vacant on both sides (`-/-`).
 *  - **Forfeited match**: a match in which one team has no game played and loses every board by
 *    forfeit (its players absent or its boards empty) is that team's walkover ("walkower 0-4",
 *    −2 match points), as the CSV's board 0; both teams so — both forfeited.
 *  - **Bye**: a team none of whose players has a game in a round but one of them has a bye (`F`,
 *    `U`, `H`), or whose TRF-2026 `801` record or `240` record gives it one, has the round's bye —
 *    `F` a full-point bye, `H` a half-point bye, `U` a pairing-allocated one (MatchInput.bye).
 *  - Play-off boards of a knock-out match have no place in a TRF; they stay in the CSV.
 */
export function readTeamTrf(bytes: Uint8Array, file: string, teams: readonly Team[], roster: readonly RosterPlayer[], boards: number): ReadBoards {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { matches: [], problems: [teamLeagueProblem(decoded.errors[0]!.code === 'EMPTY_FILE' ? 'TEAM_NO_ROWS' : 'TEAM_NOT_TEXT', file, 0, { file })] };
  const parsed = parseTrfText(decoded.text);
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const toProblem = (p: { code: string; severity: 'error' | 'warning'; line: number; params?: Record<string, string | number> }) =>
    teamLeagueProblem(p.severity === 'error' ? 'TRF_FILE' : 'TRF_WARNING', file, p.line, { ...p.params, trfCode: p.code });
  problems.push(...parsed.warnings.map(toProblem));
  if (!parsed.ok) return { matches: [], problems: [...parsed.errors.map(toProblem), ...problems] };
  const trf = parsed.tournament;

  const lines = decoded.text.split(/\r\n|\r|\n/);
  const lineOfPlayer = new Map<number, number>();
  lines.forEach((l, i) => {
    if (l.startsWith('001')) {
      const n = Number(l.slice(4, 8).trim());
      if (!lineOfPlayer.has(n)) lineOfPlayer.set(n, i + 1);
    }
  });
  // its TRF16 `013` records, else its TRF-2026 `310` records (issue 40)
  const records = teamRecords(decoded.text, trf);
  if (records.length === 0) {
    problems.push(teamLeagueProblem('TRF_NO_TEAMS', file, 0, { file }));
    return { matches: [], problems };
  }

  const teamByKey = new Map(teams.map((t) => [normalizeName(t.name), t.index]));
  const playerByNo = new Map(trf.players.map((p) => [p.startNumber, p]));
  const members = new Map<number, Member>();
  const memberList: Member[][] = teams.map(() => []);
  const teamLineOf = new Map<number, number>();
  /** Start numbers some team record lists, known team or not (an unknown team is reported once). */
  const listed = new Set(records.flatMap((t) => t.members));
  records.forEach((t) => {
    const line = t.line;
    const team = teamByKey.get(normalizeName(t.name));
    if (team === undefined) {
      problems.push(teamLeagueProblem('UNKNOWN_TEAM', file, line, { team: t.name }));
      return;
    }
    if (teamLineOf.has(team)) {
      problems.push(teamLeagueProblem('TRF_TEAM_TWICE', file, line, { team: t.name, first: teamLineOf.get(team) ?? 0 }));
      return;
    }
    teamLineOf.set(team, line);
    const club = normalizeName(teams[team]!.club);
    for (const [slot, no] of t.members.entries()) {
      const player = playerByNo.get(no);
      if (!player) continue; // parseTrf already warned (TRF_UNKNOWN_TEAM_MEMBER)
      const earlier = members.get(no);
      if (earlier) {
        problems.push(teamLeagueProblem('TRF_MEMBER_TWICE', file, line, { startNo: no, name: player.name, team: teams[earlier.team]!.name, first: earlier.teamLine }));
        continue;
      }
      const m: Member = { player, team, order: memberList[team]!.length, slot, name: rosterName(player.name, club, roster), line: lineOfPlayer.get(no) ?? 0, teamLine: line };
      members.set(no, m);
      memberList[team]!.push(m);
    }
  });
  for (const p of trf.players) {
    if (!listed.has(p.startNumber) && p.rounds.some((r) => r.opponent !== null || r.result === '+')) {
      problems.push(teamLeagueProblem('TRF_PLAYER_WITHOUT_TEAM', file, lineOfPlayer.get(p.startNumber) ?? 0, { name: p.name, startNo: p.startNumber }));
    }
  }
  if (problems.some((p) => p.severity === 'error')) return { matches: [], problems: problems.sort((a, b) => a.line - b.line) };

  // TRF-2026 `801` records: which of a team's players sat on which board in each round (issue 40)
  const lineupOf = new Map<number, { boards: number[] | null; opponent: number | null }[]>();
  const teamOfNumber = (number: number | null) => {
    const record = number === null ? undefined : records[number - 1];
    return record ? teamByKey.get(normalizeName(record.name)) : undefined;
  };
  for (const [number, rounds] of teamLineups(decoded.text)) {
    const team = teamOfNumber(number);
    if (team !== undefined) lineupOf.set(team, rounds);
  }
  // TRF-2026 `240 F|H rrr ttt …` and the `801` records' `FFFF`/`HHHH`/`UUUU`: the teams given a bye
  // (their players' lines say only `0000 - -`); the `801` letter first, then the `240` record
  const teamByes = new Map<string, 'full' | 'half' | 'pairing'>();
  for (const [key, worth] of teamByeRecords(decoded.text)) {
    const [round, number] = key.split(':').map(Number);
    const team = teamOfNumber(number!);
    if (team !== undefined) teamByes.set(`${round}:${team}`, worth);
  }
  for (const [number, rounds] of teamLineups(decoded.text)) {
    const team = teamOfNumber(number);
    if (team === undefined) continue;
    rounds.forEach((r, i) => {
      const worth = r.unpaired === null ? undefined : BYE_OF_LETTER[r.unpaired];
      if (worth) teamByes.set(`${i + 1}:${team}`, worth);
    });
  }

  const matches: MatchInput[] = [];
  for (let r = 0; r < trf.roundCount; r++) {
    const round = r + 1;
    /** team → its seats in this round, board order. */
    const seats = new Map<number, Seat[]>();
    const byes = new Map<number, 'full' | 'half' | 'pairing'>();
    for (const [team, list] of memberList.entries()) {
      const s: Seat[] = [];
      for (const m of list) {
        const g = m.player.rounds[r]!;
        const sat = g.opponent !== null || g.result === '+';
        if (sat) s.push({ member: m, round: g });
        // on the players' lines `U` stays the league's own bye (a seed-001 export writes it for the
        // regulation's "pauza"); only a TRF-2026 `801` record's `UUUU` is worth `pairingBye`
        else if (BYE_OF_LETTER[g.result] && !byes.has(team)) byes.set(team, g.result === 'H' ? 'half' : 'full');
      }
      const recorded = teamByes.get(`${round}:${team}`);
      if (recorded) byes.set(team, recorded);
      if (s.length === 0) continue;
      const { placed, moved } = placeByLineup(s, lineupOf.get(team)?.[r]?.boards ?? null);
      for (const m of moved) problems.push(teamLeagueProblem('TRF_LINEUP_DIFFERS', file, m.member.line, { round, team: teams[team]!.name, name: m.member.player.name, board: placed.indexOf(m) + 1 }));
      seats.set(team, placed);
    }
    const done = new Set<number>();
    for (const [team, list] of seats) {
      if (done.has(team)) continue;
      const opponents = new Set<number>();
      const sat = list.filter(Boolean);
      for (const s of sat) if (s.round.opponent !== null) opponents.add(members.get(s.round.opponent)!.team);
      const first = sat[0]!.member;
      // a match won by forfeit names no opponent in the players' lines; a TRF-2026 `801` record names the team
      const named = teamOfNumber(lineupOf.get(team)?.[r]?.opponent ?? null);
      if (opponents.size === 0 && named !== undefined && named !== team) opponents.add(named);
      if (opponents.size === 0) {
        problems.push(
          teamLeagueProblem('TRF_NO_OPPONENT_TEAM', file, first.line, { round, team: teams[team]!.name }),
        );
        done.add(team);
        continue;
      }
      if (opponents.size > 1 || opponents.has(team)) {
        const names = [...opponents].map((t) => `"${teams[t]!.name}"`).join(', ');
        problems.push(teamLeagueProblem('TRF_TEAMS_MIXED', file, first.line, { round, team: teams[team]!.name, teams: [...opponents].map((t) => teams[t]!.name).join(', ') }));
        done.add(team);
        continue;
      }
      const other = [...opponents][0]!;
      done.add(team);
      done.add(other);
      // a team that did not come (every board lost by forfeit, no opponent named) has no seats
      const otherList = seats.get(other) ?? [];
      const otherOpponents = new Set(otherList.filter((s) => s && s.round.opponent !== null).map((s) => members.get(s.round.opponent!)!.team));
      // the other team's own mixed pairings are reported when its turn comes (or came)
      if (otherOpponents.size > 1) continue;
      const match = buildMatch(round, team, list, other, otherList, teams, boards, file, problems);
      if (match) matches.push(match);
    }
    for (const [team, worth] of byes) {
      if (seats.has(team)) continue;
      const first = memberList[team]!.find((m) => ['F', 'U', 'H'].includes(m.player.rounds[r]!.result)) ?? memberList[team]![0];
      matches.push({ round, home: team, away: null, forfeit: null, boards: [], playoff: [], line: first?.line ?? 0, ...(worth === 'full' ? {} : { bye: worth }) });
    }
  }
  matches.sort((a, b) => a.round - b.round || a.line - b.line);
  return { matches, problems: onceForTheRule(problems).sort((a, b) => a.line - b.line) };
}

/**
 * Issue 40: a file with more boards than the rules is refused once, naming the rule — not a line
 * per match (a 6-board event under 4 boards gave one for each of its matches). The first match's
 * problem stays, with how many others and the most players a team put up.
 */
function onceForTheRule(problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[]): Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] {
  const tooMany = problems.filter((p) => p.code === 'TRF_TOO_MANY_BOARDS');
  if (tooMany.length < 2) return problems;
  const first = tooMany[0]!;
  const most = Math.max(...tooMany.map((p) => Number(p.params?.count ?? 0)));
  const p = first.params ?? {};
  const kept = teamLeagueProblem('TRF_TOO_MANY_BOARDS', first.file, first.line, { round: p.round ?? '', count: p.count ?? '', team: p.team ?? '', boards: p.boards ?? '', others: tooMany.length - 1, most });
  return problems.flatMap((p) => (p === first ? [kept] : p.code === 'TRF_TOO_MANY_BOARDS' ? [] : [p]));
}

/** One match of a round from both teams' seats; null (and a problem) when the boards do not line up. */
function buildMatch(round: number, a: number, aSeats: Seat[], b: number, bSeats: Seat[], teams: readonly Team[], boards: number, file: string, problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[]): MatchInput | null {
  const before = problems.length;
  for (const [team, list] of [
    [a, aSeats],
    [b, bSeats],
  ] as const) {
    if (list.length > boards) {
      const beyond = list.slice(boards).find(Boolean)!;
      problems.push(
        teamLeagueProblem('TRF_TOO_MANY_BOARDS', file, beyond.member.line, { round, count: list.filter(Boolean).length, team: teams[team]!.name, boards }),
      );
    }
  }
  const boardOf = new Map<number, number>();
  for (const list of [aSeats, bSeats]) list.forEach((s, i) => boardOf.set(s.member.player.startNumber, i + 1));
  for (const s of aSeats) {
    if (!s) continue;
    const o = s.round.opponent;
    if (o === null) continue;
    if (boardOf.get(o) !== boardOf.get(s.member.player.startNumber)) {
      problems.push(
        teamLeagueProblem(
          'TRF_BOARD_MISMATCH',
          file,
          s.member.line,
          { round, name: s.member.player.name, board: boardOf.get(s.member.player.startNumber) ?? 0, team: teams[a]!.name, startNo: o, otherBoard: boardOf.get(o) ?? 0, otherTeam: teams[b]!.name },
        ),
      );
    }
  }
  if (problems.length > before) return null;

  // home: white on board 1 (odd boards white, even black); failing every colour, the team listed first
  let home = a < b ? a : b;
  const firstCoded = [...aSeats.map((s, i) => ({ s, team: a, board: i + 1 })), ...bSeats.map((s, i) => ({ s, team: b, board: i + 1 }))]
    .filter((x) => x?.s && x.s.round.colour !== null)
    .sort((x, y) => x.board - y.board)[0];
  if (firstCoded) {
    const white = firstCoded.s.round.colour === 'w';
    const homeColourWhite = firstCoded.board % 2 === 1;
    home = white === homeColourWhite ? firstCoded.team : firstCoded.team === a ? b : a;
  }
  const away = home === a ? b : a;
  const homeSeats = home === a ? aSeats : bSeats;
  const awaySeats = home === a ? bSeats : aSeats;

  const list: BoardInput[] = [];
  for (let board = 1; board <= boards; board++) {
    const h = homeSeats[board - 1];
    const w = awaySeats[board - 1];
    // a board's line: its home player's (the away player's on a home vacancy)
    const line = h?.member.line ?? w?.member.line ?? 0;
    const result = boardResult(h, w);
    if (result === undefined) {
      problems.push(teamLeagueProblem('TRF_BOARD_RESULT', file, line, { round, board, home: h!.member.player.name, away: w!.member.player.name }));
      return null;
    }
    list.push({ board, homePlayer: h?.member.name ?? null, awayPlayer: w?.member.name ?? null, result, line });
  }
  const matchLine = Math.min(...list.map((x) => x.line).filter((l) => l > 0));
  const lostAll = (side: 'home' | 'away') => list.every((x) => x.result === (side === 'home' ? '-/+' : '+/-') || x.result === '-/-');
  const homeOut = lostAll('home');
  const awayOut = lostAll('away');
  if (homeOut || awayOut) {
    const forfeit = homeOut && awayOut ? 'both' : homeOut ? 'home' : 'away';
    return { round, home, away, forfeit, boards: [], playoff: [], line: matchLine };
  }
  return { round, home, away, forfeit: null, boards: list, playoff: [], line: matchLine };
}

/** The home player's result; undefined for a 0–0 (both lost over the board), which boards cannot hold. */
function boardResult(h: Seat | undefined, w: Seat | undefined): BoardResult | null | undefined {
  if (!h && !w) return '-/-';
  if (!h) return '-/+';
  if (!w) return '+/-';
  const hr = h.round.result;
  const wr = w.round.result;
  if (hr === ' ' && wr === ' ') return null;
  if (hr === '+') return '+/-';
  if (hr === '-') return wr === '+' ? '-/+' : '-/-';
  if (hr === '=' || hr === 'D') return '=';
  if (hr === '1' || hr === 'W') return '1-0';
  if (hr === '0' || hr === 'L') return wr === '0' || wr === 'L' ? undefined : '0-1';
  return null;
}

/**
 * The roster's spelling of a TRF name when the club's roster has it — as written, or with the
 * surname moved last ("Nowak, Adam" → "Adam Nowak"); otherwise the TRF's name, which the line-up
 * checks then report as not on the roster.
 */
function rosterName(trfName: string, club: string, roster: readonly RosterPlayer[]): string {
  const key = normalizeName(trfName);
  const comma = trfName.indexOf(',');
  const swapped = comma > 0 ? normalizeName(`${trfName.slice(comma + 1)} ${trfName.slice(0, comma)}`) : null;
  const ofClub = roster.filter((p) => normalizeName(p.club) === club);
  const hit = ofClub.find((p) => normalizeName(p.name) === key) ?? (swapped ? ofClub.find((p) => normalizeName(p.name) === swapped) : undefined);
  return hit ? hit.name : trfName.replace(/,(?=\S)/, ', ');
}

/**
 * The boards of a team's players in each round from the TRF-2026 `801` records (the FIDE sample's
 * ruler: `III TT NNNNN MM GGGG T01 C RRRR BBBB T02 C RRRR BBBB …` — 20 columns of the team, then 16
 * a round: the opponent team's number, then the line-up): `1534` puts the record's 1st, 5th, 3rd and
 * 4th players on boards 1–4, `0` an empty board. Team number → each round's line-up (null where none
 * is written), opponent (null for a bye or none) and, for a round without a match, its letter in the
 * results' columns (`FFFF` a full-point bye, `HHHH` a half-point bye, `UUUU` a pairing-allocated bye,
 * `ZZZZ` a zero-point bye or an absence; issue 40).
 */
export function teamLineups(text: string): Map<number, TeamLineupRound[]> {
  const out = new Map<number, TeamLineupRound[]>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.startsWith('801 ')) continue;
    const team = Number(line.slice(4, 6).trim());
    if (!Number.isInteger(team) || team < 1) continue;
    const rounds: TeamLineupRound[] = [];
    for (let at = 20; at < line.length; at += 16) {
      const boards = line.slice(at + 12, at + 16).trim();
      const opponent = line.slice(at, at + 4).trim();
      const letters = /^([FHUZ])\1*$/i.exec(line.slice(at + 4, at + 16).trim());
      rounds.push({
        boards: /^\d+$/.test(boards) ? [...boards].map(Number) : null,
        opponent: /^\d+$/.test(opponent) ? Number(opponent) : null,
        unpaired: letters ? (letters[1]!.toUpperCase() as TeamLineupRound['unpaired']) : null,
      });
    }
    out.set(team, rounds);
  }
  return out;
}

interface TeamLineupRound {
  boards: number[] | null;
  opponent: number | null;
  /** A round without a match: its letter (F, H, U, Z), else null. */
  unpaired: 'F' | 'H' | 'U' | 'Z' | null;
}

/**
 * A team's seats of a round on their boards: by the round's `801` line-up when the file has one (a
 * board the line-up leaves empty is a hole of the array), else in the record's order. A player who
 * played but whom the line-up does not name takes the board of a named player who did not play (the
 * FIDE sample's line-up `1234` where its 5th player played and its 2nd did not) — `moved` says whom.
 */
function placeByLineup(seats: Seat[], lineup: number[] | null): { placed: Seat[]; moved: Seat[] } {
  if (lineup === null) return { placed: seats, moved: [] };
  const placed: Seat[] = [];
  const used = new Set<Seat>();
  const free: number[] = [];
  lineup.forEach((slot, board) => {
    if (slot === 0) return;
    const seat = seats.find((s) => s.member.slot === slot - 1);
    if (seat) {
      placed[board] = seat;
      used.add(seat);
    } else free.push(board);
  });
  const moved = seats.filter((s) => !used.has(s));
  for (const s of moved) placed[free.shift() ?? Math.max(placed.length, lineup.length)] = s;
  return { placed, moved };
}

/**
 * TRF-2026 `240` records (QUIRKS T9): `240 F   3    8` — in round 3, team 8 has a full-point bye;
 * `240 H  12   15   31` — in round 12, teams 15 and 31 a half-point bye (issue 40: a drawn match's
 * points unless the rules say otherwise, as the FIDE sample's published totals count it; before,
 * a half-point bye was left a round without a match). `round:team number` → the bye's worth.
 */
function teamByeRecords(text: string): Map<string, 'full' | 'half'> {
  const out = new Map<string, 'full' | 'half'>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^240 ([FH])\s+(\d+)((?:\s+\d+)+)\s*$/.exec(line);
    if (!m) continue;
    for (const n of m[3]!.trim().split(/\s+/)) out.set(`${Number(m[2])}:${Number(n)}`, m[1] === 'F' ? 'full' : 'half');
  }
  return out;
}

/** A bye's worth from a letter of the file (`F`/`H`/`U` on a player's line or in a team's `801` record). */
const BYE_OF_LETTER: Record<string, 'full' | 'half' | 'pairing'> = { F: 'full', H: 'half', U: 'pairing' };
