import { isRealDate } from '@/lib/dates';
import type { HalfPoints } from '@/lib/half-points';
import type { Loaded } from '@/lib/problem';

export type Sex = 'M' | 'F';

/**
 * Why a value cannot be read: a code, said in Polish and English by the message catalogue
 * (lib/i18n/catalogue.ts VALUE_REASONS) inside BAD_PLACE, BAD_POINTS, BAD_BIRTH, BAD_SEX, BAD_RATING.
 */
export type ValueReason = 'not-a-number' | 'not-half' | 'not-whole' | 'place-below-1' | 'not-a-birth' | 'implausible-year' | 'not-a-real-date' | 'not-a-sex' | 'not-a-ranking';
/**
 * A cell's value, or why it cannot be read (issue 39: a reader's one shape, `Loaded`): its one error
 * is the reason's code, not a whole problem — the reason is a clause of the caller's problem
 * (BAD_PLACE …), which knows the line and the cell. A value reader has no warnings.
 */
type ParseResult<T> = Loaded<{ value: T }, ValueReason, never>;

/** A value refused for `reason`. */
export function refused(reason: ValueReason): ParseResult<never> {
  return { ok: false, errors: [reason], warnings: [] };
}

/** A value read. */
export function parsed<T>(value: T): ParseResult<T> {
  return { ok: true, value, warnings: [] };
}

const POINTS = /^(\d*)(?:[.,](\d+))?\s*(½|1\/2)?$/;

/**
 * formats §1: `6.5`, `6,5` and `6½` all mean six and a half. Returns half-points; a value that is
 * a number but not a multiple of ½ is refused for its own reason (`not-half`).
 */
export function parsePoints(raw: string): ParseResult<HalfPoints> {
  const s = raw.trim().replace(/\u00A0/g, '');
  const m = POINTS.exec(s);
  if (!s || !m || (m[1] === '' && m[2] === undefined && !m[3]) || (m[1] === '' && m[2] !== undefined)) {
    return refused('not-a-number');
  }
  const whole = m[1] === '' ? 0 : Number(m[1]);
  const fraction = m[2] ?? '';
  const halfMark = m[3] ? 1 : 0;
  if (halfMark && fraction !== '') return refused('not-a-number');
  const frac = fraction.replace(/0+$/, '');
  let half: number;
  if (frac === '') half = whole * 2 + halfMark;
  else if (frac === '5') half = whole * 2 + 1;
  else return refused('not-half');
  return parsed(half);
}

/** A final place: a positive whole number, `7` or `7.`. */
export function parsePlace(raw: string): ParseResult<number> {
  const m = /^(\d{1,6})\.?$/.exec(raw.trim());
  if (!m) return refused('not-whole');
  const n = Number(m[1]);
  if (n < 1) return refused('place-below-1');
  return parsed(n);
}

/** formats §1 dates of birth: `YYYY`, `YYYY-MM-DD`, `YYYY/MM/DD` or `DD.MM.YYYY` → the year. Empty, `0` or `-` = unknown. */
export function parseBirthYear(raw: string): ParseResult<number | null> {
  const s = raw.trim();
  if (s === '' || s === '0' || s === '-' || s === '0000') return parsed(null);
  let y: number, mo: number | null = null, d: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})$/.exec(s))) y = Number(m[1]);
  else if ((m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s))) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s))) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else return refused('not-a-birth');
  if (y < 1880 || y > 2200) return refused('implausible-year');
  if (mo !== null && d !== null && !isRealDate(y, mo, d)) return refused('not-a-real-date');
  return parsed(y);
}

/** formats §1: `M`/`m` male; `F`/`f`/`K`/`k`/`W`/`w` female (Polish exports write K). Empty = unknown. */
export function parseSex(raw: string): ParseResult<Sex | null> {
  const s = raw.trim();
  if (s === '') return parsed(null);
  if (/^m$/i.test(s)) return parsed('M');
  if (/^[fkw]$/i.test(s)) return parsed('F');
  return refused('not-a-sex');
}

/** A national ranking: a whole number; empty or 0 = none. */
export function parseRating(raw: string): ParseResult<number | null> {
  const s = raw.trim();
  if (s === '' || s === '0' || s === '-') return parsed(null);
  if (!/^\d{3,4}$/.test(s)) return refused('not-a-ranking');
  return parsed(Number(s));
}

/** An identifier (CR or FIDE): digits; empty or `0` = none. */
export function parseId(raw: string): string | null {
  const s = raw.trim();
  if (s === '' || /^0+$/.test(s) || s === '-') return null;
  return s;
}

export function emptyToNull(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  return /\s\s|[\t\r\n\u00A0]/.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/** Names, clubs and other texts of a file stop here (formats: a name or club over 200 characters is refused with its line). */
export const MAX_TEXT_LENGTH = 200;

// zero-width space, non-joiner, joiner, word joiner, byte order mark, soft hyphen, and the bidi controls
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u202A-\u202E\u2066-\u2069]/g;

export interface CleanText {
  value: string | null;
  /** Invisible characters were removed: two names that look the same must be the same. */
  hadInvisible: boolean;
  /** Latin letters mixed with Cyrillic or Greek ones (a Cyrillic "о" in "Kowalski"): it looks like another name. */
  mixedScripts: boolean;
  tooLong: boolean;
}

/**
 * A name or club as a person reads it: invisible characters removed, then blank → null. Mixed
 * scripts are reported, not changed (a Ukrainian name written in Cyrillic is a real name).
 */
export function cleanText(raw: string | undefined): CleanText {
  const s = raw ?? '';
  const stripped = s.replace(INVISIBLE, '');
  const value = emptyToNull(stripped);
  return {
    value,
    hadInvisible: stripped.length !== s.length,
    mixedScripts: value !== null && /\p{Script=Latin}/u.test(value) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(value),
    tooLong: value !== null && value.length > MAX_TEXT_LENGTH,
  };
}
