import type { Connection } from '@/db/client';
import { getCompetitionBySlug } from '@/db/queries/competitions';
import { getSeasonBySlug, listPublicSeasons } from '@/db/queries/seasons';
import { coded, inEnglish, refuse, type Problem, type Result } from '@/lib/problem';
import { clubSlug, searchPeople, type DirectoryClub, type Person, type SearchResults } from '@/lib/people/people-directory';
import { MIN_QUERY_LETTERS, queryLetters } from '@/lib/people/search-index';
import { listReservationsOf, type PublicReservation } from './calendar/listing';
import { keptClub, keptListing, keptPerson, keptPersonOfEntry } from './kept';

/**
 * The players' directory (issue 30, docs/people.md): every public season and competition, linked
 * into people. Kept in the database (issue 38, server/kept.ts): each source's people are derived
 * once per revision, the linking runs again once per change of any source, and a page reads the
 * rows it shows — a player's page one person, the search the list of names (indexed in memory once
 * per change). Each write bumps its season's or competition's revision in its transaction, and the
 * kept directory is checked against the (id, revision) of every public source on every request.
 */

type SearchAnswer = Result<SearchResults>;

/** The header's search: at least 3 letters (fewer: SEARCH_TOO_SHORT). */
export function searchDirectory(conn: Connection, query: string): SearchAnswer {
  if (queryLetters(query) < MIN_QUERY_LETTERS) {
    // the API's answer as before, byte for byte: code, message, params in that order
    return refuse([inEnglish(coded<Problem>({ code: 'SEARCH_TOO_SHORT', params: { min: MIN_QUERY_LETTERS } }), 'code')]);
  }
  return { ok: true, value: searchPeople(keptListing(conn), query) };
}

/** A Grand Prix entry's ratings, as the season's player page shows them (server/player-profile.ts). */
interface GrandPrixProfile {
  nationalRating: number | null;
  category: string | null;
  fideRating: number | null;
  title: string | null;
}

interface PersonView {
  person: Person;
  /** By `{slug}` of each Grand Prix entry: the profile the season's player page shows. */
  profiles: Map<string, GrandPrixProfile>;
}

/** One person with the ratings of their Grand Prix seasons; null for an unknown key. */
export function getPerson(conn: Connection, key: string): PersonView | null {
  const kept = keptPerson(conn, key);
  return kept ? { person: kept.person, profiles: new Map(Object.entries(kept.profiles)) } : null;
}

interface ClubView {
  club: DirectoryClub;
  /** The club's tournaments in the public calendars of the seasons (confirmed or waiting), latest first. */
  organized: (PublicReservation & { season: { slug: string; name: string } })[];
}

/** One club of the directory (its players of the latest year, its team results, its tournaments organized); null when unknown. */
export function getClub(conn: Connection, slug: string): ClubView | null {
  let club = keptClub(conn, slug);
  const organized: ClubView['organized'] = [];
  // a club's page is not kept per season (reservations bump only their own season's revision): read on every request (one query for every season, issue 38)
  const seasons = listPublicSeasons(conn);
  const reservations = listReservationsOf(conn, seasons);
  for (const season of seasons) {
    for (const r of reservations.get(season.id)!) if (r.club && clubSlug(r.club) === slug) organized.push({ ...r, season: { slug: season.slug, name: season.name } });
  }
  if (!club && organized.length === 0) return null;
  club ??= { slug, name: organized[0]!.club!, year: null, players: [], teams: [] };
  organized.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  return { club, organized };
}

/** Issue 40, C11: the person (the page across every competition) a season's player is, if the directory has them (one indexed read of the kept directory, issue 38). */
export function personOfSeasonPlayer(conn: Connection, slug: string, playerKey: string): string | null {
  const season = getSeasonBySlug(conn, slug);
  return season ? keptPersonOfEntry(conn, `s${season.id}`, `|${playerKey}`) : null;
}

/**
 * Issue 40, C11: the person a participant of a public competition is (its kind's local key: a start
 * number, a team league's roster person; `league` for a league of a league season), or null: one
 * indexed read of the kept directory (issue 38).
 */
export function personOfParticipant(conn: Connection, kind: string, slug: string, localKey: string, league = ''): string | null {
  const competition = getCompetitionBySlug(conn, slug);
  return competition && competition.kind === kind ? keptPersonOfEntry(conn, `c${competition.id}`, `${league}|${localKey}`) : null;
}
