import { seasonBySlug } from '@/server/lookups';
import { isLang, localePath, MESSAGES } from '@/lib/i18n/messages';
import { otherLang } from '@/lib/i18n/lang-path';
import { siteShellHtml } from '@/lib/render/site-shell';
import { readConnection, seasonPageHtmlCached } from '@/server/data';
import { words } from '@/lib/i18n/words';

// Dynamic, with our own per-revision memo: Next's cached-route path measured no faster here (see
// the bench:web figures in the site issue's note).
export const dynamic = 'force-dynamic';

/**
 * GET /seasons/{slug} (and /en/seasons/{slug}): the individual standings. Served from a string
 * rendered by lib/render and kept per season revision — every write bumps the revision in its
 * transaction, so the page is fresh at once and otherwise costs one indexed read.
 */
export async function GET(req: Request, ctx: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await ctx.params;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  const season = isLang(lang) ? seasonBySlug(readConnection(), slug) : undefined;
  if (!isLang(lang) || !season || !season.public) {
    const l = isLang(lang) ? lang : 'pl';
    const body = `<h1>404</h1><p>${words(l, MESSAGES).notFound}</p><p><a href="${localePath(l, '/')}">Grand Prix</a></p>`;
    return new Response(siteShellHtml({ lang: l, title: '404 · Grand Prix', body, otherLangHref: localePath(otherLang(l), '/') }), { status: 404, headers });
  }
  // issue 42: the table's page, search, sort and category from the address (lib/render/table-query.mjs)
  const html = seasonPageHtmlCached(season, lang, new URL(req.url).search);
  return new Response(html as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'content-length': String(html.byteLength) } });
}
