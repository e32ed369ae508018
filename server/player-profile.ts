import type { Connection } from '@/db/client';
import { versionBytesById } from '@/db/queries/uploads';
import type { Season } from '@/db/schema';
import { readFileExtras, type FileExtras } from '@/lib/series/file-extras';
import { playerProfile, profileLinks, type PlayerProfile } from '@/lib/series/player-profile';
import type { Standings } from '@/lib/series/standings';
import type { RegistryRow } from '@/lib/import/parse-registry';
import { externalLinkTemplates } from './external-links';
import { computedBudget, RevisionMemo } from './revision-memo';
import { getCurrentVersions, getSeasonInput, getStandings } from './standings';

/**
 * Extras per stored version: a stored version never changes, so the memo's "revision" is always 0
 * and what was read stays right whatever else the season's writes change. At most 256 versions are
 * kept (a 1,000-row file's extras are a few hundred kB), weighed at 300 bytes a line in the budget
 * of computed data (GP_MEMO_MB).
 */
const extrasMemo = new RevisionMemo<number, FileExtras | null>('file-extras', 256, { budget: computedBudget(), weigh: (e) => (e ? e.byLine.size * 300 : 0) });

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

/**
 * The profile (ratings, title) of every player of the season's individual table, by player key,
 * as getPlayerProfile gives each — in one pass over the rows and the register (issue 38: kept per
 * revision for the players' pages, server/kept.ts).
 */
export function seasonProfiles(conn: Connection, season: Season): Map<string, { nationalRating: number | null; category: string | null; fideRating: number | null; title: string | null }> {
  const standings = getStandings(conn, season);
  const registry = getSeasonInput(conn, season).registry;
  const extras = new Map<string, FileExtras>();
  // each player's rows, tournament by tournament in the standings' order (playerProfile reads them so)
  const own = new Map<string, Map<Standings['tournaments'][number], Standings['tournaments'][number]['rows'][number][]>>();
  for (const t of standings.tournaments) {
    const e = t.rows.length ? getTournamentExtras(conn, season, t.id) : null;
    if (e) extras.set(t.id, e);
    for (const r of t.rows) {
      let byT = own.get(r.playerKey);
      if (!byT) own.set(r.playerKey, (byT = new Map()));
      const list = byT.get(t);
      if (list) list.push(r);
      else byT.set(t, [r]);
    }
  }
  const periods = new Map<string, RegistryRow[]>();
  for (const r of registry ?? []) {
    const list = periods.get(r.crId);
    if (list) list.push(r);
    else periods.set(r.crId, [r]);
  }
  const out = new Map<string, { nationalRating: number | null; category: string | null; fideRating: number | null; title: string | null }>();
  for (const e of standings.individual) {
    const player = standings.players.get(e.key);
    if (!player) continue;
    const tournaments = [...(own.get(e.key) ?? [])].map(([t, rows]) => ({ ...t, rows }));
    const p = playerProfile({ player, standings: { tournaments }, registry: player.crId ? (periods.get(player.crId) ?? []) : [], extras });
    out.set(e.key, { nationalRating: p.nationalRating, category: p.category, fideRating: p.fideRating, title: p.title });
  }
  return out;
}
