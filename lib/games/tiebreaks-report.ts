import type { Loaded, Problem } from '@/lib/problem';
import { formatPoints, toPoints } from '@/lib/half-points';
import { describe } from '@/lib/i18n/t';
import { applyExclusion, DEFAULT_EXCLUSION_MIN_GAMES } from './apply-exclusion';
import type { Edition } from './editions';
import type { GamesModel } from './games-model';
import { rankByChain } from './rank-by-chain';
import type { ByeBeforeForfeitLoss } from './tiebreaks/tiebreak-context';
import { tiebreakDecimal, TIEBREAKS, type TiebreakCode } from './tiebreaks/tiebreak-registry';

interface TiebreaksReportParams {
  model: GamesModel;
  edition: Edition;
  tiebreaks: readonly TiebreakCode[];
  /** Start numbers to exclude with the §4 consequence (annul or forfeit the rest). */
  exclude?: readonly number[];
  exclusionMinGames?: number;
  byeBeforeForfeitLoss?: ByeBeforeForfeitLoss;
}

/** One row of the `gp tiebreaks --json` contract (competitions.md §6). */
export interface TiebreaksReportRow {
  startNo: number;
  name: string;
  points: number;
  rank: number;
  tiebreaks: Record<string, number>;
  excluded?: true;
}

type TiebreaksReport = Loaded<{ edition: Edition; tiebreaks: TiebreakCode[]; rows: TiebreaksReportRow[]; annulled: number[]; forfeited: number[] }, Problem<'UNKNOWN_START_NUMBER'>>;

/**
 * The standings with tie-breaks as the §6 contract prints them: ordered by rank, values as
 * decimals (Sonneborn-Berger may be a quarter), annulled players left out, forfeited ones
 * flagged `"excluded": true`.
 */
export function tiebreaksReport(params: TiebreaksReportParams): TiebreaksReport {
  let model = params.model;
  let annulled: number[] = [];
  let forfeited: number[] = [];
  if (params.exclude && params.exclude.length > 0) {
    const excluded = applyExclusion(model, params.exclude, params.exclusionMinGames ?? DEFAULT_EXCLUSION_MIN_GAMES);
    if (!excluded.ok) return { ok: false, errors: excluded.errors, warnings: [] };
    ({ model, annulled, forfeited } = excluded);
  }
  const options = params.byeBeforeForfeitLoss ? { byeBeforeForfeitLoss: params.byeBeforeForfeitLoss } : {};
  const rows = rankByChain(model, params.tiebreaks, params.edition, options).map((r) => {
    const row: TiebreaksReportRow = {
      startNo: r.startNumber,
      name: r.name,
      points: toPoints(r.points),
      rank: r.rank,
      tiebreaks: Object.fromEntries(params.tiebreaks.map((code) => [code, tiebreakDecimal(code, r.values[code]!)])),
    };
    if (r.excluded) row.excluded = true;
    return row;
  });
  return { ok: true, edition: params.edition, tiebreaks: [...params.tiebreaks], rows, annulled, forfeited, warnings: [] };
}

/** A readable table of the same report, for the terminal. */
export function formatTiebreaksText(report: Extract<TiebreaksReport, { ok: true }>, title: string | null): string {
  const header = ['Rank', 'No', 'Name', 'Pts', ...report.tiebreaks];
  const body = report.rows.map((r) => [
    String(r.rank),
    String(r.startNo),
    r.excluded ? `${r.name} (excluded)` : r.name,
    formatPoints(r.points * 2),
    ...report.tiebreaks.map((code) => String(r.tiebreaks[code]!)), // 30.5, 21.25, 28
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const numeric = (i: number) => i !== 2;
  const line = (cells: string[]) => cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  const out = [
    ...(title ? [title] : []),
    `Tie-breaks: ${report.tiebreaks.map((c) => `${c} (${TIEBREAKS[c].name})`).join(', ')}; unplayed rounds by ${report.edition}`,
    '',
    line(header),
    ...body.map(line),
  ];
  const notes: string[] = [];
  if (report.annulled.length > 0) notes.push(describe('en', { code: 'TIEBREAKS_ANNULLED', params: { names: report.annulled.join(', ') } }));
  if (report.forfeited.length > 0) notes.push(describe('en', { code: 'TIEBREAKS_FORFEITED', params: { names: report.forfeited.join(', ') } }));
  if (notes.length > 0) out.push('', ...notes);
  return out.join('\n') + '\n';
}
