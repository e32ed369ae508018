// this kind's coded words, merged into the catalogue when first imported (issue 39)
import './swiss-open-problem-words';
import { coded, type Problem, said, type ParamsArg } from '@/lib/problem';
/**
 * Problems of an open's folder (competitions.md §6): each names its file and, where there is one,
 * the 1-based line (0 = the file as a whole), carries a code and the values a page needs to
 * describe it in Polish or English, and an English message for the command line and the API.
 */
export const EVENT_PROBLEM_CODES = [
  'EVENT_JSON_MISSING',
  'EVENT_JSON_INVALID',
  'EVENT_RULES',
  'EVENT_UNKNOWN_RULE',
  'EVENT_FILE_MISSING',
  'EVENT_NO_EDITION',
  'EVENT_UNKNOWN_PLAYER',
  'EVENT_TOO_FEW_PLAYERS',
  'EVENT_TOO_MANY_ROUNDS',
  'EVENT_QUALIFIER_IN_CONTINUATION',
  'TRF',
  'GAMES_NOT_TEXT',
  'GAMES_BAD_HEADER',
  'GAMES_BAD_STAGE',
  'GAMES_BAD_ROUND',
  'GAMES_BAD_PLAYER',
  'GAMES_UNKNOWN_PLAYER',
  'GAMES_SAME_PLAYER',
  'GAMES_BAD_RESULT',
  'GAMES_NOT_IN_STAGE',
  'GAMES_DUPLICATE',
  'GAMES_TWICE_IN_ROUND',
  'GAMES_ARMAGEDDON_NOT_NEEDED',
  'GAMES_TOO_MANY',
] as const;
export type EventProblemCode = (typeof EVENT_PROBLEM_CODES)[number];


export function eventProblem<C extends EventProblemCode>(code: C, file: string, line: number, ...[params]: ParamsArg<C>): Problem<EventProblemCode, 'file' | 'line'> {
  return said<Problem<EventProblemCode, 'file' | 'line'>>(params ? { code, file, line, params } : { code, file, line });
}

