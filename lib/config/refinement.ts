import type { MessageParams } from '@/lib/i18n/catalogue';
import { problemWords } from '@/lib/i18n/problem-words';

/** A schema's own checks (zod refinements), each a code of the catalogue (lib/i18n/catalogue.ts). */
type RefinementCode =
  | 'RULE_EDITION_TOO_SMALL'
  | 'GROUPS_START_NUMBERS'
  | 'GROUPS_SAME_SIZE'
  | 'PLACEMENTS_PER_POSITION'
  | 'SEMI_FINALS_FOUR_GROUPS'
  | 'OPEN_FINAL_STAGE_REQUIRED'
  | 'OPEN_SWISS_NO_FINAL_STAGE'
  | 'WINDOW_END_FORM'
  | 'REAL_DATE'
  | 'CLOCK_TIME'
  | 'ID_FORM'
  | 'SLUG_FORM'
  | 'TOURNAMENT_ID_FORM'
  | 'TOURNAMENT_NAME_REQUIRED'
  | 'CITY_REQUIRED'
  | 'AMOUNT_NEGATIVE'
  | 'AMOUNT_IMPLAUSIBLE'
  | 'WINDOW_MIXED_FORMS'
  | 'WINDOW_ENDS_BEFORE_START';

/**
 * What a refinement adds to its zod issue: the code and values in `params` (a reader can say it in
 * any language: `t(lang, params.code, params)`), and zod's `message` as the catalogue's English, which
 * the loaders show as a rule's detail. `ctx.addIssue({ code: 'custom', path, ...refinement(code, values) })`.
 */
export function refinement(code: RefinementCode, values: Record<string, string | number> = {}): { message: string; params: { code: RefinementCode } & Record<string, string | number> } {
  return { message: problemWords('en', code, values as MessageParams), params: { code, ...values } };
}
