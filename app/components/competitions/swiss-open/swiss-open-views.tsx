import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { CompetitionViews } from '../competition-views';
import { OpenGamePage } from './entry/open-game-page';
import { SwissOpenView } from './swiss-open-view';

/** The open's pages: its public view and the arbiter's game entry (`/arbiter/competitions/{slug}/game`). */
export const SWISS_OPEN_VIEWS: CompetitionViews<SwissOpenResult, 'swiss-open'> = {
  kind: 'swiss-open',
  View: ({ lang, result, slug, table }) => <SwissOpenView lang={lang} result={result} slug={slug} table={table} />,
  entries: [{ segment: 'game', testId: 'enter-game', Page: OpenGamePage }],
};
