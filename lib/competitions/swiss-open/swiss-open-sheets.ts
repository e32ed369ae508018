import { gamePointsNumber } from '@/lib/export/season-sheets';
import type { XlsxSheet } from '@/lib/export/xlsx';
import { tiebreakDecimal } from '@/lib/games/tiebreaks/tiebreak-registry';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import type { SwissOpenResult } from './compute-swiss-open';
import { words } from '@/lib/i18n/words';

/**
 * The open's tables as a workbook's tabs, as its page shows them: the qualifier (points, the
 * chain's tie-breaks as published decimals — quarters are exact numbers —, the status), the Swiss
 * continuation, and the final ranking as far as decided.
 */
export function swissOpenSheets(r: SwissOpenResult, lang: Lang): XlsxSheet[] {
  const w = words(lang, EXPORT_WORDS);
  const m = words(lang, MESSAGES);
  const qChain = r.rules.qualifier.chain;
  const cChain = r.rules.continuation?.chain ?? qChain;
  const status = { qualified: w.qualified, playoff: w.playoff, out: w.out, withdrawn: w.withdrawn, open: null } as const;
  const stage = (id: string) => (id === 'final' ? w.stageFinal : id === 'third' ? w.stageThird : id === 'swiss' ? w.sheetSwiss : `${w.stagePlaces} ${id.replace(/^places-/, '').replace('-', '–')}`);
  return [
    {
      name: w.sheetQualifier,
      header: [m.rank, w.number, m.player, m.points, ...qChain, w.status],
      rows: r.qualifier.rows.map((row) => [row.rank, row.startNumber, row.name, gamePointsNumber(row.points), ...qChain.map((c) => tiebreakDecimal(c, row.values[c] ?? 0)), status[row.status]]),
    },
    {
      name: w.sheetSwiss,
      header: [m.place, w.number, m.player, m.points, ...cChain],
      rows: r.swiss.rows.map((row) => [row.openTie ? `${row.place}=` : row.place, row.startNumber, row.name, gamePointsNumber(row.points), ...cChain.map((c) => tiebreakDecimal(c, row.values[c] ?? 0))]),
    },
    {
      name: w.sheetFinalRanking,
      header: [m.place, w.number, m.player, w.decidedIn],
      rows: r.ranking.map((e) => [e.place, e.startNo, e.name, stage(e.stage)]),
    },
  ];
}
