import { NextResponse, type NextRequest } from 'next/server';
import { whatIfValuesMalformed } from '@/lib/series/what-if';
import { t } from '@/lib/i18n/t';
import { pathLang } from '@/lib/i18n/serving-words.mjs';
import { FORM_LIMIT_BYTES, FORM_LIMIT_MB, UPLOAD_LIMIT_MB, UPLOAD_REQUEST_LIMIT_BYTES } from '@/lib/request-limits.mjs';

/**
 * Request sizes, before any body is read (lib/request-limits.mjs). Server actions share one size
 * limit in next.config.ts (an upload and its form, for results files, registers and competition
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

export function proxy(req: NextRequest) {
  if (req.method === 'GET' && WHAT_IF_PAGE.test(req.nextUrl.pathname) && whatIfValuesMalformed(req.nextUrl.searchParams)) {
    // the page renders the form with its problems (parseWhatIf); the answer says they are not results
    return NextResponse.next({ headers: { [STATUS_HEADER]: '422' } });
  }
  if (req.method !== 'POST' || req.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  const declared = req.headers.get('content-length');
  const lang = pathLang(req.nextUrl.pathname);
  const refuse = (status: number, words: string) => new NextResponse(words, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (UPLOAD_PAGES.test(req.nextUrl.pathname)) {
    // the same refusal as Next's action limit would give, but readable and in the page's language
    if (declared !== null && Number(declared) > UPLOAD_REQUEST_LIMIT_BYTES) return refuse(413, t(lang, 'TOO_LARGE', { mb: UPLOAD_LIMIT_MB }));
    return NextResponse.next();
  }
  // browsers always declare the length of a form post; a body of unknown length is not a form
  if (declared === null || !/^\d+$/.test(declared)) return refuse(411, t(lang, 'FORM_LENGTH_REQUIRED'));
  if (Number(declared) > FORM_LIMIT_BYTES) return refuse(413, t(lang, 'FORM_TOO_LARGE', { mb: FORM_LIMIT_MB }));
  return NextResponse.next();
}

export const config = { matcher: ['/((?!_next/static|_next/image|favicon|icon.svg|site.css|table-controls.js).*)'] };
