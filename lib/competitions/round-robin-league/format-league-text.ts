import { textTable } from '@/lib/render/text-table';
import { TIEBREAKS, tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatPoints } from '@/lib/half-points';
import type { LeagueResult } from './compute-league';
import type { LeagueSeason } from './load-round-robin-league';

/** The season for a terminal: per league the standings, the cross-table, flags and postponed games. */
export function formatLeagueSeasonText(season: LeagueSeason): string {
  const out: string[] = [season.name];
  if (season.asOf) out.push(`As of ${season.asOf}; reserve days left: ${season.reserveDaysLeft.map((d) => d.date).join(', ') || 'none'}`);
  for (const league of season.leagues) out.push('', ...leagueText(league));
  return out.join('\n') + '\n';
}

function leagueText(league: LeagueResult): string[] {
  const days = league.schedule !== null ? `${league.schedule.label.en}, ${league.schedule.timeControl}` : league.calendar === 'trf-dates' ? 'no game days: round dates from the TRF' : 'no game days and no round dates: no calendar';
  const out = [`${league.name} (${league.id}) — ${days}`];
  out.push(`Order: points, ${league.chain.map((c) => `${c} (${TIEBREAKS[c].name})`).join(', ')}; unplayed rounds by ${league.edition}`, '');
  const head = ['Place', 'No', 'Name', 'Pts', ...league.chain];
  const body = league.standings.map((r) => [String(r.place), String(r.startNumber), r.excluded ? `${r.name} (excluded)` : r.name, formatPoints(r.points), ...league.chain.map((c) => String(tiebreakDecimal(c, r.values[c]!)))]);
  out.push(...textTable(head, body, (i) => i !== 2));
  out.push('', 'Cross-table (row player’s result; ½ draw, + − forfeits, P postponed, x annulled):');
  const cross = league.crossTable.map((row) => [
    String(row.startNumber),
    row.exclusion === 'annulled' ? `${row.name} (annulled)` : row.name,
    ...row.cells.map((c) => (c.kind === 'self' ? '■' : c.kind === 'postponed' ? 'P' : c.code === null ? '.' : (c.kind === 'annulled' ? 'x' : '') + cellText(c.code))),
    row.points === null ? '-' : formatPoints(row.points),
    row.place === null ? '-' : String(row.place),
  ]);
  out.push(...textTable(['No', 'Name', ...league.crossTable.map((r) => String(r.startNumber)), 'Pts', 'Place'], cross, (i) => i !== 1));
  const flagged = league.flags.filter((f) => f.due.length > 0 || f.confirmed);
  if (flagged.length > 0) {
    out.push('', 'Exclusions:');
    for (const f of flagged) {
      const state = f.confirmed ? `confirmed, games ${f.consequence}` : 'due — awaiting the arbiter';
      out.push(`  ${f.startNumber}: ${f.unplayedPostponed.length} unplayed postponed, ${f.absencesWithoutWarning.length} absences without warning; ${f.due.join(' and ') || 'no rule triggers'}; ${state}`);
    }
  }
  if (league.postponed.length > 0) {
    out.push('', 'Postponed games still to play:');
    for (const p of league.postponed) {
      out.push(`  round ${p.round}: ${p.white}–${p.black} (asked by ${p.postponedBy.join(', ')}; was ${p.scheduled.date})${p.newDate ? `, new date ${p.newDate}` : ''}; ${p.reserveDaysLeft.length} reserve days left`);
    }
  }
  return out;
}

function cellText(code: string): string {
  return ({ '1': '1', '0': '0', '=': '½', '+': '+', '-': '−', W: '1', L: '0', D: '½' } as Record<string, string>)[code] ?? code;
}

