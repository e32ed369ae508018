import type { ResultRow } from '@/lib/import/parse-results';
import type { SeasonPlayer } from '@/lib/identity/link-players';
import { parseCategory } from '@/lib/import/category';
import { rankingFromCategory, type CategoryFacts } from './categories';
import type { RegistryIndex } from './eligibility';
import type { RuleSet } from './rules';

/**
 * rules §6: birth year, sex, federation and PZSzach ranking of a player — the registry's when it
 * has them, else the player's latest tournament row (`rows` in date order). The ranking falls back
 * from a number to the category (rules §8), and no category at all counts as `bk` (1000) — but a
 * category nobody can read (warned at import as BAD_CATEGORY) leaves the ranking unknown: such a
 * player is in no rating category rather than the lowest one.
 */
export function categoryFacts(player: SeasonPlayer, rows: readonly ResultRow[], registry: RegistryIndex | null, rules: RuleSet): CategoryFacts {
  const periods = player.crId && registry ? registry.rowsOf(player.crId) : [];
  const fromRegistry = <T>(pick: (r: (typeof periods)[number]) => T | null): T | null => {
    for (const p of periods) {
      const v = pick(p);
      if (v !== null) return v;
    }
    return null;
  };
  const fromRows = <T>(pick: (r: ResultRow) => T | null): T | null => {
    for (let i = rows.length - 1; i >= 0; i--) {
      const v = pick(rows[i]!);
      if (v !== null) return v;
    }
    return null;
  };
  const birthYear = fromRegistry((p) => p.birthYear) ?? fromRows((r) => r.birthYear);
  const sex = fromRegistry((p) => p.sex) ?? fromRows((r) => r.sex);
  const fed = fromRegistry((p) => p.fed) ?? fromRows((r) => r.fed);
  const table = rules.categoryRanking;
  const ranking =
    fromRegistry((p) => p.rating ?? rankingFromCategory(p.category, sex, table)) ??
    rowRanking(rows[rows.length - 1], sex, table) ??
    (unreadable(periods, rows[rows.length - 1]) ? null : sex === 'F' ? table.women.bk : table.men.bk);
  return { birthYear, sex, fed, ranking };
}

/** The latest row's ranking, or its category's (rules §6: "the player's latest tournament row"). */
function rowRanking(row: ResultRow | undefined, sex: CategoryFacts['sex'], table: RuleSet['categoryRanking']): number | null {
  if (!row) return null;
  return row.rating ?? rankingFromCategory(row.category, sex, table);
}

function unreadable(periods: readonly { category: string | null }[], latest: ResultRow | undefined): boolean {
  const bad = (c: string | null | undefined) => c != null && c.trim() !== '' && parseCategory(c) === null;
  return periods.some((p) => bad(p.category)) || bad(latest?.category);
}
