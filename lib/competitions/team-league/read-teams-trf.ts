import type { Problem } from '@/lib/problem';
import { normalizeName } from '@/lib/identity/normalize-name';
import { decodeText } from '@/lib/import/decode';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import type { TrfTournament } from '@/lib/import/trf/trf-tournament';
import type { ReadTeams } from './read-teams-csv';
import type { PublishedStanding, RosterPlayer, Team } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

/** One team of a TRF: its name and its players' start numbers in board order, with the record's line. */
interface TeamRecord {
  name: string;
  members: number[];
  line: number;
}

/**
 * The teams of a TRF: its TRF16 `013` records, else its TRF-2026 `310` records (QUIRKS T9:
 * `310   1 India    IND  2486  15.0  28.0  11   1  5 15 28 44`). The `310` layout, as the FIDE
 * sample's ruler writes it (`CCC SSS NNN…(32) FFFFF EEEEEE MMMMMM GGGGGG RRR  PPP1 PPP2 …`): the team's
 * number at columns 5–7, its name at 9–40, then federation, average rating, match points, game
 * points and rank, and from column 74 its players' start numbers, 5 columns each.
 */
export function teamRecords(text: string, trf: Pick<TrfTournament, 'teams'>): TeamRecord[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (trf.teams.length > 0) {
    const at: number[] = [];
    lines.forEach((l, i) => l.startsWith('013') && at.push(i + 1));
    return trf.teams.map((t, i) => ({ name: t.name, members: [...t.members], line: at[i] ?? 0 }));
  }
  const out: TeamRecord[] = [];
  lines.forEach((l, i) => {
    if (!l.startsWith('310 ')) return;
    const name = l.slice(8, 40).trim();
    const members = l
      .slice(73)
      .trim()
      .split(/\s+/)
      .filter((s) => /^\d+$/.test(s) && Number(s) > 0)
      .map(Number);
    if (name) out.push({ name, members, line: i + 1 });
  });
  return out;
}

/**
 * Issue 40: each team's standing as the pairing program published it — the TRF-2026 `310` records'
 * match points (columns 55–60), game points (62–67) and rank (69–71), as the FIDE sample's ruler
 * `CCC SSS NNN…(32) FFFFF EEEEEE MMMMMM GGGGGG RRR` places them. By the team's normalized name; a
 * record without a readable rank is left out (a file written before the end has none).
 */
export function publishedStandings(text: string): Map<string, PublishedStanding> {
  const out = new Map<string, PublishedStanding>();
  text.split(/\r\n|\r|\n/).forEach((l, i) => {
    if (!l.startsWith('310 ')) return;
    const name = l.slice(8, 40).trim();
    const rank = Number(l.slice(68, 71).trim());
    const matchPoints = Number(l.slice(54, 60).trim());
    const gamePoints = Number(l.slice(61, 67).trim());
    if (!name || !Number.isInteger(rank) || rank < 1 || !Number.isFinite(matchPoints) || !Number.isFinite(gamePoints) || l.slice(54, 67).trim() === '') return;
    out.set(normalizeName(name), { matchPoints, gamePoints: Math.round(gamePoints * 2), rank, line: i + 1 });
  });
  return out;
}

/**
 * Issue 40, item 2: a team league's teams and rosters from a pairing program's team TRF — its team
 * records (`013`, TRF-2026 `310`) and its players' `001` lines — in place of a hand-written
 * teams.csv. Our readings (a TRF does not say them): a team's players in the record's order are its
 * board order, the first `boards` its regular boards, the rest its reserves; each team is its own club
 * (a TRF names no clubs, so a club's first and second teams are not known as such); a FIDE id or a
 * rating makes a player FIDE-rated for the classification fee. Pure; never throws.
 */
export function readTeamsTrf(bytes: Uint8Array, file: string, boards: number): ReadTeams {
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { teams: [], players: [], problems: [teamLeagueProblem(decoded.errors[0]!.code === 'EMPTY_FILE' ? 'TEAM_NO_ROWS' : 'TEAM_NOT_TEXT', file, 0, { file })] };
  const parsed = parseTrfText(decoded.text);
  const toProblem = (p: { code: string; severity: 'error' | 'warning'; line: number; params?: Record<string, string | number> }) => teamLeagueProblem(p.severity === 'error' ? 'TRF_FILE' : 'TRF_WARNING', file, p.line, { ...p.params, trfCode: p.code });
  problems.push(...parsed.warnings.map(toProblem));
  if (!parsed.ok) return { teams: [], players: [], problems: [...parsed.errors.map(toProblem), ...problems] };
  const trf = parsed.tournament;
  const records = teamRecords(decoded.text, trf);
  if (records.length === 0) return { teams: [], players: [], problems: [...problems, teamLeagueProblem('TRF_NO_TEAMS', file, 0, { file })] };

  const lineOfPlayer = new Map<number, number>();
  decoded.text.split(/\r\n|\r|\n/).forEach((l, i) => {
    if (l.startsWith('001')) {
      const n = Number(l.slice(4, 8).trim());
      if (!lineOfPlayer.has(n)) lineOfPlayer.set(n, i + 1);
    }
  });
  const byNumber = new Map(trf.players.map((p) => [p.startNumber, p]));
  const teams: Team[] = [];
  const players: RosterPlayer[] = [];
  const teamLine = new Map<string, number>();
  const memberOf = new Map<number, number>();
  const published = publishedStandings(decoded.text);
  for (const record of records) {
    const key = normalizeName(record.name);
    if (teamLine.has(key)) {
      problems.push(teamLeagueProblem('TRF_TEAM_TWICE', file, record.line, { team: record.name, first: teamLine.get(key) ?? 0 }));
      continue;
    }
    teamLine.set(key, record.line);
    const standing = published.get(key);
    const team: Team = { index: teams.length, name: record.name, club: record.name, clubOrder: 0, players: [], line: record.line, ...(standing ? { published: standing } : {}) };
    teams.push(team);
    for (const no of record.members) {
      const p = byNumber.get(no);
      if (!p) continue; // the TRF reader has said so (TRF_UNKNOWN_TEAM_MEMBER)
      if (memberOf.has(no)) {
        problems.push(teamLeagueProblem('TRF_MEMBER_TWICE', file, record.line, { startNo: no, name: p.name, team: teams[memberOf.get(no)!]!.name, first: teams[memberOf.get(no)!]!.line }));
        continue;
      }
      memberOf.set(no, team.index);
      const k = team.players.length;
      const birthYear = p.birth && /^\d{4}/.test(p.birth) && Number(p.birth.slice(0, 4)) > 0 ? Number(p.birth.slice(0, 4)) : null;
      const player: RosterPlayer = {
        id: players.length,
        team: team.index,
        club: team.club,
        board: k < boards ? k + 1 : null,
        reserveIndex: k < boards ? null : k - boards,
        name: p.name,
        person: `${normalizeName(p.name)}|${birthYear ?? ''}`,
        sex: p.sex,
        birth: p.birth,
        birthYear,
        rating: p.rating,
        fideRated: p.fideId !== null || p.rating !== null,
        fideId: p.fideId,
        added: null,
        line: lineOfPlayer.get(no) ?? record.line,
      };
      players.push(player);
      team.players.push(player.id);
    }
  }
  problems.push(teamLeagueProblem('TEAMS_FROM_TRF', file, records[0]!.line, { file, teams: teams.length, players: players.length, record: trf.teams.length > 0 ? '013' : '310' }));
  return { teams, players, problems };
}
