import { textTable } from '@/lib/render/text-table';
import { formatScoreText } from '@/lib/fraction';
import type { Standings } from '@/lib/series/standings';
import { warningsInEnglish } from '@/lib/series/standings-json';
import { resultCell, textCell } from '@/lib/series/result-cell';

/** Readable tables for a terminal: individual, teams, prizes. */
export function formatStandingsText(s: Standings, title: string, before: readonly string[] = []): string {
  const warnings = [...before, ...warningsInEnglish(s)];
  const out: string[] = [];
  out.push(title, `Tournaments counted: ${s.tournamentsCounted}   drops: ${s.drops}`, '');
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  out.push('INDIVIDUAL');
  const head = ['Rank', 'Name', 'Club', 'Total', 'Regular', 'Final', ...regular.map((t) => t.id), ...(final ? [final.id] : [])];
  const rows = s.individual.map((e) => {
    const points = (units: number) => formatScoreText(units, s.unit);
    const cells = regular.map((t) => textCell(resultCell(e, t.id), s.unit));
    const f = final ? resultCell(e, final.id) : undefined;
    return [
      e.rankLabel,
      e.name,
      e.club ?? '',
      points(e.total),
      points(e.regular),
      points(e.final),
      ...cells,
      ...(f ? [f.kind === 'counted' ? `${points(f.points)} (${f.place}.)` : textCell(f, s.unit)] : []),
    ];
  });
  out.push(...textTable(head, rows, (i) => i >= 3 && i <= 5, { rule: true }));
  out.push('', '(n) dropped result   xn not eligible (not counted)   - absent', '');
  out.push('TEAMS');
  out.push(
    ...textTable(
      ['Rank', 'Club', 'Total', 'Regular', 'Final', 'Cup'],
      s.teams.map((t) => [t.rankLabel, t.club, formatScoreText(t.total, s.unit), formatScoreText(t.regular, s.unit), formatScoreText(t.final, s.unit), t.cup ? `cup ${t.cup}` : '']),
      (i) => i >= 2 && i <= 4,
      { rule: true },
    ),
  );
  out.push('', 'PRIZES');
  out.push(
    ...textTable(
      ['Prize', 'Name', 'CR id', 'Amount (zł)'],
      s.prizes.map((p) => [p.prize === 'place' ? `place ${p.placeLabel}` : p.prize, p.name, p.crId ?? '', (p.amountGrosze / 100).toFixed(2)]),
      (i) => i === 3,
      { rule: true },
    ),
  );
  if (warnings.length > 0) out.push('', 'WARNINGS', ...warnings.map((w) => `- ${w}`));
  return out.join('\n') + '\n';
}

