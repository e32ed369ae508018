import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { CompetitionViews } from '../competition-views';
import { captainTeams } from '@/server/competitions/team-league/captains';
import { connection } from '@/server/data';
import { CaptainMatchPage } from './captain/captain-page';
import { CaptainsPage } from './entry/captains-page';
import { TeamLeagueView } from './team-league-view';

/**
 * The team league's pages: its public view, the arbiter's captains and submissions
 * (`/arbiter/competitions/{slug}/captains`) and its captains' (`/captain`, `/captain/{slug}`).
 */
export const TEAM_LEAGUE_VIEWS: CompetitionViews<TeamLeagueResult, 'team-league'> = {
  kind: 'team-league',
  View: ({ lang, result, slug, table }) => <TeamLeagueView lang={lang} result={result} slug={slug} table={table} />,
  entries: [{ segment: 'captains', testId: 'captains', Page: CaptainsPage }],
  captain: { teams: (user) => captainTeams(connection(), user), Page: CaptainMatchPage },
};
