import { z } from 'zod';
import { isIsoDate } from '@/lib/dates';
import { EDITIONS } from '@/lib/games/editions';
import { TIEBREAK_CODES } from '@/lib/games/tiebreaks/tiebreak-registry';
import { presetCatalogue, type ResolvePresetResult } from '@/lib/config/presets';
import { refinement } from '@/lib/config/refinement';
import { PRESET_FILES } from './presets';

/**
 * The rules of a season of round-robin leagues (competitions.md §4, seed 004) as one zod-validated
 * object (guides/architecture.md §12): game days per group of leagues, reserve days with their
 * exceptions, the warning rule, the exclusion thresholds, the tie-break chain. Presets are data
 * (`presets/`); a season's `league.json` may override any field.
 */

const IsoDate = z.string().refine(isIsoDate, refinement('REAL_DATE'));
const ClockTime = z.string().refine((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s), refinement('CLOCK_TIME'));

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
  /**
   * The season's first and last day: the span of its reserve days and the day that picks the FIDE
   * edition. Issue 40, item 4: a neutral preset has none — a season set up in the browser takes it
   * from the game days its form gives (lib/competitions/round-robin-league/new-league-config.ts).
   */
  season: z.object({ from: IsoDate, to: IsoDate }).optional(),
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
export type GameDaysSchedule = z.infer<typeof GameDaysSchedule>;
export type GameDay = z.infer<typeof GameDay>;
export type ReserveDay = z.infer<typeof ReserveDay>;
type KnownLeague = z.infer<typeof KnownLeague>;

/** The presets of league seasons (presets/*.json), resolved by the one preset resolver (lib/config/presets.ts). */
export const LEAGUE_CATALOGUE = presetCatalogue({
  defaultPreset: 'spb-leagues-2017',
  files: PRESET_FILES,
  schema: LeagueRulesSchema,
  check: (rules) => [
    ...rules.leagues.filter((l) => !rules.schedules[l.schedule]).map((l) => ({ ruleError: 'league-schedule', league: l.id, schedule: l.schedule })),
    ...(rules.season && rules.season.to < rules.season.from ? [{ ruleError: 'season-order' }] : []),
  ],
});
export const LEAGUE_PRESETS: Record<string, LeagueRules> = LEAGUE_CATALOGUE.rules;

type ResolveLeagueRulesResult = ResolvePresetResult<LeagueRules>;

/** A preset with a season's overrides (objects field by field, arrays and scalars replace), validated. */
export const resolveLeagueRules: (preset: string, overrides: unknown) => ResolveLeagueRulesResult = LEAGUE_CATALOGUE.resolve;
