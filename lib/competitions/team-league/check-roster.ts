import { isJuniorSubstitute, registration, type LineupCheck } from './lineup-check';
import type { LineupViolation } from './lineup-violation';
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
  const push = (v: Omit<LineupViolation, 'round' | 'file'>) => out.push({ ...v, round: null, file: teamsFile });

  for (const team of league.teams) {
    const players = team.players.map((id) => league.players[id]!);
    for (let b = 1; b <= boards; b++) {
      if (players.some((p) => p.board === b)) continue;
      push({ rule: 'ROSTER_BOARD_MISSING', team: team.index, board: b, player: null, line: team.line, explanation: { pl: `${team.name}: nikt nie jest zgłoszony na szachownicę ${b}.`, en: `${team.name}: nobody is registered on board ${b}.` } });
    }
    const women = rules.womenBoard ? players.find((p) => p.board === rules.menBoards + 1) : undefined;
    if (women && women.sex !== 'w' && !isJuniorSubstitute(women, rules)) {
      const why = women.sex === null ? { pl: 'płeć nie jest podana', en: 'the sex is not given' } : juniorWhy(women.birthYear, women.rating, rules.juniorSubstitute);
      push({
        rule: 'ROSTER_WOMEN_BOARD',
        team: team.index,
        board: women.board,
        player: women.name,
        line: women.line,
        explanation: { pl: `${women.name} jest zgłoszony na szachownicę kobiecą, a nie jest kobietą ani juniorem do ${rules.juniorSubstitute?.maxRating ?? '—'} (${why.pl}).`, en: `${women.name} is registered on the women's board but is neither a woman nor a junior rated at most ${rules.juniorSubstitute?.maxRating ?? '—'} (${why.en}).` },
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
    push({ rule: 'REGULAR_IN_TWO_TEAMS', team: p.team, board: p.board, player: p.name, line: p.line, explanation: { pl: `${p.name} jest już zawodnikiem podstawowym: ${at.pl} (wiersz ${first.line}).`, en: `${p.name} is already a regular player: ${at.en} (line ${first.line}).` } });
  }

  const deadline = additionDeadline(rules.roundDates, rules.additionDeadline);
  const lastAdded = new Map<string, { date: string; line: number }>();
  for (const p of league.players) {
    if (p.added === null) {
      const later = lastAdded.get(p.club);
      if (p.board === null && later) {
        push({ rule: 'ADDED_NOT_LAST', team: p.team, board: null, player: p.name, line: p.line, explanation: { pl: `${p.name} jest na liście rezerwowych za zawodnikiem dopisanym później (wiersz ${later.line}).`, en: `${p.name} is on the reserve list after a player added later (line ${later.line}).` } });
      }
      continue;
    }
    if (p.board !== null) {
      push({ rule: 'ADDED_NOT_LAST', team: p.team, board: p.board, player: p.name, line: p.line, explanation: { pl: `${p.name}, dopisany ${p.added}, stoi na szachownicy ${p.board}, a nie na końcu listy rezerwowych.`, en: `${p.name}, added on ${p.added}, stands on board ${p.board}, not at the end of the reserve list.` } });
    } else {
      const before = lastAdded.get(p.club);
      if (before && before.date > p.added) {
        push({ rule: 'ADDED_NOT_LAST', team: p.team, board: null, player: p.name, line: p.line, explanation: { pl: `${p.name}, dopisany ${p.added}, stoi za zawodnikiem dopisanym ${before.date} (wiersz ${before.line}).`, en: `${p.name}, added on ${p.added}, stands after a player added on ${before.date} (line ${before.line}).` } });
      }
      lastAdded.set(p.club, { date: p.added, line: p.line });
    }
    if (deadline !== null && p.added > deadline) {
      push({ rule: 'LATE_ADDITION', team: p.team, board: p.board, player: p.name, line: p.line, explanation: { pl: `${p.name} został dopisany ${p.added}, po terminie ${deadline}.`, en: `${p.name} was added on ${p.added}, after the deadline of ${deadline}.` } });
    }
  }
  return out;
};

function juniorWhy(birthYear: number | null, rating: number | null, junior: { bornFrom: number; maxRating: number } | null): { pl: string; en: string } {
  if (junior === null) return { pl: 'regulamin nie dopuszcza juniora', en: 'the rules allow no junior' };
  if (birthYear === null) return { pl: 'brak daty urodzenia', en: 'no birth date' };
  if (birthYear < junior.bornFrom) return { pl: `urodzony w ${birthYear}, przed ${junior.bornFrom}`, en: `born in ${birthYear}, before ${junior.bornFrom}` };
  return { pl: `ranking ${rating} powyżej ${junior.maxRating}`, en: `rated ${rating}, above ${junior.maxRating}` };
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
