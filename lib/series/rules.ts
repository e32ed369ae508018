import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { z } from 'zod';
import { refinement } from '@/lib/config/refinement';
import { SeasonWindowSchema } from '@/lib/calendar/season-window';
import { presetCatalogue, type PresetInfo as PresetInfoOf, type ResolvePresetResult } from '@/lib/config/presets';
import { PRESET_FILES } from './presets';
import { TIE_BREAK_NAMES } from './tie-breaks';

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

/** How many of the regular tournaments count (rule-variants "Which results count"). */
const DropRule = z.discriminatedUnion('kind', [
  /** rules §4: d = 0 if N < firstAfter, else 1 + floor((N − firstAfter) / every) (Warmia-Mazury). */
  z.object({ kind: z.literal('growing'), firstAfter: z.number().int().min(1), every: z.number().int().min(1) }),
  /** "best N of M": at most `best` results count (DZSzach 3 of 4, GP Tczewa 6 of 8, Hetman 8 of 10 …). */
  z.object({
    kind: z.literal('bestOf'),
    best: z.number().int().min(1),
    /**
     * The tournaments of an edition (M). Given, the edition's drops (M − N) apply already to the
     * tournaments held so far, while the edition is under way, keeping at least one result
     * (Pomysł GrandPrix: after 4 of 5 held the best 3 count). Absent: everything counts until more
     * than N are held (DZSzach, GP Tczewa, Hetman).
     */
    edition: z.number().int().min(2).optional(),
  }),
  /** Every result counts. */
  z.object({ kind: z.literal('none') }),
  /** "best (n − k) of n": the `count` worst of the events held are dropped (Hattersheim: n − 2). */
  z.object({ kind: z.literal('dropWorst'), count: z.number().int().min(1) }),
  /** best (most events played by any player − `minus`) count (Keshmat Chess Circuit 2024/25: − 1). */
  z.object({ kind: z.literal('bestOfMostPlayed'), minus: z.number().int().min(0) }),
  /** the `count` worst are dropped only for players who played every event (Dolnośląskie youth GP). */
  z.object({ kind: z.literal('dropIfPlayedAll'), count: z.number().int().min(1) }),
  /**
   * best N per part of the season (OKS Sokół: per half-season). Parts take the regular tournaments
   * in date order, `tournaments` each (null = all the rest), so the rule needs no calendar dates.
   */
  z.object({
    kind: z.literal('bestPerPart'),
    parts: z.array(z.object({ tournaments: z.number().int().min(1).nullable(), best: z.number().int().min(1) })).min(1),
  }),
]).superRefine((rule, ctx) => {
  if (rule.kind === 'bestOf' && rule.edition !== undefined && rule.edition <= rule.best) {
    ctx.addIssue({ code: 'custom', path: ['edition'], ...refinement('RULE_EDITION_TOO_SMALL', { edition: rule.edition, best: rule.best }) });
  }
});

/** Numbers of a points table: exact decimals (a place table may hold 12.5). */
const PlaceTable = {
  /** Points of 1st, 2nd, … place. */
  table: z.array(z.number().nonnegative()).min(1),
  /** Places past the table get this, unless `step` is set. */
  otherwise: z.number().nonnegative().default(0),
  /** Past the table: one `step` less per place than the table's last value, at least `min` (OKS Sokół: −1, at least 1). */
  step: z.number().positive().nullable().default(null),
  min: z.number().nonnegative().default(0),
};

/** What one tournament is worth to a player (rule-variants "Points a player earns in one tournament"). */
const PointsRule = z.discriminatedUnion('kind', [
  /** Game points (Warmia-Mazury, DZSzach, Hetman, GP Tczewa; Keshmat). */
  z.object({ kind: z.literal('game') }),
  /** A place table: 1st → table[0], … (Dolnośląskie youth GP, Zehlendorf, Sursee, FIDE Grand Prix). */
  z.object({ kind: z.literal('placeTable'), ...PlaceTable }),
  /** Game points plus a place bonus from a table (OKS Sokół Wrocław; Pomysł GrandPrix, Poznań). */
  z.object({ kind: z.literal('gamePlusPlace'), ...PlaceTable }),
  /** Place points = number of participants for 1st, one less per place (Bielany GP). */
  z.object({ kind: z.literal('participants') }),
]);

/**
 * Players who share a place (formats §1: the file writes `9, 9, 11`) or — with `by: gamePoints` —
 * who have equal game points (FIDE Grand Prix: no tie-breaks inside an event). `split`: they share
 * the sum of the points of the places they occupy equally (Hattersheim, US Chess GP, FIDE GP);
 * `full`: each gets the points of the place they share (Pomysł GrandPrix).
 */
const TiedPlaces = z.object({ by: z.enum(['place', 'gamePoints', 'score']), share: z.enum(['full', 'split']) });

/** Series tie-breaks, applied in order after the total: the names of the registry KEYED_TIE_BREAKS (lib/series/tie-breaks.ts). */
const TieBreak = z.enum(TIE_BREAK_NAMES);

export const RuleSetSchema = z.object({
  /** Region whose registered players are classified (rules §3); null = everybody. */
  region: z.string().nullable(),
  /** Rounds of a regular tournament (regulation §1.5): more points are refused on upload. */
  rounds: z.number().int().min(1).nullable(),
  points: PointsRule,
  tiedPlaces: TiedPlaces.default({ by: 'place', share: 'full' }),
  /** Added for every tournament played (KKSz online GP: 1 for taking part; New England GP: +1 per event). */
  participationBonus: z.number().nonnegative().default(0),
  /** A tournament's points × its multiplier, by tournament id (US Chess GP, NC Grand Prix, Bristol GP). */
  tournamentMultipliers: z.record(z.string(), z.number().positive()).default({}),
  drops: DropRule,
  /** Regular tournaments (by id) that can never be dropped (Sailwave "non-discardable"; a championship). */
  neverDrop: z.array(z.string()).default([]),
  /** rules §4: final = multiplier × Final points. */
  multiplier: z.number().int().nonnegative(),
  tieBreaks: z.array(TieBreak),
  /**
   * The tie-break chain of one tournament when its games are uploaded as TRF (places come from
   * points, then this chain). Regulation 003 §1.5: "preferred tie-breaks: median Buchholz,
   * Buchholz, wins, progress". Older season rules without it get that chain.
   */
  tournamentTieBreaks: z.array(z.enum(TIEBREAK_CODES)).min(1).default(['BH/M1', 'BH', 'WIN', 'PS']),
  /** Fewer eligible results than this and a player is not classified (PZBS bridge; a Final's entry rule). */
  minEventsToClassify: z.number().int().min(1).default(1),
  /** Fewer eligible results than this and a player wins no prize; prizes go to the next players (KKSz: 4). */
  minEventsForPrize: z.number().int().min(0).default(0),
  /** Whether the season has a club team classification (rules §5); most series have none. */
  teams: z.boolean().default(true),
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
  /** Season window (regulation §1.13): MM-DD of the season's year, or full dates for a series of several years (lib/calendar/season-window.ts). */
  window: SeasonWindowSchema,
  /**
   * Regulation §1 (warmia-mazury-2018: §1.6, §1.9, §1.10, §1.11): what an organizer's reservation is
   * checked against — time controls, entry-fee caps, minimum prizes — and how many days ahead an
   * organizer reserves. Null: the series sets none (only `rounds` is checked, 30 days ahead).
   */
  tournamentFormat: z
    .object({
      tempos: z.array(z.string().min(1)).default([]),
      maxFees: z.object({ adult: z.number().nonnegative().nullable(), junior18OrVeteran: z.number().nonnegative().nullable(), womanOrJunior14: z.number().nonnegative().nullable() }),
      minPrizes: z.object({ places: z.array(z.number().nonnegative()), category: z.number().nonnegative().nullable(), drawn: z.number().nonnegative().nullable() }),
      minDaysAhead: z.number().int().min(0).default(30),
    })
    .nullable()
    .default(null),
  /**
   * On which days a tournament is played: `daysOff` — Saturdays, Sundays and public holidays only
   * (warmia-mazury-2018 §1.4: "wyłącznie soboty, niedziele lub inne dni wolne"); `any` — the series
   * says nothing. A results file dated otherwise is stored, with a warning (the arbiter may have
   * typed the date wrong, or the association allowed an exception).
   */
  tournamentDays: z.enum(['any', 'daysOff']).default('any'),
  /**
   * Issue 41: the ages of the entry-fee bands (warmia-mazury-2018 §1.10: "junior do 18 lat, nestor od
   * 60 lat … junior młodszy do 14 lat"), as ages reached in the tournament's calendar year — the
   * reading of `ageAtMost`/`ageAtLeast` above. Absent: the category prizes' ages (junior14,
   * veteran60) where the rule set has them, else 18, 14 and 60 (lib/entries/categories.ts).
   */
  entryAges: z.object({ junior: z.number().int().min(1).max(30).optional(), youngJunior: z.number().int().min(1).max(30).optional(), veteran: z.number().int().min(30).max(100).optional() }).strict().optional(),
  /** Default date of the Final (MM-DD). */
  finalDate: z.string().regex(/^\d{2}-\d{2}$/).nullable(),
});

export type RuleSet = z.infer<typeof RuleSetSchema>;
export type CategoryPrizeRule = z.infer<typeof CategoryPrize>;
export type DropRuleSet = z.infer<typeof DropRule>;
export type PointsRuleSet = z.infer<typeof PointsRule>;
export type TieBreakName = z.infer<typeof TieBreak>;

export type PresetInfo = PresetInfoOf<RuleSet>;

/** Convenience spellings accepted in overrides, mapped to the schema's fields. */
const ALIASES: Record<string, (value: unknown) => Record<string, unknown>> = {
  firstAfter: (v) => ({ drops: { firstAfter: v } }),
  every: (v) => ({ drops: { every: v } }),
  dropsFirstAfter: (v) => ({ drops: { firstAfter: v } }),
  dropsEvery: (v) => ({ drops: { every: v } }),
  finalMultiplier: (v) => ({ multiplier: v }),
  places: (v) => ({ placePrizes: v }),
};

/**
 * Presets are data (guides/architecture.md §12): one JSON file per regulation in ./presets, which
 * may `extends` another and then lists only what differs. There is no implicit default: a season
 * names its preset, and an unknown name is an error.
 */
const SERIES_PRESETS = presetCatalogue({ files: PRESET_FILES, schema: RuleSetSchema, aliases: ALIASES });

export const PRESET_INFO: Record<string, PresetInfo> = SERIES_PRESETS.info;

/** Every preset's resolved rule set, by name. */
export const PRESETS: Record<string, RuleSet> = SERIES_PRESETS.rules;

/** The Grand Prix 2018 of the Warmia-Mazury chess association (seeds/003, rules spec). */
export const WARMIA_MAZURY_2018: RuleSet = PRESETS['warmia-mazury-2018']!;

export type ResolveRulesResult = ResolvePresetResult<RuleSet>;

/**
 * A preset with the season's overrides (formats §3: "any field of the rule set"), by the one merge
 * rule of lib/config/json-text.ts: objects merge field by field, arrays and scalars replace.
 * Unknown fields are reported as warnings, invalid values as coded errors naming the field
 * (lib/config/presets.ts `RuleError`), for a problem a page says in its language.
 */
export const resolveRules: (preset: string | undefined, overrides: unknown) => ResolveRulesResult = SERIES_PRESETS.resolve;
