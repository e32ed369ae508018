import { z } from 'zod';
import { isIsoDate } from '@/lib/dates';
import { EDITIONS } from '@/lib/games/editions';
import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { SPB_LEAGUES_2017 } from './presets/spb-leagues-2017';

/**
 * The rules of a season of round-robin leagues (competitions.md §4, seed 004) as one zod-validated
 * object (guides/architecture.md §12): game days per group of leagues, reserve days with their
 * exceptions, the warning rule, the exclusion thresholds, the tie-break chain. Presets are data
 * (`presets/`); a season's `league.json` may override any field.
 */

const IsoDate = z.string().refine(isIsoDate, 'a real date written YYYY-MM-DD');
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time written HH:MM');

/** One game day of a league: the round's date and its hours (local time of the club). */
const GameDay = z.object({ date: IsoDate, start: ClockTime, end: ClockTime });

/** The game days, hours and time control shared by a group of leagues. */
const GameDaysSchedule = z.object({
  label: z.object({ pl: z.string(), en: z.string() }),
  /** Round k is played on `rounds[k − 1]`. */
  rounds: z.array(GameDay).min(1),
  timeControl: z.string(),
  /** Minutes a player may be late before the game is lost (the regulation: 30). */
  lateMinutes: z.number().int().min(0),
});

/** A weekly reserve day (0 = Sunday … 6 = Saturday) with its hours and the dates it does not happen. */
const ReserveDay = z.object({
  weekday: z.number().int().min(0).max(6),
  start: ClockTime,
  end: ClockTime,
  except: z.array(IsoDate).default([]),
});

/** A league the preset knows: its id, its name as the regulation writes it, and its game days. */
const KnownLeague = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  schedule: z.string().min(1),
});

export const LeagueRulesSchema = z.object({
  season: z.object({ from: IsoDate, to: IsoDate }),
  schedules: z.record(z.string(), GameDaysSchedule),
  leagues: z.array(KnownLeague),
  reserveDays: z.array(ReserveDay),
  /** "не менее чем за 3 часа до начала тура": a warning at least this many hours before the round. */
  warningHours: z.number().min(0),
  exclusion: z.object({
    /** Unplayed postponed games asked by the player himself that exclude him (the regulation: 3). */
    unplayedPostponed: z.number().int().min(1),
    /** Absences without warning in advance that exclude him (the regulation: 2). */
    absencesWithoutWarning: z.number().int().min(1),
    /** Fewer games played over the board than this: annulled; otherwise the rest forfeited (5). */
    minGamesPlayed: z.number().int().min(0),
    /**
     * Our reading: a forfeit loss in the pairing program's file that the postponements file does not
     * explain is an absence without warning (the arbiter records an unannounced absence as `-`).
     * Turn off when the arbiter documents every absence in the postponements file.
     */
    unexplainedForfeitIsAbsence: z.boolean(),
  }),
  /** Order after points (the issue: default SB, DE, WIN, KS). */
  chain: z.array(z.enum(TIEBREAK_CODES)).min(0),
  /** FIDE C.07 edition for unplayed rounds; null = by the season's first day (2017 → fide-2009). */
  edition: z.enum(EDITIONS).nullable(),
});

export type LeagueRules = z.infer<typeof LeagueRulesSchema>;
export type LeagueRulesInput = z.input<typeof LeagueRulesSchema>;
export type GameDaysSchedule = z.infer<typeof GameDaysSchedule>;
export type GameDay = z.infer<typeof GameDay>;
export type ReserveDay = z.infer<typeof ReserveDay>;
export type KnownLeague = z.infer<typeof KnownLeague>;

export const LEAGUE_PRESETS: Record<string, LeagueRulesInput> = {
  'spb-leagues-2017': SPB_LEAGUES_2017,
};

export type ResolveLeagueRulesResult = { ok: true; rules: LeagueRules; warnings: string[] } | { ok: false; errors: string[] };

/**
 * A preset with a season's overrides: objects merge field by field, arrays and scalars replace.
 * Unknown fields are warnings, invalid values errors naming the field.
 */
export function resolveLeagueRules(preset: string, overrides: unknown): ResolveLeagueRulesResult {
  const base = LEAGUE_PRESETS[preset];
  if (!base) return { ok: false, errors: [`unknown preset "${preset}" (known: ${Object.keys(LEAGUE_PRESETS).join(', ')})`] };
  if (overrides !== undefined && overrides !== null && !isPlainObject(overrides)) return { ok: false, errors: ['"rules" must be an object of rule fields'] };
  const warnings: string[] = [];
  let merged = structuredClone(base) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries((overrides ?? {}) as Record<string, unknown>)) {
    if (key in merged) merged = deepMerge(merged, { [key]: value });
    else warnings.push(`unknown rule "${key}" ignored`);
  }
  const parsed = LeagueRulesSchema.safeParse(merged);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `rule "${i.path.join('.') || '(root)'}": ${i.message}`) };
  const rules = parsed.data;
  const errors: string[] = [];
  for (const l of rules.leagues) if (!rules.schedules[l.schedule]) errors.push(`rule "leagues": league "${l.id}" names game days "${l.schedule}", which are not in "schedules"`);
  if (rules.season.to < rules.season.from) errors.push('rule "season": the last day is before the first');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rules, warnings };
}

function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const b = out[k];
    out[k] = isPlainObject(b) && isPlainObject(v) ? deepMerge(b, v) : v;
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
