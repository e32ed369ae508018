import type { LeagueSeason } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { participantHref } from '@/lib/people/person-json';
import { SITE_WORDS } from '@/lib/i18n/site-words';
import { LeagueCrossTable } from './league-cross-table';
import { LeagueExclusions } from './league-exclusions';
import { LeagueLegend } from './league-legend';
import { LeaguePostponedGames } from './league-postponed-games';
import { LeagueSchedule } from './league-schedule';
import { LeagueSeasonOverview } from './league-season-overview';
import { LeagueStandings } from './league-standings';
import { RoundPairings } from '@/app/components/games/round-pairings';
import { RatingCards } from '@/app/components/games/rating-cards';
import { RankProgress } from '@/app/components/games/rank-progress';
import { OnPageNav } from '@/app/components/on-page-nav';
import type { TableRequest } from '@/lib/render/table-pages';
import { words } from '@/lib/i18n/words';

/** A season of round-robin leagues: the overview, then each league's standings, cross-table, exclusions, postponed games and schedule. */
export function RoundRobinLeagueView({ season, lang, slug, only, table }: { season: LeagueSeason; lang: Lang; slug: string; only?: string; table?: TableRequest }) {
  // /leagues/{slug}: the overview and every league; /leagues/{slug}/{league}: that league alone
  const shown = only === undefined ? season.leagues : season.leagues.filter((l) => l.id === only);
  const base = localePath(lang, `/leagues/${slug}`);
  return (
    <>
      {only === undefined ? <LeagueSeasonOverview season={season} lang={lang} leagueHref={(id) => `${base}/${encodeURIComponent(id)}`} /> : null}
      {shown.length === 0 ? <p>{words(lang, SITE_WORDS).noSuchLeague}</p> : null}
      {shown.map((league) => (
        <section key={league.id} id={`league-${league.id}`} aria-labelledby={`league-${league.id}-title`}>
          <h2 id={`league-${league.id}-title`}>{league.name}</h2>
          {/* issue 40, item 4: one league's page is long — its sections as links at the top */}
          {only !== undefined ? (
            <OnPageNav
              lang={lang}
              sections={[
                [`league-${league.id}-standings`, 'standings'],
                [`league-${league.id}-cross-table`, 'cross-table'],
                [`league-${league.id}-schedule`, 'schedule'],
                // issue 40: a league whose file gives no rounds has a starting list there, no pairings
                [`league-${league.id}-pairings`, league.rounds.pairings.some((r) => r.length > 0) ? 'pairings' : 'starting-list'],
                ...(league.rounds.progress.some((r) => r.ranks.length > 0) ? ([[`league-${league.id}-progress`, 'rank-progress']] as [string, string][]) : []),
                [`league-${league.id}-ratings`, 'ratings'],
              ]}
            />
          ) : null}
          <LeagueStandings league={league} lang={lang} slug={slug} table={table} />
          <LeagueCrossTable league={league} lang={lang} slug={slug} />
          <LeagueExclusions league={league} lang={lang} />
          <LeaguePostponedGames league={league} lang={lang} />
          <LeagueSchedule league={league} lang={lang} slug={slug} />
          <RoundPairings lang={lang} rounds={league.rounds.pairings} starting={league.rounds.startingList} hrefOf={(_name, startNumber) => participantHref(lang, slug, startNumber, league.id)} id={`league-${league.id}-pairings`} table={table} />
          <RankProgress lang={lang} rows={league.rounds.progress} hrefOf={(startNumber) => participantHref(lang, slug, startNumber, league.id)} id={`league-${league.id}-progress`} table={table} />
          <RatingCards lang={lang} rows={league.ratings} id={`league-${league.id}-ratings`} table={table} />
          <LeagueLegend league={league} lang={lang} />
        </section>
      ))}
    </>
  );
}
