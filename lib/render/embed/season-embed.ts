import { formatScore } from '@/lib/fraction';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { decimalSeparator, formatMoney, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { EmbedNotice, EmbedOptions } from '@/lib/embed/embed-options';
import { MAX_TOP, sameClub, withinTop } from '@/lib/embed/embed-options';
import type { IndividualEntry, Standings } from '@/lib/series/standings';
import { escapeHtml } from '../html';
import { categoryRanks } from '../standings-grid';
import { embedTable, noticeText, renderEmbedFrame, th } from './embed-frame';
import { words } from '@/lib/i18n/words';

/** The tables a Grand Prix season offers to other sites: `?view=` (individual by default). */
export const SEASON_EMBED_VIEWS = ['individual', 'teams', 'prizes'] as const;
export type SeasonEmbedView = (typeof SEASON_EMBED_VIEWS)[number];

interface SeasonEmbedParams {
  lang: Lang;
  slug: string;
  seasonName: string;
  standings: Standings;
  lastChange: string | null;
  options: EmbedOptions;  /** The data's revision: the frame updates itself when its stream announces another (issue 25). */
  revision?: number;
}

/** The first number of a rank label ("5–7" → 5): the rank a shared place starts at. */
const rankOf = (label: string) => Number.parseInt(label, 10);

/**
 * /embed/seasons/{slug}: a season's individual table (optionally one category, one club's players,
 * the top N), its team table or its prizes, as a bare page for another site's iframe. Every number
 * is lib/series's, printed by lib's formatters.
 */
export function renderSeasonEmbed(p: SeasonEmbedParams): string {
  const { lang, standings: s, options: o } = p;
  const m = words(lang, MESSAGES);
  const w = words(lang, EMBED_WORDS);
  const sep = decimalSeparator(lang);
  const notices: EmbedNotice[] = [...o.notices];
  let view: SeasonEmbedView = 'individual';
  if (o.view !== null) {
    if ((SEASON_EMBED_VIEWS as readonly string[]).includes(o.view)) view = o.view as SeasonEmbedView;
    else notices.push({ code: 'BAD_VIEW', value: o.view, known: [...SEASON_EMBED_VIEWS] });
  }
  const base = localePath(lang, `/seasons/${p.slug}`);
  const subtitle: string[] = [];
  let table: string;
  let fullHref = base;
  let capped = false;
  if (view === 'individual') {
    const category = o.category === null ? null : (s.rules.categories.find((c) => c.id === o.category || c.label[lang].toLowerCase() === o.category!.toLowerCase()) ?? null);
    if (o.category !== null && category === null) notices.push({ code: 'BAD_CATEGORY', value: o.category, known: s.rules.categories.map((c) => c.id) });
    let rows: IndividualEntry[] = s.individual;
    if (category) rows = rows.filter((e) => e.categories.includes(category.id));
    if (o.club !== null) {
      const own = rows.filter((e) => e.club !== null && sameClub(e.club, o.club!));
      if (own.length === 0 && !s.individual.some((e) => e.club !== null && sameClub(e.club, o.club!))) notices.push({ code: 'BAD_CLUB', value: o.club });
      else rows = own;
    }
    const clubShown = o.club !== null && rows.length > 0 && rows.every((e) => e.club !== null && sameClub(e.club, o.club!));
    // within a category, the category's own ranks (lib/render/standings-grid: "3rd junior", not "41st")
    const ranks = category ? categoryRanks(s) : null;
    const label = (e: IndividualEntry) => (category ? (ranks!.get(e.key)?.[category.id] ?? e.rankLabel) : e.rankLabel);
    // issue 42: without a top asked for, at most MAX_TOP places (a 10,000-player table is the site's, a page at a time)
    const shown = withinTop(rows, (e) => rankOf(label(e)), o.top ?? MAX_TOP);
    capped = o.top === null && shown.length < rows.length;
    const rankTitle = category ? w.categoryRank(category.label[lang]) : w.overallRank;
    subtitle.push(m.individual);
    if (category) subtitle.push(category.label[lang]);
    if (clubShown) subtitle.push(w.clubPlayers(rows[0]!.club!));
    table = embedTable({
      testId: 'embed-individual',
      caption: [m.individual, p.seasonName].join(' — '),
      head: th(m.rank, 'num', rankTitle) + th(m.player) + (clubShown ? '' : th(m.club, 'club')) + th(m.total, 'num'),
      rows: shown.map(
        (e) =>
          `<tr><td class="num">${escapeHtml(label(e))}</td><th scope="row">${escapeHtml(e.name)}</th>${clubShown ? '' : `<td class="club">${escapeHtml(e.club ?? '')}</td>`}<td class="num total">${formatScore(e.total, s.unit, sep)}</td></tr>`,
      ),
      empty: s.individual.length === 0 ? w.notYet : w.noRows,
    });
  } else if (view === 'teams') {
    fullHref = `${base}/teams`;
    subtitle.push(m.teams);
    table = embedTable({
      testId: 'embed-teams',
      caption: [m.teams, p.seasonName].join(' — '),
      head: th(m.rank, 'num') + th(m.club) + th(m.total, 'num') + th(w.cup, 'num'),
      rows: withinTop(s.teams, (t) => t.rank, o.top).map(
        (t) => `<tr><td class="num">${escapeHtml(t.rankLabel)}</td><th scope="row">${escapeHtml(t.club)}</th><td class="num total">${formatScore(t.total, s.unit, sep)}</td><td class="num">${t.cup ?? ''}</td></tr>`,
      ),
      empty: w.notYet,
    });
  } else {
    fullHref = `${base}/prizes`;
    subtitle.push(m.prizes);
    const categoryLabel = (id: string) => s.rules.categories.find((c) => c.id === id)?.label[lang] ?? id;
    // the place prizes first, in place order (lib/series/prizes keeps that order), then the categories'
    const awards = withinTop(s.prizes, (a) => (a.prize === 'place' ? (a.place ?? 0) : 0), o.top);
    table = embedTable({
      testId: 'embed-prizes',
      caption: [m.prizes, p.seasonName].join(' — '),
      head: th(w.prizeFor) + th(m.player) + th(w.amount, 'num'),
      rows: awards.map(
        (a) =>
          `<tr><td>${escapeHtml(a.prize === 'place' ? m.prizePlace(a.placeLabel ?? String(a.place)) : categoryLabel(a.prize))}</td><th scope="row">${escapeHtml(a.name)}</th><td class="num">${escapeHtml(formatMoney(lang, a.amountGrosze))}${a.sharedBy > 1 ? ` <small>(${escapeHtml(w.shared(a.sharedBy))})</small>` : ''}</td></tr>`,
      ),
      empty: w.notYet,
    });
  }
  if (o.top !== null || capped) subtitle.push(w.top(o.top ?? MAX_TOP));
  return renderEmbedFrame({ lang, theme: o.theme, name: p.seasonName, subtitle: subtitle.join(' · '), fullHref, lastChange: p.lastChange, notices: notices.map((n) => noticeText(lang, n)), table, ...(p.revision === undefined ? {} : { live: { stream: `/api/seasons/${p.slug}/events`, revision: p.revision } }) });
}
