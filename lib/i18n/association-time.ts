import type { Lang } from './messages';

/** The association's time zone: every time a page shows is the time a reader in Poland would say. */
export const ASSOCIATION_TIME_ZONE = 'Europe/Warsaw';

/**
 * A stored instant as a time: ISO (`2026-11-30T12:00:00.000Z`) or SQLite's `CURRENT_TIMESTAMP`
 * (`2026-11-30 12:00:00`, UTC without a zone — parsed as UTC, never as the server's local time).
 * NaN for a value that is not a time.
 */
export function parseInstant(instant: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(instant) ? `${instant.replace(' ', 'T')}Z` : instant);
}

const numeric = (seconds: boolean): Intl.DateTimeFormatOptions => ({ timeZone: ASSOCIATION_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) });
const long: Intl.DateTimeFormatOptions = { timeZone: ASSOCIATION_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
const FORMATS = {
  seconds: { pl: new Intl.DateTimeFormat('pl-PL', numeric(true)), en: new Intl.DateTimeFormat('en-GB', numeric(true)) },
  minutes: { pl: new Intl.DateTimeFormat('pl-PL', numeric(false)), en: new Intl.DateTimeFormat('en-GB', numeric(false)) },
  long: { pl: new Intl.DateTimeFormat('pl-PL', long), en: new Intl.DateTimeFormat('en-GB', long) },
};

/**
 * A stored instant in the association's time zone: `seconds` "01.12.2026, 21:47:05" and `minutes`
 * (in English "2026-12-01 21:47:05", as English pages write dates)
 * "01.12.2026, 21:47" (tables, the audit log), `long` "1 grudnia 2026 21:47" (a "stan na" line).
 * Null for a value that is not a time.
 */
export function formatInstant(lang: Lang, instant: string, style: keyof typeof FORMATS): string | null {
  const t = parseInstant(instant);
  if (!Number.isFinite(t)) return null;
  if (style !== 'long' && lang === 'en') {
    // issue 40, item 5: English pages write dates 2027-02-13 (lib/i18n/formats.ts), so a time too: "2026-12-06 21:47"
    const part = Object.fromEntries(FORMATS[style].en.formatToParts(t).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}${style === 'seconds' ? `:${part.second}` : ''}`;
  }
  const text = FORMATS[style][lang].format(t);
  return style === 'long' ? text : text.replace(/\//g, '.');
}
