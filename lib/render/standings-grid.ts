import { formatScore } from '@/lib/fraction';
import { decimalSeparator, formatDate, messages, type Lang } from '@/lib/i18n/messages';
import type { IndividualEntry, ScoredTournament, Standings } from '@/lib/series/standings';
import { competitionRanks } from '@/lib/series/ranking';
import { escapeHtml } from './html';
import { TIE_BREAK_WORDS } from '@/lib/series/describe-rules';
import { resultCell } from '@/lib/series/result-cell';
import { prizeHolders, type PrizeAward } from '@/lib/series/prizes';
import { formatMoney } from '@/lib/i18n/messages';

/**
 * Each player's rank within each prize category, shared ranks shown as ranges ("2–3") like the
 * whole table's: players tied in the table are tied in the category. Filtering the table by a
 * category shows these ranks (public/table-controls.js) — a junior sees "3rd junior", not "41st".
 */
export function categoryRanks(s: Pick<Standings, 'individual'>): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const byCategory = new Map<string, IndividualEntry[]>();
  for (const e of s.individual) for (const c of e.categories) byCategory.set(c, [...(byCategory.get(c) ?? []), e]);
  for (const [c, members] of byCategory) {
    const ranks = competitionRanks(members, (a, b) => a.rank === b.rank);
    members.forEach((e, i) => out.set(e.key, { ...(out.get(e.key) ?? {}), [c]: ranks[i]!.rankLabel }));
  }
  return out;
}

/**
 * The individual table's rows as an HTML string. A season table has thousands of cells; built as a
 * string (every text escaped here) and memoized per season revision, the page renders in a few
 * milliseconds instead of reconciling thousands of React elements on every request.
 * Each cell's class says dropped (d), not counted (x) or absent (a); the page's legend explains.
 * Columns: rank, player, club, total, regular, Final, tournaments played, then one per tournament.
 */
export function renderStandingsGrid(s: Standings, lang: Lang, playerHref: (key: string) => string): { head: string; body: string } {
  const m = messages(lang);
  const sep = decimalSeparator(lang);
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns: ScoredTournament[] = final ? [...regular, final] : regular;
  // the first click on a number sorts the best first (descending); on a name, A to Z
  // the tournaments' sort buttons stay clickable but out of the Tab order: 17 stops before the first player were too many
  const th = (label: string, sort: 'number' | 'text' | 'rank', title?: string, tabbable = true) =>
    `<th scope="col" data-sortable="${sort === 'rank' ? 'number' : sort}"${sort === 'number' ? ' data-first="descending"' : ''}${title ? ` title="${escapeHtml(title)}"` : ''}><button type="button"${tabbable ? '' : ' tabindex="-1"'}>${escapeHtml(label)}</button></th>`;
  const head =
    '<tr>' +
    th(m.rank, 'rank') +
    th(m.player, 'text') +
    th(m.club, 'text') +
    th(m.total, 'number') +
    th(m.regular, 'number', m.regularTitle) +
    th(m.final, 'number', m.finalTitle) +
    th(m.playedShort, 'number', m.tournamentsPlayedTitle) +
    columns.map((t, i) => th(t.final ? m.finalShort : String(i + 1), 'number', `${t.name} — ${formatDate(lang, t.date)}`, false)).join('') +
    '</tr>';
  const ranks = categoryRanks(s);
  const holders = prizeHolders(s.prizes);
  const prizeText = (a: PrizeAward) =>
    `${a.prize === 'place' ? m.prizePlace(a.placeLabel ?? String(a.place)) : (s.rules.categories.find((c) => c.id === a.prize)?.label[lang] ?? a.prize)} — ${formatMoney(lang, a.amountGrosze)}`;
  // equal totals parted by the season's tie-breaks (e.g. W-M §4: the Final place): the rank's title says with whom and why
  const tieRules = s.rules.tieBreaks.map((t) => TIE_BREAK_WORDS[t][lang]).join(lang === 'pl' ? ', potem ' : ', then ');
  const tieTitle = (e: (typeof s.individual)[number]): string | null => {
    const others = s.individual.filter((o) => o !== e && o.total === e.total && o.rank !== e.rank);
    if (!others.length || !tieRules) return null;
    return m.tieBroken(
      formatScore(e.total, s.unit, sep),
      others.map((o) => m.tiedWith(o.name, o.rankLabel)).join(', '),
      tieRules,
      s.rules.tieBreaks.includes('finalPlace') ? e.finalPlace : undefined,
    );
  };
  const parts: string[] = [];
  for (const e of s.individual) {
    // who is in the prize places now: a star by the rank (CSS, in the rank column's spare width), what and how much in its title (tap: table-controls.js)
    const awards = holders.get(e.key);
    const prizeLabel = awards ? escapeHtml(`${m.prizeNow}: ${awards.map(prizeText).join('; ')}`) : '';

    const tie = tieTitle(e);
    const rankTitle = [prizeLabel, tie ? escapeHtml(tie) : ''].filter(Boolean).join(' · ');
    const cat = ranks.get(e.key);
    const catAttr = cat ? ` data-category-ranks="${escapeHtml(Object.entries(cat).map(([c, r]) => `${c}:${r}`).join(' '))}"` : '';
    // "Final 0" read as a Final played badly: a player without a Final result gets a dash
    const finalCell = final && (e.finalPlace !== null || e.final !== 0) ? formatScore(e.final, s.unit, sep) : '–';
    parts.push(
      `<tr${awards ? ` class="prize" data-prize="${prizeLabel}"` : ''}${e.categories.length ? ` data-categories="${escapeHtml(e.categories.join(' '))}"` : ''}${catAttr}><td data-rank="${escapeHtml(e.rankLabel)}" data-sort="${e.rank}"${rankTitle ? ` title="${rankTitle}"` : ''}${tie ? ` data-tie="${escapeHtml(tie)}"` : ''}>${escapeHtml(e.rankLabel)}</td><th scope="row"><a href="${escapeHtml(playerHref(e.key))}">${escapeHtml(e.name)}</a></th><td${e.club ? ` title="${escapeHtml(e.club)}"` : ''}>${escapeHtml(e.club ?? '')}</td><td>${formatScore(e.total, s.unit, sep)}</td><td>${formatScore(e.regular, s.unit, sep)}</td><td>${finalCell}</td><td>${e.eventsPlayed}</td>`,
    );
    for (const t of columns) parts.push(cell(e, t, sep, s.unit, m.absentDroppedTitle, m.placeInTournament));
    parts.push('</tr>');
  }
  return { head, body: parts.join('') };
}

/** A result cell; its title is the player's place in that tournament (shown on hover, and on tap by table-controls.js). */
function cell(e: IndividualEntry, t: ScoredTournament, sep: ',' | '.', unit: number, absentDropped: string, placeTitle: (place: number) => string): string {
  const c = resultCell(e, t.id);
  const title = 'place' in c ? ` title="${escapeHtml(placeTitle(c.place))}"` : '';
  switch (c.kind) {
    // absent: an empty cell (the legend says so); most cells of a big season are absences
    case 'absent':
      return '<td></td>';
    // a dropped absence is still an absence: a struck dash, never a "0" that reads as a result
    case 'absent-dropped':
      return `<td class="a d" title="${escapeHtml(absentDropped)}">–</td>`;
    case 'not-counted':
      return `<td class="x"${title}>${formatScore(c.points, unit, sep)}*</td>`;
    case 'dropped':
      return `<td class="d"${title}>${formatScore(c.points, unit, sep)}</td>`;
    case 'counted':
      return `<td${title}>${formatScore(c.points, unit, sep)}</td>`;
  }
}
