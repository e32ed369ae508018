/**
 * Seasons for callers that have checked who they are (the API's route wrapper, the CLI, the seed):
 * a new season's fields and rules checked before its row is written, and a season's rule set.
 * The arbiter's pages go through server/workspace/seasons.ts, which checks the user first.
 */
import { z } from 'zod';
import { resolveRules, type RuleSet } from '@/lib/series/rules';
import { writeTransaction, type Connection } from '@/db/client';
import { audit, type Actor } from '@/db/queries/audit';
import { getSeasonBySlug, insertSeason } from '@/db/queries/seasons';
import type { Season } from '@/db/schema';
import type { Result } from '@/lib/problem';
import { refuse } from '@/lib/problem';

export const CreateSeasonInput = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'use lower-case letters, digits and hyphens'),
  name: z.string().trim().min(1).max(200),
  year: z.number().int().min(1900).max(2200),
  preset: z.string().default('warmia-mazury-2018'),
  rules: z.record(z.string(), z.unknown()).default({}),
  public: z.boolean().default(true),
});
export type CreateSeasonParams = z.input<typeof CreateSeasonInput>;

export function createSeason(conn: Connection, actor: Actor, input: CreateSeasonParams): Result<Season> {
  const parsed = CreateSeasonInput.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => ({ code: 'INVALID_FIELD', message: `${i.path.join('.')}: ${i.message}` })));
  const rules = resolveRules(parsed.data.preset, parsed.data.rules);
  if (!rules.ok) return refuse(rules.errors.map((message) => ({ code: 'INVALID_RULES', message })));
  const { slug, name, year, preset, public: isPublic } = parsed.data;
  return writeTransaction(conn, () => {
    if (getSeasonBySlug(conn, slug)) return refuse([{ code: 'SLUG_TAKEN', message: `A season "${slug}" already exists.`, params: { slug } }]);
    const season = insertSeason(conn, { slug, name, year, preset, rulesJson: JSON.stringify(parsed.data.rules), public: isPublic });
    audit(conn, actor, 'season.create', season.id, { slug: season.slug, preset: season.preset, rules: parsed.data.rules });
    return { ok: true as const, value: season };
  });
}

/** The season's rule set (preset + stored overrides). Stored overrides were valid when saved. */
export function seasonRules(season: Season): RuleSet {
  const r = resolveRules(season.preset, JSON.parse(season.rulesJson));
  if (!r.ok) throw new Error(`season ${season.slug}: stored rules no longer valid: ${r.errors.join('; ')}`);
  return r.rules;
}
