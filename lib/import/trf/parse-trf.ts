import type { Problem, Loaded } from '@/lib/problem';
import { decodeText } from '@/lib/import/decode';
import { checkPairings, type PlayerAtLine } from './check-pairings';
import { readPlayerLine } from './read-player-line';
import { readTrfInfo } from './read-trf-info';
import { field } from './trf-columns';
import { trfProblem, type TrfProblemCode } from './trf-problems';
import type { TrfNationalRating, TrfRecord, TrfTeam, TrfTournament } from './trf-tournament';

export type ParseTrfResult = Loaded<{ tournament: TrfTournament }, Problem<TrfProblemCode, 'severity' | 'line'>>;

/** Records TRF16 does not have: their presence makes a file TRF26 (C.04 Annex 2, 2025 edition). */
const TRF26_TAGS = new Set(['###', '142', '152', '162', '172', '182', '192', '202', '212', '222', '240', '250', '260', '299', '300', '310', '320', '330', '352', '362']);

/**
 * Reads a TRF16 or TRF26 file (trf.md). Never throws: any byte sequence gives either the tournament
 * (with warnings) or line-numbered errors. Text is UTF-8 (BOM stripped) or, failing that,
 * Windows-1250; lines may end in CR, CRLF or LF.
 */
export function parseTrf(bytes: Uint8Array): ParseTrfResult {
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    const code = decoded.errors[0]!.code === 'EMPTY_FILE' ? 'TRF_EMPTY_FILE' : 'TRF_NOT_TEXT';
    return { ok: false, errors: [trfProblem(code, 0)], warnings: [] };
  }
  return parseTrfText(decoded.text);
}

/** The same, from text already decoded. */
export function parseTrfText(text: string): ParseTrfResult {
  const problems: Problem<TrfProblemCode, 'severity' | 'line'>[] = [];
  const records: TrfRecord[] = [];
  const teams: { team: TrfTeam; line: number }[] = [];
  const nationalRatings: TrfNationalRating[] = [];
  const entries: PlayerAtLine[] = [];
  const seen = new Map<number, number>();

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trimEnd();
    if (line === '') return;
    const tag = line.slice(0, 3);
    if (tag === '001') {
      const { player, problems: found } = readPlayerLine(line, lineNo);
      problems.push(...found);
      if (!player) return;
      const earlier = seen.get(player.startNumber);
      if (earlier !== undefined) {
        problems.push(
          trfProblem('TRF_DUPLICATE_START_NUMBER', lineNo, { startNo: player.startNumber, first: earlier }, { column: 5 }),
        );
        return;
      }
      seen.set(player.startNumber, lineNo);
      entries.push({ player, line: lineNo });
    } else if (tag === '013') {
      teams.push({ team: readTeamLine(line), line: lineNo });
    } else if (/^[A-Z]{3}$/.test(tag) && !tag.startsWith('XX')) {
      nationalRatings.push(readNationalRatingLine(line));
    } else {
      const rest = line.slice(3);
      records.push({ tag, value: rest.startsWith(' ') ? rest.slice(1) : rest });
    }
  });

  const info = readTrfInfo(records);
  const longest = Math.max(0, ...entries.map((e) => e.player.rounds.length));
  const roundCount = Math.max(longest, info.declaredRounds ?? 0);
  for (const { player } of entries) {
    while (player.rounds.length < roundCount) player.rounds.push({ opponent: null, colour: null, result: ' ' });
  }

  if (entries.length === 0) {
    problems.push(trfProblem('TRF_NO_PLAYERS', 0));
  }
  if (info.declaredRounds !== null && info.declaredRounds < longest) {
    const at = lineOfRecord(text, ['XXR', '142']);
    problems.push(trfProblem('TRF_ROUND_COUNT', at, { declared: info.declaredRounds, rounds: longest }));
  }
  if (info.declaredPlayers !== null && entries.length > 0 && info.declaredPlayers !== entries.length) {
    problems.push(trfProblem('TRF_PLAYER_COUNT', lineOfRecord(text, ['062']), { declared: info.declaredPlayers, count: entries.length }));
  }
  const startText = records.find((r) => r.tag === '042')?.value.trim();
  if (startText && info.startDate === null) {
    problems.push(trfProblem('TRF_BAD_HEADER', lineOfRecord(text, ['042']), { value: startText }));
  }
  for (const { team, line } of teams) {
    for (const member of team.members) {
      if (!seen.has(member)) {
        problems.push(trfProblem('TRF_UNKNOWN_TEAM_MEMBER', line, { team: team.name, startNo: member }));
      }
    }
  }
  problems.push(...checkPairings(entries, roundCount, records.some((r) => r.tag === '162')));

  const errors = problems.filter((p) => p.severity === 'error').sort(byLine);
  const warnings = problems.filter((p) => p.severity === 'warning').sort(byLine);
  if (errors.length > 0) return { ok: false, errors, warnings };

  const tournament: TrfTournament = {
    format: records.some((r) => TRF26_TAGS.has(r.tag)) || nationalRatings.length > 0 ? 'TRF26' : 'TRF16',
    roundCount,
    records,
    players: entries.map((e) => e.player),
    teams: teams.map((t) => t.team),
    nationalRatings,
    info,
  };
  return { ok: true, tournament, warnings };
}

/** `013`: team name at 5–36, members' start numbers at 37–40, 42–45, … */
function readTeamLine(line: string): TrfTeam {
  const members: number[] = [];
  for (let col = 37; col <= line.length; col += 5) {
    const text = field(line, col, col + 3).trim();
    if (/^\d+$/.test(text) && Number(text) > 0) members.push(Number(text));
  }
  return { name: field(line, 5, 36).trim(), members };
}

/** TRF26 national rating record: `001` layout, national rating at 49–52, national id at 58–68. */
function readNationalRatingLine(line: string): TrfNationalRating {
  const start = field(line, 5, 8).trim();
  const rating = field(line, 49, 52).trim();
  const id = field(line, 58, 68).trim();
  return {
    federation: line.slice(0, 3),
    startNumber: /^\d+$/.test(start) && Number(start) > 0 ? Number(start) : null,
    rating: /^\d+$/.test(rating) && Number(rating) > 0 ? Number(rating) : null,
    nationalId: /^\d+$/.test(id) && !/^0+$/.test(id) ? id : null,
    text: line,
  };
}

function lineOfRecord(text: string, tags: string[]): number {
  const lines = text.split(/\r\n|\r|\n/);
  const i = lines.findIndex((l) => tags.includes(l.slice(0, 3)));
  return i + 1;
}

function byLine(a: Problem<TrfProblemCode, 'severity' | 'line'>, b: Problem<TrfProblemCode, 'severity' | 'line'>): number {
  return a.line - b.line || (a.column ?? 0) - (b.column ?? 0);
}
