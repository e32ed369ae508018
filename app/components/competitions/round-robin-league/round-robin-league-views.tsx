import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { CompetitionViews } from '../competition-views';
import { LeagueGamePage } from './entry/league-game-page';
import { RoundRobinLeagueView } from './round-robin-league-view';

/** The leagues' pages: their public view and the arbiter's game entry (`/arbiter/competitions/{slug}/league-game`). */
export const ROUND_ROBIN_LEAGUE_VIEWS: CompetitionViews<LeagueSeason> = {
  kind: 'round-robin-league',
  View: ({ lang, result, slug, only }) => <RoundRobinLeagueView lang={lang} season={result} slug={slug} only={only} />,
  entries: [{ segment: 'league-game', testId: 'league-game', label: 'enterLeagueGame', title: 'leagueGame', Page: LeagueGamePage }],
};
