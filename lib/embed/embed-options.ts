/**
 * The query of an embed page (/embed/…, docs/embeds.md): what a club's webmaster may choose. Pure:
 * the values are read here; whether a view, category or club exists is decided by the renderer
 * against the data. A bad value never fails the page: it is named in a notice above the table and
 * the table is shown as without it.
 */

/**
 * The parameters an embed page reads, in the order a canonical address writes them. The production
 * server keys its page cache by the same canonical query (server/embed-policy.mjs keeps the same
 * list; tests/embed/embed-options.test.ts checks they agree): other parameters are ignored.
 */
export const EMBED_PARAMS = ['view', 'category', 'club', 'top', 'theme'] as const;
type EmbedParam = (typeof EMBED_PARAMS)[number];

/** At most this many places: a "top" beyond it is not a choice anybody makes (the whole table is `top` left out). */
export const MAX_TOP = 500;
/** A value longer than this is no category, club or view of ours. */
export const MAX_VALUE_LENGTH = 120;

export type EmbedTheme = 'light' | 'dark';

export type EmbedNotice =
  | { code: 'BAD_TOP'; value: string }
  | { code: 'BAD_VIEW'; value: string; known: string[] }
  | { code: 'BAD_CATEGORY'; value: string; known: string[] }
  | { code: 'BAD_CLUB'; value: string }
  | { code: 'NO_LEAGUE'; value: string; known: string[] };

export interface EmbedOptions {
  /** The view asked for, not yet checked against the kind's views; null: the kind's default. */
  view: string | null;
  category: string | null;
  club: string | null;
  /** Rows whose rank is at most this; null: every row. */
  top: number | null;
  theme: EmbedTheme;
  /** Problems found in the query itself (a `top` that is not a number). */
  notices: EmbedNotice[];
}

/** A parameter's value as typed, trimmed; null when it is missing or empty. */
function value(params: URLSearchParams, name: EmbedParam): string | null {
  const raw = params.get(name);
  if (raw === null) return null;
  const v = raw.normalize('NFC').trim().slice(0, MAX_VALUE_LENGTH);
  return v === '' ? null : v;
}

/** The options of an embed page from its query string. */
export function parseEmbedOptions(params: URLSearchParams): EmbedOptions {
  const notices: EmbedNotice[] = [];
  const topText = value(params, 'top');
  let top: number | null = null;
  if (topText !== null) {
    const n = /^\d{1,4}$/.test(topText) ? Number(topText) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= MAX_TOP) top = n;
    else notices.push({ code: 'BAD_TOP', value: topText });
  }
  // an unknown theme is the light one: the table stays readable either way
  const theme: EmbedTheme = value(params, 'theme') === 'dark' ? 'dark' : 'light';
  return { view: value(params, 'view'), category: value(params, 'category'), club: value(params, 'club'), top, theme, notices };
}

/** Club names compared as a reader types them: case, spaces and letter forms aside ("uks  jedynka" = "UKS Jedynka"). */
export function sameClub(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
  return norm(a) === norm(b);
}

/**
 * The address of an embed page: `path` (e.g. "/embed/seasons/gp-2018", "/en/embed/events/open")
 * with the chosen values in the canonical order; empty values and defaults are left out.
 */
export function embedHref(path: string, chosen: Partial<Record<EmbedParam, string | number | null | undefined>>): string {
  const q = new URLSearchParams();
  for (const name of EMBED_PARAMS) {
    const v = chosen[name];
    if (v === null || v === undefined || v === '') continue;
    if (name === 'theme' && v === 'light') continue;
    q.set(name, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Rows whose rank is at most `top` (all when null). A tie across the limit is kept whole: with
 * places 9–11 shared, the top 10 shows all three (nobody tied with a shown player is cut off).
 */
export function withinTop<T>(rows: readonly T[], rank: (row: T) => number, top: number | null): T[] {
  return top === null ? [...rows] : rows.filter((r) => rank(r) <= top);
}
