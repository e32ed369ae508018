import { formatScoreText } from '@/lib/fraction';
import type { Standings } from '@/lib/series/standings';
import { toCsv } from './csv';
import { resultCell, textCell } from '@/lib/series/result-cell';

/** The individual table as CSV: one column per tournament, dropped results in parentheses. */
export function standingsCsv(s: Standings): string {
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const head = ['rank', 'name', 'cr_id', 'club', 'total', 'regular', 'final', ...regular.map((t) => t.id), ...(final ? [final.id] : [])];
  const rows = s.individual.map((e) => [
    e.rankLabel,
    e.name,
    e.crId,
    e.club,
    formatScoreText(e.total, s.unit),
    formatScoreText(e.regular, s.unit),
    formatScoreText(e.final, s.unit),
    ...[...regular, ...(final ? [final] : [])].map((t) => {
      const c = resultCell(e, t.id);
      // a spreadsheet cell stays empty for an absence
      return c.kind === 'absent' || c.kind === 'absent-dropped' ? '' : textCell(c, s.unit);
    }),
  ]);
  return toCsv([head, ...rows]);
}
