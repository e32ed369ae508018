import type { Problem } from '@/lib/problem';
import type { Connection } from '@/db/client';
import type { Season } from '@/db/schema';
import { calculatorSlots, parseWhatIf, whatIf, whatIfFields, whatIfSlots, type WhatIfAnswer, type WhatIfField, type WhatIfSlot } from '@/lib/series/what-if';
import type { Standings } from '@/lib/series/standings';
import { getSeasonInput, getStandings } from './standings';

interface PlayerWhatIf {
  standings: Standings;
  slots: WhatIfSlot[];
  fields: WhatIfField[];
  /** The form's values as sent (to fill the form again). */
  values: Record<string, string>;
  problems: (Problem & { slot: string })[];
  /** The form's slot of each hypothetical tournament of the answer (answer.tournamentIds, same order). */
  answered: string[];
  /** Null until a tournament of the form is filled, or while a field has a problem. */
  answer: WhatIfAnswer | null;
}

/**
 * The player page's calculator (issue 14): the form's GET parameters read under the season's rules,
 * and the player's total and rank with those results appended (lib/series/what-if.ts). Public data
 * only; nothing is written.
 */
export function playerWhatIf(conn: Connection, season: Season, playerKey: string, query: Readonly<Record<string, string | string[] | undefined>>): PlayerWhatIf {
  const standings = getStandings(conn, season);
  const slots = calculatorSlots(standings);
  const fields = whatIfFields(standings.rules);
  const values: Record<string, string> = {};
  // after the season nothing is offered, yet a value that is no result still gets its reason (issue 31)
  const read = slots.length > 0 ? slots : whatIfSlots({ regular: 1, final: false });
  for (const slot of read) {
    for (const prefix of ['g', 'p', 'n']) {
      const v = query[`${prefix}${slot.id}`];
      const one = Array.isArray(v) ? v[0] : v;
      if (one !== undefined) values[`${prefix}${slot.id}`] = one.slice(0, 20);
    }
  }
  const parsed = parseWhatIf(values, standings.rules, read);
  const answer = slots.length > 0 && parsed.filled && parsed.problems.length === 0 ? whatIf(getSeasonInput(conn, season), playerKey, parsed.results, standings) : null;
  return { standings, slots, fields, values, problems: parsed.problems, answered: parsed.slots, answer };
}
