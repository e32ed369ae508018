import { decodeText } from '@/lib/import/decode';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { readTrfDate } from '@/lib/import/trf/read-trf-date';
import type { MatchInput } from './team-league-model';
import type { TeamLeagueRules } from './team-league-rules';

/** What a team TRF's header says of its schedule and its ranking (issue 40). */
interface FileSchedule {
  /** `142` (or `XXR`), else the rounds its players' lines have; null for a boards CSV. */
  rounds: number | null;
  /** ISO dates of its rounds (`132`), else its first and last day (`042`, `052`); [] when it has none. */
  dates: string[];
  /** `202`/`212` tie-break codes as written (`EDET/P`, `EMGSB/C1/P` …). */
  tiebreaks: string[];
}

/** The schedule a TRF's header gives; a file that is not a TRF gives none. Pure; never throws. */
export function fileSchedule(bytes: Uint8Array | null): FileSchedule {
  const none: FileSchedule = { rounds: null, dates: [], tiebreaks: [] };
  if (bytes === null) return none;
  const decoded = decodeText(bytes);
  if (!decoded.ok) return none;
  const parsed = parseTrfText(decoded.text);
  if (!parsed.ok) return none;
  const { info, roundCount } = parsed.tournament;
  const roundDates = info.roundDates.map((d) => (d === null ? null : readTrfDate(d)));
  const dates = roundDates.length > 0 && roundDates.every((d): d is string => d !== null) ? roundDates : [info.startDate, info.endDate].filter((d, i, all): d is string => d !== null && all.indexOf(d) === i);
  return { rounds: info.declaredRounds ?? (roundCount > 0 ? roundCount : null), dates, tiebreaks: info.tiebreakCodes };
}

/**
 * `"roundsFromFile": true` (issue 40): the rules with the number of rounds and their dates from the
 * pairing program's file — its declared rounds, else the last round with a match; its dates where
 * the rules list none. Without the setting the rules stand as written.
 */
export function withRoundsFromFile(rules: TeamLeagueRules, schedule: FileSchedule, matches: readonly MatchInput[]): TeamLeagueRules {
  if (!rules.roundsFromFile) return rules;
  const played = Math.max(0, ...matches.map((m) => m.round));
  const rounds = Math.max(schedule.rounds ?? 0, played) || rules.swissRounds;
  return { ...rules, swissRounds: rounds, roundDates: rules.roundDates.length > 0 ? rules.roundDates : schedule.dates };
}
