/**
 * Seasons, one module for every caller: a new season's fields and rules checked before its row is
 * written (`createSeason` for trusted callers — the command line, the seed, a folder's import;
 * `createSeasonAsArbiter` for the web form and the HTTP API, which checks the arbiter first), the
 * arbiter's list and changes, and a season's rule set.
 */
import { z } from 'zod';
import { refinement } from '@/lib/config/refinement';
import { zodIssueParams } from '@/lib/config/zod-issue';
import { resolveRules, type RuleSet } from '@/lib/series/rules';
import { rulesInEnglish } from '@/lib/config/rules-in-english';
import { writeTransaction, type Connection } from '@/db/client';
import { audit, type Actor } from '@/db/queries/audit';
import { bumpRevision, getSeasonBySlug, insertSeason, listAllSeasonRows, updateSeasonRow } from '@/db/queries/seasons';
import type { Season, User } from '@/db/schema';
import { forArbiter, isArbiter, notAllowed, web } from './workspace/access';
import type { Problem, Result } from '@/lib/problem';
import { coded, notFound, refuse } from '@/lib/problem';

export const CreateSeasonInput = z.object({
  slug: z.string().refine((s) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(s), refinement('SLUG_FORM')),
  name: z.string().trim().min(1).max(200),
  year: z.number().int().min(1900).max(2200),
  preset: z.string().default('warmia-mazury-2018'),
  rules: z.record(z.string(), z.unknown()).default({}),
  public: z.boolean().default(true),
});
type CreateSeasonParams = z.input<typeof CreateSeasonInput>;

export function createSeason(conn: Connection, actor: Actor, input: CreateSeasonParams): Result<Season> {
  const parsed = CreateSeasonInput.safeParse(input);
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => coded<Problem>({ code: 'INVALID_FIELD', params: { ...zodIssueParams(i, input), field: i.path.join('.') } })));
  const rules = resolveRules(parsed.data.preset, parsed.data.rules);
  if (!rules.ok) return refuse(rules.errors.map((params) => coded<Problem>({ code: 'INVALID_RULES', params })));
  const { slug, name, year, preset, public: isPublic } = parsed.data;
  return writeTransaction(conn, () => {
    if (getSeasonBySlug(conn, slug)) return refuse([coded<Problem>({ code: 'SLUG_TAKEN', params: { slug, what: 'season' } })]);
    const season = insertSeason(conn, { slug, name, year, preset, rulesJson: JSON.stringify(parsed.data.rules), public: isPublic });
    audit(conn, actor, 'season.create', season.id, { slug: season.slug, preset: season.preset, rules: parsed.data.rules });
    return { ok: true as const, value: season };
  });
}

export function listAllSeasons(conn: Connection, user: User | null): Result<Season[]> {
  return forArbiter(user, (user) => listAllSeasonRows(conn));
}

export function arbiterSeason(conn: Connection, user: User | null, slug: string): Result<Season | null> {
  return forArbiter(user, (user) => getSeasonBySlug(conn, slug) ?? null);
}

export function createSeasonAsArbiter(conn: Connection, user: User | null, input: CreateSeasonParams, via: 'web' | 'api' = 'web'): Result<Season> {
  if (!isArbiter(user)) return notAllowed(user);
  return createSeason(conn, { userId: user.id, via }, input);
}

/** A season has at most this many tournaments still to come (a typo guard: 1000 is no season). */
export const MAX_REMAINING = 100;

/**
 * Name, rule overrides, visibility of a season, and the tournaments still to come as the arbiter
 * sets them (issue 14; `remaining: null` = count them from the calendar again).
 */
export function updateSeason(conn: Connection, user: User | null, slug: string, patch: { name?: string; rules?: Record<string, unknown>; public?: boolean; remaining?: { regular: number; final: boolean } | null }): Result<Season> {
  if (!isArbiter(user)) return notAllowed(user);
  const season = getSeasonBySlug(conn, slug);
  if (!season) return notFound({ what: 'season', name: slug });
  if (patch.rules) {
    const r = resolveRules(season.preset, patch.rules);
    if (!r.ok) return refuse(r.errors.map((params) => coded<Problem>({ code: 'INVALID_RULES', params })));
  }
  if (patch.remaining && (!Number.isInteger(patch.remaining.regular) || patch.remaining.regular < 0 || patch.remaining.regular > MAX_REMAINING)) {
    return refuse([coded<Problem>({ code: 'BAD_REMAINING', params: { max: MAX_REMAINING } })]);
  }
  if (patch.name !== undefined && !patch.name.trim()) return refuse([coded<Problem>({ code: 'MISSING_SEASON_NAME' })]);
  return writeTransaction(conn, () => {
    updateSeasonRow(conn, season.id, {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.rules ? { rulesJson: JSON.stringify(patch.rules) } : {}),
      ...(patch.public !== undefined ? { public: patch.public } : {}),
      ...(patch.remaining !== undefined ? { remainingRegular: patch.remaining?.regular ?? null, remainingFinal: patch.remaining?.final ?? false } : {}),
    });
    bumpRevision(conn, season.id);
    audit(conn, web(user), patch.public === undefined ? 'season.update' : patch.public ? 'season.publish' : 'season.hide', season.id, patch);
    return { ok: true as const, value: getSeasonBySlug(conn, slug)! };
  });
}

/** The season's rule set (preset + stored overrides). Stored overrides were valid when saved. */
export function seasonRules(season: Season): RuleSet {
  const r = resolveRules(season.preset, JSON.parse(season.rulesJson));
  if (r.ok) return r.rules;
  const english = rulesInEnglish(r);
  throw new Error(`season ${season.slug}: stored rules no longer valid: ${english.ok ? '' : english.errors.join('; ')}`);
}
