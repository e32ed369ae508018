import { competitionKind } from '@/lib/competitions/registry';
import { EMBED_WORDS } from '@/lib/i18n/embed-words';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { MAX_TOP, type EmbedOptions } from '@/lib/embed/embed-options';
import { escapeHtml } from '../html';
import { noticeText, renderEmbedFrame } from './embed-frame';
import type { KindEmbed } from './kind-embed';
import { words } from '@/lib/i18n/words';

/**
 * The views of a kind's embed a webmaster may choose in the "Embed on your site" box (the first is
 * the default): its definition's `embedViews` (lib/competitions/kind.ts); none for a kind whose
 * default picks itself (an open: the final ranking once a place is decided, the qualifier before).
 */
export function competitionEmbedViews(kind: string, lang: Lang): { views?: { value: string; label: string }[]; currentView?: string; defaultView?: string } {
  const views = competitionKind(kind)?.embedViews;
  if (!views) return {};
  return { views: views.map((v) => ({ value: v, label: words(lang, EMBED_WORDS).views[v] ?? v })), currentView: views[0], defaultView: views[0] };
}

interface CompetitionEmbedParams {
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
  const w = words(p.lang, EMBED_WORDS);
  const embed = competitionKind(p.kind)?.embed;
  const href = localePath(p.lang, `/${p.path}/${p.slug}`);
  const shown: KindEmbed =
    p.result !== null && embed
      ? // issue 42: without a top asked for, at most MAX_TOP places (the whole table is the site's, a page at a time)
        embed({ lang: p.lang, slug: p.slug, href, result: p.result, options: { ...p.options, top: p.options.top ?? MAX_TOP }, only: p.only })
      : { subtitle: [], table: `<p data-testid="embed-incomplete">${escapeHtml(w.incomplete)}</p>`, fullHref: href, notices: [] };
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
