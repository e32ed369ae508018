import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { resolveRules, type RuleSet } from '@/lib/series/rules';
import { writeTransaction, type Connection } from '@/db/client';
import { seasons, tournaments, type Season } from '@/db/schema';
import { audit, type Actor } from './audit';

export const CreateSeasonInput = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'use lower-case letters, digits and hyphens'),
  name: z.string().trim().min(1).max(200),
  year: z.number().int().min(1900).max(2200),
  preset: z.string().default('warmia-mazury-2018'),
  rules: z.record(z.string(), z.unknown()).default({}),
  public: z.boolean().default(true),
});
export type CreateSeasonParams = z.input<typeof CreateSeasonInput>;

export type WriteResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; errors: { line?: number; code: string; message: string; params?: Record<string, string | number> }[] };

export function createSeason(conn: Connection, actor: Actor, input: CreateSeasonParams): WriteResult<Season> {
  const parsed = CreateSeasonInput.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422, errors: parsed.error.issues.map((i) => ({ code: 'INVALID_FIELD', message: `${i.path.join('.')}: ${i.message}` })) };
  const rules = resolveRules(parsed.data.preset, parsed.data.rules);
  if (!rules.ok) return { ok: false, status: 422, errors: rules.errors.map((message) => ({ code: 'INVALID_RULES', message })) };
  return writeTransaction(conn, () => {
    if (getSeasonBySlug(conn, parsed.data.slug)) return { ok: false as const, status: 409 as const, errors: [{ code: 'SLUG_TAKEN', message: `A season "${parsed.data.slug}" already exists.` }] };
    const season = conn.db
      .insert(seasons)
      .values({ slug: parsed.data.slug, name: parsed.data.name, year: parsed.data.year, preset: parsed.data.preset, rulesJson: JSON.stringify(parsed.data.rules), public: parsed.data.public })
      .returning()
      .get();
    audit(conn, actor, 'season.create', season.id, { slug: season.slug, preset: season.preset, rules: parsed.data.rules });
    return { ok: true as const, value: season };
  });
}

export function getSeasonBySlug(conn: Connection, slug: string): Season | undefined {
  return conn.db.select().from(seasons).where(eq(seasons.slug, slug)).get();
}

export function listPublicSeasons(conn: Connection): Season[] {
  return conn.db.select().from(seasons).where(eq(seasons.public, true)).orderBy(desc(seasons.year), asc(seasons.name)).all();
}

/** The season's rule set (preset + stored overrides). Stored overrides were valid when saved. */
export function seasonRules(season: Season): RuleSet {
  const r = resolveRules(season.preset, JSON.parse(season.rulesJson));
  if (!r.ok) throw new Error(`season ${season.slug}: stored rules no longer valid: ${r.errors.join('; ')}`);
  return r.rules;
}

/** Marks every cache of the season stale; call inside each write's transaction. */
export function bumpRevision(conn: Connection, seasonId: number): void {
  conn.db.update(seasons).set({ revision: sql`${seasons.revision} + 1` }).where(eq(seasons.id, seasonId)).run();
}

