import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import { formatPoints } from '@/lib/half-points';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { decimalSeparator, formatTiebreak, localePath, messages, type Lang } from '@/lib/i18n/messages';
import { tiebreakName } from '@/lib/i18n/tiebreak-names';
import type { EmbedNotice, EmbedOptions } from '@/lib/embed/embed-options';
import { withinTop } from '@/lib/embed/embed-options';
import { escapeHtml } from '../html';
import { embedTable, noticeText, renderEmbedFrame, th } from './embed-frame';

/** What one kind's embed shows: its table, what the table is, the full page, and any problem with the query. */
interface KindEmbed {
  subtitle: string[];
  table: string;
  fullHref: string;
  notices: EmbedNotice[];
}

interface KindEmbedParams<R> {
  lang: Lang;
  slug: string;
  result: R;
  options: EmbedOptions;
  /** The league of a season of leagues (/embed/leagues/{slug}/{league}). */
  only?: string;
}

/** A view asked for among `known` (the first is the default), or the default with a notice. */
function pickView(asked: string | null, known: readonly string[], fallback: string, notices: EmbedNotice[]): string {
  if (asked === null) return fallback;
  if (known.includes(asked)) return asked;
  notices.push({ code: 'BAD_VIEW', value: asked, known: [...known] });
  return fallback;
}

/** An open (seed 000): the final ranking as far as decided, else (or with ?view=qualifier) the qualifier's standings. */
function swissOpenEmbed({ lang, slug, result, options: o }: KindEmbedParams<SwissOpenResult>): KindEmbed {
  const w = EMBED_WORDS[lang];
  const m = messages(lang);
  const sep = decimalSeparator(lang);
  const notices: EmbedNotice[] = [];
  const view = pickView(o.view, ['ranking', 'qualifier'], result.ranking.length > 0 ? 'ranking' : 'qualifier', notices);
  const fullHref = localePath(lang, `/events/${slug}`);
  if (view === 'ranking') {
    const stage = (id: string) => {
      const places = /^places-(\d+)-(\d+)$/.exec(id);
      return places ? w.placesStage(places[1]!, places[2]!) : (w.stages[id] ?? id);
    };
    return {
      subtitle: [w.views.ranking!],
      fullHref,
      notices,
      table: embedTable({
        testId: 'embed-open-ranking',
        caption: w.views.ranking!,
        head: th(m.place, 'num') + th(m.player) + th(w.stage),
        rows: withinTop(result.ranking, (e) => e.place, o.top).map((e) => `<tr><td class="num">${e.place}</td><th scope="row">${escapeHtml(e.name)}</th><td>${escapeHtml(stage(e.stage))}</td></tr>`),
        empty: w.noRows,
      }),
    };
  }
  const q = result.qualifier;
  return {
    subtitle: [w.views.qualifier!, w.roundsPlayed(q.roundsPlayed, q.rounds)],
    fullHref,
    notices,
    table: embedTable({
      testId: 'embed-open-qualifier',
      caption: w.views.qualifier!,
      head: th(m.rank, 'num') + th(m.player) + th(w.pointsShort, 'num') + th(w.status),
      rows: withinTop(q.rows, (r) => r.rank, o.top).map(
        (r) => `<tr><td class="num">${r.rank}${r.openTie ? '=' : ''}</td><th scope="row">${escapeHtml(r.name)}</th><td class="num total">${formatPoints(r.points, sep)}</td><td>${escapeHtml(w.statuses[r.status] ?? '')}</td></tr>`,
      ),
      empty: w.notYet,
    }),
  };
}

/** One league of a season of round-robin leagues (seed 004): place, player, points and the league's tie-break chain. */
function roundRobinLeagueEmbed({ lang, slug, result, options: o, only }: KindEmbedParams<LeagueSeason>): KindEmbed {
  const w = EMBED_WORDS[lang];
  const m = messages(lang);
  const sep = decimalSeparator(lang);
  const league = result.leagues.find((l) => l.id === only);
  if (!league) {
    return {
      subtitle: [],
      fullHref: localePath(lang, `/leagues/${slug}`),
      notices: [{ code: 'NO_LEAGUE', value: only ?? '', known: result.leagues.map((l) => l.id) }],
      table: '',
    };
  }
  return {
    subtitle: [league.name],
    fullHref: localePath(lang, `/leagues/${slug}/${encodeURIComponent(league.id)}`),
    notices: [],
    table: embedTable({
      testId: 'embed-league',
      caption: league.name,
      head: th(m.place, 'num') + th(m.player) + th(w.pointsShort, 'num') + league.chain.map((c) => th(c, 'num', tiebreakName(lang, c))).join(''),
      rows: withinTop(league.standings, (r) => r.place, o.top).map(
        (r) =>
          `<tr><td class="num">${r.place}</td><th scope="row">${escapeHtml(r.name)}${r.excluded ? ` <small>(${escapeHtml(w.excluded)})</small>` : ''}</th><td class="num total">${formatPoints(r.points, sep)}</td>${league.chain.map((c) => `<td class="num">${escapeHtml(formatTiebreak(lang, c, r.values[c] ?? 0))}</td>`).join('')}</tr>`,
      ),
      empty: w.notYet,
    }),
  };
}

/** The team league (seed 001): the Swiss phase's table, or (?view=ranking) the final places decided so far. */
function teamLeagueEmbed({ lang, slug, result, options: o }: KindEmbedParams<TeamLeagueResult>): KindEmbed {
  const w = EMBED_WORDS[lang];
  const m = messages(lang);
  const sep = decimalSeparator(lang);
  const notices: EmbedNotice[] = [];
  const view = pickView(o.view, ['swiss', 'ranking'], 'swiss', notices);
  const fullHref = localePath(lang, `/team-leagues/${slug}`);
  if (view === 'ranking') {
    return {
      subtitle: [w.views.ranking!],
      fullHref,
      notices,
      table: embedTable({
        testId: 'embed-team-ranking',
        caption: w.views.ranking!,
        head: th(m.place, 'num') + th(w.team),
        rows: withinTop(result.ranking, (r) => r.place, o.top).map((r) => `<tr><td class="num">${r.place}</td><th scope="row">${escapeHtml(result.teams[r.team]!.name)}</th></tr>`),
        empty: w.noRows,
      }),
    };
  }
  return {
    subtitle: [w.roundsPlayed(result.swiss.roundsPlayed, result.rules.swissRounds)],
    fullHref,
    notices,
    table: embedTable({
      testId: 'embed-team-swiss',
      caption: w.team,
      head: th(m.rank, 'num') + th(w.team) + th(w.matchPoints, 'num') + th(w.gamePoints, 'num'),
      rows: withinTop(result.swiss.rows, (r) => r.rank, o.top).map(
        (r) => `<tr><td class="num">${r.rank}</td><th scope="row">${escapeHtml(r.name)}</th><td class="num total">${r.matchPoints}</td><td class="num">${formatPoints(r.gamePoints, sep)}</td></tr>`,
      ),
      empty: w.notYet,
    }),
  };
}

/** Each competition kind's embed, by the kind's name (lib/competitions/registry.ts). */
const COMPETITION_EMBEDS: Record<string, (p: KindEmbedParams<unknown>) => KindEmbed> = {
  'swiss-open': (p) => swissOpenEmbed(p as KindEmbedParams<SwissOpenResult>),
  'round-robin-league': (p) => roundRobinLeagueEmbed(p as KindEmbedParams<LeagueSeason>),
  'team-league': (p) => teamLeagueEmbed(p as KindEmbedParams<TeamLeagueResult>),
};

/**
 * The views of a kind's embed a webmaster may choose in the "Embed on your site" box (the first is
 * the default); none for a kind whose default picks itself (an open: the final ranking once a place
 * is decided, the qualifier before).
 */
const CHOOSABLE_VIEWS: Record<string, readonly string[]> = { 'team-league': ['swiss', 'ranking'] };

export function competitionEmbedViews(kind: string, lang: Lang): { views?: { value: string; label: string }[]; currentView?: string; defaultView?: string } {
  const views = CHOOSABLE_VIEWS[kind];
  if (!views) return {};
  return { views: views.map((v) => ({ value: v, label: EMBED_WORDS[lang].views[v] ?? v })), currentView: views[0], defaultView: views[0] };
}

export interface CompetitionEmbedParams {
  lang: Lang;
  kind: string;
  /** The kind's public path (events, leagues, team-leagues): the full page when the competition is not ready. */
  path: string;
  slug: string;
  name: string;
  /** The computed competition; null while files are missing (the page says it is being prepared). */
  result: unknown | null;
  lastChange: string | null;
  options: EmbedOptions;
  only?: string;  /** The data's revision: the frame updates itself when its stream announces another (issue 25). */
  revision?: number;
}

/** /embed/events|leagues|team-leagues/…: a competition computed from games, as a bare page for another site's iframe. */
export function renderCompetitionEmbed(p: CompetitionEmbedParams): string {
  const w = EMBED_WORDS[p.lang];
  const embed = COMPETITION_EMBEDS[p.kind];
  const shown: KindEmbed =
    p.result !== null && embed
      ? embed({ lang: p.lang, slug: p.slug, result: p.result, options: p.options, only: p.only })
      : { subtitle: [], table: `<p data-testid="embed-incomplete">${escapeHtml(w.incomplete)}</p>`, fullHref: localePath(p.lang, `/${p.path}/${p.slug}`), notices: [] };
  if (p.options.top !== null) shown.subtitle.push(w.top(p.options.top));
  return renderEmbedFrame({
    lang: p.lang,
    theme: p.options.theme,
    name: p.name,
    subtitle: shown.subtitle.join(' · '),
    fullHref: shown.fullHref,
    lastChange: p.lastChange,
    notices: [...p.options.notices, ...shown.notices].map((n) => noticeText(p.lang, n)),
    ...(p.revision === undefined ? {} : { live: { stream: `/api/competitions/${p.slug}/events`, revision: p.revision } }),
    table: shown.table,
  });
}
