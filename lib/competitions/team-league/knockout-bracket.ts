import type { Problem } from '@/lib/problem';
import type { HalfPoints } from '@/lib/half-points';
import { bracketOrder, bracketSize } from './bracket-order';
import type { MatchResult, ScoredMatches } from './score-all-matches';
import { scoreBoards } from './score-match';
import type { SwissStandings } from './swiss-standings';
import type { TeamLeague } from './team-league-model';
import { teamLeagueProblem, type TeamLeagueProblemCode } from './team-league-problems';
import { boardCount } from './team-league-rules';

interface KnockoutSide {
  team: number;
  /** The team's place in the Swiss phase (its seed). */
  seed: number;
}

type KnockoutStatus = 'decided' | 'bye' | 'not-played' | 'awaiting-playoff' | 'awaiting-teams';

export interface KnockoutMatch {
  /** The league's round number (the knock-out continues the Swiss numbering). */
  round: number;
  /** The places the teams of this match still play for. */
  places: [number, number];
  /** The higher Swiss seed first; null while the earlier match that sends it is undecided. */
  first: KnockoutSide | null;
  second: KnockoutSide | null;
  /** Game points of `first` and `second`, once the match is complete. */
  gamePoints: [HalfPoints, HalfPoints] | null;
  playoff: [HalfPoints, HalfPoints] | null;
  winner: number | null;
  decidedBy: 'match' | 'forfeit' | 'playoff' | 'higher-swiss-place' | null;
  status: KnockoutStatus;
  /** boards.csv line of the match, when it is there. */
  line: number | null;
}

interface KnockoutGroup {
  places: [number, number];
  /** Matches by knock-out round (0 = the group's first round). */
  rounds: KnockoutMatch[][];
}

export interface Knockout {
  groups: KnockoutGroup[];
  /** Every place decided so far, in order. */
  places: { place: number; team: number }[];
  problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[];
}

type Slot = { kind: 'team'; side: KnockoutSide } | { kind: 'empty' } | { kind: 'unknown' };

/**
 * The second phase (seed 001, "Druga faza … systemem pucharowym"): the Swiss table cut into groups
 * of 8 (1–8, 9–16, …; the last may be smaller: its missing seeds are byes). Each group is a
 * bracket A 1–8, B 4–5, C 3–6, D 2–7; the winners of A and B meet, and of C and D; "Drużyny, które
 * zostaną pokonane … grają dalej według tego samego schematu, aż do dokładnego wyłonienia wszystkich
 * miejsc" — every round splits each sub-bracket into its winners (the upper places) and its losers.
 * A drawn match: in the matches for places 1–8, 1–4 and 1–2 the play-off decides, then the higher
 * Swiss place; in every other match the higher Swiss place. A team removed after its second forfeit
 * loses its remaining matches by forfeit.
 */
export function knockoutBracket(league: TeamLeague, scored: ScoredMatches, swiss: SwissStandings, boardsFile: string): Knockout {
  const rules = league.rules;
  const boards = boardCount(rules);
  const problems: Problem<TeamLeagueProblemCode, 'severity' | 'file' | 'line'>[] = [];
  const knockoutResults = scored.results.filter((r) => r.match.round > rules.swissRounds);
  if (rules.knockout === null) {
    // `"knockout": null` (competitions.md §6): no second stage; the final ranking is the table,
    // once every round is in (until then no place is decided, as with a knock-out)
    // issue 40: one refusal naming the rule, not a line per match (a 14-round file under 9 rounds gave 85)
    if (knockoutResults.length > 0) problems.push(teamLeagueProblem('ROUND_AFTER_LAST', boardsFile, knockoutResults[0]!.match.line, { ...roundsBeyond(knockoutResults), rounds: rules.swissRounds }));
    return { groups: [], places: swiss.complete ? swiss.rows.map((r) => ({ place: r.rank, team: r.team })) : [], problems };
  }
  const knockout = rules.knockout;
  if (!swiss.complete) {
    // issue 40: one refusal naming the rule (a 14-round FIDE Swiss under the 7-round preset gave 124 lines)
    if (knockoutResults.length > 0) problems.push(teamLeagueProblem('KNOCKOUT_BEFORE_SWISS_END', boardsFile, knockoutResults[0]!.match.line, { ...roundsBeyond(knockoutResults), swissRounds: rules.swissRounds }));
    return { groups: [], places: [], problems };
  }
  const seeded = swiss.rows.filter((r) => r.removedInRound === null).map((r) => ({ team: r.team, seed: r.position }));
  const expected = new Set<MatchResult>();
  const places: { place: number; team: number }[] = [];
  const groups: KnockoutGroup[] = [];

  const find = (round: number, a: number, b: number) =>
    knockoutResults.find((r) => r.match.round === round && ((r.match.home === a && r.match.away === b) || (r.match.home === b && r.match.away === a)));

  const play = (slots: Slot[], first: number, depth: number, group: KnockoutGroup, groupLast: number) => {
    if (slots.length === 1) {
      const only = slots[0]!;
      if (only.kind === 'team') places.push({ place: first, team: only.side.team });
      return;
    }
    const round = rules.swissRounds + 1 + depth;
    const range: [number, number] = [first, Math.min(first + slots.length - 1, groupLast)];
    // the play-off rule names the bracket's places (1–8, 1–4, 1–2) whether or not every slot is filled
    const nominal: [number, number] = [first, first + slots.length - 1];
    const winners: Slot[] = [];
    const losers: Slot[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const a = slots[i]!;
      const b = slots[i + 1]!;
      if (a.kind === 'empty' || b.kind === 'empty') {
        const present = a.kind === 'empty' ? b : a;
        winners.push(present);
        losers.push({ kind: 'empty' });
        if (present.kind === 'team') (group.rounds[depth] ??= []).push(byeMatch(round, range, present.side));
        continue;
      }
      if (a.kind === 'unknown' || b.kind === 'unknown') {
        winners.push({ kind: 'unknown' });
        losers.push({ kind: 'unknown' });
        const known = [a, b].filter((s) => s.kind === 'team').map((s) => (s as { side: KnockoutSide }).side);
        (group.rounds[depth] ??= []).push({ ...emptyMatch(round, range), first: known[0] ?? null, status: 'awaiting-teams' });
        continue;
      }
      const [hi, lo] = a.side.seed < b.side.seed ? [a.side, b.side] : [b.side, a.side];
      const match = decide(round, range, nominal, hi, lo, find(round, hi.team, lo.team));
      (group.rounds[depth] ??= []).push(match);
      if (match.winner === null) {
        winners.push({ kind: 'unknown' });
        losers.push({ kind: 'unknown' });
      } else {
        winners.push({ kind: 'team', side: match.winner === hi.team ? hi : lo });
        losers.push({ kind: 'team', side: match.winner === hi.team ? lo : hi });
      }
    }
    play(winners, first, depth + 1, group, groupLast);
    play(losers, first + slots.length / 2, depth + 1, group, groupLast);
  };

  const decide = (round: number, range: [number, number], nominal: [number, number], hi: KnockoutSide, lo: KnockoutSide, result: MatchResult | undefined): KnockoutMatch => {
    const base: KnockoutMatch = { ...emptyMatch(round, range), first: hi, second: lo, line: result?.match.line ?? null };
    if (result) expected.add(result);
    const gone = (t: number) => scored.removedInRound[t] !== null && scored.removedInRound[t]! < round;
    if (gone(hi.team) || gone(lo.team)) {
      // "wykreślona z rozgrywek": its remaining matches are forfeits (both gone: the higher seed goes on)
      const winner = gone(hi.team) && !gone(lo.team) ? lo.team : hi.team;
      return { ...base, gamePoints: winner === hi.team ? [2 * boards, 0] : [0, 2 * boards], winner, decidedBy: 'forfeit', status: 'decided' };
    }
    if (!result || !result.score.complete) return { ...base, status: 'not-played' };
    const hiIsHome = result.match.home === hi.team;
    const hiSide = hiIsHome ? result.score.home : result.score.away!;
    const loSide = hiIsHome ? result.score.away! : result.score.home;
    const gamePoints: [HalfPoints, HalfPoints] = [hiSide.gamePoints, loSide.gamePoints];
    if (hiSide.forfeited || loSide.forfeited) {
      const winner = hiSide.forfeited && !loSide.forfeited ? lo.team : hi.team;
      return { ...base, gamePoints, winner, decidedBy: 'forfeit', status: 'decided' };
    }
    if (gamePoints[0] !== gamePoints[1]) return { ...base, gamePoints, winner: gamePoints[0] > gamePoints[1] ? hi.team : lo.team, decidedBy: 'match', status: 'decided' };
    const withPlayoff = knockout.playoffFor.some(([f, l]) => f === nominal[0] && l === nominal[1]);
    if (!withPlayoff) return { ...base, gamePoints, winner: hi.team, decidedBy: 'higher-swiss-place', status: 'decided' };
    const po = scoreBoards(result.match.playoff, rules.points, boards);
    if (!po.complete) return { ...base, gamePoints, status: 'awaiting-playoff' };
    const playoff: [HalfPoints, HalfPoints] = hiIsHome ? [po.home.gamePoints, po.away!.gamePoints] : [po.away!.gamePoints, po.home.gamePoints];
    if (playoff[0] !== playoff[1]) return { ...base, gamePoints, playoff, winner: playoff[0] > playoff[1] ? hi.team : lo.team, decidedBy: 'playoff', status: 'decided' };
    // "Jeśli ona nie przyniesie rozstrzygnięcia decyduje wyższe miejsce z zasadniczej części turnieju"
    return { ...base, gamePoints, playoff, winner: hi.team, decidedBy: 'higher-swiss-place', status: 'decided' };
  };

  const size = knockout.groupSize;
  for (let start = 0; start < seeded.length; start += size) {
    const members = seeded.slice(start, start + size);
    const first = start + 1;
    const last = start + members.length;
    const group: KnockoutGroup = { places: [first, last], rounds: [] };
    groups.push(group);
    if (members.length === 1) {
      places.push({ place: first, team: members[0]!.team });
      continue;
    }
    // seeds within the group: the group's best is slot 1 (9–16 are paired 9–16, 12–13, 11–14, 10–15)
    const slots: Slot[] = bracketOrder(bracketSize(members.length)).map((s) => (s <= members.length ? { kind: 'team', side: members[s - 1]! } : { kind: 'empty' }));
    play(slots, first, 0, group, last);
  }

  for (const r of knockoutResults) {
    if (expected.has(r)) continue;
    const m = r.match;
    const names = m.away === null ? `${league.teams[m.home]!.name} (bye)` : `${league.teams[m.home]!.name} – ${league.teams[m.away]!.name}`;
    problems.push(teamLeagueProblem('KNOCKOUT_PAIRING', boardsFile, m.line, { round: m.round, home: league.teams[m.home]!.name, away: m.away === null ? '' : league.teams[m.away]!.name }));
  }
  places.sort((a, b) => a.place - b.place);
  return { groups, places, problems };
}

function emptyMatch(round: number, places: [number, number]): KnockoutMatch {
  return { round, places, first: null, second: null, gamePoints: null, playoff: null, winner: null, decidedBy: null, status: 'not-played', line: null };
}

function byeMatch(round: number, places: [number, number], side: KnockoutSide): KnockoutMatch {
  return { ...emptyMatch(round, places), first: side, winner: side.team, status: 'bye' };
}

/** The rounds of the matches after the rules' Swiss rounds, as one refusal says them: first, last, how many matches. */
function roundsBeyond(results: readonly MatchResult[]): { round: number; last: number; matches: number } {
  const rounds = results.map((r) => r.match.round);
  return { round: Math.min(...rounds), last: Math.max(...rounds), matches: results.length };
}
