import 'server-only';
import type { Connection } from '@/db/client';
import { listCompetitions } from '@/db/queries/competitions';
import { listPublicSeasons } from '@/db/queries/seasons';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import { associationYear, type AssociationYear, type YearItem, type YearKind } from '@/lib/home/association-year';
import { seasonSummary } from '@/lib/series/season-summary';
import { publicCalendar } from './calendar/listing';
import { publishedCompetition } from './competitions';
import { getStandings } from './standings';

/**
 * Every published competition of every kind for the home page: the Grand Prix seasons with their
 * standings and calendars, and the opens and leagues computed from their files — each summed up by
 * lib/, grouped by lib/home.
 */
export function associationYearOf(conn: Connection, today: IsoDate): AssociationYear {
  const items: YearItem[] = [];
  for (const season of listPublicSeasons(conn)) {
    const summary = seasonSummary(getStandings(conn, season), publicCalendar(conn, season), today);
    items.push({ key: `season-${season.slug}`, kind: 'grand-prix', name: season.name, path: `/seasons/${season.slug}`, summary });
  }
  for (const competition of listCompetitions(conn, { publicOnly: true })) {
    const kind = competitionKind(competition.kind);
    const published = kind ? publishedCompetition(conn, competition, today) : null;
    if (!kind || !published) continue;
    items.push({ key: `competition-${competition.slug}`, kind: competition.kind as YearKind, name: competition.name, path: `/${kind.path}/${competition.slug}`, summary: published.summary });
  }
  return associationYear(items, today);
}
