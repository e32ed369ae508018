/** The arbiter's seasons: list, open, create, change rules and visibility. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { resolveRules } from '@/lib/series/rules';
import { writeTransaction, type Connection } from '@/db/client';
import { seasons, type Season, type User } from '@/db/schema';
import { audit } from '@/db/queries/audit';
import { bumpRevision, getSeasonBySlug } from '@/db/queries/seasons';
import { createSeason, type CreateSeasonParams } from '@/server/seasons';
import { assertArbiter } from './access';
import { web } from './access';
import type { Result } from '@/lib/problem';
import { refuse } from '@/lib/problem';

export function listAllSeasons(conn: Connection, user: User | null): Season[] {
  assertArbiter(user);
  return conn.db.select().from(seasons).orderBy(desc(seasons.year), asc(seasons.name)).all();
}

export function arbiterSeason(conn: Connection, user: User | null, slug: string): Season | null {
  assertArbiter(user);
  return getSeasonBySlug(conn, slug) ?? null;
}

export function createSeasonAsArbiter(conn: Connection, user: User | null, input: CreateSeasonParams): Result<Season> {
  assertArbiter(user);
  return createSeason(conn, web(user), input);
}

/** A season has at most this many tournaments still to come (a typo guard: 1000 is no season). */
export const MAX_REMAINING = 100;

/**
 * Name, rule overrides, visibility of a season, and the tournaments still to come as the arbiter
 * sets them (issue 14; `remaining: null` = count them from the calendar again).
 */
export function updateSeason(conn: Connection, user: User | null, slug: string, patch: { name?: string; rules?: Record<string, unknown>; public?: boolean; remaining?: { regular: number; final: boolean } | null }): Result<Season> {
  assertArbiter(user);
  const season = getSeasonBySlug(conn, slug);
  if (!season) return refuse([{ code: 'NOT_FOUND', message: `No season "${slug}".` }]);
  if (patch.rules) {
    const r = resolveRules(season.preset, patch.rules);
    if (!r.ok) return refuse(r.errors.map((message) => ({ code: 'INVALID_RULES', message })));
  }
  if (patch.remaining && (!Number.isInteger(patch.remaining.regular) || patch.remaining.regular < 0 || patch.remaining.regular > MAX_REMAINING)) {
    return refuse([{ code: 'BAD_REMAINING', message: `The tournaments still to come must be a whole number from 0 to ${MAX_REMAINING}.`, params: { max: MAX_REMAINING } }]);
  }
  if (patch.name !== undefined && !patch.name.trim()) return refuse([{ code: 'MISSING_SEASON_NAME', message: 'The season needs a name.' }]);
  return writeTransaction(conn, () => {
    conn.db
      .update(seasons)
      .set({
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.rules ? { rulesJson: JSON.stringify(patch.rules) } : {}),
        ...(patch.public !== undefined ? { public: patch.public } : {}),
        ...(patch.remaining !== undefined ? { remainingRegular: patch.remaining?.regular ?? null, remainingFinal: patch.remaining?.final ?? false } : {}),
      })
      .where(eq(seasons.id, season.id))
      .run();
    bumpRevision(conn, season.id);
    audit(conn, web(user), patch.public === undefined ? 'season.update' : patch.public ? 'season.publish' : 'season.hide', season.id, patch);
    return { ok: true as const, value: getSeasonBySlug(conn, slug)! };
  });
}
