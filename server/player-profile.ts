import type { Connection } from '@/db/client';
import { versionBytesById } from '@/db/queries/uploads';
import type { Season } from '@/db/schema';
import { readFileExtras, type FileExtras } from '@/lib/series/file-extras';
import { playerProfile, profileLinks, type PlayerProfile } from '@/lib/series/player-profile';
import { externalLinkTemplates } from './external-links';
import { RevisionMemo } from './revision-memo';
import { getCurrentVersions, getSeasonInput, getStandings } from './standings';

/**
 * Extras per stored version: a stored version never changes, so the memo's "revision" is always 0
 * and what was read stays right whatever else the season's writes change. At most 256 versions are
 * kept (a 1,000-row file's extras are a few hundred kB).
 */
const extrasMemo = new RevisionMemo<number, FileExtras | null>('file-extras', 256);

/**
 * The columns of a tournament's current file that scoring ignores (tie-breaks, FIDE rating, title),
 * read from the stored file once per stored version. Null before the first upload.
 */
export function getTournamentExtras(conn: Connection, season: Season, code: string): FileExtras | null {
  const versionId = getCurrentVersions(conn, season).get(code)?.id;
  if (versionId === undefined) return null;
  return extrasMemo.get(conn, versionId, 0, () => {
    const bytes = versionBytesById(conn, versionId);
    return bytes ? readFileExtras(bytes) : null;
  });
}

/** A player's ratings, title, ids and the links to their register and FIDE pages (issue 11). */
export function getPlayerProfile(conn: Connection, season: Season, key: string): (PlayerProfile & { links: { register: string | null; fide: string | null } }) | null {
  const standings = getStandings(conn, season);
  const player = standings.players.get(key);
  if (!player) return null;
  const registry = getSeasonInput(conn, season).registry;
  const extras = new Map<string, FileExtras>();
  for (const t of standings.tournaments) {
    if (!t.rows.some((r) => r.playerKey === key)) continue;
    const e = getTournamentExtras(conn, season, t.id);
    if (e) extras.set(t.id, e);
  }
  const profile = playerProfile({ player, standings, registry, extras });
  const templates = externalLinkTemplates();
  return { ...profile, links: profileLinks(profile, templates.register, templates.fide) };
}
