/**
 * Exact series points. Game points are half-points, but a series may split the points of tied
 * places (the FIDE Grand Prix 2008–10 gave three players tied for 2nd–4th 460/3 = 153⅓ each,
 * spec/rule-variants.md), so one tournament's value is a fraction. A season then picks
 * one common denominator (`unit`) for all its values, and totals, drops, ties and prizes work on
 * whole numbers of 1/unit: exact, and as fast as the half-points they generalise (unit 2).
 */
export interface Fraction {
  /** Numerator; the fraction is always reduced. */
  n: number;
  /** Denominator, ≥ 1. */
  d: number;
}

/** A whole number of 1/unit (the season's `unit`): 153⅓ with unit 6 is 920. */
export type Units = number;

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

export function fraction(n: number, d = 1): Fraction {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d === 0) throw new RangeError(`${n}/${d} is not a fraction of whole numbers`);
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

/** A number written in a rule set (50, 12.5, 0.25) as an exact fraction: decimals are read as written. */
export function fromDecimal(x: number): Fraction {
  if (Number.isInteger(x)) return { n: x, d: 1 };
  const digits = (String(x).split('.')[1] ?? '').length;
  const d = 10 ** digits;
  return fraction(Math.round(x * d), d);
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.n * b.n, a.d * b.d);
}

export function div(a: Fraction, k: number): Fraction {
  return fraction(a.n, a.d * k);
}

/** The fraction as a whole number of 1/unit; `unit` must be a multiple of its denominator. */
export function toUnits(f: Fraction, unit: number): Units {
  if (unit % f.d !== 0) throw new RangeError(`1/${unit} cannot hold ${f.n}/${f.d} exactly`);
  return f.n * (unit / f.d);
}

/** Units of one unit in another (a multiple of it), e.g. a prefix of the season in the whole season's unit. */
export function rescale(units: Units, from: number, to: number): Units {
  if (to % from !== 0) throw new RangeError(`1/${to} is not a refinement of 1/${from}`);
  return units * (to / from);
}

/** The points as a JSON number: exact for halves, else 4 decimals (formats §4: 460/3 → 153.3333). */
export function toDecimal(units: Units, unit: number): number {
  if ((units * 2) % unit === 0) return units / unit;
  return Math.round((units / unit) * 10000) / 10000;
}

/** Whole part and proper fraction of units/unit, reduced: 920/6 → 153, 1, 3. */
function parts(units: Units, unit: number): { sign: string; whole: number; n: number; d: number } {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const whole = Math.floor(abs / unit);
  const rest = abs - whole * unit;
  const g = gcd(rest, unit) || 1;
  return { sign, whole, n: rest / g, d: unit / g };
}

/** The exact value as plain text: "153 1/3", "6 1/2", "6", "1/3" (formats §4's exact string). */
export function exactString(units: Units, unit: number): string {
  const p = parts(units, unit);
  if (p.n === 0) return `${p.sign}${p.whole}`;
  return p.whole === 0 ? `${p.sign}${p.n}/${p.d}` : `${p.sign}${p.whole} ${p.n}/${p.d}`;
}

const GLYPHS: Record<string, string> = {
  '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾', '1/5': '⅕', '2/5': '⅖', '3/5': '⅗', '4/5': '⅘',
  '1/6': '⅙', '5/6': '⅚', '1/7': '⅐', '1/8': '⅛', '3/8': '⅜', '5/8': '⅝', '7/8': '⅞', '1/9': '⅑', '1/10': '⅒',
};
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';

/**
 * Points for people to read. Halves keep the look every chess table has (`6,5` in Polish, `6.5`
 * in English); other fractions are written as one: `153⅓`, or `12⁵⁄₁₁` where Unicode has no
 * single character for it.
 */
export function formatScore(units: Units, unit: number, decimalSeparator: '.' | ',' = '.'): string {
  const p = parts(units, unit);
  if (p.n === 0) return `${p.sign}${p.whole}`;
  if (p.d === 2) return `${p.sign}${p.whole}${decimalSeparator}5`;
  const glyph = GLYPHS[`${p.n}/${p.d}`] ?? `${[...String(p.n)].map((c) => SUPERSCRIPT[Number(c)]).join('')}⁄${[...String(p.d)].map((c) => SUBSCRIPT[Number(c)]).join('')}`;
  return `${p.sign}${p.whole === 0 ? '' : p.whole}${glyph}`;
}

/** For text exports (CSV, terminal): halves as decimals, other fractions as "153 1/3" (spreadsheets read it as a number). */
export function formatScoreText(units: Units, unit: number): string {
  const p = parts(units, unit);
  return p.d === 2 || p.n === 0 ? formatScore(units, unit, '.') : exactString(units, unit);
}

/** The finest unit used when exact fractions would not fit a safe integer: thirds to twelfths and halves of them. */
export const FALLBACK_UNIT = 55440;

/**
 * The smallest common denominator of `values` (at least 2: game points are halves), such that a
 * sum up to `maxTotal` (in points) stays a safe integer. When the denominators of a huge season's
 * splits would not fit, the unit is FALLBACK_UNIT and `exact` is false: values are then rounded
 * to it, and the caller warns.
 */
export function commonUnit(values: readonly Fraction[], maxTotal: number): { unit: number; exact: boolean } {
  let unit = 2;
  const limit = Number.MAX_SAFE_INTEGER / Math.max(1, maxTotal * 4);
  for (const v of values) {
    if (unit % v.d === 0) continue;
    unit = lcm(unit, v.d);
    if (unit > limit) return { unit: FALLBACK_UNIT, exact: false };
  }
  return { unit, exact: true };
}

/** toUnits, rounding to the nearest 1/unit when the unit cannot hold the value (see commonUnit). */
export function toUnitsRounded(f: Fraction, unit: number): Units {
  return unit % f.d === 0 ? f.n * (unit / f.d) : Math.round((f.n * unit) / f.d);
}
