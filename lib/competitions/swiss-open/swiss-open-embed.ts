import type { EmbedNotice } from '@/lib/embed/embed-options';
import { formatPoints } from '@/lib/half-points';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { withinTop } from '@/lib/embed/embed-options';
import { escapeHtml } from '@/lib/render/html';
import { decimalSeparator, MESSAGES } from '@/lib/i18n/messages';
import { embedTable, th } from '@/lib/render/embed/embed-frame';
import { type KindEmbed, type KindEmbedParams, pickView } from '@/lib/render/embed/kind-embed';
import type { SwissOpenResult } from './compute-swiss-open';
import { words } from '@/lib/i18n/words';
import { hasFinalStage } from './swiss-open-rules';

/** An open (seed 000): the final ranking as far as decided, else (or with ?view=qualifier) the qualifier's standings. */
export function swissOpenEmbed({ lang, href, result, options: o }: KindEmbedParams<SwissOpenResult>): KindEmbed {
  const w = words(lang, EMBED_WORDS);
  const m = words(lang, MESSAGES);
  const sep = decimalSeparator(lang);
  const notices: EmbedNotice[] = [];
  const view = pickView(o.view, ['ranking', 'qualifier'], result.ranking.length > 0 ? 'ranking' : 'qualifier', notices);
  if (view === 'ranking') {
    const stage = (id: string) => {
      const places = /^places-(\d+)-(\d+)$/.exec(id);
      return places ? w.placesStage(places[1]!, places[2]!) : (w.stages[id] ?? id);
    };
    return {
      subtitle: [w.views.ranking!],
      fullHref: href,
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
  // a plain Swiss open (issue 40): its Swiss is the standings, with no cut and so no status column
  const plain = !hasFinalStage(result.rules);
  const caption = plain ? w.views.standings! : w.views.qualifier!;
  return {
    subtitle: [caption, w.roundsPlayed(q.roundsPlayed, q.rounds)],
    fullHref: href,
    notices,
    table: embedTable({
      testId: 'embed-open-qualifier',
      caption,
      head: th(m.rank, 'num') + th(m.player) + th(w.pointsShort, 'num') + (plain ? '' : th(w.status)),
      rows: withinTop(q.rows, (r) => r.rank, o.top).map(
        (r) => `<tr><td class="num">${r.rank}${r.openTie ? '=' : ''}</td><th scope="row">${escapeHtml(r.name)}</th><td class="num total">${formatPoints(r.points, sep)}</td>${plain ? '' : `<td>${escapeHtml(w.statuses[r.status] ?? '')}</td>`}</tr>`,
      ),
      empty: w.notYet,
    }),
  };
}
