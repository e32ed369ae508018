import { decimalSeparator, formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { otherLang } from '@/lib/i18n/lang-path';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import { boundedNotes, type Standings } from '@/lib/series/standings';
import { describeNote } from '@/lib/i18n/t';
import { describeSeasonRules } from '@/lib/i18n/rules-words';
import { PRESET_INFO } from '@/lib/series/rules';
import { escapeHtml } from './html';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { associationTime } from '@/lib/i18n/audit-words';
import { liveMarkerHtml } from './live-marker';
import { renderStandingsGrid } from './standings-grid';
import { playerHref, seasonSections } from './site-links';
import { siteShellHtml } from './site-shell';
import { seasonEmbedSnippet } from './embed/season-embed-snippet';
import { type InProgressItem, IN_PROGRESS_WORDS } from '@/lib/i18n/in-progress-words';
import { provisionalTableHtml } from './provisional-table-html';
import { pageOfTable, sortLink, tableHref } from './table-pages';
import { tablePagerHtml, tableSearchHtml } from './table-pages-html';
import { standingsColumns } from './standings-grid';
import { words } from '@/lib/i18n/words';

/**
 * The public individual standings page, the heaviest and most visited, as one escaped HTML string
 * in the site's one shell (lib/render/site-shell.ts): in React it was 2.8 times the bytes (its
 * inlined payload), 18 times the scripts and 5–9 times the render (issue 39, measured by
 * `npm run bench:season-render`: docs/decisions/season-page-render.md).
 * `updatedAt`: the last upload's ISO time; `preset`: linked on /presets; `revision`: the page then
 * updates itself (public/live-updates.js); `provisional` (issue 25): the table if the tournaments in
 * progress ended now, above the official one, clearly marked.
 */
export function renderSeasonPage(p: {
  lang: Lang; slug: string; seasonName: string; standings: Standings; updatedAt?: string | null; preset?: string; revision?: number;
  provisional?: { standings: Standings; inProgress: readonly (InProgressItem & { id: string })[] } | null;
  /** Issue 40, B6: the calendar's confirmed tournaments not held yet — shown instead of an empty table before the first result. */
  coming?: readonly { date: string; name: string; city: string | null; final: boolean }[];
  /** Issue 42: the table's state from the address (`?q=…&category=…&sort=…&page=N`) and the rows a page; a table longer than a page is cut. */
  table?: { query: string; size: number };
}): string {
  const { lang, slug, standings: s } = p;
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const path = localePath(lang, `/seasons/${slug}`);
  const page = pageOfTable(s.individual, p.table?.query ?? '', {
    size: p.table?.size ?? Infinity,
    text: (e) => `${e.name} ${e.club ?? ''}`,
    columns: standingsColumns(s),
    lang,
    categories: (e) => e.categories,
  });
  const grid = renderStandingsGrid(s, lang, (key) => playerHref(lang, slug, key), page.paged ? { rows: page.rows, sortHref: (column, first) => sortLink(path, page, column, first) } : undefined);
  const nav = seasonSections(lang, slug)
    .map((x) => `<a href="${escapeHtml(x.href)}"${x.key === 'individual' ? ' aria-current="page"' : ''}>${escapeHtml(x.label)}</a>`)
    .join('');
  // a paged table's categories are links: the server keeps the category's players on every page
  const filters = page.paged
    ? [{ id: '', label: m.allPlayers }, ...s.rules.categories.map((c) => ({ id: c.id, label: c.label[lang] }))]
        .map((c) => `<a class="filter" href="${escapeHtml(tableHref(path, page.state, { category: c.id, page: 1 }))}" aria-current="${page.state.category === c.id ? 'true' : 'false'}">${escapeHtml(c.label)}</a>`)
        .join('')
    : [
        `<button type="button" data-filter-table="standings" data-category="" aria-pressed="true">${escapeHtml(m.allPlayers)}</button>`,
        ...s.rules.categories.map((c) => `<button type="button" data-filter-table="standings" data-category="${escapeHtml(c.id)}" aria-pressed="false">${escapeHtml(c.label[lang])}</button>`),
      ].join('');
  const search = page.paged
    ? `${tableSearchHtml({ lang, id: 'standings', path, page, label: m.search, placeholder: m.searchPlaceholder })}<div class="filters no-print">`
    : `<div class="filters no-print"><label class="search">${escapeHtml(m.search)} <input type="search" data-search-table="standings" placeholder="${escapeHtml(m.searchPlaceholder)}" autocomplete="off"></label> `;
  // in the page's language; a name's many rows are one line each and the list stops at MAX_WARNINGS (issue 31)
  const notes = boundedNotes(s.notes);
  const warnings = notes.length
    ? `<details class="no-print"><summary>${escapeHtml(m.warnings)} (${notes.length})</summary><ul>${notes.map((w) => `<li>${escapeHtml(describeNote(lang, w))}</li>`).join('')}</ul></details>`
    : '';
  // not the table of the current data (issue 31): said above the table, not only among the warnings
  const stale = s.stale ? `<p class="notice" role="status" data-testid="standings-stale">${escapeHtml(describeNote(lang, s.stale))}</p>` : '';
  const other = otherLang(lang);
  // issue 25: "if the tournament ended now" above, and the official table marked as the one without it
  const provisionalHtml = p.provisional
    ? `${provisionalTableHtml({ lang, official: s, provisional: p.provisional.standings, inProgress: p.provisional.inProgress, playerHref: (key) => playerHref(lang, slug, key) })}<p class="in-progress-note" data-testid="official-mark"><strong>${escapeHtml(words(lang, IN_PROGRESS_WORDS).officialMark(p.provisional.inProgress))}</strong></p>\n`
    : '';
  const last = [...s.tournaments].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  // the day and the time in the association's time zone (issue 29: "Ostatnia zmiana" with the time)
  const updated = p.updatedAt ? ` ${escapeHtml(m.lastChange)}: <time datetime="${escapeHtml(p.updatedAt)}">${escapeHtml(associationTime(lang, p.updatedAt, 'minutes'))}</time>.` : '';
  const asOf = last ? `<p class="muted" data-testid="last-updated">${escapeHtml(m.standingsAfter(s.tournaments.length, `${last.name}, ${formatDate(lang, last.date)}`))}${updated}</p>` : '';
  // a season that cannot be computed now (s.stale) is not a coming one: its table says why it is empty
  if (s.tournaments.length === 0 && !p.provisional && !s.stale) return comingSeasonPage(p);
  const body = `<h1>${escapeHtml(p.seasonName)}</h1>
<nav class="season" aria-label="${escapeHtml(m.seasons)}">${nav}</nav>
<h2>${escapeHtml(m.individual)}</h2>
${stale}${asOf}
${provisionalHtml}<details class="explain-fold" open><summary class="only-narrow">${escapeHtml(m.rulesSummary)}</summary><p class="explain" data-testid="rules-explained">${describeSeasonRules(s.rules, s.tournamentsCounted, s.drops, lang).map(escapeHtml).join(' ')}${p.preset && PRESET_INFO[p.preset] ? ` <a href="${escapeHtml(localePath(lang, '/presets'))}#${escapeHtml(p.preset)}">${escapeHtml(m.rulesPreset(PRESET_INFO[p.preset]!.title[lang]))}</a>` : ''}</p></details>
<div class="filters" role="group" aria-label="${escapeHtml(m.filterCategory)}"><span class="muted">${escapeHtml(m.filterCategory)}:</span>${filters}</div>
${search}<button type="button" class="secondary" data-print>${escapeHtml(m.printTable)}</button> <button type="button" class="secondary only-narrow" data-all-columns="standings" aria-pressed="false" data-testid="all-columns">${escapeHtml(m.allColumns)}</button></div>
<p class="muted" id="standings-status" role="status" aria-live="polite" data-testid="filter-status" data-note="${escapeHtml(m.categoryRankNote)}" data-none="${escapeHtml(m.noMatches)}" data-overall="${escapeHtml(m.overallRank)}"></p>
<div class="legend" aria-hidden="true" data-testid="standings-legend"><span class="only-narrow columns-note" data-testid="columns-note">${escapeHtml(m.phoneColumnsNote)}</span>${legendMarks(s, lang)}<span class="wide-only">${escapeHtml(m.absentLegend)}</span><span class="no-print">${escapeHtml(m.tapForDetails)}</span></div>
<div class="table-wrap fit-screen"><table id="standings" class="grid" data-tips data-testid="standings-table"${page.paged ? ` data-paged="true"${page.state.category ? ` data-category="${escapeHtml(page.state.category)}"` : ''}` : ''}><caption class="visually-hidden">${escapeHtml(m.individual)} — ${escapeHtml(p.seasonName)}</caption><thead>${grid.head}</thead><tbody id="standings-rows" tabindex="-1">${grid.body}</tbody></table></div>
${tablePagerHtml({ lang, id: 'standings', path, page })}<p class="downloads">${escapeHtml(m.download)}: <a href="/api/seasons/${escapeHtml(slug)}/standings.csv${words(lang, SITE_WORDS).csvLangQuery}" download title="${escapeHtml(m.csvTitle)}" data-testid="download-csv">CSV</a><a href="/api/seasons/${escapeHtml(slug)}/standings.xlsx${words(lang, SITE_WORDS).csvLangQuery}" download title="${escapeHtml(words(lang, EXPORT_WORDS).xlsxTitle)}" data-testid="download-xlsx">XLSX</a><a href="/api/seasons/${escapeHtml(slug)}/standings" data-testid="download-json">JSON</a></p>
${seasonEmbedSnippet({ lang, slug, seasonName: p.seasonName, standings: s, view: 'individual' })}<script src="/embed-snippet.js" defer></script>
${warnings}${p.revision === undefined ? '' : liveMarkerHtml({ lang, stream: `/api/seasons/${slug}/events`, revision: p.revision })}`;
  // a second skip link: from the top of the page to the first player in four key presses (37 before)
  return siteShellHtml({ lang, title: `${m.individual} — ${p.seasonName} · Grand Prix`, body, otherLangHref: localePath(other, `/seasons/${slug}`), skipTo: { href: '#standings-rows', label: m.skipToTable } });
}

/**
 * Issue 40, B6: a season with no result yet is announced, not an empty table: its rules, its
 * confirmed tournament dates (with the place where the calendar has it) and the way to the calendar.
 */
function comingSeasonPage(p: Parameters<typeof renderSeasonPage>[0]): string {
  const { lang, slug, standings: s } = p;
  const m = words(lang, MESSAGES);
  const nav = seasonSections(lang, slug)
    .map((x) => `<a href="${escapeHtml(x.href)}"${x.key === 'individual' ? ' aria-current="page"' : ''}>${escapeHtml(x.label)}</a>`)
    .join('');
  const dates = [...(p.coming ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const list = dates.length
    ? `<h3>${escapeHtml(m.seasonComingDates)}</h3><ol class="coming-dates" data-testid="coming-dates">${dates
        .map((d) => `<li><time datetime="${escapeHtml(d.date)}">${escapeHtml(formatDate(lang, d.date))}</time> — ${escapeHtml(d.name)}${d.city ? `, ${escapeHtml(d.city)}` : ''}</li>`)
        .join('')}</ol>`
    : `<p class="muted">${escapeHtml(m.seasonNoDatesYet)}</p>`;
  const calendarHref = localePath(lang, `/seasons/${slug}/calendar`);
  const body = `<h1>${escapeHtml(p.seasonName)}</h1>
<nav class="season" aria-label="${escapeHtml(m.seasons)}">${nav}</nav>
<h2>${escapeHtml(m.individual)}</h2>
<p class="notice" role="status" data-testid="season-coming">${escapeHtml(m.seasonComing)}</p>
${list}
<p><a href="${escapeHtml(calendarHref)}">${escapeHtml(m.seeCalendar)}</a></p>
<p class="explain" data-testid="rules-explained">${describeSeasonRules(s.rules, s.tournamentsCounted, s.drops, lang).map(escapeHtml).join(' ')}</p>
${p.revision === undefined ? '' : liveMarkerHtml({ lang, stream: `/api/seasons/${slug}/events`, revision: p.revision })}`;
  return siteShellHtml({ lang, title: `${m.individual} — ${p.seasonName} · Grand Prix`, body, otherLangHref: localePath(otherLang(lang), `/seasons/${slug}`) });
}

/**
 * The legend's marks the table has (issue 40: a season without drops, ineligible results or prizes
 * explained marks it never shows): a dropped result, a dropped absence, a result that does not count,
 * the prize star.
 */
export function legendMarks(s: Pick<Standings, 'individual' | 'prizes'>, lang: Lang): string {
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const results = s.individual.flatMap((e) => e.results);
  const out: string[] = [];
  if (results.some((r) => r.eligible && r.dropped)) out.push(`<span class="wide-only" data-legend="dropped"><span class="dropped">6${sep}5</span> — ${escapeHtml(m.droppedLegend)}</span>`);
  if (s.individual.some((e) => e.droppedTournaments.some((t) => !e.results.some((r) => r.tournament === t)))) out.push(`<span class="wide-only" data-legend="absent-dropped"><span class="dropped">–</span> — ${escapeHtml(m.absentDroppedLegend)}</span>`);
  if (results.some((r) => !r.eligible)) out.push(`<span class="wide-only" data-legend="ineligible"><span class="ineligible">6${sep}5*</span> — ${escapeHtml(m.ineligibleLegend)}</span>`);
  if (s.prizes.length > 0) out.push(`<span data-legend="prize"><span class="pz"></span> — ${escapeHtml(m.prizeNowLegend)}</span>`);
  return out.join('');
}
