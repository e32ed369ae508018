import 'server-only';
import type { Connection } from '@/db/client';
import { competitionKind } from '@/lib/competitions/registry';
import type { IsoDate } from '@/lib/dates';
import { associationYear, type AssociationYear, type YearItem } from '@/lib/home/association-year';
import { summaryOfSeason } from '@/lib/series/season-summary';
import { publicCalendars } from './calendar/listing';
import { keptSummaries, publicSources } from './kept';

/**
 * Every published competition of every kind for the home page: the Grand Prix seasons with their
 * standings and calendars, and the opens and leagues computed from their files — each summed up by
 * lib/, grouped by lib/home. What each line needs of the standings or the files is kept per revision
 * (issue 38, server/kept.ts): the page reads those rows and the seasons' calendars, and computes a
 * season or a competition only when it changed since.
 */
export function associationYearOf(conn: Connection, today: IsoDate): AssociationYear {
  const sources = publicSources(conn);
  const kept = keptSummaries(conn, sources, today);
  // every season's calendar in two queries (issue 38: two a season before)
  const calendars = publicCalendars(conn, sources.flatMap((s) => ('season' in s ? [s.season] : [])));
  const items: YearItem[] = [];
  for (const source of sources) {
    const line = kept.get(source.id)!;
    if ('season' in source && 'season' in line) {
      const { season } = source;
      const summary = summaryOfSeason(line.season, calendars.get(season.id)!, today);
      items.push({ key: `season-${season.slug}`, kind: 'grand-prix', name: season.name, path: `/seasons/${season.slug}`, summary });
    } else if ('competition' in source && 'competition' in line) {
      const { competition } = source;
      const kind = competitionKind(competition.kind);
      // issue 28: a competition with no result yet is a draft, not listed
      if (!kind || !line.competition?.hasResults) continue;
      items.push({ key: `competition-${competition.slug}`, kind: kind.kind, name: competition.name, path: `/${kind.path}/${competition.slug}`, summary: line.competition });
    }
  }
  return associationYear(items, today);
}
