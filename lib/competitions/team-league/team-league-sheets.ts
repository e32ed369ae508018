import type { XlsxSheet } from '@/lib/export/xlsx';
import { EXPORT_WORDS } from '@/lib/i18n/export-words';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import { criterionWords } from '@/lib/competitions/team-league/team-ranking-words';
import type { TeamLeagueResult } from './compute-team-league';
import { RANKING_CRITERIA } from './criteria/ranking-criteria';
import { words } from '@/lib/i18n/words';

/**
 * The team league's table as a workbook's tab (every criterion of its chain a column, each value
 * exact: half and quarter points are exact numbers; board-by-board values as text "2 · 2.5"), and
 * the final ranking of the teams as far as decided.
 */
export function teamLeagueSheets(r: TeamLeagueResult, lang: Lang): XlsxSheet[] {
  const m = words(lang, MESSAGES);
  const w = words(lang, EXPORT_WORDS);
  const chain = r.swiss.chain;
  const value = (c: (typeof chain)[number], v: readonly number[] | undefined) => {
    if (v === undefined) return null;
    const rule = RANKING_CRITERIA[c];
    const unit = rule.kind === 'value' ? rule.unit : 1;
    return v.length === 1 ? v[0]! / unit : v.map((x) => String(x / unit)).join(' · ');
  };
  const sheets: XlsxSheet[] = [
    {
      name: w.sheetStandings,
      header: [m.rank, w.team, m.club, ...chain.map((c) => criterionWords(c, lang).short), w.status],
      rows: r.swiss.rows.map((row) => [
        row.rank,
        row.name,
        row.club,
        ...chain.map((c) => (c === 'directEncounter' ? row.directEncounter : value(c, row.values[c]))),
        row.removedInRound !== null ? `${w.removed} (${row.removedInRound})` : null,
      ]),
    },
  ];
  if (r.ranking.length > 0) {
    sheets.push({
      name: w.sheetFinalRanking,
      header: [m.place, w.team],
      rows: r.ranking.map((e) => [e.place, r.teams[e.team]?.name ?? String(e.team)]),
    });
  }
  return sheets;
}
