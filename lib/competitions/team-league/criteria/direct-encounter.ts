import { directEncounterPositions } from '../team-direct-encounter';
import type { RankingCriterionRule } from './ranking-criterion';

/**
 * `directEncounter` (competitions.md §6): among the teams still tied on every earlier criterion,
 * the match points they scored in their matches with each other (`directEncounterBy`: or their
 * game points); applied only within those groups, the C.07 Art. 6 way (team-direct-encounter.ts).
 */
export const directEncounter: RankingCriterionRule = {
  kind: 'among-tied',
  positions: (input, groups) =>
    directEncounterPositions(input.rounds, groups, input.directEncounterBy, input.directEncounterBy === 'match-points' ? input.points.matchWin : 2 * input.boards),
};
