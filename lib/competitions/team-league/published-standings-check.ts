import type { Problem } from '@/lib/problem';
import type { TeamLeagueResult } from './compute-team-league';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';

/** How many teams a note names before "and N more". */
const LISTED = 8;

/**
 * Issue 40: what the preview says of a pairing program's own final table (TRF-2026 `310` records)
 * beside ours — the teams whose match or game points we compute otherwise (a bye or a forfeit read
 * differently: the order would rest on other points), and, when the ranking uses `publishedOrder`,
 * whether the file publishes a rank at all and which tie-breaks (`202`) that order stands for. Pure.
 */
export function publishedStandingsCheck(result: TeamLeagueResult, file: string, declaredTiebreaks: readonly string[], declaredApplied = false): Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] {
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const withRecord = result.teams.filter((t) => t.published !== undefined);
  const rows = new Map(result.swiss.rows.map((r) => [r.team, r]));
  const differ = withRecord.filter((t) => {
    const row = rows.get(t.index);
    return row !== undefined && (row.matchPoints !== t.published!.matchPoints || row.gamePoints !== t.published!.gamePoints);
  });
  if (differ.length > 0) {
    problems.push(
      teamLeagueProblem('TRF_PUBLISHED_DIFFERS', file, differ[0]!.published!.line, {
        count: differ.length,
        teams: differ.slice(0, LISTED).map((t) => t.name).join(', '),
        more: Math.max(0, differ.length - LISTED),
      }),
    );
  }
  // the file's declared tie-breaks in place of its missing order (declared-tiebreaks.ts)
  if (declaredApplied) problems.push(teamLeagueProblem('TRF_NO_PUBLISHED_ORDER', file, 0, { file, tiebreaks: declaredTiebreaks.join(', ') }));
  if (result.swiss.chain.includes('publishedOrder')) {
    if (withRecord.length === 0) problems.push(teamLeagueProblem('TRF_NO_PUBLISHED_ORDER', file, 0, { file }));
    else problems.push(teamLeagueProblem('TRF_PUBLISHED_ORDER', file, withRecord[0]!.published!.line, { teams: withRecord.length, tiebreaks: declaredTiebreaks.join(', ') }));
  }
  return problems;
}
