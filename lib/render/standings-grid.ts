import { formatScore } from '@/lib/fraction';
import { decimalSeparator, formatDate, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import type { IndividualEntry, PlayerResult, ScoredTournament, Standings } from '@/lib/series/standings';
import { competitionRanks } from '@/lib/series/ranking';
import { escapeHtml } from './html';
import { describeCountingNow, TIE_BREAK_WORDS } from '@/lib/i18n/rules-words';
import { absentKind, resultKind } from '@/lib/series/result-cell';
import { prizeHolders, type PrizeAward } from '@/lib/series/prizes';
import { formatMoney } from '@/lib/i18n/messages';
import type { TableColumn } from './table-pages';
import { words } from '@/lib/i18n/words';

/**
 * Each player's rank within each prize category, shared ranks shown as ranges ("2–3") like the
 * whole table's: players tied in the table are tied in the category. Filtering the table by a
 * category shows these ranks (public/table-controls.js) — a junior sees "3rd junior", not "41st".
 */
export function categoryRanks(s: Pick<Standings, 'individual'>): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const byCategory = new Map<string, IndividualEntry[]>();
  for (const e of s.individual) {
    for (const c of e.categories) {
      const members = byCategory.get(c);
      if (members) members.push(e);
      else byCategory.set(c, [e]);
    }
  }
  for (const [c, members] of byCategory) {
    const ranks = competitionRanks(members, (a, b) => a.rank === b.rank);
    members.forEach((e, i) => {
      const own = out.get(e.key);
      if (own) own[c] = ranks[i]!.rankLabel;
      else out.set(e.key, { [c]: ranks[i]!.rankLabel });
    });
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
/** The individual table's columns a reader may sort every row by when the table is paged (issue 42): ids in the address. */
export function standingsColumns(s: Pick<Standings, 'tournaments'>): TableColumn<IndividualEntry>[] {
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns: ScoredTournament[] = final ? [...regular, final] : regular;
  return [
    { id: 'rank', kind: 'number', value: (e) => e.rank },
    { id: 'player', kind: 'text', value: (e) => e.name },
    { id: 'club', kind: 'text', value: (e) => e.club ?? '' },
    { id: 'total', kind: 'number', value: (e) => e.total },
    { id: 'regular', kind: 'number', value: (e) => e.regular },
    { id: 'final', kind: 'number', value: (e) => (final && (e.finalPlace !== null || e.final !== 0) ? e.final : null) },
    { id: 'played', kind: 'number', value: (e) => e.eventsPlayed },
    ...columns.map((t, i): TableColumn<IndividualEntry> => ({ id: `t${i + 1}`, kind: 'number', value: (e) => e.results.find((r) => r.tournament === t.id)?.points ?? null })),
  ];
}

/**
 * `rows`: the page's players (issue 42: a paged table), in the order shown; ranks, ties and categories
 * are still the whole table's. `sortHref`: a paged table's headers are links that sort every row on the
 * server (lib/render/table-pages.ts sortLink), in the order of standingsColumns.
 */
export function renderStandingsGrid(
  s: Standings,
  lang: Lang,
  playerHref: (key: string) => string,
  paged?: { rows: readonly IndividualEntry[]; sortHref: (column: string, first: 'ascending' | 'descending') => { href: string; sorted: 'ascending' | 'descending' | undefined } },
): { head: string; body: string } {
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const regular = s.tournaments.filter((t) => !t.final);
  const final = s.tournaments.find((t) => t.final);
  const columns: ScoredTournament[] = final ? [...regular, final] : regular;
  // the first click on a number sorts the best first (descending); on a name, A to Z
  // the tournaments' sort buttons stay clickable but out of the Tab order: 17 stops before the first player were too many
  const ids = standingsColumns(s).map((c) => c.id);
  let at = 0;
  const th = (label: string, sort: 'number' | 'text' | 'rank', title?: string, tabbable = true) => {
    const id = ids[at++]!;
    const attributes = `scope="col" data-sortable="${sort === 'rank' ? 'number' : sort}"${sort === 'number' ? ' data-first="descending"' : ''}${title ? ` title="${escapeHtml(title)}"` : ''}`;
    if (!paged) return `<th ${attributes}><button type="button"${tabbable ? '' : ' tabindex="-1"'}>${escapeHtml(label)}</button></th>`;
    const link = paged.sortHref(id, sort === 'number' ? 'descending' : 'ascending');
    return `<th ${attributes}${link.sorted ? ` aria-sort="${link.sorted}"` : ''}><a href="${escapeHtml(link.href)}"${tabbable ? '' : ' tabindex="-1"'}>${escapeHtml(label)}</a></th>`;
  };
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
  const tieRules = s.rules.tieBreaks.map((t) => TIE_BREAK_WORDS[t][lang]).join(words(lang, SITE_WORDS).thenJoint);
  // players by total, in table order: a tie's title looks among the equal totals only
  const byTotal = new Map<number, IndividualEntry[]>();
  for (const o of s.individual) {
    const same = byTotal.get(o.total);
    if (same) same.push(o);
    else byTotal.set(o.total, [o]);
  }
  const tieTitle = (e: (typeof s.individual)[number]): string | null => {
    const others = byTotal.get(e.total)!.filter((o) => o !== e && o.rank !== e.rank);
    if (!others.length || !tieRules) return null;
    return m.tieBroken(
      formatScore(e.total, s.unit, sep),
      others.map((o) => m.tiedWith(o.name, o.rankLabel)).join(', '),
      tieRules,
      s.rules.tieBreaks.includes('finalPlace') ? e.finalPlace : undefined,
    );
  };
  // 40 columns × 1,000s of players: the few distinct cells (kind, place, points) are written once,
  // and a row's cells come from one pass over the player's results (resultCell's reading of them)
  const column = new Map(columns.map((t, i) => [t.id, i]));
  // issue 40, C15: a dropped cell says why — the counting rule as it stands and which of equal results goes
  const why = `${describeCountingNow(s.rules, s.tournamentsCounted, s.drops, lang)} ${m.droppedTies}`;
  const absentDropped = `<td class="a d" title="${escapeHtml(`${m.absentDroppedTitle}. ${why}`)}">–</td>`;
  // by kind, place and points (numbers: no key to build per cell)
  const written = { counted: new Map<number, Map<number, string>>(), dropped: new Map<number, Map<number, string>>(), 'not-counted': new Map<number, Map<number, string>>() };
  const resultHtml = (r: PlayerResult): string => {
    const kind = resultKind(r);
    let byPoints = written[kind].get(r.place);
    if (byPoints === undefined) written[kind].set(r.place, (byPoints = new Map()));
    let html = byPoints.get(r.points);
    if (html === undefined) {
      const title = ` title="${escapeHtml(kind === 'dropped' ? `${m.placeInTournament(r.place)} — ${m.droppedBecause(why)}` : m.placeInTournament(r.place))}"`;
      const score = formatScore(r.points, s.unit, sep);
      html = kind === 'not-counted' ? `<td class="x"${title}>${score}*</td>` : kind === 'dropped' ? `<td class="d"${title}>${score}</td>` : `<td${title}>${score}</td>`;
      byPoints.set(r.points, html);
    }
    return html;
  };
  /** The player's first result in each column (reset after each row). */
  const firstIn: (PlayerResult | undefined)[] = columns.map(() => undefined);
  const parts: string[] = [];
  for (const e of paged?.rows ?? s.individual) {
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
    for (const r of e.results) {
      const i = column.get(r.tournament);
      if (i !== undefined && firstIn[i] === undefined) firstIn[i] = r;
    }
    // the cells' strings are shared: pushed as they are, joined once (no string per row to copy)
    columns.forEach((t, i) => {
      const r = firstIn[i];
      // absent: an empty cell (the legend says so); most cells of a big season are absences;
      // a dropped absence is still an absence: a struck dash, never a "0" that reads as a result
      parts.push(r ? resultHtml(r) : absentKind(e, t.id) === 'absent-dropped' ? absentDropped : '<td></td>');
      firstIn[i] = undefined;
    });
    parts.push('</tr>');
  }
  return { head, body: parts.join('') };
}
