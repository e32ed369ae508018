import type { TeamRankingCriterion } from '../team-league-rules';
import { berlinerWertung } from './berliner-wertung';
import { boardPoints } from './board-points';
import { buchholzMP, buchholzOfMatchPoints } from './buchholz-mp';
import { buchholzOfGamePoints } from './buchholz-game-points';
import { directEncounter } from './direct-encounter';
import { gamePoints } from './game-points';
import { matchPoints } from './match-points';
import { progressive } from './progressive';
import { publishedOrder } from './published-order';
import type { RankingCriterionRule } from './ranking-criterion';
import { sonnebornBergerGG } from './sonneborn-berger-gg';
import { sonnebornBergerMG } from './sonneborn-berger-mg';
import { sonnebornBergerReal } from './sonneborn-berger-real';

/** Every criterion a team ranking may name, by its one spelling (guides/architecture.md §18). */
export const RANKING_CRITERIA: Record<TeamRankingCriterion, RankingCriterionRule> = {
  matchPoints,
  gamePoints,
  directEncounter,
  sonnebornBergerGG,
  buchholzMP,
  sonnebornBergerReal,
  berlinerWertung,
  buchholzCut1: buchholzOfGamePoints(1),
  buchholz: buchholzOfGamePoints(0),
  progressive,
  boardPoints,
  publishedOrder,
  sonnebornBergerMG: sonnebornBergerMG(0),
  sonnebornBergerMGCut1: sonnebornBergerMG(1),
  buchholzMPCut1: buchholzOfMatchPoints(1),
};
