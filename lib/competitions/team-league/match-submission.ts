import { normalizeName } from '@/lib/identity/normalize-name';
import { detectDelimiter, parseCsv } from '@/lib/import/csv';
import { decodeText } from '@/lib/import/decode';
import type { HalfPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from './compute-team-league';
import type { LineupViolation } from './lineup-violation';
import { BOARDS_COLUMNS } from './read-boards-csv';
import type { BoardResult } from './team-league-model';

/**
 * One match as a captain reports it (issue 10, "a captain's account that can submit the result of
 * their own team's match"): board by board, from the home side, or a forfeited match.
 */
export interface MatchSubmission {
  round: number;
  home: string;
  away: string;
  /** A forfeited match: who did not come (no boards then). */
  forfeit: 'home' | 'away' | 'both' | null;
  boards: { board: number; homePlayer: string | null; awayPlayer: string | null; result: BoardResult }[];
}

const RESULT_TEXT: Record<BoardResult, string> = { '1-0': '1-0', '0-1': '0-1', '=': '1/2-1/2', '+/-': '+/-', '-/+': '-/+', '-/-': '-/-' };

/** A CSV cell: quoted when it holds the delimiter, a quote or a line break. */
function cell(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The board-results CSV with the submitted match in it: the rows of the same match (the round and
 * the two teams, either way round) are replaced, every other line stays as it was, byte for byte,
 * and the match's rows go at the end. With no file yet, a new one with the header. Pure.
 */
export function writeMatchToBoardsCsv(bytes: Uint8Array | null, sub: MatchSubmission): Uint8Array {
  // the match's rows as values in BOARDS_COLUMNS order
  const values: string[][] =
    sub.forfeit !== null
      ? [[String(sub.round), sub.home, sub.away, '0', '', '', sub.forfeit === 'away' ? '+/-' : sub.forfeit === 'home' ? '-/+' : '-/-']]
      : [...sub.boards].sort((a, b) => a.board - b.board).map((b) => [String(sub.round), sub.home, sub.away, String(b.board), b.homePlayer ?? '', b.awayPlayer ?? '', RESULT_TEXT[b.result]]);
  const format = (order: readonly string[], delimiter: string) =>
    values.map((v) => order.map((name) => { const i = (BOARDS_COLUMNS as readonly string[]).indexOf(name); return i < 0 ? '' : cell(v[i]!, delimiter); }).join(delimiter));
  const fresh = (delimiter: string, eol: string) => new TextEncoder().encode(`${[BOARDS_COLUMNS.join(delimiter), ...format(BOARDS_COLUMNS, delimiter)].join(eol)}${eol}`);
  const decoded = bytes === null ? null : decodeText(bytes);
  if (decoded === null || !decoded.ok) return fresh(',', '\n');
  const text = decoded.text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const [header, ...records] = parseCsv(text, delimiter).records;
  if (!header) return fresh(delimiter, eol);
  // the file's own column order: the rows are written in it (columns it adds left empty)
  const order = header.cells.map((c) => c.trim().toLowerCase().replace(/^\uFEFF/, ''));
  const col = new Map(order.map((c, i) => [c, i] as const));
  const get = (cells: string[], name: string) => (cells[col.get(name) ?? -1] ?? '').trim();
  const pair = new Set([normalizeName(sub.home), normalizeName(sub.away)]);
  const drop = new Set<number>();
  for (const r of records) {
    const teams = new Set([normalizeName(get(r.cells, 'home')), normalizeName(get(r.cells, 'away'))]);
    if (get(r.cells, 'round') === String(sub.round) && teams.size === 2 && [...teams].every((t) => pair.has(t))) drop.add(r.line);
  }
  const kept = text.split(/\r\n|\n|\r/).filter((_, i) => !drop.has(i + 1));
  while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  return new TextEncoder().encode(`${[...kept, ...format(order, delimiter)].join(eol)}${eol}`);
}

/** One team's line in the Swiss table before and after a change. */
export interface SwissChange {
  team: string;
  rankBefore: number | null;
  rankAfter: number;
  gamePointsBefore: HalfPoints;
  gamePointsAfter: HalfPoints;
  matchPointsBefore: number;
  matchPointsAfter: number;
}

/** The Swiss table after the change, with each team's line before it (rows in the new order). */
export function swissChange(before: TeamLeagueResult | null, after: TeamLeagueResult): SwissChange[] {
  return after.swiss.rows.map((row) => {
    const old = before?.swiss.rows.find((r) => r.name === row.name);
    return {
      team: row.name,
      rankBefore: old?.rank ?? null,
      rankAfter: row.rank,
      gamePointsBefore: old?.gamePoints ?? 0,
      gamePointsAfter: row.gamePoints,
      matchPointsBefore: old?.matchPoints ?? 0,
      matchPointsAfter: row.matchPoints,
    };
  });
}

/** The line-up violations the submitted match shows (its round, its two teams). */
export function matchViolations(result: TeamLeagueResult, sub: Pick<MatchSubmission, 'round' | 'home' | 'away'>): LineupViolation[] {
  const teams = new Set([sub.home, sub.away].map(normalizeName));
  return result.violations.filter((v) => v.round === sub.round && teams.has(normalizeName(result.teams[v.team]!.name)));
}
