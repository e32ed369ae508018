import { juniorWhy } from './check-roster';
import { isJuniorSubstitute, registration, type LineupCheck } from './lineup-check';
import type { LineupViolation } from './lineup-violation';

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
    let why: { pl: string; en: string } | null = null;
    if (p.board === womenBoard) continue;
    if (p.board !== null) {
      const at = registration(p, league);
      why =
        p.sex === 'w'
          ? { pl: `zawodniczka zgłoszona na szachownicę męską (${at.pl}) nie ma prawa gry na szachownicy kobiecej`, en: `a woman registered on a men's board (${at.en}) may not play the women's board` }
          : { pl: `jest zgłoszony na szachownicę męską (${at.pl})`, en: `he is registered on a men's board (${at.en})` };
    } else if (p.sex !== 'w' && !isJuniorSubstitute(p, rules)) {
      const j = juniorWhy(p.birthYear, p.rating, rules.juniorSubstitute);
      why = { pl: `rezerwowy, który nie jest kobietą ani juniorem z limitem rankingu (${j.pl})`, en: `a reserve who is neither a woman nor a junior within the rating limit (${j.en})` };
    }
    if (why === null) continue;
    out.push({
      rule: 'WOMEN_BOARD',
      round: b.round,
      team: b.team,
      board: b.board,
      player: b.name,
      file: boardsFile,
      line: b.line,
      explanation: { pl: `Runda ${b.round}: ${b.name} gra na szachownicy kobiecej, a ${why.pl}.`, en: `Round ${b.round}: ${b.name} plays the women's board, but ${why.en}.` },
    });
  }
  return out;
};
