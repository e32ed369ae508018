import type { ReactNode } from 'react';
import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import type { TeamLeagueResult } from '@/lib/competitions/team-league/compute-team-league';
import type { Lang } from '@/lib/i18n/messages';
import { RoundRobinLeagueView } from './round-robin-league/round-robin-league-view';
import { SwissOpenView } from './swiss-open/swiss-open-view';
import { TeamLeagueView } from './team-league/team-league-view';

/** How each competition kind is shown: the kind's own components over its computed result. */
export const COMPETITION_VIEWS: Record<string, (props: { lang: Lang; result: unknown; slug: string; only?: string }) => ReactNode> = {
  'swiss-open': ({ lang, result }) => <SwissOpenView lang={lang} result={result as SwissOpenResult} />,
  'round-robin-league': ({ lang, result, slug, only }) => <RoundRobinLeagueView lang={lang} season={result as LeagueSeason} slug={slug} only={only} />,
  'team-league': ({ lang, result }) => <TeamLeagueView lang={lang} result={result as TeamLeagueResult} />,
};
