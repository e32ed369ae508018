// Issue 26: an embed page's query (?view=&category=&club=&top=&theme=) made canonical — these
// parameters only, in this order (lib/embed/embed-options.ts EMBED_PARAMS, checked by
// tests/embed/embed-options.test.ts) — the key of its page-cache entry and the address it is
// rendered from, so every address sharing a key gets the page the key names (docs/embeds.md).

export const EMBED_PARAMS = ['view', 'category', 'club', 'top', 'theme'];
/** `search` (without `?`) made canonical, or null when a value is too long (200) to be one of ours. */
export function canonicalEmbedQuery(search) {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const name of EMBED_PARAMS) {
    const v = params.get(name);
    if (v === null || v.trim() === '') continue;
    if (v.length > 200) return null;
    // light is the default, whatever else is asked: one key for all of them
    if (name !== 'theme') out.set(name, v);
    else if (v.trim() === 'dark') out.set(name, 'dark');
  }
  return out.toString();
}
