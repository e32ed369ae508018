import type { HalfPoints } from '@/lib/half-points';
import { displayName } from '@/lib/identity/normalize-name';
import type { ResultCode } from '@/lib/import/trf/result-codes';

/**
 * Issue 40, item 5: one way each page of a language writes a name, a result and a date — every
 * page, table and download of every kind goes through these (the walk found "Zalewski Adam" beside
 * "Kowalski, Józef", "½–½" beside "1/2-1/2" beside "0,5–1,5", 13.02.2027 beside 2027-02-13).
 *
 * - A name: "Surname First" — a file's "Surname, First", "Surname,First" and all-capitals exports are
 *   written the same (lib/identity's displayName, the name the Grand Prix's linking shows).
 * - A result: white's (or the home side's) first, an en dash between, halves as ½: `1–0`, `½–½`,
 *   `0–1`, forfeits `+–−`, a match `2½–1½`. Points in tables stay decimals in the page's language
 *   (6,5 / 6.5): a table adds them up, a result is read as chess players write it.
 * - A date: `13.02.2027` on Polish pages, `2027-02-13` on English ones.
 */

/** "Kowalski, Józef", "Kowalski,Józef", "KOWALSKI JÓZEF" → "Kowalski Józef". */
export function formatName(name: string): string {
  return displayName(name);
}

/** 13.02.2027 on Polish pages, 2027-02-13 on English ones; anything that is not `YYYY-MM-DD` as given. */
export function formatDate(lang: 'pl' | 'en', iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  return lang === 'pl' ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** An event's days: one date, or the first and the last with an en dash between (27.01.2018 – 04.02.2018). */
export function formatDateRange(lang: 'pl' | 'en', from: string, to: string | null): string {
  return to === null || to === from ? formatDate(lang, from) : `${formatDate(lang, from)} – ${formatDate(lang, to)}`;
}

/** A side's share of a result: 2 → "1", 1 → "½", 0 → "0", 5 → "2½", 4 → "2". */
export function scoreSymbol(half: HalfPoints): string {
  const whole = Math.trunc(half / 2);
  if (half % 2 === 0) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** A game or a match, first side first: (2, 0) → "1–0", (1, 1) → "½–½", (5, 3) → "2½–1½". */
export function formatScore(first: HalfPoints, second: HalfPoints): string {
  return `${scoreSymbol(first)}–${scoreSymbol(second)}`;
}

const CODE_SYMBOL: Partial<Record<ResultCode, string>> = { '1': '1', '0': '0', '=': '½', W: '1', D: '½', L: '0', '+': '+', '-': '−', H: '½', F: '1', U: '1', Z: '0' };

/** One side's TRF result code as a cross-table cell shows it: 1 ½ 0, forfeits + −; blank ''. */
export function codeSymbol(code: ResultCode): string {
  return CODE_SYMBOL[code] ?? '';
}

/** A game from both sides' TRF codes: ('=', '=') → "½–½", ('+', '-') → "+–−"; a game not played yet ''. */
export function formatCodes(white: ResultCode, black: ResultCode): string {
  if (white === ' ' && black === ' ') return '';
  return `${codeSymbol(white)}–${codeSymbol(black)}`;
}

/**
 * A result as files and forms write it — `1-0`, `0-1`, `1/2-1/2`, `½-½`, `0.5-0.5`, `=`, `+/-`,
 * `-/+`, `-/-`, `1:0` — in the one form: "1–0", "½–½", "+–−", "−–−". Anything else as given.
 */
export function formatGameResult(result: string): string {
  const text = result.replace(/\s+/g, '').replace(/[:–—]/g, '-').replace(/½/g, '1/2').replace(/0[.,]5/g, '1/2');
  switch (text) {
    case '1-0':
      return '1–0';
    case '0-1':
      return '0–1';
    case '1/2-1/2':
    case '=':
    case '=-=':
      return '½–½';
    case '+/-':
    case '+-':
    case '+--':
      return '+–−';
    case '-/+':
    case '-+':
    case '--+':
      return '−–+';
    case '-/-':
    case '--':
    case '---':
      return '−–−';
    default:
      return result;
  }
}

/** The currency's unit after an amount: "50 zł" on Polish pages, "50 PLN" on English ones (issue 40: "zł" on English pages). */
export function currencyUnit(lang: 'pl' | 'en'): string {
  return lang === 'pl' ? 'zł' : 'PLN';
}

/** An amount in grosze: "1 250,50 zł" / "1250.50 PLN" — the page's decimal separator, then the unit. */
export function formatMoney(lang: 'pl' | 'en', grosze: number): string {
  const s = (grosze / 100).toFixed(2);
  return `${lang === 'pl' ? s.replace('.', ',') : s} ${currencyUnit(lang)}`;
}
