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
 * What a refinement adds to its zod issue: the code and values in `params`, no words (issue 39,
 * item 2). `zodIssueParams` (lib/config/zod-issue.ts) reads them as the issue's `refinement` and
 * values; a page says them in its language and the API in English from the catalogue
 * (`zodIssueWords`, `ruleErrorWords`). zod's own `message` stays its default ("Invalid input"): no
 * reader shows it. `ctx.addIssue({ code: 'custom', path, ...refinement(code, values) })`.
 */
export function refinement(code: RefinementCode, values: Record<string, string | number> = {}): { params: { code: RefinementCode } & Record<string, string | number> } {
  return { params: { code, ...values } };
}
