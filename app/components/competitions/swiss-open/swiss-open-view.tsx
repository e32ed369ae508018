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

/** The whole open on one page, the stage a spectator follows first: final ranking, matches, groups, play-off, qualifier, Swiss. */
export function SwissOpenView({ result, lang, slug }: { result: SwissOpenResult; lang: Lang; slug?: string }) {
  const sections: [string, string][] = [
    ['final-ranking', 'final-ranking'],
    ['matches', 'matches'],
    ['groups', 'groups'],
    ...(result.playoff ? ([['playoff', 'playoff']] as [string, string][]) : []),
    ['qualifier', 'qualifier'],
    ['swiss', 'swiss'],
    ['pairings', 'pairings'],
    ...(result.swissRounds.progress.some((r) => r.ranks.length > 0) ? ([['rank-progress', 'rank-progress']] as [string, string][]) : []),
    ['open-ratings', 'ratings'],
  ];
  return (
    <>
      <OnPageNav lang={lang} sections={sections} />
      <FinalRanking result={result} lang={lang} slug={slug} />
      <MatchBracket result={result} lang={lang} slug={slug} />
      <GroupTables result={result} lang={lang} slug={slug} />
      <PlayoffBracket result={result} lang={lang} slug={slug} />
      <QualifierTable result={result} lang={lang} slug={slug} />
      <SwissContinuationTable result={result} lang={lang} slug={slug} />
      <RoundPairings lang={lang} rounds={result.swissRounds.pairings} starting={result.swissRounds.startingList} hrefOf={(_name, startNumber) => (slug !== undefined ? participantHref(lang, slug, startNumber) : null)} />
      <RankProgress lang={lang} rows={result.swissRounds.progress} hrefOf={(startNumber) => (slug !== undefined ? participantHref(lang, slug, startNumber) : null)} />
      <RatingCards lang={lang} rows={result.swissRounds.ratings} id="open-ratings" />
    </>
  );
}
