import type { Connection } from '@/db/client';
import { currentVersionFile, currentVersionId } from '@/db/queries/uploads';
import type { Season } from '@/db/schema';
import { readFileExtras, type FileExtras } from '@/lib/series/file-extras';
import { playerProfile, profileLinks, type PlayerProfile } from '@/lib/series/player-profile';
import { externalLinkTemplates } from './external-links';
import { getSeasonInput, getStandings } from './standings';

/**
 * Extras per stored version (database file or connection, version id): a stored version never
 * changes, so what was read from it stays right whatever else the season's writes change; the
 * least recently used are dropped beyond EXTRAS_KEPT (a 1,000-row file's extras are a few hundred kB).
 */
const EXTRAS_KEPT = 256;
const extrasByVersion = new Map<string, FileExtras>();
const connectionIds = new WeakMap<Connection, number>();
let nextConnectionId = 0;
function databaseKey(conn: Connection): string {
  if (!conn.sqlite.memory) return `file:${conn.sqlite.name}`;
  let id = connectionIds.get(conn);
  if (id === undefined) connectionIds.set(conn, (id = nextConnectionId++));
  return `memory:${id}`;
}

/**
 * The columns of a tournament's current file that scoring ignores (tie-breaks, FIDE rating, title),
 * read from the stored file once per stored version. Null before the first upload.
 */
export function getTournamentExtras(conn: Connection, season: Season, code: string): FileExtras | null {
  const versionId = currentVersionId(conn, season.id, code);
  if (versionId === null) return null;
  const key = (id: number) => `${databaseKey(conn)}\u0000${id}`;
  const hit = extrasByVersion.get(key(versionId));
  if (hit !== undefined) {
    extrasByVersion.delete(key(versionId));
    extrasByVersion.set(key(versionId), hit);
    return hit;
  }
  const file = currentVersionFile(conn, season.id, code);
  if (!file) return null;
  const extras = readFileExtras(new Uint8Array(file.bytes));
  // kept under the id of the version read (a write between the two reads changes nothing here)
  extrasByVersion.set(key(file.id), extras);
  while (extrasByVersion.size > EXTRAS_KEPT) extrasByVersion.delete(extrasByVersion.keys().next().value!);
  return extras;
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
