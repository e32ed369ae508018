import type { CompetitionKind } from '@/lib/competitions/kind';
import type { LeagueProblem } from './league-problems';
import { loadRoundRobinLeague, type LeagueSeason } from './load-round-robin-league';
import { leagueSeasonToJson } from './league-season-json';
import { leagueSummary } from './league-summary';
import { leagueSeasonSheets } from './league-sheets';
import { leagueDetailFiles } from '@/lib/competitions/detail-files';

/** Seed 004 as a competition kind of the site: the `gp league` folder (competitions.md §6). */
export const ROUND_ROBIN_LEAGUE_KIND: CompetitionKind<LeagueSeason> = {
  kind: 'round-robin-league',
  path: 'leagues',
  configFile: 'league.json',
  title: { pl: 'Ligi kołowe z dniami rezerwowymi', en: 'Round-robin leagues with reserve days' },
  folder: [
    { file: 'league.json', required: true, holds: { pl: 'opis: nazwa, regulamin (preset), lista lig (id, nazwa, plik TRF, wykluczeni) i plik przełożeń', en: 'the description: name, regulation (preset), the leagues (id, name, TRF file, excluded) and the postponements file' } },
    { file: '<id>.trf', required: true, holds: { pl: 'jeden plik FIDE TRF na ligę, pod nazwą z league.json', en: 'one FIDE TRF per league, under the name league.json gives' } },
    { file: 'postponements.csv', required: false, holds: { pl: 'przełożone i odrobione partie', en: 'postponed and made-up games' } },
  ],
  template: `${JSON.stringify({ name: 'Ligi 2027', preset: 'spb-leagues-2017', leagues: [{ id: 'liga-1', name: 'Liga 1', file: 'liga-1.trf', excluded: [] }], postponements: 'postponements.csv' }, null, 2)}\n`,
  load(read) {
    const r = loadRoundRobinLeague(read);
    const strip = (p: LeagueProblem) => ({ file: p.file ?? '', line: p.line, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) });
    return r.ok ? { ok: true, result: r.season, warnings: r.warnings.map(strip) } : { ok: false, errors: r.errors.map(strip), warnings: r.warnings.map(strip) };
  },
  toJson: leagueSeasonToJson,
  sheets: leagueSeasonSheets,
  detailFiles: leagueDetailFiles,
  summarize: leagueSummary,
  nameOf: (s) => s.name,
};
