import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { Lang } from '@/lib/i18n/messages';
import { FinalRanking, SwissContinuationTable } from './final-ranking';
import { GroupTables } from './group-tables';
import { MatchBracket } from './match-bracket';
import { PlayoffBracket } from './playoff-bracket';
import { QualifierTable } from './qualifier-table';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { RatingCards } from '@/app/components/games/rating-cards';

/** The whole open on one page, the stage a spectator follows first: final ranking, matches, groups, play-off, qualifier, Swiss. */
export function SwissOpenView({ result, lang }: { result: SwissOpenResult; lang: Lang }) {
  return (
    <>
      <FinalRanking result={result} lang={lang} />
      <MatchBracket result={result} lang={lang} />
      <GroupTables result={result} lang={lang} />
      <PlayoffBracket result={result} lang={lang} />
      <QualifierTable result={result} lang={lang} />
      <SwissContinuationTable result={result} lang={lang} />
      <RoundPairings lang={lang} rounds={result.swissRounds.pairings} starting={result.swissRounds.startingList} hrefOf={() => null} />
      <RatingCards lang={lang} rows={result.swissRounds.ratings} id="open-ratings" />
    </>
  );
}
