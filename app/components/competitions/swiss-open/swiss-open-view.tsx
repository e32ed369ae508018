import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { Lang } from '@/lib/i18n/messages';
import { participantHref } from '@/lib/people/person-json';
import { FinalRanking, SwissContinuationTable } from './final-ranking';
import { GroupTables } from './group-tables';
import { MatchBracket } from './match-bracket';
import { PlayoffBracket } from './playoff-bracket';
import { QualifierTable } from './qualifier-table';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { RatingCards } from '@/app/components/games/rating-cards';
import { RankProgress } from '@/app/components/games/rank-progress';
import { OnPageNav } from '@/app/components/on-page-nav';
import type { TableRequest } from '@/lib/render/table-pages';
import { hasFinalStage } from '@/lib/competitions/swiss-open/swiss-open-rules';

/** The whole open on one page, the stage a spectator follows first: final ranking, matches, groups, play-off, qualifier, Swiss. */
export function SwissOpenView({ result, lang, slug, table }: { result: SwissOpenResult; lang: Lang; slug?: string; table?: TableRequest }) {
  // a plain Swiss open (issue 40) has no matches, groups or continuation: its Swiss table and final ranking only
  const staged = hasFinalStage(result.rules);
  const sections: [string, string][] = [
    ['final-ranking', 'final-ranking'],
    ...(staged ? ([['matches', 'matches'], ['groups', 'groups']] as [string, string][]) : []),
    ...(result.playoff ? ([['playoff', 'playoff']] as [string, string][]) : []),
    // a plain Swiss open's Swiss is its standings, not a qualifier
    ['qualifier', staged ? 'qualifier' : 'swiss'],
    ...(staged ? ([['swiss', 'swiss']] as [string, string][]) : []),
    ['pairings', 'pairings'],
    ...(result.swissRounds.progress.some((r) => r.ranks.length > 0) ? ([['rank-progress', 'rank-progress']] as [string, string][]) : []),
    ['open-ratings', 'ratings'],
  ];
  return (
    <>
      <OnPageNav lang={lang} sections={sections} />
      <FinalRanking result={result} lang={lang} slug={slug} table={table} />
      {staged && <MatchBracket result={result} lang={lang} slug={slug} />}
      {staged && <GroupTables result={result} lang={lang} slug={slug} />}
      <PlayoffBracket result={result} lang={lang} slug={slug} />
      <QualifierTable result={result} lang={lang} slug={slug} table={table} />
      {staged && <SwissContinuationTable result={result} lang={lang} slug={slug} table={table} />}
      <RoundPairings lang={lang} rounds={result.swissRounds.pairings} starting={result.swissRounds.startingList} hrefOf={(_name, startNumber) => (slug !== undefined ? participantHref(lang, slug, startNumber) : null)} table={table} />
      <RankProgress lang={lang} rows={result.swissRounds.progress} hrefOf={(startNumber) => (slug !== undefined ? participantHref(lang, slug, startNumber) : null)} table={table} />
      <RatingCards lang={lang} rows={result.swissRounds.ratings} id="open-ratings" table={table} />
    </>
  );
}
