import { entryKey } from '@/lib/people/people-directory';
import type { Connection } from '@/db/client';
import { listCompetitions } from '@/db/queries/competitions';
import { listPublicSeasons } from '@/db/queries/seasons';
import type { Competition, Season } from '@/db/schema';
import type { Appearance, ClubAppearance } from '@/lib/people/appearance';
import { competitionParticipants } from '@/lib/people/competition-participants';
import { grandPrixAppearances } from '@/lib/people/participants/grand-prix';
import { buildPeopleDirectory, clubSlug, searchPeople, type DirectoryClub, type PeopleDirectory, type Person, type SearchResults } from '@/lib/people/people-directory';
import { MIN_QUERY_LETTERS, queryLetters } from '@/lib/people/search-index';
import { listReservations, type PublicReservation } from './calendar/listing';
import { getCompetitionView } from './competitions';
import { getPlayerProfile } from './player-profile';
import { RevisionMemo } from './revision-memo';
import { getStandings } from './standings';

/**
 * The players' directory (issue 30, docs/people.md): every public season and competition, linked
 * into people. Computed lazily, per revision, by RevisionMemo — not stored: each write bumps its
 * season's or competition's revision in its transaction (db/queries/seasons.ts bumpRevision,
 * competitions.ts bumpCompetitionRevision), and the directory is kept for the list of (id, revision,
 * public) of every season and competition, read in two indexed queries per request. A write is seen
 * by the next search; what did not change is not read again: each source's participants are kept by
 * its own revision, so after an upload only that season is read and the linking (pure, over all
 * participants) runs again.
 */
const sourceMemo = new RevisionMemo<string, { people: Appearance[]; clubs: ClubAppearance[] }>('people-source', 512);
const directoryMemo = new RevisionMemo<string, PeopleDirectory>('people-directory', 2);

interface Sources {
  seasons: Season[];
  competitions: Competition[];
}

function publicSources(conn: Connection): Sources {
  return { seasons: listPublicSeasons(conn), competitions: listCompetitions(conn, { publicOnly: true }) };
}

function seasonParticipants(conn: Connection, season: Season) {
  return sourceMemo.get(conn, `s${season.id}`, season.revision, () => grandPrixAppearances(getStandings(conn, season), { slug: season.slug, name: season.name, year: season.year }));
}

function competitionParticipantsOf(conn: Connection, c: Competition) {
  return sourceMemo.get(conn, `c${c.id}`, c.revision, () => {
    const view = getCompetitionView(conn, c);
    // a competition still in preparation shows no tables, so it names nobody yet
    if (!view.load.ok) return { people: [], clubs: [] };
    return competitionParticipants(c.kind, view.load.result, { slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null });
  });
}

/** The directory of the public seasons and competitions as they stand now. */
export function getPeopleDirectory(conn: Connection): PeopleDirectory {
  const sources = publicSources(conn);
  const fingerprint = [...sources.seasons.map((s) => `s${s.id}:${s.revision}`), ...sources.competitions.map((c) => `c${c.id}:${c.revision}`)].join(',');
  return directoryMemo.get(conn, fingerprint, 0, () => {
    const people: Appearance[] = [];
    const clubs: ClubAppearance[] = [];
    for (const s of sources.seasons) {
      const p = seasonParticipants(conn, s);
      people.push(...p.people);
      clubs.push(...p.clubs);
    }
    for (const c of sources.competitions) {
      const p = competitionParticipantsOf(conn, c);
      people.push(...p.people);
      clubs.push(...p.clubs);
    }
    const competitions = [
      ...sources.seasons.map((s) => ({ kind: 'grand-prix', slug: s.slug, name: s.name, year: s.year })),
      ...sources.competitions.map((c) => ({ kind: c.kind, slug: c.slug, name: c.name, year: Number(c.createdAt.slice(0, 4)) || null })),
    ];
    return buildPeopleDirectory({ people, clubs, competitions });
  });
}

export type SearchAnswer = { ok: true; results: SearchResults } | { ok: false; code: 'SEARCH_TOO_SHORT'; min: number };

/** The header's search: at least 3 letters (fewer: SEARCH_TOO_SHORT). */
export function searchDirectory(conn: Connection, query: string): SearchAnswer {
  if (queryLetters(query) < MIN_QUERY_LETTERS) return { ok: false, code: 'SEARCH_TOO_SHORT', min: MIN_QUERY_LETTERS };
  return { ok: true, results: searchPeople(getPeopleDirectory(conn), query) };
}

/** A Grand Prix entry's ratings, as the season's player page shows them (server/player-profile.ts). */
export interface GrandPrixProfile {
  nationalRating: number | null;
  category: string | null;
  fideRating: number | null;
  title: string | null;
}

export interface PersonView {
  person: Person;
  /** By `{slug}` of each Grand Prix entry: the profile the season's player page shows. */
  profiles: Map<string, GrandPrixProfile>;
}

/** One person with the ratings of their Grand Prix seasons; null for an unknown key. */
export function getPerson(conn: Connection, key: string): PersonView | null {
  const person = getPeopleDirectory(conn).people.get(key);
  if (!person) return null;
  const profiles = new Map<string, GrandPrixProfile>();
  const seasons = new Map(listPublicSeasons(conn).map((s) => [s.slug, s]));
  for (const e of person.entries) {
    if (e.kind !== 'grand-prix') continue;
    const season = seasons.get(e.slug);
    const p = season ? getPlayerProfile(conn, season, e.localKey) : null;
    if (p) profiles.set(e.slug, { nationalRating: p.nationalRating, category: p.category, fideRating: p.fideRating, title: p.title });
  }
  return { person, profiles };
}

export interface ClubView {
  club: DirectoryClub;
  /** The club's tournaments in the public calendars of the seasons (confirmed or waiting), latest first. */
  organized: (PublicReservation & { season: { slug: string; name: string } })[];
}

/** One club of the directory (its players of the latest year, its team results, its tournaments organized); null when unknown. */
export function getClub(conn: Connection, slug: string): ClubView | null {
  const directory = getPeopleDirectory(conn);
  let club = directory.clubs.get(slug);
  const organized: ClubView['organized'] = [];
  // reservations do not bump a season's revision: read on every request (one indexed query per season)
  for (const season of listPublicSeasons(conn)) {
    for (const r of listReservations(conn, season)) if (r.club && clubSlug(r.club) === slug) organized.push({ ...r, season: { slug: season.slug, name: season.name } });
  }
  if (!club && organized.length === 0) return null;
  club ??= { slug, name: organized[0]!.club!, year: null, players: [], teams: [] };
  organized.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  return { club, organized };
}

/** Issue 40, C11: the person (the page across every competition) a season's player is, if the directory has them. */
export function personOfSeasonPlayer(conn: Connection, slug: string, playerKey: string): string | null {
  return getPeopleDirectory(conn).personOf.get(entryKey('grand-prix', slug, playerKey)) ?? null;
}
