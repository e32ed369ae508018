// What the production server (scripts/serve.mjs) may answer from its public cache, and the
// Cache-Control of everything it sends. Plain JavaScript: the server runs it without a build step.
import { embedCacheable, embedRead } from './embed-policy.mjs';

const seconds = (env, name, fallback) => {
  const v = Number(env[name]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
};

/** What a shared cache (CDN, nginx) may do with a public page: keep it 60 s, then serve it while it revalidates with the ETag. */
export function publicCacheControl(env = process.env) {
  if (env.GP_CACHE_CONTROL) return env.GP_CACHE_CONTROL;
  const sMaxAge = seconds(env, 'GP_CACHE_S_MAXAGE', 60);
  const swr = seconds(env, 'GP_CACHE_STALE_WHILE_REVALIDATE', 600);
  return `public, max-age=0, s-maxage=${sMaxAge}${swr > 0 ? `, stale-while-revalidate=${swr}` : ''}`;
}
export const PRIVATE = 'private, no-store';

// /seasons/{slug}[/…] and /{pl|en}/seasons/{slug}[/…]: the public season pages
const PAGE = /^\/(?:(?:pl|en)\/)?seasons\/([^/]+)(?:\/(teams|prizes|tournaments|calendar|tournaments\/[^/]+|players\/[^/]+))?$/;
const API = /^\/api\/seasons\/([^/]+)\/(standings|standings\.csv|calendar\.ics)$/;
// a player's what-if calculator: computed per request from its query, a season's worth of work
const WHAT_IF = /^\/(?:(?:pl|en)\/)?seasons\/[^/]+\/players\/[^/]+\/what-if$/;

/** Whether a path is a public season page (HTML: none reads its query string; the API's CSV does). */
export function seasonPage(path) {
  return PAGE.test(path);
}

/** Whether a path is a player's what-if calculator. */
export function whatIfPage(path) {
  return WHAT_IF.test(path);
}

/**
 * The public resource a request names, or null: only GET/HEAD, without a query string, cookie,
 * credentials or the headers of Next's client router (those get Next's own answers).
 *
 * One query string is taken: `?rev=N`, with which a page that updates itself (public/live-updates.js)
 * asks for itself after its season's stream announced revision N. It is the same page (same entry,
 * rendered without the query), but another address for a shared cache in front: nginx or a CDN,
 * which may keep the plain address for 60 s, then has nothing stale under it.
 */
export function cacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '';
  const live = /^([^?#]*)\?rev=\d{1,15}$/.exec(raw);
  const url = live ? live[1] : raw;
  const h = req.headers;
  if (h.cookie || h.authorization || h.rsc || h['next-action'] || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-router-segment-prefetch']) return null;
  // issue 26: the embed pages (kept with their canonical query) and the competitions' JSON
  // (`competition: true`: keyed by the competition's revision) — server/embed-policy.mjs
  const embed = embedCacheable(url);
  if (embed !== undefined) return embed;
  if (url.includes('?') || url.includes('#')) return null;
  const m = PAGE.exec(url) ?? API.exec(url);
  if (!m) return null;
  let slug;
  try {
    slug = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const calendar = m[2] === 'calendar' || m[2] === 'calendar.ics';
  // the feed's event ids carry the host name it is served under
  const key = m[2] === 'calendar.ics' ? `${url} ${h.host ?? ''}` : url;
  return { slug, calendar, key, path: url };
}

/**
 * Whether a GET or HEAD names a public season page or download, a player's what-if calculator, or
 * an embed page or a competition's JSON (issue 26), whatever its query string and headers (Next's
 * client router, a signed-in visitor): the production server has such requests, which may compute
 * a season's standings, rendered off its own thread (the render thread, never the application
 * thread that signs people in and takes the writes).
 */
export function seasonRead(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = (req.url ?? '').split(/[?#]/)[0];
  return PAGE.test(path) || API.test(path) || WHAT_IF.test(path) || embedRead(path);
}

// GP_HOST, not HOSTNAME: shells and containers set HOSTNAME to the machine's name

/**
 * Makes every Cache-Control that Next sets on `res` the given one: Next sets its own inside the
 * handler (after anything set before it), so the setters are wrapped on this response only.
 */
export function forceCacheControl(res, value) {
  const isCacheControl = (name) => String(name).toLowerCase() === 'cache-control';
  const setHeader = res.setHeader.bind(res);
  setHeader('cache-control', value);
  res.setHeader = (name, v) => (isCacheControl(name) ? res : setHeader(name, v));
  if (res.appendHeader) {
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, v) => (isCacheControl(name) ? res : appendHeader(name, v));
  }
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const i = typeof rest[0] === 'string' ? 1 : 0;
    const headers = rest[i];
    if (Array.isArray(headers)) {
      const flat = Array.isArray(headers[0]) ? headers.flat() : headers;
      const kept = [];
      for (let j = 0; j < flat.length; j += 2) if (!isCacheControl(flat[j])) kept.push(flat[j], flat[j + 1]);
      rest[i] = kept;
    } else if (headers && typeof headers === 'object') {
      rest[i] = Object.fromEntries(Object.entries(headers).filter(([k]) => !isCacheControl(k)));
    }
    setHeader('cache-control', value);
    return writeHead(status, ...rest);
  };
}
