import { competitionKind } from '@/lib/competitions/registry';
import { exactString, formatScore } from '@/lib/fraction';
import { formatPoints } from '@/lib/half-points';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { playerHref } from '@/lib/render/site-links';
import type { PersonEntry, Person } from './people-directory';

/**
 * The public address of a Grand Prix season or a competition of any kind (its kind's path from the
 * registry), with an optional part after the slug: a season's `teams`, a league of a league season.
 */
export function competitionHref(lang: Lang, kind: string, slug: string, part?: string): string {
  const base = kind === 'grand-prix' ? `/seasons/${slug}` : `/${competitionKind(kind)?.path ?? 'events'}/${slug}`;
  return localePath(lang, part ? `${base}/${part}` : base);
}

/** The address of an entry's competition on the site: the season's player page, the open, the one league, the team league. */
export function entryHref(lang: Lang, e: Pick<PersonEntry, 'kind' | 'slug' | 'league' | 'localKey'>): string {
  if (e.kind === 'grand-prix') return playerHref(lang, e.slug, e.localKey);
  return competitionHref(lang, e.kind, e.slug, e.league?.id);
}

export function personHref(lang: Lang, key: string): string {
  return localePath(lang, `/players/${encodeURIComponent(key)}`);
}

/**
 * Issue 40, C11: the address of the player's page for one participant of a competition computed from
 * games — its start number (an open, a league of `league`), its `person` of the rosters (a team
 * league). A person's key may change when another season links them (a CR id found later), so the
 * competition's page, kept per its own revision, links this address, which the players' directory
 * answers with the person's current page (app/[lang]/players/in/…).
 */
export function participantHref(lang: Lang, slug: string, localKey: string | number, league?: string): string {
  const parts = [slug, ...(league !== undefined ? [league] : []), String(localKey)].map(encodeURIComponent);
  return localePath(lang, `/players/in/${parts.join('/')}`);
}

export function clubHref(lang: Lang, slug: string): string {
  return localePath(lang, `/clubs/${slug}`);
}

export interface EntryProfile {
  nationalRating: number | null;
  category: string | null;
  fideRating: number | null;
  title: string | null;
}

/**
 * `GET /api/players/{key}` (docs/people.md): the person and every competition with its result as
 * that competition's own JSON writes it. No birth year, no e-mail, nothing a public page does not show.
 */
export function personToJson(p: Person, profiles: ReadonlyMap<string, EntryProfile> = new Map()) {
  return {
    key: p.key,
    name: p.name,
    club: p.club,
    ...(p.clubSlug ? { clubSlug: p.clubSlug } : {}),
    competitions: p.entries.map((e) => {
      const profile = e.kind === 'grand-prix' ? profiles.get(e.slug) : undefined;
      return {
        kind: e.kind,
        slug: e.slug,
        name: e.name,
        year: e.year,
        ...(e.league ? { league: e.league } : {}),
        path: entryHref('pl', e),
        ...(e.club ? { club: e.club } : {}),
        ...(e.rank !== undefined ? { rank: e.rank, rankLabel: e.rankLabel } : {}),
        ...(e.total !== undefined ? { total: e.total } : {}),
        ...(e.totalUnits ? { totalExact: exactString(e.totalUnits.units, e.totalUnits.unit) } : {}),
        ...(e.place !== undefined ? { place: e.place } : {}),
        ...(e.team !== undefined ? { team: e.team } : {}),
        ...(e.board !== undefined ? { board: e.board, boardRank: e.boardRank } : {}),
        ...(e.points !== undefined ? { points: e.points } : {}),
        ...(e.games !== undefined ? { games: e.games } : {}),
        ...(e.rating !== undefined ? { rating: e.rating } : {}),
        ...(e.title !== undefined ? { title: e.title } : {}),
        ...(profile ? Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== null)) : {}),
        gameList: e.gameList.map((g) => ({
          round: g.round,
          ...(g.stage ? { stage: g.stage } : {}),
          opponent: g.opponentName === null && g.opponentKey === null ? null : { name: g.opponentName, ...(g.opponentKey ? { key: g.opponentKey } : {}) },
          colour: g.colour,
          result: g.result,
        })),
      };
    }),
  };
}

/** A Grand Prix total as the season's pages print it (153⅓, 12,5). */
export function formatTotal(e: Pick<PersonEntry, 'total' | 'totalUnits'>, separator: '.' | ','): string {
  if (e.totalUnits) return formatScore(e.totalUnits.units, e.totalUnits.unit, separator);
  return e.total === undefined ? '' : String(e.total);
}

/** Game points (always halves) as the competitions' pages print them. */
export function formatGamePoints(points: number, separator: '.' | ','): string {
  return formatPoints(Math.round(points * 2), separator);
}
