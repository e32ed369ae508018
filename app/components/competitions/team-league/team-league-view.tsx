import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Lang } from '@/lib/i18n/messages';
import { BoardRankings } from './board-rankings';
import { ClubFees } from './club-fees';
import { KnockoutBracket } from './knockout-bracket';
import { LineupViolations } from './lineup-violations';
import { TeamRosters } from './rosters';
import { TeamLeagueRounds } from './rounds';
import { SwissTable } from './swiss-table';
import { RatingCards } from '@/app/components/games/rating-cards';
import { OnPageNav } from '@/app/components/on-page-nav';
import type { TableRequest } from '@/lib/render/table-pages';
import { checksLineups } from '@/lib/competitions/team-league/team-league-rules';

/** The team league on one page: the knock-out for places (when the league has one), the table, every round's matches, board rankings, line-up checks, rosters, fees. */
export function TeamLeagueView({ result, lang, slug, table }: { result: TeamLeagueResult; lang: Lang; slug?: string; table?: TableRequest }) {
  const sections: [string, string][] = [
    ...(result.rules.knockout !== null ? ([['knockout', 'knockout']] as [string, string][]) : []),
    ['table', 'table'],
    ['rounds', 'rounds'],
    ['boards', 'boards'],
    ['team-league-ratings', 'ratings'],
    ...(checksLineups(result.rules) ? ([['violations', 'violations']] as [string, string][]) : []),
    ['rosters', 'rosters'],
    ...(result.rules.fees !== null ? ([['fees', 'fees']] as [string, string][]) : []),
  ];
  return (
    <>
      <OnPageNav lang={lang} sections={sections} />
      {/* `"knockout": null` (competitions.md §6): the table below is the final ranking */}
      {result.rules.knockout !== null ? <KnockoutBracket result={result} lang={lang} /> : null}
      <SwissTable result={result} lang={lang} table={table} />
      <TeamLeagueRounds result={result} lang={lang} slug={slug} />
      <BoardRankings result={result} lang={lang} slug={slug} />
      <RatingCards lang={lang} rows={result.ratings} id="team-league-ratings" table={table} />
      {/* issue 40: a regulation without line-up rules or fees (a FIDE team Swiss) shows neither */}
      {checksLineups(result.rules) ? <LineupViolations result={result} lang={lang} /> : null}
      <TeamRosters result={result} lang={lang} slug={slug} />
      {result.rules.fees !== null ? <ClubFees result={result} lang={lang} /> : null}
    </>
  );
}
