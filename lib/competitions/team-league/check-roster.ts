import { isJuniorSubstitute, registration, type LineupCheck } from './lineup-check';
import { violation, type JuniorReason, type LineupRule, type LineupViolation, type ViolationOf } from './lineup-violation';
import { boardCount } from './team-league-rules';

/**
 * The rosters themselves (seed 001, "Skład drużyn"): every regular board filled; the women's board
 * held by a woman or a junior substitute; nobody a regular of two teams (a move between clubs
 * included); later additions on time and at the end of the reserve list.
 */
export const checkRoster: LineupCheck = ({ league, teamsFile }) => {
  const rules = league.rules;
  const boards = boardCount(rules);
  const out: LineupViolation[] = [];
  const push = <R extends LineupRule>(v: Omit<ViolationOf<R>, 'round' | 'file'>) => out.push(violation({ ...v, round: null, file: teamsFile }));

  for (const team of league.teams) {
    const players = team.players.map((id) => league.players[id]!);
    for (let b = 1; b <= boards; b++) {
      if (players.some((p) => p.board === b)) continue;
      push({ rule: 'ROSTER_BOARD_MISSING', team: team.index, board: b, player: null, line: team.line, params: { team: team.name, board: b } });
    }
    const women = rules.womenBoard ? players.find((p) => p.board === rules.menBoards + 1) : undefined;
    if (women && women.sex !== 'w' && !isJuniorSubstitute(women, rules)) {
      const reason: JuniorReason = women.sex === null ? { why: 'sex-unknown' } : juniorWhy(women.birthYear, women.rating, rules.juniorSubstitute);
      push({
        rule: 'ROSTER_WOMEN_BOARD',
        team: team.index,
        board: women.board,
        player: women.name,
        line: women.line,
        params: { name: women.name, maxRating: rules.juniorSubstitute?.maxRating ?? null, reason },
      });
    }
  }

  // one person, regular of two teams: within a club a name is unique (teams.csv refuses it), so this is a move between clubs
  const regularOf = new Map<string, number>();
  for (const p of league.players) {
    if (p.board === null) continue;
    const earlier = regularOf.get(p.person);
    if (earlier === undefined) {
      regularOf.set(p.person, p.id);
      continue;
    }
    const first = league.players[earlier]!;
    const at = registration(first, league);
    push({ rule: 'REGULAR_IN_TWO_TEAMS', team: p.team, board: p.board, player: p.name, line: p.line, params: { name: p.name, at, line: first.line } });
  }

  const deadline = additionDeadline(rules.roundDates, rules.additionDeadline);
  const lastAdded = new Map<string, { date: string; line: number }>();
  for (const p of league.players) {
    if (p.added === null) {
      const later = lastAdded.get(p.club);
      if (p.board === null && later) {
        push({ rule: 'ADDED_NOT_LAST', team: p.team, board: null, player: p.name, line: p.line, params: { case: 'reserve-after-later', name: p.name, line: later.line } });
      }
      continue;
    }
    if (p.board !== null) {
      push({ rule: 'ADDED_NOT_LAST', team: p.team, board: p.board, player: p.name, line: p.line, params: { case: 'on-a-board', name: p.name, added: p.added, board: p.board } });
    } else {
      const before = lastAdded.get(p.club);
      if (before && before.date > p.added) {
        push({ rule: 'ADDED_NOT_LAST', team: p.team, board: null, player: p.name, line: p.line, params: { case: 'after-a-later-date', name: p.name, added: p.added, before: before.date, line: before.line } });
      }
      lastAdded.set(p.club, { date: p.added, line: p.line });
    }
    if (deadline !== null && p.added > deadline) {
      push({ rule: 'LATE_ADDITION', team: p.team, board: p.board, player: p.name, line: p.line, params: { name: p.name, added: p.added, deadline } });
    }
  }
  return out;
};

/** Why a player who is no woman cannot take the women's board as a junior substitute. */
function juniorWhy(birthYear: number | null, rating: number | null, junior: { bornFrom: number; maxRating: number } | null): JuniorReason {
  if (junior === null) return { why: 'no-junior' };
  if (birthYear === null) return { why: 'no-birth-year' };
  if (birthYear < junior.bornFrom) return { why: 'born-before', born: birthYear, from: junior.bornFrom };
  return { why: 'rated-above', rating, max: junior.maxRating };
}

export { juniorWhy };

/** The last day for a later addition: `daysBefore` days before the named round's date; null when unknown. */
export function additionDeadline(roundDates: readonly string[], rule: { beforeRound: number; daysBefore: number } | null): string | null {
  if (rule === null) return null;
  const date = roundDates[rule.beforeRound - 1];
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - rule.daysBefore);
  return d.toISOString().slice(0, 10);
}
