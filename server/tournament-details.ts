import 'server-only';
import type { Connection } from '@/db/client';
import { versionBytesById } from '@/db/queries/uploads';
import type { Competition, Season } from '@/db/schema';
import { liveReservationFor, liveReservationsOn } from '@/db/queries/calendar';
import { reservationOnDay } from '@/lib/calendar/reservation-on-day';
import { currentCompetitionFiles } from '@/db/queries/competitions';
import { competitionKind } from '@/lib/competitions/registry';
import { fileDetails, tournamentDetails, type DetailFacts, type ReservationFacts, type TournamentDetails } from '@/lib/series/tournament-details';
import { RevisionMemo } from './revision-memo';
import { getCurrentVersions } from './standings';

/** A stored file's details, read once per file version (a version's bytes never change). */
const fileDetailsMemo = new RevisionMemo<number, DetailFacts | null>('file-details', 256);

/**
 * The tournament page's details (issue 29): venue, time control, rounds, chief arbiter and
 * organizer from the current results file, else from the date reservation the tournament was
 * booked with (the id `r<n>` is reservation n; `final` the Final's live reservation; issue 40, item
 * 4: any other id — a CSV uploaded as `gp03` — the one reservation of the season on its `date`).
 */
export function getTournamentDetails(conn: Connection, season: Season, code: string, date?: string): TournamentDetails {
  const versionId = getCurrentVersions(conn, season).get(code)?.id;
  const file =
    versionId === undefined
      ? null
      : fileDetailsMemo.get(conn, versionId, 0, () => {
          const bytes = versionBytesById(conn, versionId);
          return bytes ? fileDetails(bytes) : null;
        });
  return tournamentDetails(file, reservationFacts(conn, season, code, date));
}

function reservationFacts(conn: Connection, season: Season, code: string, date: string | undefined): ReservationFacts | null {
  const m = /^r(\d+)$/.exec(code);
  const which = m ? { id: Number(m[1]) } : code === 'final' ? ('final' as const) : null;
  const r = which ? liveReservationFor(conn, season.id, which) : date !== undefined ? reservationOnDay(liveReservationsOn(conn, season.id, date)) : undefined;
  return r ? { city: r.city, venue: r.venue, club: r.club, rounds: r.rounds, tempo: r.tempo } : null;
}

const competitionDetailsMemo = new RevisionMemo<number, { scope: string | null; facts: DetailFacts | null }[]>('competition-details', 64);

/**
 * The details of a competition computed from games (the open's Swiss file, each league's TRF, the
 * team league's boards TRF), read once per revision; `scope` a league's id, or null for the whole.
 */
export function getCompetitionDetails(conn: Connection, competition: Competition, scope: string | null): TournamentDetails | null {
  const kind = competitionKind(competition.kind);
  if (!kind) return null;
  const all = competitionDetailsMemo.get(conn, competition.id, competition.revision, () => {
    const files = currentCompetitionFiles(conn, competition.id);
    const read = (n: string) => files.get(n)?.bytes ?? null;
    return kind.detailFiles(read).map(({ scope, file }) => {
      const bytes = read(file);
      return { scope, facts: bytes ? fileDetails(bytes) : null };
    });
  });
  const found = all.find((d) => d.scope === scope);
  return found?.facts ? tournamentDetails(found.facts, null) : null;
}
