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

/** The whole open on one page, the stage a spectator follows first: final ranking, matches, groups, play-off, qualifier, Swiss. */
export function SwissOpenView({ result, lang, slug }: { result: SwissOpenResult; lang: Lang; slug?: string }) {
  return (
    <>
      <FinalRanking result={result} lang={lang} slug={slug} />
      <MatchBracket result={result} lang={lang} slug={slug} />
      <GroupTables result={result} lang={lang} slug={slug} />
      <PlayoffBracket result={result} lang={lang} slug={slug} />
      <QualifierTable result={result} lang={lang} slug={slug} />
      <SwissContinuationTable result={result} lang={lang} slug={slug} />
      <RoundPairings lang={lang} rounds={result.swissRounds.pairings} starting={result.swissRounds.startingList} hrefOf={(_name, startNumber) => (slug !== undefined ? participantHref(lang, slug, startNumber) : null)} />
      <RatingCards lang={lang} rows={result.swissRounds.ratings} id="open-ratings" />
    </>
  );
}
