import type { CompetitionKind } from './kind';
import { ROUND_ROBIN_LEAGUE_KIND } from './round-robin-league/round-robin-league-kind';
import { SWISS_OPEN_KIND } from './swiss-open/swiss-open-kind';
import { TEAM_LEAGUE_KIND } from './team-league/team-league-kind';

/** The competition kinds the site runs, by name. Each is a folder of lib/competitions/. */
export const COMPETITION_KINDS: Record<string, CompetitionKind<unknown>> = {
  [SWISS_OPEN_KIND.kind]: SWISS_OPEN_KIND as CompetitionKind<unknown>,
  [ROUND_ROBIN_LEAGUE_KIND.kind]: ROUND_ROBIN_LEAGUE_KIND as CompetitionKind<unknown>,
  [TEAM_LEAGUE_KIND.kind]: TEAM_LEAGUE_KIND as CompetitionKind<unknown>,
};

export function competitionKind(kind: string): CompetitionKind<unknown> | null {
  return Object.hasOwn(COMPETITION_KINDS, kind) ? COMPETITION_KINDS[kind]! : null;
}
