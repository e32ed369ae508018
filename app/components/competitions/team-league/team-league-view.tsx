import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Lang } from '@/lib/i18n/messages';
import { BoardRankings } from './board-rankings';
import { ClubFees } from './club-fees';
import { KnockoutBracket } from './knockout-bracket';
import { LineupViolations } from './lineup-violations';
import { TeamRosters } from './rosters';
import { TeamLeagueRounds } from './rounds';
import { SwissTable } from './swiss-table';

/** The team league on one page: the knock-out for places, the Swiss table, every round's matches, board rankings, line-up checks, rosters, fees. */
export function TeamLeagueView({ result, lang }: { result: TeamLeagueResult; lang: Lang }) {
  return (
    <>
      <KnockoutBracket result={result} lang={lang} />
      <SwissTable result={result} lang={lang} />
      <TeamLeagueRounds result={result} lang={lang} />
      <BoardRankings result={result} lang={lang} />
      <LineupViolations result={result} lang={lang} />
      <TeamRosters result={result} lang={lang} />
      <ClubFees result={result} lang={lang} />
    </>
  );
}
