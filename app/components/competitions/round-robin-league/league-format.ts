import type { LeagueResult } from '@/lib/competitions/round-robin-league/compute-league';
import { tiebreakDecimal, type TiebreakCode } from '@/lib/games/tiebreaks/tiebreak-registry';
import { formatPoints, type HalfPoints } from '@/lib/half-points';
import type { ResultCode } from '@/lib/import/trf/result-codes';

export type Lang = 'pl' | 'en';

/** 6,5 in Polish, 6.5 in English. */
export function points(lang: Lang, half: HalfPoints): string {
  return formatPoints(half, lang === 'pl' ? ',' : '.');
}

/** A tie-break value as published (quarters for SB and KS), in the page's decimal separator. */
export function tiebreak(lang: Lang, code: TiebreakCode, value: number): string {
  const text = String(tiebreakDecimal(code, value));
  return lang === 'pl' ? text.replace('.', ',') : text;
}

/** 10.11.2017 in Polish, 2017-11-10 in English (as the rest of the site). */
export function day(lang: Lang, iso: string): string {
  const [y, m, d] = iso.split('-');
  return lang === 'pl' ? `${d}.${m}.${y}` : iso;
}

/** A result code as a cross-table cell shows it: 1 ½ 0 for games, + − for forfeits. */
export function cellSymbol(code: ResultCode): string {
  return ({ '1': '1', '0': '0', '=': '½', W: '1', D: '½', L: '0', '+': '+', '-': '−' } as Partial<Record<ResultCode, string>>)[code] ?? '';
}

/** "1–0", "½–½", "+–−" — a game's result, white first. */
export function gameResult(codes: { white: ResultCode; black: ResultCode } | null): string {
  if (codes === null || codes.white === ' ') return '';
  return `${cellSymbol(codes.white)}–${cellSymbol(codes.black)}`;
}

export function playerName(league: LeagueResult, startNumber: number): string {
  return league.players.find((p) => p.startNumber === startNumber)?.name ?? String(startNumber);
}
