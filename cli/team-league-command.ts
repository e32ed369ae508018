import { describeInEnglish } from '@/lib/problem';
import { formatPoints } from '@/lib/half-points';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { loadTeamLeague } from '@/lib/competitions/team-league/load-team-league';
import { teamLeagueToJson } from '@/lib/competitions/team-league/team-league-json';
import { formatCriterionValue } from '@/lib/competitions/team-league/criteria/format-criterion-value';
import { tiebreakEditionOf, type TeamRankingCriterion } from '@/lib/competitions/team-league/team-league-rules';
import { editionSentence, rankingOrderSentence } from '@/lib/i18n/team-ranking-words';

export const TEAM_LEAGUE_USAGE = `Usage:
  gp team-league <folder> [--json]
  A team league (seed 001): the folder holds team-league.json {"name", "preset":
  "mazovia-seniors-2007", "teams": "teams.csv", "boards": "boards.csv"}. Prints the Swiss table,
  the knock-out for places, the final ranking, the board rankings, line-up violations and fees.
`;

export interface TeamLeagueCommandIo {
  out(s: string): void;
  err(s: string): void;
}

/**
 * `gp team-league` (competitions.md §6). `readFile` reads a file of the named folder by its path
 * (`folder/name`), null when it does not exist. Exit codes: 0 done; 1 the folder's files cannot be
 * read or are invalid ("file line N: message" on stderr); 2 bad usage.
 */
export function teamLeagueCommand(args: string[], io: TeamLeagueCommandIo, readFile: (path: string) => Uint8Array | null): number {
  const json = args.includes('--json');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--json');
  const positional = args.filter((a) => !a.startsWith('--'));
  if (unknown.length > 0 || positional.length !== 1) {
    io.err(`gp team-league: ${unknown.length > 0 ? `unknown option ${unknown.join(', ')}` : 'expected one league folder'}\n${TEAM_LEAGUE_USAGE}`);
    return 2;
  }
  const folder = positional[0]!.replace(/[\\/]+$/, '');
  const loaded = loadTeamLeague((name) => readFile(`${folder}/${name}`));
  for (const w of loaded.warnings) io.err(`${folder}/${describeInEnglish(w)} (warning)\n`);
  if (!loaded.ok) {
    for (const e of loaded.errors) io.err(`${folder}/${describeInEnglish(e)}\n`);
    return 1;
  }
  io.out(json ? JSON.stringify(teamLeagueToJson(loaded.result), null, 2) + '\n' : formatTeamLeagueText(loaded.result));
  return 0;
}

/** Readable tables for a terminal. */
export function formatTeamLeagueText(r: TeamLeagueResult): string {
  const name = (t: number) => r.teams[t]!.name;
  const out: string[] = [r.name, ''];
  const chain = r.swiss.chain;
  out.push(`${r.rules.knockout === null ? 'TABLE' : 'SWISS PHASE'} (${r.swiss.roundsPlayed} of ${r.rules.swissRounds} rounds${r.swiss.complete ? ', complete' : ''})`);
  // competitions.md §6: the order the event uses, in both languages
  out.push(rankingOrderSentence(chain, 'en'), rankingOrderSentence(chain, 'pl'));
  const edition = editionSentence(chain, tiebreakEditionOf(r.rules), 'en');
  if (edition) out.push(edition);
  out.push('');
  const heading: Record<TeamRankingCriterion, string> = { matchPoints: 'MP', gamePoints: 'GP', directEncounter: 'DE', sonnebornBergerGG: 'EGGSB', buchholzMP: 'BH:MP', sonnebornBergerReal: 'SB', berlinerWertung: 'BW', buchholzCut1: 'BH/C1', buchholz: 'BH', progressive: 'PS', boardPoints: 'Boards' };
  out.push(
    ...table(
      ['Rank', 'Team', ...chain.map((c) => heading[c]), 'Note'],
      r.swiss.rows.map((row) => [
        String(row.rank),
        row.name,
        ...chain.map((c) => (c === 'directEncounter' ? (row.directEncounter === null ? '' : String(row.directEncounter)) : formatCriterionValue(c, row.values[c], 'en', ' '))),
        row.removedInRound !== null ? `removed after round ${row.removedInRound}` : row.lot === 'pending' ? 'lot' : row.lot === 'drawn' ? 'by lot' : '',
      ]),
      new Set(chain.flatMap((c, i) => (c === 'boardPoints' ? [] : [i + 2]))),
    ),
  );
  if (r.knockout.groups.length > 0) {
    out.push('', 'KNOCK-OUT FOR PLACES');
    for (const g of r.knockout.groups) {
      out.push(`Places ${g.places[0]}–${g.places[1]}`);
      for (const matches of g.rounds) {
        for (const m of matches) {
          const a = m.first ? `${name(m.first.team)} (${m.first.seed})` : '?';
          const b = m.status === 'bye' ? 'bye' : m.second ? `${name(m.second.team)} (${m.second.seed})` : '?';
          const score = m.gamePoints ? ` ${formatPoints(m.gamePoints[0])}:${formatPoints(m.gamePoints[1])}` : '';
          const po = m.playoff ? ` play-off ${formatPoints(m.playoff[0])}:${formatPoints(m.playoff[1])}` : '';
          const how = m.decidedBy === 'higher-swiss-place' ? ' (higher Swiss place)' : m.decidedBy === 'forfeit' ? ' (forfeit)' : '';
          const state = m.status === 'decided' || m.status === 'bye' ? '' : ` [${m.status}]`;
          out.push(`  round ${m.round}, places ${m.places[0]}–${m.places[1]}: ${a} – ${b}${score}${po}${how}${state}`);
        }
      }
    }
  }
  out.push('', 'FINAL RANKING');
  out.push(...(r.ranking.length === 0 ? ['(no place decided yet)'] : table(['Place', 'Team'], r.ranking.map((p) => [String(p.place), name(p.team)]), new Set([0]))));
  out.push('', 'BOARD RANKINGS');
  out.push(
    ...table(
      ['Board', 'Rank', 'Name', 'Team', 'Points', 'Games'],
      r.boards.map((b) => [String(b.board), String(b.rank), b.name, name(b.team), formatPoints(b.points), String(b.games)]),
      new Set([0, 1, 4, 5]),
    ),
  );
  if (r.violations.length > 0) out.push('', 'LINE-UP VIOLATIONS', ...r.violations.map((v) => `- ${v.file} line ${v.line}: ${v.explanation.en}`));
  out.push('', 'FEES (zł)');
  out.push(
    ...table(
      ['Club', 'Teams', 'Total', 'Deposit'],
      r.fees.map((f) => [f.club, String(f.teams.length), (f.total / 100).toFixed(2), (f.deposit / 100).toFixed(2)]),
      new Set([1, 2, 3]),
    ),
  );
  return out.join('\n') + '\n';
}

function table(head: string[], rows: string[][], rightAligned: Set<number>): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) => r.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}
