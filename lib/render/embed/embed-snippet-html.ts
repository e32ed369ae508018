import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import type { Lang } from '@/lib/i18n/messages';
import { embedHref } from '@/lib/embed/embed-options';
import { escapeHtml } from '../html';
import { words } from '@/lib/i18n/words';

/**
 * The "Umieść na swojej stronie" / "Embed on your site" box of a public table's page (issue 26): the
 * choices of docs/embeds.md, the <iframe> code for them, a copy button and a live preview. Closed by
 * default (a <details>); public/embed-snippet.js fills the code with the site's address as the
 * reader's browser sees it, follows the choices and loads the preview when the box is opened.
 * One markup for the string-rendered season page and the React pages (app/components/embed-snippet.tsx).
 */
export interface EmbedSnippetParams {
  lang: Lang;
  /** The embed page's path in the page's language: "/embed/seasons/gp-2018", "/en/embed/events/open". */
  embedPath: string;
  /** The table's name: the iframe's title. */
  name: string;
  /** The views to choose from (value → label); none: no choice. */
  views?: { value: string; label: string }[];
  /** The view of the page the box is on (chosen at first) and the embed's default view (left out of the address). */
  currentView?: string;
  defaultView?: string;
  categories?: { id: string; label: string }[];
  /** The views the category and club choices apply to (a season's individual table); none: every view. */
  filterViews?: string[];
  clubs?: string[];
  /** The number of places filled in at first (the top ten of a season); null: the whole table. */
  defaultTop?: number | null;
  /** The category filter of the page the box is on (the season table's buttons), which the box follows. */
  followsFilterOf?: string;
}

const option = (value: string, label: string, selected = false) => `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

export function renderEmbedSnippet(p: EmbedSnippetParams): string {
  const w = words(p.lang, EMBED_WORDS);
  const top = p.defaultTop ?? null;
  // the code as it is before the script runs: the address without the site's origin, which only the browser knows
  const src = embedHref(p.embedPath, { view: p.currentView && p.currentView !== p.defaultView ? p.currentView : null, top });
  const title = w.frameTitle(p.name);
  const code = `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" style="width:100%;max-width:720px;height:480px;border:0" loading="lazy"></iframe>`;
  const id = `embed-${p.embedPath.replace(/[^a-z0-9]+/gi, '-')}`;
  // the category and club choices of a view they do not apply to start hidden (the script follows the view chosen)
  const filterHidden = p.filterViews && p.currentView && !p.filterViews.includes(p.currentView) ? ' hidden' : '';
  const fields = [
    p.views && p.views.length > 1 ? `<label>${escapeHtml(w.snippetView)} <select name="view">${p.views.map((v) => option(v.value, v.label, v.value === p.currentView)).join('')}</select></label>` : '',
    p.categories && p.categories.length ? `<label data-filter-field${filterHidden}>${escapeHtml(w.snippetCategory)} <select name="category">${option('', w.snippetAll, true)}${p.categories.map((c) => option(c.id, c.label)).join('')}</select></label>` : '',
    p.clubs && p.clubs.length ? `<label data-filter-field${filterHidden}>${escapeHtml(w.snippetClub)} <select name="club">${option('', w.snippetAllClubs, true)}${p.clubs.map((c) => option(c, c)).join('')}</select></label>` : '',
    `<label>${escapeHtml(w.snippetTop)} <input name="top" type="number" min="1" max="500" step="1" inputmode="numeric" value="${top ?? ''}"></label>`,
    `<label>${escapeHtml(w.snippetTheme)} <select name="theme">${option('', w.themeLight, true)}${option('dark', w.themeDark)}</select></label>`,
  ].join('');
  return `<details class="embed-snippet no-print" data-embed-snippet data-embed-path="${escapeHtml(p.embedPath)}" data-frame-title="${escapeHtml(title)}"${p.defaultView ? ` data-default-view="${escapeHtml(p.defaultView)}"` : ''} data-copied="${escapeHtml(w.snippetCopied)}" data-copy-failed="${escapeHtml(w.snippetCopyFailed)}"${p.filterViews ? ` data-filter-views="${escapeHtml(p.filterViews.join(' '))}"` : ''}${p.followsFilterOf ? ` data-follows="${escapeHtml(p.followsFilterOf)}"` : ''} data-testid="embed-snippet"><summary>${escapeHtml(w.snippetTitle)}</summary>
<p class="muted embed-intro">${escapeHtml(w.snippetIntro)}</p>
<div class="filters">${fields}</div>
<p><label for="${id}-code">${escapeHtml(w.snippetCode)}</label><br><textarea id="${id}-code" rows="5" readonly spellcheck="false" style="width:100%;font-family:monospace" data-embed-code data-testid="embed-code">${escapeHtml(code)}</textarea></p>
<p><button type="button" data-embed-copy data-testid="embed-copy">${escapeHtml(w.snippetCopy)}</button> <span role="status" aria-live="polite" data-embed-status></span></p>
<p class="muted">${escapeHtml(w.snippetPreview)}:</p>
<div data-embed-preview data-testid="embed-preview"></div>
</details>`;
}
