import type { SiteWordKey } from '@/lib/i18n/site-words';
import type { ReactNode } from 'react';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Lang } from '@/lib/i18n/messages';
import { RoundRobinLeagueView } from './round-robin-league/round-robin-league-view';
import { SwissOpenView } from './swiss-open/swiss-open-view';
import { TeamLeagueView } from './team-league/team-league-view';

/**
 * The React half of a competition kind, beside its pure definition in lib/competitions/registry.ts
 * (docs/extending.md): the public page's view over the computed result, and the arbiter's entry
 * form (`/arbiter/competitions/{slug}/{segment}`), if the kind has one. Keyed by the kind's one name.
 */
export interface CompetitionViews {
  View: (props: { lang: Lang; result: unknown; slug: string; only?: string }) => ReactNode;
  entry?: { segment: string; testId: string; /** Its link's words (lib/i18n/site-words.ts). */ label: SiteWordKey };
}

export const COMPETITION_VIEWS: Record<string, CompetitionViews> = {
  'swiss-open': {
    View: ({ lang, result }) => <SwissOpenView lang={lang} result={result as SwissOpenResult} />,
    entry: { segment: 'game', testId: 'enter-game', label: 'enterOpenGame' },
  },
  'round-robin-league': {
    View: ({ lang, result, slug, only }) => <RoundRobinLeagueView lang={lang} season={result as LeagueSeason} slug={slug} only={only} />,
    entry: { segment: 'league-game', testId: 'league-game', label: 'enterLeagueGame' },
  },
  'team-league': {
    View: ({ lang, result }) => <TeamLeagueView lang={lang} result={result as TeamLeagueResult} />,
    entry: { segment: 'captains', testId: 'captains', label: 'captainsAndSubmissions' },
  },
};
