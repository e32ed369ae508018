import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { z } from 'zod';

/**
 * A season's rule set is data (guides/architecture.md §12): every regulation choice of
 * spec/grand-prix-rules.md is a field here, and each variant of spec/rule-variants.md is meant to
 * become one more field (or one more `kind`) with a small pure function — never a fork.
 */

/** §8: PZSzach ranking for a category, by sex. Kept in the rule set: the values changed over the years. */
const CategoryTable = z.object({
  m: z.number().int(),
  k: z.number().int(),
  I: z.number().int(),
  II: z.number().int(),
  III: z.number().int(),
  IV: z.number().int(),
  V: z.number().int(),
  bk: z.number().int(),
});

const CategoryTest = z.discriminatedUnion('kind', [
  /** rules §6: a national player (federation POL or unknown) with PZSzach ranking ≤ max. */
  z.object({ kind: z.literal('ratingAtMost'), max: z.number().int(), nationalFederations: z.array(z.string()).default(['POL']) }),
  /** Birth year ≤ season year − years (veteran / "nestor"). */
  z.object({ kind: z.literal('ageAtLeast'), years: z.number().int() }),
  /** Birth year ≥ season year − years (junior). */
  z.object({ kind: z.literal('ageAtMost'), years: z.number().int() }),
  z.object({ kind: z.literal('sex'), sex: z.enum(['M', 'F']) }),
]);

const CategoryPrize = z.object({
  id: z.string().min(1),
  label: z.object({ pl: z.string(), en: z.string() }),
  amount: z.number().nonnegative(),
  test: CategoryTest,
});

/** How many of the regular tournaments count. */
const DropRule = z.discriminatedUnion('kind', [
  /** rules §4: d = 0 if N < firstAfter, else 1 + floor((N − firstAfter) / every). */
  z.object({ kind: z.literal('growing'), firstAfter: z.number().int().min(1), every: z.number().int().min(1) }),
  /** "best N of M": at most `best` results count (rule-variants: DZSzach, GP Tczewa, Hetman …). */
  z.object({ kind: z.literal('bestOf'), best: z.number().int().min(1) }),
  /** Every result counts. */
  z.object({ kind: z.literal('none') }),
]);

/** What one tournament is worth to a player. */
const PointsRule = z.discriminatedUnion('kind', [
  /** Game points (Warmia-Mazury). */
  z.object({ kind: z.literal('game') }),
  /** A place table: 1st → table[0], …; places past the table get `otherwise` (rule-variants: Zehlendorf, Sursee). */
  z.object({ kind: z.literal('placeTable'), table: z.array(z.number().nonnegative()).min(1), otherwise: z.number().nonnegative().default(0) }),
]);

/** Series tie-breaks, applied in order after the total (rules §4: place in the Final). */
const TieBreak = z.enum(['finalPlace', 'bestSingleResult', 'lastTournamentPlace']);

export const RuleSetSchema = z.object({
  /** Region whose registered players are classified (rules §3); null = everybody. */
  region: z.string().nullable(),
  /** Rounds of a regular tournament (regulation §1.5): more points are refused on upload. */
  rounds: z.number().int().min(1).nullable(),
  points: PointsRule,
  drops: DropRule,
  /** rules §4: final = multiplier × Final points. */
  multiplier: z.number().int().nonnegative(),
  tieBreaks: z.array(TieBreak),
  /**
   * The tie-break chain of one tournament when its games are uploaded as TRF (places come from
   * points, then this chain). Regulation 003 §1.5: "preferred tie-breaks: median Buchholz,
   * Buchholz, wins, progress". Older season rules without it get that chain.
   */
  tournamentTieBreaks: z.array(z.enum(TIEBREAK_CODES)).min(1).default(['BH/M1', 'BH', 'WIN', 'PS']),
  /** rules §5: the best `teamSize` eligible scores of a club in a tournament. */
  teamSize: z.number().int().min(1),
  /** Club places that get cups (no money). */
  teamCups: z.number().int().min(0),
  /** rules §6: place prizes in złoty, 1st first. */
  placePrizes: z.array(z.number().nonnegative()),
  /** rules §6: category prizes, awarded in this order. */
  categories: z.array(CategoryPrize),
  /** rules §6: a player gets at most one prize. */
  onePrizePerPlayer: z.boolean(),
  categoryRanking: z.object({ women: CategoryTable, men: CategoryTable }),
  /** Season window as MM-DD of the season's year (regulation §1.13). */
  window: z.object({ from: z.string().regex(/^\d{2}-\d{2}$/), to: z.string().regex(/^\d{2}-\d{2}$/) }),
  /** Default date of the Final (MM-DD). */
  finalDate: z.string().regex(/^\d{2}-\d{2}$/).nullable(),
});

export type RuleSet = z.infer<typeof RuleSetSchema>;
export type CategoryPrizeRule = z.infer<typeof CategoryPrize>;
export type DropRuleSet = z.infer<typeof DropRule>;
export type PointsRuleSet = z.infer<typeof PointsRule>;
export type TieBreakName = z.infer<typeof TieBreak>;

/** The Grand Prix 2018 of the Warmia-Mazury chess association (seeds/003, rules spec). */
export const WARMIA_MAZURY_2018: RuleSet = {
  region: 'warmińsko-mazurskie',
  rounds: 9,
  points: { kind: 'game' },
  drops: { kind: 'growing', firstAfter: 9, every: 3 },
  multiplier: 2,
  tieBreaks: ['finalPlace'],
  tournamentTieBreaks: ['BH/M1', 'BH', 'WIN', 'PS'],
  teamSize: 5,
  teamCups: 3,
  placePrizes: [450, 350, 300, 250, 200, 180, 160, 140, 120, 100, 90, 80, 70, 60, 50],
  categories: [
    { id: 'rating1800', label: { pl: 'Ranking PZSzach do 1800', en: 'National rating up to 1800' }, amount: 50, test: { kind: 'ratingAtMost', max: 1800, nationalFederations: ['POL'] } },
    { id: 'veteran60', label: { pl: 'Nestor (60+)', en: 'Veteran (60+)' }, amount: 50, test: { kind: 'ageAtLeast', years: 60 } },
    { id: 'junior14', label: { pl: 'Junior do 14 lat', en: 'Junior up to 14' }, amount: 50, test: { kind: 'ageAtMost', years: 14 } },
    { id: 'woman', label: { pl: 'Kobieta', en: 'Woman' }, amount: 50, test: { kind: 'sex', sex: 'F' } },
  ],
  onePrizePerPlayer: true,
  categoryRanking: {
    women: { m: 2200, k: 2000, I: 1800, II: 1600, III: 1400, IV: 1250, V: 1100, bk: 1000 },
    men: { m: 2400, k: 2200, I: 2000, II: 1800, III: 1600, IV: 1400, V: 1200, bk: 1000 },
  },
  window: { from: '02-04', to: '12-16' },
  finalDate: '12-16',
};

export const PRESETS: Record<string, RuleSet> = {
  'warmia-mazury-2018': WARMIA_MAZURY_2018,
};

/** Convenience spellings accepted in overrides, mapped to the schema's fields. */
const ALIASES: Record<string, (value: unknown) => Record<string, unknown>> = {
  firstAfter: (v) => ({ drops: { firstAfter: v } }),
  every: (v) => ({ drops: { every: v } }),
  dropsFirstAfter: (v) => ({ drops: { firstAfter: v } }),
  dropsEvery: (v) => ({ drops: { every: v } }),
  finalMultiplier: (v) => ({ multiplier: v }),
  places: (v) => ({ placePrizes: v }),
};

export type ResolveRulesResult =
  | { ok: true; rules: RuleSet; warnings: string[] }
  | { ok: false; errors: string[] };

/**
 * A preset with the season's overrides (formats §3: "any field of the rule set"). Objects merge
 * field by field, arrays and scalars replace. Unknown fields are reported as warnings, invalid
 * values as errors naming the field.
 */
export function resolveRules(preset: string | undefined, overrides: unknown): ResolveRulesResult {
  const name = preset ?? 'warmia-mazury-2018';
  const base = PRESETS[name];
  if (!base) return { ok: false, errors: [`unknown preset "${name}" (known: ${Object.keys(PRESETS).join(', ')})`] };
  if (overrides !== undefined && overrides !== null && (typeof overrides !== 'object' || Array.isArray(overrides))) {
    return { ok: false, errors: ['"rules" must be an object of rule-set fields'] };
  }
  const warnings: string[] = [];
  let merged: Record<string, unknown> = structuredClone(base) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries((overrides ?? {}) as Record<string, unknown>)) {
    if (key in base) merged = deepMerge(merged, { [key]: value });
    else if (key in ALIASES) merged = deepMerge(merged, ALIASES[key]!(value));
    else warnings.push(`unknown rule "${key}" ignored`);
  }
  const parsed = RuleSetSchema.safeParse(merged);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => `rule "${i.path.join('.') || '(root)'}": ${i.message}`),
    };
  }
  return { ok: true, rules: parsed.data, warnings };
}

function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const b = out[k];
    if (isPlainObject(b) && isPlainObject(v)) {
      // a different `kind` starts a new variant instead of mixing fields of two variants
      if ('kind' in v && (b as Record<string, unknown>).kind !== v.kind) out[k] = v;
      else out[k] = deepMerge(b as Record<string, unknown>, v as Record<string, unknown>);
    } else out[k] = v;
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
