/**
 * Issue 40, item 2: a Grand Prix season's rules changed in the form are previewed before they are
 * saved, as a competition file is (server/competition-setup.ts): the season's stored results counted
 * under the rules as the form has them — the leaders now and after, and how many players' places
 * change. Nothing is stored; the permission is the season form's.
 */
import type { Connection } from '@/db/client';
import type { User } from '@/db/schema';
import { resolveRules } from '@/lib/series/rules';
import { computeStandings, type Standings } from '@/lib/series/standings';
import { coded, notFound, refuse, type Problem, type Result } from '@/lib/problem';
import { arbiterSeason } from './seasons';
import { getSeasonInput, getStandings } from './standings';

export interface RulesPreviewLeader {
  rank: string;
  name: string;
  total: number;
}

export interface SeasonRulesPreview {
  /** The unit of the totals (Standings.unit). */
  unit: number;
  before: RulesPreviewLeader[];
  after: RulesPreviewLeader[];
  /** Players whose place differs (or who enter or leave the table). */
  moved: number;
  players: number;
}

const leaders = (s: Standings, n: number): RulesPreviewLeader[] => s.individual.slice(0, n).map((e) => ({ rank: e.rankLabel, name: e.name, total: e.total }));

export function previewSeasonRules(conn: Connection, user: User | null, slug: string, overrides: Record<string, unknown>): Result<SeasonRulesPreview> {
  const found = arbiterSeason(conn, user, slug);
  if (!found.ok) return found;
  const season = found.value;
  if (!season) return notFound({ what: 'season', name: slug });
  const rules = resolveRules(season.preset, overrides);
  if (!rules.ok) return refuse([coded<Problem>({ code: 'BAD_ADVANCED_RULES' })]);
  const before = getStandings(conn, season);
  const after = computeStandings({ ...getSeasonInput(conn, season), rules: rules.rules });
  const place = new Map(before.individual.map((e) => [e.key, e.rankLabel]));
  const keys = new Set([...before.individual.map((e) => e.key), ...after.individual.map((e) => e.key)]);
  const moved = after.individual.filter((e) => place.get(e.key) !== e.rankLabel).length + before.individual.filter((e) => !after.individual.some((a) => a.key === e.key)).length;
  return { ok: true, value: { unit: after.unit, before: leaders(before, 3), after: leaders(after, 3), moved, players: keys.size } };
}
