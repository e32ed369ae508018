import { formatScore } from '@/lib/fraction';
import { decimalSeparator, formatDate, messages, type Lang } from '@/lib/i18n/messages';
import type { IndividualEntry, ScoredTournament, Standings } from '@/lib/series/standings';
import { escapeHtml } from './html';
import { resultCell } from '@/lib/series/result-cell';

/**
 * The individual table's rows as an HTML string. A season table has thousands of cells; built as a
 * string (every text escaped here) and memoized per season revision, the page renders in a few
 * milliseconds instead of reconciling thousands of React elements on every request.
 * Each cell's class says dropped (d), not counted (x) or absent (a); the page's legend explains.
 */
export function renderStandingsGrid(s: Standings, lang: Lang, playerHref: (key: string) => string): { head: string; body: string } {
  const m = messages(lang);
  const sep = decimalSeparator(lang);
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns: ScoredTournament[] = final ? [...regular, final] : regular;
  const th = (label: string, sort: 'number' | 'text', title?: string) =>
    `<th scope="col" data-sortable="${sort}"${title ? ` title="${escapeHtml(title)}"` : ''}><button type="button">${escapeHtml(label)}</button></th>`;
  const head =
    '<tr>' +
    th(m.rank, 'number') +
    th(m.player, 'text') +
    th(m.club, 'text') +
    th(m.total, 'number') +
    th(m.regular, 'number') +
    th(m.final, 'number') +
    columns.map((t, i) => th(t.final ? m.finalShort : String(i + 1), 'number', `${t.name} — ${formatDate(lang, t.date)}`)).join('') +
    '</tr>';
  const parts: string[] = [];
  for (const e of s.individual) {
    parts.push(
      `<tr${e.categories.length ? ` data-categories="${escapeHtml(e.categories.join(' '))}"` : ''}><td>${escapeHtml(e.rankLabel)}</td><th scope="row"><a href="${escapeHtml(playerHref(e.key))}">${escapeHtml(e.name)}</a></th><td>${escapeHtml(e.club ?? '')}</td><td>${formatScore(e.total, s.unit, sep)}</td><td>${formatScore(e.regular, s.unit, sep)}</td><td>${formatScore(e.final, s.unit, sep)}</td>`,
    );
    for (const t of columns) parts.push(cell(e, t, sep, s.unit));
    parts.push('</tr>');
  }
  return { head, body: parts.join('') };
}

function cell(e: IndividualEntry, t: ScoredTournament, sep: ',' | '.', unit: number): string {
  const c = resultCell(e, t.id);
  switch (c.kind) {
    // absent: an empty cell (the legend says so); most cells of a big season are absences
    case 'absent':
      return '<td></td>';
    case 'absent-dropped':
      return '<td class="d">0</td>';
    case 'not-counted':
      return `<td class="x">${formatScore(c.points, unit, sep)}*</td>`;
    case 'dropped':
      return `<td class="d">${formatScore(c.points, unit, sep)}</td>`;
    case 'counted':
      return `<td>${formatScore(c.points, unit, sep)}</td>`;
  }
}
