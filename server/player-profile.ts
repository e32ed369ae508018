import type { Connection } from '@/db/client';
import { loadSeasonInput } from '@/server/season-input';
import { currentVersionFile } from '@/db/queries/uploads';
import type { Season } from '@/db/schema';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { readFileExtras, type FileExtras } from '@/lib/series/file-extras';
import { playerProfile, profileLinks, type PlayerProfile } from '@/lib/series/player-profile';
import { externalLinkTemplates } from './external-links';
import { RevisionMemo } from './revision-memo';
import { getStandings } from './standings';

const extrasMemo = new RevisionMemo<string, FileExtras | null>();
const registryMemo = new RevisionMemo<number, readonly RegistryRow[] | null>();

/**
 * The columns of a tournament's current file that scoring ignores (tie-breaks, FIDE rating, title),
 * read again from the stored file once per season revision. Null before the first upload.
 */
export function getTournamentExtras(conn: Connection, season: Season, code: string): FileExtras | null {
  return extrasMemo.get(conn, `${season.id}:${code}`, season.revision, () => {
    const file = currentVersionFile(conn, season.id, code);
    return file ? readFileExtras(new Uint8Array(file.bytes)) : null;
  });
}

/** A player's ratings, title, ids and the links to their register and FIDE pages (issue 11). */
export function getPlayerProfile(conn: Connection, season: Season, key: string): (PlayerProfile & { links: { register: string | null; fide: string | null } }) | null {
  const standings = getStandings(conn, season);
  const player = standings.players.get(key);
  if (!player) return null;
  const registry = registryMemo.get(conn, season.id, season.revision, () => loadSeasonInput(conn, season).registry);
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
