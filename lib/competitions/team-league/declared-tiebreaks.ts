import { rankingChain, type TeamLeagueRules, type TeamRankingCriterion } from './team-league-rules';

/**
 * The rules' chain with the file's declared tie-breaks in place of `publishedOrder` and what follows
 * it, when the file publishes no order (no `310` ranks) and declares tie-breaks the site computes
 * (issue 40). Otherwise the rules as they are.
 */
export function withDeclaredTiebreaks(rules: TeamLeagueRules, codes: readonly string[], fileRanks: boolean): { rules: TeamLeagueRules; applied: boolean } {
  const chain = rankingChain(rules);
  const at = chain.indexOf('publishedOrder');
  const declared = at < 0 || fileRanks ? null : declaredRanking(codes);
  if (declared === null) return { rules, applied: false };
  const before = chain.slice(0, at);
  return { rules: { ...rules, ranking: [...before, ...declared.filter((c) => !before.includes(c))] }, applied: true };
}

/**
 * Issue 40: the tie-breaks a team TRF declares (`202`, C.07 codes with modifiers: `EDET/P`,
 * `EMGSB/C1/P`, `BH:MP/C1/P`, `MPvGP`) as criteria of the ranking chain, for a file that publishes
 * no order of its own. Our readings, said in the preview (TRF_DECLARED_TIEBREAKS):
 *  - `EDE`/`EDET`/`DE`: direct encounter among the teams still tied (C.07 Art. 6) — the extended
 *    encounter's further steps (secondary score, top boards) are not computed;
 *  - `MPvGP` (the other point kind than the primary's match points): game points;
 *  - `EMGSB`, `EGGSB`, `BH:MP`, `BH:GP`/`BH`, `PS`, `BBE`: the criteria of the same names;
 *  - `/C1` where the site has the cut (EMGSB, BH:MP, BH); `/P` (forfeits as played) is not applied.
 * A code the site does not compute leaves the whole list unread (null): the rules' own criteria stand.
 */
export function declaredRanking(codes: readonly string[]): TeamRankingCriterion[] | null {
  const out: TeamRankingCriterion[] = [];
  for (const code of codes) {
    const [head = '', ...modifiers] = code.toUpperCase().split('/');
    const cut = modifiers.includes('C1') ? 1 : modifiers.some((m) => /^C\d+$/.test(m)) ? -1 : 0;
    const criterion = cut < 0 ? undefined : CODES[`${head}${cut === 1 ? '/C1' : ''}`];
    if (criterion === undefined) return null;
    if (!out.includes(criterion)) out.push(criterion);
  }
  return out.length > 0 ? out : null;
}

const CODES: Record<string, TeamRankingCriterion> = {
  DE: 'directEncounter',
  EDE: 'directEncounter',
  EDET: 'directEncounter',
  MPVGP: 'gamePoints',
  GP: 'gamePoints',
  'PTS:GP': 'gamePoints',
  MP: 'matchPoints',
  'PTS:MP': 'matchPoints',
  EMGSB: 'sonnebornBergerMG',
  'EMGSB/C1': 'sonnebornBergerMGCut1',
  EGGSB: 'sonnebornBergerGG',
  'BH:MP': 'buchholzMP',
  'BH:MP/C1': 'buchholzMPCut1',
  BH: 'buchholz',
  'BH:GP': 'buchholz',
  'BH/C1': 'buchholzCut1',
  'BH:GP/C1': 'buchholzCut1',
  PS: 'progressive',
  BBE: 'boardPoints',
};
