import type { LeagueResult, RoundDay } from '@/lib/competitions/round-robin-league/compute-league';
import { decimalSeparator, formatDate, formatTiebreak, type Lang } from '@/lib/i18n/messages';
import { formatPoints, type HalfPoints } from '@/lib/half-points';
import { codeSymbol, formatCodes } from '@/lib/i18n/formats';
import type { ResultCode } from '@/lib/import/trf/result-codes';
import { LEAGUE_FORMAT_WORDS as CALENDAR_WORDS } from '@/lib/competitions/round-robin-league/round-robin-league-words';
import { words } from '@/lib/i18n/words';

export type { Lang };

/** 6,5 in Polish, 6.5 in English. */
export function points(lang: Lang, half: HalfPoints): string {
  return formatPoints(half, decimalSeparator(lang));
}

/** A tie-break value as published (quarters for SB and KS), in the page's decimal separator. */
export const tiebreak = formatTiebreak;

/** 10.11.2017 in Polish, 2017-11-10 in English (as the rest of the site). */
export const day = formatDate;

/** A result code as a cross-table cell shows it: 1 ½ 0 for games, + − for forfeits (lib/i18n/formats.ts). */
export const cellSymbol = codeSymbol;

/** "1–0", "½–½", "+–−" — a game's result, white first (lib/i18n/formats.ts). */
export function gameResult(codes: { white: ResultCode; black: ResultCode } | null): string {
  if (codes === null || codes.white === ' ') return '';
  return formatCodes(codes.white, codes.black);
}

export function playerName(league: LeagueResult, startNumber: number): string {
  return league.players.find((p) => p.startNumber === startNumber)?.name ?? String(startNumber);
}


/** The league's game days as the overview names them; a league without them says where its days come from (competitions.md §6). */
export function gameDaysLabel(league: Pick<LeagueResult, 'schedule' | 'calendar'>, lang: Lang): string {
  if (league.schedule !== null) return league.schedule.label[lang];
  return words(lang, CALENDAR_WORDS)[league.calendar === 'trf-dates' ? 'trf-dates' : 'none'];
}

/** "10.11.2017, 18:00–22:00", "10.11.2017" (a TRF date has no hours) or "no date". */
export function roundDayText(d: RoundDay, lang: Lang): string {
  if (d.date === null) return words(lang, CALENDAR_WORDS).noDate;
  return d.start !== null && d.end !== null ? `${day(lang, d.date)}, ${d.start}–${d.end}` : day(lang, d.date);
}

/** A league player's title and federation as the league's TRF gives them (the starting list has them). */
export function playerFacts(league: Pick<LeagueResult, 'rounds'>, startNumber: number): { title: string | null; federation: string | null } {
  const e = league.rounds.startingList.find((x) => x.startNumber === startNumber);
  return { title: e?.title ?? null, federation: e?.federation ?? null };
}
