import { gamePointsNumber } from '@/lib/export/season-sheets';
import type { XlsxCell, XlsxSheet } from '@/lib/export/xlsx';
import { tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { CrossCell, LeagueResult } from './compute-league';
import type { LeagueSeason } from './load-round-robin-league';
import { words } from '@/lib/i18n/words';

/**
 * Each league's table and cross-table as tabs of one workbook: the table by points then the
 * league's chain (tie-breaks as published decimals), the cross-table by start numbers with a game
 * as the row player's points (1, 0.5, 0: numbers a sheet sums), a forfeit as + or −, a postponed
 * game as "odł." and an annulled one in brackets (it does not count).
 */
export function leagueSeasonSheets(season: LeagueSeason, lang: Lang): XlsxSheet[] {
  return season.leagues.flatMap((league) => leagueSheets(league, lang));
}

export function leagueSheets(league: LeagueResult, lang: Lang): XlsxSheet[] {
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  return [
    {
      name: league.name,
      header: [m.place, w.number, m.player, m.points, ...league.chain, w.status],
      rows: league.standings.map((r) => [r.place, r.startNumber, r.name, gamePointsNumber(r.points), ...league.chain.map((c) => tiebreakDecimal(c, r.values[c] ?? 0)), r.excluded ? w.excluded : null]),
    },
    {
      name: `${league.name} — ${w.sheetCrossTable}`,
      header: [w.number, m.player, ...league.crossTable.map((r) => r.startNumber), m.points, m.place].map(String),
      rows: league.crossTable.map((row) => [
        row.startNumber,
        row.name,
        ...row.cells.map((c) => crossCell(c, w.postponed)),
        row.points === null ? `(${row.recordedPoints / 2})` : gamePointsNumber(row.points),
        row.place,
      ]),
    },
  ];
}

function crossCell(cell: CrossCell, postponed: string): XlsxCell {
  if (cell.kind === 'self') return 'X';
  if (cell.kind === 'postponed') return postponed;
  if (cell.code === null) return null;
  const forfeit = cell.code === '+' ? '+' : cell.code === '-' ? '−' : null;
  const value: XlsxCell = forfeit ?? (cell.points === null ? null : gamePointsNumber(cell.points));
  return cell.kind === 'annulled' ? `(${value ?? ''})` : value;
}
