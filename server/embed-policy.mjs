// Issue 26: the query of an embed page (/embed/…) made canonical, the key of its entry in the
// production server's page cache (docs/embeds.md). The table of public routes
// (server/site-policy.mjs PUBLIC_ROUTES) names it as the embed routes' way of reading a query.
// Plain JavaScript: the server runs it without a build step.
//
// An embed page is chosen by its query (?view=&category=&club=&top=&theme=): the key is the path
// with the query made canonical — only these parameters, in this order (lib/embed/embed-options.ts
// EMBED_PARAMS, checked by tests/embed/embed-options.test.ts), everything else dropped — and the
// page is rendered from that canonical address, so every address that shares a key gets the page
// its key names. The route handler checks the values (a bad one gets a notice, never a 500).

export const EMBED_PARAMS = ['view', 'category', 'club', 'top', 'theme'];
/** A longer value is no view, category or club of ours: such an address is not kept (Next answers it). */
const MAX_VALUE = 200;

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
