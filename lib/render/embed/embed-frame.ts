import { liveMarkerHtml } from '@/lib/render/live-marker';
import { EMBED_WORDS, formatAsOf } from '@/lib/i18n/embed-words';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { EmbedNotice, EmbedTheme } from '@/lib/embed/embed-options';
import { escapeHtml } from '../html';
import { words } from '@/lib/i18n/words';

/**
 * The page around an embedded table (/embed/…, docs/embeds.md): a bare document another site shows
 * in an <iframe>. No site chrome, no script but the height report, its own small style (it must not
 * depend on /site.css or on the host page's), phone-first. Every text is escaped here or by the
 * table's renderer.
 */
interface EmbedFrameParams {
  lang: Lang;
  theme: EmbedTheme;
  /** The competition's name (the document's title and the heading). */
  name: string;
  /** What the table is ("Klasyfikacja indywidualna", "Pierwsze 10 miejsc"). */
  subtitle: string;
  /** The full page on the site, which the site's name and the link under the table open. */
  fullHref: string;
  /** The data's last change (a stored instant), shown in the association's time zone; null: nothing stored yet. */
  lastChange: string | null;
  notices: string[];
  /** The table (or a message) as escaped HTML. */
  table: string;
  /** The data's event stream and revision: the frame updates itself like the full pages (issue 25). */
  live?: { stream: string; revision: number };
}

/** The message of a notice in the page's language. */
export function noticeText(lang: Lang, n: EmbedNotice): string {
  const w = words(lang, EMBED_WORDS);
  const list = (known: string[]) => known.join(', ');
  switch (n.code) {
    case 'BAD_TOP':
      return w.badTop(n.value);
    case 'BAD_VIEW':
      return w.badView(n.value, list(n.known));
    case 'BAD_CATEGORY':
      return w.badCategory(n.value, list(n.known));
    case 'BAD_CLUB':
      return w.badClub(n.value);
    case 'NO_LEAGUE':
      return w.noLeague(n.value, list(n.known));
  }
}

// Light and dark from one set of variables; table cells narrow on phones (the club column goes
// below 360 px, where the name needs the width). System fonts: nothing to download.
const STYLE = `:root{--fg:#1b1f24;--muted:#59636e;--bg:#fff;--line:#d8dee4;--head:#f3f5f7;--link:#0b5cad;color-scheme:light}
:root[data-theme=dark]{--fg:#e6edf3;--muted:#9aa7b4;--bg:#0d1117;--line:#30363d;--head:#161b22;--link:#6cb6ff;color-scheme:dark}
*{box-sizing:border-box}html{background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
body{margin:0;padding:8px}a{color:var(--link)}header{display:flex;flex-wrap:wrap;gap:0 .5em;align-items:baseline}
.site{font-weight:600;text-decoration:none}.name{font-weight:600}.sub,.as-of{color:var(--muted);font-size:13px;margin:2px 0 6px}
.notice{border-left:3px solid #d4a72c;padding:2px 6px;margin:4px 0;font-size:13px}
.wrap{overflow-x:auto}table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:4px 6px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}thead th{background:var(--head);font-size:13px;font-weight:600}
tbody th{font-weight:400}.num{text-align:right;white-space:nowrap}.total{font-weight:600}small{color:var(--muted)}
.more{margin:6px 0 0;font-size:13px}.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}@media (max-width:359px){.club{display:none}}`;

// Tells the host page the document's height whenever it changes (docs/embeds.md: the snippet's
// script sizes the iframe by it). The target is any origin: a height is no secret, and the site
// cannot know the host page's origin.
const HEIGHT_SCRIPT = `(function(){if(window.parent===window)return;var last=0;function post(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;window.parent.postMessage({type:'gp-embed-height',height:h},'*')}}post();addEventListener('load',post);if(window.ResizeObserver)new ResizeObserver(post).observe(document.documentElement);else addEventListener('resize',post)})();`;

export function renderEmbedFrame(p: EmbedFrameParams): string {
  const w = words(p.lang, EMBED_WORDS);
  const m = words(p.lang, MESSAGES);
  const when = p.lastChange ? formatAsOf(p.lang, p.lastChange) : null;
  // links open the site in a new tab: a host page may sandbox its frames against top navigation
  const out = (href: string, text: string, cls: string) => `<a class="${cls}" href="${escapeHtml(href)}" target="_blank" rel="noopener" title="${escapeHtml(w.opensSite)}">${text}</a>`;
  return `<!DOCTYPE html><html lang="${p.lang}" data-theme="${p.theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${p.name} · ${m.siteName}`)}</title><style>${STYLE}</style></head><body><main id="main">
<header>${out(p.fullHref, escapeHtml(m.siteName), 'site')}<span class="name">${escapeHtml(p.name)}</span></header>
${p.subtitle ? `<p class="sub">${escapeHtml(p.subtitle)}</p>` : ''}
${when ? `<p class="as-of" data-testid="as-of"><time datetime="${escapeHtml(p.lastChange!)}">${escapeHtml(w.asOf(when))}</time></p>` : ''}
${p.notices.map((n) => `<p class="notice" role="note">${escapeHtml(n)}</p>`).join('')}
${p.table}
<p class="more">${out(p.fullHref, `${escapeHtml(w.fullPage)} →`, 'full')}</p>
${p.live ? liveMarkerHtml({ lang: p.lang, stream: p.live.stream, revision: p.live.revision }) : ''}</main>
<script>${HEIGHT_SCRIPT}</script>${p.live ? '<script src="/live-updates.js" defer></script>' : ''}</body></html>`;
}

/** A table inside the frame's scrolling wrapper: `head` are the column headers' cells, `rows` the rows' HTML. */
export function embedTable(p: { testId: string; caption: string; head: string; rows: string[]; empty: string }): string {
  if (p.rows.length === 0) return `<p data-testid="${escapeHtml(p.testId)}-empty">${escapeHtml(p.empty)}</p>`;
  return `<div class="wrap"><table data-testid="${escapeHtml(p.testId)}"><caption class="vh">${escapeHtml(p.caption)}</caption><thead><tr>${p.head}</tr></thead><tbody>${p.rows.join('')}</tbody></table></div>`;
}

/** A header cell: `num` right-aligns a column of numbers. */
export function th(label: string, cls = '', title?: string): string {
  return `<th scope="col"${cls ? ` class="${cls}"` : ''}${title ? ` title="${escapeHtml(title)}"` : ''}>${escapeHtml(label)}</th>`;
}
