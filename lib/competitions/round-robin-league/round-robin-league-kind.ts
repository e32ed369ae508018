import type { CompetitionKind } from '@/lib/competitions/kind';
import type { LeagueProblem } from './league-problems';
import { loadRoundRobinLeague, type LeagueSeason } from './load-round-robin-league';
import { leagueSeasonToJson } from './league-season-json';
import { leagueSummary } from './league-summary';

/** Seed 004 as a competition kind of the site: the `gp league` folder (competitions.md §6). */
export const ROUND_ROBIN_LEAGUE_KIND: CompetitionKind<LeagueSeason> = {
  kind: 'round-robin-league',
  path: 'leagues',
  configFile: 'league.json',
  title: { pl: 'Ligi kołowe z dniami rezerwowymi', en: 'Round-robin leagues with reserve days' },
  load(read) {
    const r = loadRoundRobinLeague(read);
    const strip = (p: LeagueProblem) => ({ file: p.file ?? '', line: p.line, code: p.code, message: p.message, ...(p.params ? { params: p.params } : {}) });
    return r.ok ? { ok: true, result: r.season, warnings: r.warnings.map(strip) } : { ok: false, errors: r.errors.map(strip), warnings: r.warnings.map(strip) };
  },
  toJson: leagueSeasonToJson,
  summarize: leagueSummary,
  nameOf: (s) => s.name,
};
