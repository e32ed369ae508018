import type { RegistryRow } from '@/lib/import/parse-registry';
import type { SeasonPlayer } from '@/lib/identity/link-players';
import type { FileExtras } from './file-extras';
import type { Standings } from './standings';

/** Issue 11: a player's ratings, title and ids as chess sites show them — each null when no data has it. */
export interface PlayerProfile {
  crId: string | null;
  fideId: string | null;
  /** PZSzach ranking as written in the register (its latest period) or else the player's latest tournament row. */
  nationalRating: number | null;
  /** The Polish category (`II`, `Ik`, `m`) as written, from the same places. */
  category: string | null;
  /** From the latest tournament file with a FIDE rating / title column (or a TRF). */
  fideRating: number | null;
  title: string | null;
}

/** Later wins: the register's periods by start date (open start first), the rows in date order. */
export function playerProfile(p: {
  player: SeasonPlayer;
  standings: Pick<Standings, 'tournaments'>;
  registry: readonly RegistryRow[] | null;
  /** The files' extra columns by tournament id (lib/series/file-extras). */
  extras: ReadonlyMap<string, FileExtras>;
}): PlayerProfile {
  const { player } = p;
  const periods = player.crId ? (p.registry ?? []).filter((r) => r.crId === player.crId).sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '') || a.line - b.line) : [];
  // rows in date order (Standings.tournaments is), the latest first
  const rows = p.standings.tournaments.flatMap((t) => t.rows.filter((r) => r.playerKey === player.key).map((r) => ({ t, r }))).reverse();
  const latest = <T>(fromRegistry: (r: RegistryRow) => T | null, fromRow: (x: (typeof rows)[number]) => T | null): T | null => {
    for (const r of [...periods].reverse()) {
      const v = fromRegistry(r);
      if (v !== null) return v;
    }
    for (const x of rows) {
      const v = fromRow(x);
      if (v !== null) return v;
    }
    return null;
  };
  const extra = (x: (typeof rows)[number]) => p.extras.get(x.t.id)?.byLine.get(x.r.line) ?? null;
  return {
    crId: player.crId,
    fideId: player.fideId ?? latest((r) => r.fideId, (x) => x.r.source.fideId),
    nationalRating: latest((r) => r.rating, (x) => x.r.source.rating),
    category: latest((r) => r.category?.trim() || null, (x) => x.r.source.category?.trim() || null),
    fideRating: latest(() => null, (x) => extra(x)?.fideRating ?? null),
    title: latest(() => null, (x) => extra(x)?.title ?? null),
  };
}

/**
 * The player's page in the national register and at FIDE. `registerTemplate` and `fideTemplate` are
 * the site's settings (server/external-links.ts), `{id}` standing for the id.
 */
export function profileLinks(profile: Pick<PlayerProfile, 'crId' | 'fideId'>, registerTemplate: string, fideTemplate: string): { register: string | null; fide: string | null } {
  const fill = (template: string, id: string | null) => (id && /^\d+$/.test(id) && template.includes('{id}') ? template.replace('{id}', encodeURIComponent(id)) : null);
  return { register: fill(registerTemplate, profile.crId), fide: fill(fideTemplate, profile.fideId) };
}
