import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import { escapeHtml } from './html';
import { words } from '@/lib/i18n/words';

/**
 * The attributes that make a public page update itself (issue 25): public/live-updates.js listens
 * to `stream` and, when the revision it announces is not the page's, fetches the page again and
 * swaps its main content in place. The notice's words come from the catalogue, here, in the page's
 * language. Without JavaScript the element is an empty hidden one.
 */
export function liveMarkerAttributes(p: { lang: Lang; stream: string; revision: number }): Record<string, string> {
  const m = words(p.lang, MESSAGES);
  return { 'data-gp-live': p.stream, 'data-gp-revision': String(p.revision), 'data-gp-lang': p.lang, 'data-gp-notice': m.liveUpdated, 'data-gp-notice-plain': m.liveUpdatedPlain };
}

/** The marker as HTML, for the pages rendered as strings (the season table). */
export function liveMarkerHtml(p: { lang: Lang; stream: string; revision: number }): string {
  const attributes = Object.entries(liveMarkerAttributes(p))
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  return `<div hidden${attributes}></div>`;
}
