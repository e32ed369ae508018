import { coded, type Problem } from '@/lib/problem';
import { isIsoDate, type IsoDate } from '@/lib/dates';
import { isAllowedDay } from './reservation-rules';

/** A Problem about the upload's date, not a line of the file (line 0). */
type ResultDateWarning = Problem<'UPLOAD_DATE_FUTURE' | 'UPLOAD_DATE_NOT_DAY_OFF', 'line'> & { line: 0; params: { date: string; today?: string } };

/**
 * What is odd about a results file's tournament date, though not wrong enough to refuse it (issue 29,
 * defect 3): a date after today (results of a tournament not yet played — most often a typo, and the
 * public calendar would show the tournament as played), and, under a regulation of weekend and
 * holiday tournaments (`tournamentDays: "daysOff"`, W-M §1.4), a working day.
 */
export function resultDateWarnings(date: string, today: IsoDate, rules: { tournamentDays: 'any' | 'daysOff' }): ResultDateWarning[] {
  if (!isIsoDate(date)) return [];
  const out: ResultDateWarning[] = [];
  if (date > today) out.push(coded<ResultDateWarning>({ line: 0, code: 'UPLOAD_DATE_FUTURE', params: { date, today } }));
  if (rules.tournamentDays === 'daysOff' && !isAllowedDay(date)) out.push(coded<ResultDateWarning>({ line: 0, code: 'UPLOAD_DATE_NOT_DAY_OFF', params: { date } }));
  return out;
}
