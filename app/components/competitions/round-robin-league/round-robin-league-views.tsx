import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { CompetitionViews } from '../competition-views';
import { LeagueGamePage } from './entry/league-game-page';
import { RoundRobinLeagueView } from './round-robin-league-view';

/** The leagues' pages: their public view and the arbiter's game entry (`/arbiter/competitions/{slug}/league-game`). */
export const ROUND_ROBIN_LEAGUE_VIEWS: CompetitionViews<LeagueSeason, 'round-robin-league'> = {
  kind: 'round-robin-league',
  View: ({ lang, result, slug, only, table }) => <RoundRobinLeagueView lang={lang} season={result} slug={slug} only={only} table={table} />,
  entries: [{ segment: 'league-game', testId: 'league-game', Page: LeagueGamePage }],
};
