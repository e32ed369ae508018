import { formatScoreText } from '@/lib/fraction';
import type { Standings } from '@/lib/series/standings';
import { toCsv } from './csv';
import { resultCell, textCell } from '@/lib/series/result-cell';
import { STANDINGS_CSV_WORDS } from '@/lib/i18n/export-words';
import { words } from '@/lib/i18n/words';
import { decimalSeparator } from '@/lib/i18n/messages';

/** The columns every download starts with (README: `rank,name,cr_id,club,total,regular,final,` then the tournaments). */
const FIXED = ['rank', 'name', 'cr_id', 'club', 'total', 'regular', 'final'] as const;
const AFTER = ['dropped', 'final_place', 'played'] as const;
/**
 * The download's style: `en` (the default the spec and scripts read) writes `,` between cells and
 * `.` in numbers; `pl` writes `;`, the decimal comma, which Excel set to Polish opens in columns,
 * and Polish headers (a Polish page's reader opens it; scripts read the default). The words of both:
 * lib/i18n/export-words.ts STANDINGS_CSV_WORDS.
 */
export type StandingsCsvStyle = 'en' | 'pl';

/**
 * The individual table as CSV: one column per tournament, dropped results in parentheses — `(6.5)`,
 * a dropped absence `(-)`, a result that does not count `x6.5`, an absence empty — then, after the
 * tournaments, `dropped` (the ids of the dropped tournaments, space-separated), `final_place` and
 * `played`. A tournament column whose id is a fixed column's name (the Final's id is `final`) is
 * written `<id>_result`, so no header repeats.
 */
export function standingsCsv(s: Standings, style: StandingsCsvStyle = 'en'): string {
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns = final ? [...regular, final] : regular;
  const w = words(style, STANDINGS_CSV_WORDS);
  const header = (k: (typeof FIXED)[number] | (typeof AFTER)[number]) => w.headers[k];
  const fixed = FIXED.map(header);
  const after = AFTER.map(header);
  const taken = new Set<string>([...fixed, ...after]);
  const columnName = (id: string) => (taken.has(id) ? `${id}_result` : id);
  const head = [...fixed, ...columns.map((t) => columnName(t.id)), ...after];
  const number = (text: string) => text.replace('.', decimalSeparator(style));
  const score = (units: number) => number(formatScoreText(units, s.unit));
  const rows = s.individual.map((e) => [
    e.rankLabel,
    e.name,
    e.crId,
    e.club,
    score(e.total),
    score(e.regular),
    score(e.final),
    ...columns.map((t) => {
      const c = resultCell(e, t.id);
      // a spreadsheet cell stays empty for an absence; a dropped absence is marked like a dropped result
      return c.kind === 'absent' ? '' : number(textCell(c, s.unit));
    }),
    e.droppedTournaments.join(' '),
    e.finalPlace,
    e.eventsPlayed,
  ]);
  return toCsv([head, ...rows], w.separator);
}
