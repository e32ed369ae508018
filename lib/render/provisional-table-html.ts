import { formatScore } from '@/lib/fraction';
import { type InProgressItem, IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { decimalSeparator, type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { Standings } from '@/lib/series/standings';
import { escapeHtml } from './html';
import { words } from '@/lib/i18n/words';

interface ProvisionalTableParams {
  lang: Lang;
  /** The official table (the tournaments in progress left out). */
  official: Pick<Standings, 'individual'>;
  /** The table if the tournaments in progress ended now (server/standings.ts getProvisionalStandings). */
  provisional: Pick<Standings, 'individual' | 'unit'>;
  /** The tournaments in progress, by id, in the season's order. */
  inProgress: readonly (InProgressItem & { id: string })[];
  playerHref: (key: string) => string;
}

/**
 * The season page's provisional table (issue 25): "if the tournament ended now", clearly marked
 * as not official — rank, player, club, total, the points of each tournament in progress, and the
 * player's place in the official table. A section of its own above the official table, which it
 * never changes. Every text escaped.
 */
export function provisionalTableHtml(p: ProvisionalTableParams): string {
  const { lang } = p;
  const m = words(lang, MESSAGES);
  const w = words(lang, IN_PROGRESS_WORDS);
  const sep = decimalSeparator(lang);
  const officialRank = new Map(p.official.individual.map((e) => [e.key, e.rankLabel]));
  const ids = p.inProgress.map((t) => t.id);
  const head =
    `<tr><th scope="col">${escapeHtml(m.rank)}</th><th scope="col">${escapeHtml(m.player)}</th><th scope="col" class="hide-narrow">${escapeHtml(m.club)}</th><th scope="col">${escapeHtml(m.total)}</th>` +
    p.inProgress.map((t) => `<th scope="col" title="${escapeHtml(w.inProgress(t))}">${escapeHtml(w.columnTitle(t))}</th>`).join('') +
    `<th scope="col" title="${escapeHtml(w.officialRankTitle)}">${escapeHtml(w.officialRank)}</th></tr>`;
  const rows = p.provisional.individual
    .map((e) => {
      const cells = ids
        .map((id) => {
          const r = e.results.find((x) => x.tournament === id);
          return `<td>${r ? formatScore(r.points, p.provisional.unit, sep) : ''}</td>`;
        })
        .join('');
      const before = officialRank.get(e.key);
      return `<tr><td>${escapeHtml(e.rankLabel)}</td><th scope="row"><a href="${escapeHtml(p.playerHref(e.key))}">${escapeHtml(e.name)}</a></th><td class="hide-narrow">${escapeHtml(e.club ?? '')}</td><td>${formatScore(e.total, p.provisional.unit, sep)}</td>${cells}<td>${escapeHtml(before ?? w.notInOfficial)}</td></tr>`;
    })
    .join('');
  const title = w.provisionalTitle(p.inProgress.length);
  return `<section class="provisional" aria-labelledby="provisional-title" data-testid="provisional"><h3 id="provisional-title"><span class="badge">${escapeHtml(w.badge)}</span> ${escapeHtml(title)}</h3><p data-testid="provisional-explain">${escapeHtml(w.provisionalExplain(p.inProgress))}</p><details open><summary>${escapeHtml(title)} (${p.provisional.individual.length})</summary><div class="table-wrap"><table id="provisional-standings" data-testid="provisional-table"><caption class="visually-hidden">${escapeHtml(title)}</caption><thead>${head}</thead><tbody>${rows}</tbody></table></div></details></section>`;
}
