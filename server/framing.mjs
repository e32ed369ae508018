// Who may show the site's pages inside a frame (issue 26, docs/embeds.md) — the one place that
// decides it. The production server (scripts/serve.mjs) applies it to every response it sends,
// from its caches or from Next, so no page can be framed by accident and no header Next or a
// stored page carries can loosen it. Plain JavaScript: the server runs it without a build step.
//
// - Embed pages (/embed/…, /en/embed/…) are made to be framed by other sites:
//   `Content-Security-Policy: frame-ancestors *`, or the list in GP_EMBED_ANCESTORS
//   (e.g. "https://klub.pl https://*.wmzszach.pl"); no X-Frame-Options, which cannot allow a list.
// - The workspace (sign-in, arbiter, organizer, captain) is never framed, not even by the site:
//   `frame-ancestors 'none'` and `X-Frame-Options: DENY` (browsers without CSP level 2) — a framed
//   arbiter's page could be clickjacked into a correction or an exclusion.
// - Every other page: `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.

const EMBED = /^\/(?:(?:pl|en)\/)?embed(?:\/|$)/;
const WORKSPACE = /^\/(?:(?:pl|en)\/)?(?:arbiter|organizer|captain)(?:\/|$)/;

/**
 * The frame-ancestors sources of embed pages: the sources of GP_EMBED_ANCESTORS (spaces or commas
 * between them) that a browser understands — `'self'`, a scheme (`https:`), a host with an optional
 * scheme, `*.` and port — else `*`. Anything else in the setting (a quote, a keyword) is left out,
 * and so is everything after a `;`, which would start another directive.
 */
let ancestorsOf = { setting: undefined, sources: '*' };
export function embedAncestors(env = process.env) {
  // read on every embed page the server answers: parsed again only when the setting changes
  const setting = String(env.GP_EMBED_ANCESTORS ?? '');
  if (setting === ancestorsOf.setting) return ancestorsOf.sources;
  // a `;` would start another directive: the setting ends there
  const sources = setting
    .split(';')[0]
    .split(/[\s,]+/)
    .filter((s) => s === "'self'" || s === '*' || /^https?:$/.test(s) || /^(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i.test(s));
  ancestorsOf = { setting, sources: sources.length ? sources.join(' ') : '*' };
  return ancestorsOf.sources;
}

/** The framing headers of a response to `url` (path and query), as [name, value] pairs in lower case. */
export function framingHeaders(url, env = process.env) {
  const path = String(url ?? '/').split(/[?#]/)[0];
  if (EMBED.test(path)) return [['content-security-policy', `frame-ancestors ${embedAncestors(env)}`]];
  if (WORKSPACE.test(path)) return [['content-security-policy', "frame-ancestors 'none'"], ['x-frame-options', 'DENY']];
  return [['content-security-policy', "frame-ancestors 'self'"], ['x-frame-options', 'SAMEORIGIN']];
}

/** The framing headers' names: the server drops them from Next's answers (scripts/serve.mjs), so those set here win. */
export const FRAMING = ['content-security-policy', 'x-frame-options'];

/** Sets the framing headers of `url` on `res`, before any answer path writes its head. */
export function applyFraming(res, url, env = process.env) {
  for (const [name, value] of framingHeaders(url, env)) res.setHeader(name, value);
}
