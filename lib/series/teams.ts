import type { Units } from '@/lib/fraction';
import { normalizeName } from '@/lib/identity/normalize-name';
import { countValues, type DropsContext } from './drops';
import { compareNames, comparePlaces, competitionRanks } from './ranking';
import type { RuleSet } from './rules';
import type { ScoredTournament } from './standings';

export interface TeamTournamentScore {
  tournament: string;
  score: Units;
  /** Player keys whose scores make up the team score. */
  players: string[];
  dropped: boolean;
}

export interface TeamEntry {
  rank: number;
  rankLabel: string;
  club: string;
  total: Units;
  regular: Units;
  final: Units;
  /** The team's place in the Final (teams ranked by Final team score), null if absent. */
  finalPlace: number | null;
  tournaments: TeamTournamentScore[];
  /** Cup for places 1…teamCups (no money). */
  cup: number | null;
}

interface TeamStandingsParams {
  regular: readonly ScoredTournament[];
  final: ScoredTournament | null;
  /** The individual classification's counting context: clubs count their values by the same rule. */
  context: DropsContext;
  neverDrop: ReadonlySet<number>;
  multiplier: number;
  rules: RuleSet;
}

interface ClubScore {
  score: Units;
  players: string[];
}

/** rules §5: a club's score in one tournament = its best `teamSize` eligible scores there. */
export function clubScores(t: ScoredTournament, teamSize: number): Map<string, ClubScore & { name: string }> {
  const byClub = new Map<string, { name: string; rows: { key: string; points: Units; place: number }[] }>();
  for (const row of t.rows) {
    if (!row.eligible || row.club === null) continue;
    const key = normalizeName(row.club);
    const entry = byClub.get(key) ?? { name: row.club, rows: [] };
    entry.rows.push({ key: row.playerKey, points: row.points, place: row.place });
    byClub.set(key, entry);
  }
  const out = new Map<string, ClubScore & { name: string }>();
  for (const [key, { name, rows }] of byClub) {
    const best = rows.sort((a, b) => b.points - a.points || a.place - b.place).slice(0, teamSize);
    out.set(key, { name, score: best.reduce((s, r) => s + r.points, 0), players: best.map((r) => r.key) });
  }
  return out;
}

/** rules §5: the same drops over the regular tournaments, plus multiplier × the Final team score. */
export function teamStandings({ regular, final, context, neverDrop, multiplier, rules }: TeamStandingsParams): TeamEntry[] {
  const perTournament = regular.map((t) => clubScores(t, rules.teamSize));
  const finalScores = final ? clubScores(final, rules.teamSize) : new Map<string, ClubScore & { name: string }>();
  const clubs = new Map<string, string>();
  for (const m of [...perTournament, finalScores]) for (const [k, v] of m) if (!clubs.has(k)) clubs.set(k, v.name);

  // Final team places: ranked by Final team score, equal score = same place
  const finalOrder = [...finalScores.entries()].sort((a, b) => b[1].score - a[1].score);
  const finalPlaces = new Map<string, number>();
  competitionRanks(finalOrder, (a, b) => a[1].score === b[1].score).forEach((r, i) => finalPlaces.set(finalOrder[i]![0], r.rank));

  const entries: TeamEntry[] = [...clubs].map(([key, name]) => {
    const present = perTournament.map((m) => m.get(key)?.score ?? null);
    const values = present.map((v) => v ?? 0);
    const best = countValues({ values: present, rule: rules.drops, context, neverDrop });
    const droppedSet = new Set(best.dropped);
    const fin = finalScores.get(key);
    const tournaments: TeamTournamentScore[] = regular.map((t, i) => ({
      tournament: t.id,
      score: values[i]!,
      players: perTournament[i]!.get(key)?.players ?? [],
      dropped: droppedSet.has(i),
    }));
    if (final && fin) tournaments.push({ tournament: final.id, score: fin.score, players: fin.players, dropped: false });
    const finalPoints = (fin?.score ?? 0) * multiplier;
    return {
      rank: 0,
      rankLabel: '',
      club: name,
      total: best.sum + finalPoints,
      regular: best.sum,
      final: finalPoints,
      finalPlace: finalPlaces.get(key) ?? null,
      tournaments,
      cup: null,
    };
  });
  entries.sort((a, b) => b.total - a.total || comparePlaces(a.finalPlace, b.finalPlace) || compareNames(a.club, b.club));
  const ranks = competitionRanks(entries, (a, b) => a.total === b.total && a.finalPlace === b.finalPlace);
  entries.forEach((e, i) => {
    Object.assign(e, ranks[i]);
    e.cup = e.rank <= rules.teamCups ? e.rank : null;
  });
  return entries;
}
