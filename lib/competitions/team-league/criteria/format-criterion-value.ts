import { formatDecimal, type Lang } from '@/lib/i18n/messages';
import type { TeamRankingCriterion } from '../team-league-rules';
import { RANKING_CRITERIA } from './ranking-criteria';

/** A criterion's exact value (SwissRow.values) as the page's language writes it: "45,25", board by board "2 · 2,5 · 1". */
export function formatCriterionValue(name: TeamRankingCriterion, value: readonly number[] | undefined, lang: Lang, boardSeparator = ' · '): string {
  if (value === undefined) return '';
  const rule = RANKING_CRITERIA[name];
  if (rule.kind === 'value' && rule.show) return value.map(rule.show).join(boardSeparator);
  const unit = rule.kind === 'value' ? rule.unit : 1;
  return value.map((v) => formatDecimal(lang, v / unit)).join(boardSeparator);
}
