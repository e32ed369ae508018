import { formatPoints } from '@/lib/half-points';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { tiebreakName } from '@/lib/i18n/tiebreak-names';
import { withinTop } from '@/lib/embed/embed-options';
import { escapeHtml } from '@/lib/render/html';
import { decimalSeparator, formatTiebreak, MESSAGES } from '@/lib/i18n/messages';
import { embedTable, th } from '@/lib/render/embed/embed-frame';
import { type KindEmbed, type KindEmbedParams } from '@/lib/render/embed/kind-embed';
import type { LeagueSeason } from './load-round-robin-league';
import { words } from '@/lib/i18n/words';

/** One league of a season of round-robin leagues (seed 004): place, player, points and the league's tie-break chain. */
export function roundRobinLeagueEmbed({ lang, href, result, options: o, only }: KindEmbedParams<LeagueSeason>): KindEmbed {
  const w = words(lang, EMBED_WORDS);
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const league = result.leagues.find((l) => l.id === only);
  if (!league) {
    return {
      subtitle: [],
      fullHref: href,
      notices: [{ code: 'NO_LEAGUE', value: only ?? '', known: result.leagues.map((l) => l.id) }],
      table: '',
    };
  }
  return {
    subtitle: [league.name],
    fullHref: `${href}/${encodeURIComponent(league.id)}`,
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
