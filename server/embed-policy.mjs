// Issue 26: what of the embed pages (/embed/…) and the competitions' JSON the production server may
// keep in its page cache, and under which key (docs/embeds.md). Imported by site-policy.mjs. Plain
// JavaScript: the server runs it without a build step.
//
// An embed page is chosen by its query (?view=&category=&club=&top=&theme=): the key is the path
// with the query made canonical — only these parameters, in this order (lib/embed/embed-options.ts
// EMBED_PARAMS, checked by tests/embed/embed-options.test.ts), everything else dropped — and the
// page is rendered from that canonical address, so every address that shares a key gets the page
// its key names. The route handler checks the values (a bad one gets a notice, never a 500).

export const EMBED_PARAMS = ['view', 'category', 'club', 'top', 'theme'];
/** A longer value is no view, category or club of ours: such an address is not kept (Next answers it). */
const MAX_VALUE = 200;

const SEASON = /^\/(?:(?:pl|en)\/)?embed\/seasons\/([^/]+)$/;
const COMPETITION = /^\/(?:(?:pl|en)\/)?embed\/(?:events|team-leagues)\/([^/]+)$/;
const LEAGUE = /^\/(?:(?:pl|en)\/)?embed\/leagues\/([^/]+)\/[^/]+$/;
const COMPETITION_JSON = /^\/api\/competitions\/([^/]+)$/;

/** Whether a path (no query) is an embed page or a competition's JSON: read by the render thread. */
export function embedRead(path) {
  return SEASON.test(path) || COMPETITION.test(path) || LEAGUE.test(path) || COMPETITION_JSON.test(path);
}

/** `search` (without `?`) made canonical, or null when a value is too long to be one of ours. */
export function canonicalEmbedQuery(search) {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of EMBED_PARAMS) {
    const v = params.get(name);
    if (v === null || v.trim() === '') continue;
    if (v.length > MAX_VALUE) return null;
    // the light theme is the default (any other value than "dark" is light): one key for all of them
    if (name === 'theme') {
      if (v.trim() === 'dark') out.set(name, 'dark');
      continue;
    }
    out.set(name, v);
  }
  return out.toString();
}

/**
 * For an embed page or a competition's JSON: the resource to keep ({ slug, competition, key, path },
 * `path` the canonical address to render), or null when it may not be kept; undefined for any other
 * address (site-policy.mjs decides those).
 */
export function embedCacheable(url) {
  const hash = url.indexOf('#');
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const season = SEASON.exec(path);
  const competition = season ? null : (COMPETITION.exec(path) ?? LEAGUE.exec(path));
  const json = season || competition ? null : COMPETITION_JSON.exec(path);
  const m = season ?? competition ?? json;
  if (!m) return undefined;
  if (hash !== -1) return null;
  // the JSON has no query of its own
  if (json && q !== -1) return null;
  let slug;
  try {
    slug = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const query = json ? '' : canonicalEmbedQuery(q === -1 ? '' : url.slice(q + 1));
  if (query === null) return null;
  const canonical = query ? `${path}?${query}` : path;
  return { slug, competition: !season, calendar: false, key: canonical, path: canonical };
}
