import { NextResponse, type NextRequest } from 'next/server';
import { whatIfValuesMalformed } from '@/lib/series/what-if';
import { describe } from '@/lib/i18n/t';
import { pathLang } from '@/lib/i18n/serving-words.mjs';
import { FORM_LIMIT_BYTES, FORM_LIMIT_MB, UPLOAD_LIMIT_MB, UPLOAD_REQUEST_LIMIT_BYTES } from '@/lib/request-limits.mjs';

/**
 * Request sizes, before any body is read (lib/request-limits.mjs). Server actions share one size
 * limit in next.config.mjs (an upload and its form, for results files, registers and competition
 * files); only the arbiter pages that upload files may use it. Every other page's posts (sign-in,
 * forms) stop at the form limit, so fifty parallel 10 MB sign-in posts cost nothing. API routes count
 * their bodies themselves (server/api.ts readBody). No authorization here: that lives next to the data.
 */
const UPLOAD_PAGES = /^(?:\/(?:pl|en))?\/arbiter\/(?:seasons\/[^/]+(?:\/upload)?|competitions)\/?$/;

/** A player's what-if calculator (issue 31: values that are no result answer 422). */
const WHAT_IF_PAGE = /^(?:\/(?:pl|en))?\/seasons\/[^/]+\/players\/[^/]+\/what-if$/;

/**
 * The status a page answers with instead of its 200, for the production server's Next thread
 * (scripts/serve.mjs applies it and drops the header): a page cannot set its own status.
 */
export const STATUS_HEADER = 'x-gp-status';

/**
 * The first parts of an address next.config.mjs serves in Polish without /pl (its `rewrites`), and
 * the ones that are no page at all. An address that starts otherwise, and is no `/{kind}/{slug}`
 * (also rewritten there), reaches the pages with a language that does not exist.
 */
const SERVED_FIRST_PARTS = new Set(['pl', 'en', 'api', '_next', 'seasons', 'arbiter', 'organizer', 'captain', 'presets', 'docs', 'search', 'players', 'clubs', 'embed']);

/** Issue 40: whether the address is one of no language (/nie-ma-takiej-strony): the layout shows the 404 page, this gives it its status. */
export function unknownLanguagePath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0 || SERVED_FIRST_PARTS.has(parts[0]!)) return false;
  // next.config.mjs: /:kind/:slug/… of any competition kind, /{kind}/{slug} answering itself (a 404 of an unknown kind)
  return !(parts.length >= 2 && /^[a-z][a-z0-9-]*$/.test(parts[0]!));
}

/** The address's language, for the 404 of an address no route takes (app/global-not-found.tsx: it gets no params). */
export const LANG_HEADER = 'x-gp-lang';

export function proxy(req: NextRequest) {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const request = new Headers(req.headers);
    request.set(LANG_HEADER, pathLang(req.nextUrl.pathname));
    // an address of no language: the layout's 404 page with its status; a what-if whose values are no
    // results: the page renders the form with its problems (parseWhatIf), the answer says so (422)
    const status = unknownLanguagePath(req.nextUrl.pathname) ? { [STATUS_HEADER]: '404' } : WHAT_IF_PAGE.test(req.nextUrl.pathname) && whatIfValuesMalformed(req.nextUrl.searchParams) ? { [STATUS_HEADER]: '422' } : null;
    return NextResponse.next({ request: { headers: request }, ...(status ? { headers: status } : {}) });
  }
  if (req.method !== 'POST' || req.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  const declared = req.headers.get('content-length');
  const lang = pathLang(req.nextUrl.pathname);
  const refuse = (status: number, words: string) => new NextResponse(words, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (UPLOAD_PAGES.test(req.nextUrl.pathname)) {
    // the same refusal as Next's action limit would give, but readable and in the page's language
    if (declared !== null && Number(declared) > UPLOAD_REQUEST_LIMIT_BYTES) return refuse(413, describe(lang, { code: 'TOO_LARGE', params: { mb: UPLOAD_LIMIT_MB } }));
    return NextResponse.next();
  }
  // browsers always declare the length of a form post; a body of unknown length is not a form
  if (declared === null || !/^\d+$/.test(declared)) return refuse(411, describe(lang, { code: 'FORM_LENGTH_REQUIRED' }));
  if (Number(declared) > FORM_LIMIT_BYTES) return refuse(413, describe(lang, { code: 'FORM_TOO_LARGE', params: { mb: FORM_LIMIT_MB } }));
  return NextResponse.next();
}

export const config = { matcher: ['/((?!_next/static|_next/image|icon.svg|site.css|table-controls.js).*)'] };
