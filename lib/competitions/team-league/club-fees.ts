import { normalizeName } from '@/lib/identity/normalize-name';
import type { ScoredMatches } from './score-all-matches';
import type { TeamLeague } from './team-league-model';

export type FeeItem = 'entry' | 'further-team-entry' | 'late-entry' | 'rated-players' | 'unrated-players' | 'extra-reserves' | 'forfeit-fines';

interface FeeLine {
  item: FeeItem;
  count: number;
  /** Grosze. */
  unit: number;
  amount: number;
}

export interface ClubFees {
  club: string;
  teams: number[];
  lines: FeeLine[];
  /** Grosze, the deposit apart. */
  total: number;
  /** "z kaucją 50 zł od drużyny" — returned, so shown apart. */
  deposit: number;
}

/**
 * What each club pays (seed 001, "Uczestnictwo" and "Ustalenia końcowe"):
 *  - entry 200 zł for the first team, "za drugą i następną płaci 50% wpisowego";
 *  - 50 zł for each team registered late;
 *  - the classification fee "od zawodników składu podstawowego": 15 zł with a FIDE rating, 5 zł without;
 *  - 15 zł for each reserve beyond "5 x Y, gdzie Y oznacza liczbę drużyn z klubu";
 *  - 100 zł for each forfeited match (not for the matches a removed team is forfeited automatically).
 */
export function clubFees(league: TeamLeague, scored: ScoredMatches): ClubFees[] {
  const f = league.rules.fees;
  // `"fees": null` (issue 40): an event whose fees the site does not compute — no table
  if (f === null) return [];
  const clubs = new Map<string, number[]>();
  for (const t of league.teams) {
    const key = normalizeName(t.club);
    const list = clubs.get(key);
    if (list) list.push(t.index);
    else clubs.set(key, [t.index]);
  }
  const forfeits = league.teams.map(() => 0);
  for (const { match, score, forfeitedByRemoval } of scored.results) {
    if (!score.complete) continue;
    if (score.home.forfeited && forfeitedByRemoval !== match.home) forfeits[match.home]! += 1;
    if (match.away !== null && score.away?.forfeited && forfeitedByRemoval !== match.away) forfeits[match.away]! += 1;
  }
  const out: ClubFees[] = [];
  for (const teams of clubs.values()) {
    const players = league.players.filter((p) => teams.includes(p.team));
    const regulars = players.filter((p) => p.board !== null);
    const rated = regulars.filter((p) => p.fideRated).length;
    const reserves = players.length - regulars.length;
    const extra = Math.max(0, reserves - league.rules.reservesPerTeam * teams.length);
    const late = teams.filter((t) => league.lateEntries.includes(t)).length;
    const fines = teams.reduce((s, t) => s + forfeits[t]!, 0);
    const further = Math.round((f.entry * f.furtherTeamPercent) / 100);
    const all: FeeLine[] = [
      { item: 'entry', count: 1, unit: f.entry, amount: f.entry },
      { item: 'further-team-entry', count: teams.length - 1, unit: further, amount: (teams.length - 1) * further },
      { item: 'late-entry', count: late, unit: f.lateEntry, amount: late * f.lateEntry },
      { item: 'rated-players', count: rated, unit: f.ratedPlayer, amount: rated * f.ratedPlayer },
      { item: 'unrated-players', count: regulars.length - rated, unit: f.unratedPlayer, amount: (regulars.length - rated) * f.unratedPlayer },
      { item: 'extra-reserves', count: extra, unit: f.extraReserve, amount: extra * f.extraReserve },
      { item: 'forfeit-fines', count: fines, unit: f.forfeitFine, amount: fines * f.forfeitFine },
    ];
    const lines = all.filter((l) => l.count > 0);
    out.push({ club: league.teams[teams[0]!]!.club, teams, lines, total: lines.reduce((s, l) => s + l.amount, 0), deposit: teams.length * f.deposit });
  }
  return out;
}
