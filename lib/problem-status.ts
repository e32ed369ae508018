import type { NotFoundWhat } from '@/lib/i18n/catalogue';
import { coded, type Problem, type Refusal } from './problem';

/**
 * The HTTP status of a refusal, by the code of its first problem: one table for the whole site (like
 * dub's `handleApiError`), so that no use case or query chooses a status. A code not listed is
 * 422: the request was understood and its content refused.
 */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  CAPTAIN_NOT_OWN_MATCH: 403,
  CAPTAIN_REVOKED: 403,
  NOT_FOUND: 404,
  CAPTAIN_NO_SUBMISSION: 404,
  /** Conflicts with the stored state: try again after looking at it. */
  SLUG_TAKEN: 409,
  /** Issue 41 (formats §7): the same person entered twice; a tournament that takes no entries. */
  ENTRY_DUPLICATE: 409,
  ENTRIES_CLOSED: 409,
  ENTRY_CODE_WRONG: 403,
  /** Entries over the per-client or per-tournament limits (lib/entries/rate-limit.ts). */
  ENTRY_LIMIT: 429,
  FILES_CHANGED: 409,
  OPEN_INCOMPLETE: 409,
  OPEN_NO_GAMES_FILE: 409,
  CAPTAIN_ACCOUNT_REMOVED: 409,
  CAPTAIN_ALREADY: 409,
  CAPTAIN_ALREADY_PENDING: 409,
  CAPTAIN_BOARDS_TRF: 409,
  CAPTAIN_DECIDED: 409,
  CAPTAIN_LEAGUE_INCOMPLETE: 409,
  CAPTAIN_NO_GRANT: 409,
  CAPTAIN_TEAM_GONE: 409,
  /** A competition's stored files do not compute: the resource is in a state that cannot answer. */
  COMPETITION_INCOMPLETE: 409,
  SEARCH_TOO_SHORT: 400,
  /** A request body over the limit (a file inside a JSON body over its own limit is TOO_LARGE, 422). */
  REQUEST_TOO_LARGE: 413,
  DATABASE_BUSY: 503,
};

export function statusOf(code: string): number {
  return STATUS_OF_CODE[code] ?? 422;
}

/**
 * A refusal of `errors`, its status read from the first one's code — or from `reason` when the
 * errors are the findings of a stored file (a competition whose folder does not compute: 409).
 */
export function refuse(errors: Problem[], reason: string = errors[0]?.code ?? ''): Refusal {
  return { ok: false, status: statusOf(reason), errors };
}

/**
 * A 404: what was not found (`what`, lib/i18n/catalogue.ts NOT_FOUND), its `name` and the `season`
 * it was looked for in; the words, English for the API and Polish for a page, are the catalogue's.
 */
export function notFound(params: { what: NotFoundWhat; name?: string | number; season?: string }): Refusal {
  return refuse([coded<Problem>({ code: 'NOT_FOUND', params })]);
}
