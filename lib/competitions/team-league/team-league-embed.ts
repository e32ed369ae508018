import type { EmbedNotice } from '@/lib/embed/embed-options';
import { formatPoints } from '@/lib/half-points';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { withinTop } from '@/lib/embed/embed-options';
import { escapeHtml } from '@/lib/render/html';
import { decimalSeparator, MESSAGES } from '@/lib/i18n/messages';
import { embedTable, th } from '@/lib/render/embed/embed-frame';
import { type KindEmbed, type KindEmbedParams, pickView } from '@/lib/render/embed/kind-embed';
import type { TeamLeagueResult } from './compute-team-league';
import { words } from '@/lib/i18n/words';

/** The team league (seed 001): the Swiss phase's table, or (?view=ranking) the final places decided so far. */
/** The views a webmaster may choose (`?view=`), the first the default; the kind's `embedViews`. */
export const TEAM_LEAGUE_EMBED_VIEWS = ['swiss', 'ranking'] as const;

export function teamLeagueEmbed({ lang, href, result, options: o }: KindEmbedParams<TeamLeagueResult>): KindEmbed {
  const w = words(lang, EMBED_WORDS);
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const notices: EmbedNotice[] = [];
  const view = pickView(o.view, TEAM_LEAGUE_EMBED_VIEWS, TEAM_LEAGUE_EMBED_VIEWS[0], notices);
  if (view === 'ranking') {
    return {
      subtitle: [w.views.ranking!],
      fullHref: href,
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
    fullHref: href,
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
