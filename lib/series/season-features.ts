import type { RuleSet } from './rules';

/** What a season's rules have at all: a Final, a club team table, prizes. */
interface SeasonFeatures {
  final: boolean;
  teams: boolean;
  prizes: boolean;
}

/**
 * Issue 40, C4: a preset without a Final, teams or prizes showed a Final multiplier, "team size 5",
 * 50 zł category prizes, a prefilled "Turniej Finałowy" and a top-5 team rule. The forms and pages
 * ask this instead: a Final counts when its multiplier is above 0 (rules §4), teams when the rule
 * set has a club classification (§5), prizes when it names a place or category prize (§6).
 */
export function seasonFeatures(rules: Pick<RuleSet, 'multiplier' | 'teams' | 'placePrizes' | 'categories'>): SeasonFeatures {
  return { final: rules.multiplier > 0, teams: rules.teams, prizes: rules.placePrizes.length > 0 || rules.categories.length > 0 };
}
