// Issue 26: the public downloads any site may read from its own pages' scripts (docs/embeds.md) —
// the standings JSON and CSV of a season and a competition's JSON. They hold what the public pages
// show and nothing else (no e-mail, no birth date, no session): `Access-Control-Allow-Origin: *`,
// never with credentials (a browser sends no cookie with such a read and the answer is the same for
// everybody). The production server (scripts/serve.mjs) applies this to every answer of these
// addresses, from its cache or from Next, and answers their preflight itself. Plain JavaScript.

const OPEN_DATA = /^\/api\/(?:seasons\/[^/]+\/(?:standings|standings\.csv)|competitions\/[^/]+)$/;

/** Whether the path of `url` is one of the open downloads. */
export function isOpenData(url) {
  return OPEN_DATA.test(String(url ?? '').split(/[?#]/)[0]);
}

/** Sent with every answer (200, 304, 404, 409) of an open download. */
export const OPEN_DATA_HEADERS = [
  ['access-control-allow-origin', '*'],
  // a script may revalidate with If-None-Match (304), so it may read the tag
  ['access-control-expose-headers', 'ETag'],
];

/** A preflight may ask for these request headers (a revalidating read sends If-None-Match). */
const ALLOWED_HEADERS = 'Accept, Accept-Language, If-None-Match, If-Modified-Since, Cache-Control';

/**
 * Sets the open-data headers on an answer to an open download, and answers its CORS preflight
 * (OPTIONS with Access-Control-Request-Method): 204 for GET and HEAD, which is all these addresses
 * offer to other sites; any other method gets no Allow-Methods, so the browser refuses it. Returns
 * true when the request is answered here.
 */
export function openData(req, res) {
  if (!isOpenData(req.url)) return false;
  for (const [name, value] of OPEN_DATA_HEADERS) res.setHeader(name, value);
  if (req.method !== 'OPTIONS') return false;
  const asked = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
  res.setHeader('cache-control', 'public, max-age=86400');
  if (asked === 'GET' || asked === 'HEAD') {
    res.setHeader('access-control-allow-methods', 'GET, HEAD');
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', '86400');
  }
  res.setHeader('allow', 'GET, HEAD, OPTIONS');
  res.writeHead(204);
  res.end();
  return true;
}
