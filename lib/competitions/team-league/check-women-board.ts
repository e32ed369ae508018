import { juniorWhy } from './check-roster';
import { isJuniorSubstitute, registration, type LineupCheck } from './lineup-check';
import { violationAt, type LineupViolation, type ViolationParams } from './lineup-violation';

/**
 * The women's board (board 4): "szachownicy kobiecej (autonomicznej)". Allowed on it: the woman (or
 * junior substitute) registered on a women's board of the club — the team's own, or a lower team's
 * on loan (the loan rules count that) — or a reserve who is a woman or a junior up to 18 rated at
 * most 1600. Not allowed: a men's-board regular ("kolejność … nie może ulec zmianie"), and "Zawodniczka
 * może być zgłoszona na dowolną szachownicę męską, lecz bez prawa gry na szachownicy kobiecej".
 */
export const checkWomenBoard: LineupCheck = ({ league, lineups, boardsFile }) => {
  const rules = league.rules;
  if (!rules.womenBoard) return [];
  const womenBoard = rules.menBoards + 1;
  const out: LineupViolation[] = [];
  for (const b of lineups) {
    if (b.playoff || b.board !== womenBoard || b.player === null) continue;
    const p = b.player;
    let reason: ViolationParams['WOMEN_BOARD']['reason'] | null = null;
    if (p.board === womenBoard) continue;
    if (p.board !== null) {
      reason = { why: p.sex === 'w' ? 'woman-on-a-men-board' : 'on-a-men-board', at: registration(p, league) };
    } else if (p.sex !== 'w' && !isJuniorSubstitute(p, rules)) {
      reason = { why: 'reserve', junior: juniorWhy(p.birthYear, p.rating, rules.juniorSubstitute) };
    }
    if (reason === null) continue;
    out.push(violationAt('WOMEN_BOARD', b, boardsFile, { round: b.round, name: b.name, reason }));
  }
  return out;
};
