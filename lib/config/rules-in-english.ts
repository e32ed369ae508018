import { codeMessage, ruleErrorWords } from '@/lib/i18n/catalogue';
import type { Loaded } from '@/lib/problem';
import type { ResolvePresetResult } from './presets';

/**
 * Resolved rules with their errors and ignored fields in English (issue 39, item 2: the resolver
 * says no words; this is the edge that does): each error the catalogue's detail
 * (`ruleErrorWords('en', …)`: 'rule "teamSize": Too small: …'), each ignored field RULE_IGNORED's
 * sentence ('unknown rule "colour" ignored'). For a program's English: an internal error's text
 * (server/seasons.ts `seasonRules`) and the tests that read the detail.
 */
export function rulesInEnglish<R>(r: ResolvePresetResult<R>): Loaded<{ rules: R }, string> {
  const warnings = r.warnings.map((rule) => codeMessage('en', 'RULE_IGNORED', { rule }));
  return r.ok ? { ok: true, rules: r.rules, warnings } : { ok: false, errors: r.errors.map((e) => ruleErrorWords('en', e)), warnings };
}
