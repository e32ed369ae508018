import { coded } from '@/lib/problem';
import { isIsoDate } from '@/lib/dates';
import { partId } from '@/lib/competitions/new-config';
import type { FolderProblem, NewCompetitionFields } from '@/lib/competitions/kind';
import type { GameDay } from './league-rules';
import { FORM_SCHEDULE_LABEL } from './round-robin-league-words';

/**
 * Issue 40, item 4: a league season set up in the browser — its game days in the short form, not
 * only in the long form of the whole regulation, and its leagues from the form's lines or, left
 * empty, from the results files uploaded (adopt-league-file.ts). Pure.
 */

/** The schedule the form's game days become (one for every league of the season). */
export const FORM_SCHEDULE = 'dni-gry';
/** Minutes a player may be late — our default for a season from the form (the 2017 regulation: 30); the long form changes it. */
const LATE_MINUTES = 30;

const LINE = /^(\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})(?:\s+(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2}))?$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const pad = (t: string) => t.padStart(5, '0');

function isoOf(date: string): string {
  if (date.includes('-')) return date;
  const [d, m, y] = date.split('.');
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/**
 * The form's game days: one round a line, in order ("2027-02-13" or "13.02.2027", optionally
 * followed by its hours "17:00–20:00"; a line without hours takes the form's `start`–`end`). Each
 * problem names its line of the field.
 */
export function readGameDays(text: string, hours: { start: string; end: string }): { rounds: GameDay[]; problems: FolderProblem[] } {
  const rounds: GameDay[] = [];
  const problems: FolderProblem[] = [];
  const unreadable = (line: number, value: string) => problems.push(coded<FolderProblem>({ file: '', line, code: 'GAME_DAY_UNREADABLE', params: { value } }));
  const lines = text.split(/\r?\n/);
  const filled = lines.some((l) => l.trim() !== '');
  if (filled) for (const value of [hours.start, hours.end]) if (!TIME.test(value.trim())) problems.push(coded<FolderProblem>({ file: '', line: 0, code: 'GAME_DAY_TIME', params: { value } }));
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = LINE.exec(line);
    const date = m ? isoOf(m[1]!) : '';
    if (!m || !isIsoDate(date)) return unreadable(i + 1, line);
    const start = pad(m[2] ?? hours.start.trim());
    const end = pad(m[3] ?? hours.end.trim());
    if (m[2] && (!TIME.test(m[2]) || !TIME.test(m[3]!))) return unreadable(i + 1, line);
    const before = rounds[rounds.length - 1];
    if (before && before.date >= date) return problems.push(coded<FolderProblem>({ file: '', line: i + 1, code: 'GAME_DAYS_ORDER', params: { date, before: before.date } }));
    rounds.push({ date, start, end });
  });
  return { rounds, problems };
}

/** What the form gives for a season of leagues (NewCompetitionFields.gameDays). */
type GameDaysFields = NonNullable<NewCompetitionFields['gameDays']>;

/** The form's problems with its game days (an empty field is none: the files' round dates or the long form give them). */
export function newLeagueConfigProblems(fields: NewCompetitionFields): FolderProblem[] {
  return fields.gameDays ? readGameDays(fields.gameDays.text, fields.gameDays).problems : [];
}

/**
 * league.json of a new season: its leagues from the form's lines (none: they come from the files),
 * each results file named after the league's id; the form's game days one schedule every league
 * plays on, the season's first and last day theirs.
 */
export function newLeagueConfig({ name, preset, parts, gameDays, rules: asked }: NewCompetitionFields): Record<string, unknown> {
  const days = gameDays ? readGameDays(gameDays.text, gameDays).rounds : [];
  const taken = new Set<string>();
  const leagues = parts.map((league, i) => {
    const id = partId(league, i + 1, taken);
    taken.add(id);
    return { id, name: league, file: `${id}.trf`, excluded: [], ...(days.length ? { schedule: FORM_SCHEDULE } : {}) };
  });
  const fromDays = days.length ? { season: { from: days[0]!.date, to: days[days.length - 1]!.date }, schedules: { [FORM_SCHEDULE]: gameDaysSchedule(days, gameDays!) } } : null;
  // the rules the preset leaves open (the form's asked fields), then the game days' season and schedule
  const rules = asked || fromDays ? { ...(asked ?? {}), ...(fromDays ?? {}) } : null;
  return { name, preset, ...(rules ? { rules } : {}), leagues };
}

function gameDaysSchedule(rounds: GameDay[], fields: GameDaysFields) {
  return {
    label: { ...FORM_SCHEDULE_LABEL },
    rounds,
    timeControl: fields.timeControl.trim(),
    lateMinutes: LATE_MINUTES,
  };
}
