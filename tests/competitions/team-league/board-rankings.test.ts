import { expect, test } from 'vitest';
import { boardsCsv, computeInline } from './helpers';

/**
 * "zawodnika ocenia się na szachownicy, na której rozegrał minimum 50% partii … W przypadku
 * zawodnika grającego tyle samo partii na dwóch szachownicach klasyfikuje się go na niższej".
 * Club X's reserve R plays for team X on different boards against Y; worked out by hand.
 */
const TEAMS = `team,club,board,name,sex,birth,rating
X,X,1,x1,m,1950,1
X,X,2,x2,m,1950,1
X,X,3,x3,m,1950,1
X,X,R,R,m,1950,1
Y,Y,1,y1,m,1950,1
Y,Y,2,y2,m,1950,1
Y,Y,3,y3,m,1950,1`;
const RULES = { menBoards: 3, womenBoard: false, vacanciesAllowedOn: [3], swissRounds: 7 };

/** One X – Y match per round with R on `board` (winning it) and X's regulars elsewhere, all else drawn. */
function rankR(boards: number[]) {
  const rows = boards.flatMap((b, i) =>
    [1, 2, 3].map((k) => [i + 1, 'X', 'Y', k, k === b ? 'R' : `x${k}`, `y${k}`, k === b ? '1-0' : '1/2-1/2']),
  );
  const r = computeInline({ teams: TEAMS, boards: boardsCsv(rows), rules: RULES });
  const row = r.boards.find((b) => b.name === 'R')!;
  return [row.board, row.points / 2, row.games];
}

test.each([
  { label: 'two of three games on board 1 (67 %): board 1', boards: [1, 1, 2], expected: [1, 3, 3] },
  { label: 'one game each on boards 1 and 2: the lower board, 2', boards: [1, 2], expected: [2, 2, 2] },
  { label: 'two each on boards 2 and 3: board 3', boards: [2, 3, 2, 3], expected: [3, 4, 4] },
  { label: 'one game each on three boards, none reaches 50 %: the most games, then the lower board — 3', boards: [1, 2, 3], expected: [3, 3, 3] },
  { label: 'two on board 2, one each on 1 and 3 (50 % on board 2): board 2', boards: [2, 1, 2, 3], expected: [2, 4, 4] },
])('$label', ({ boards, expected }) => {
  expect(rankR(boards)).toEqual(expected);
});

test('each board ordered by points (percentage and team place: see mini-league.test.ts)', () => {
  // X beats Y 2–1 every round: x1 wins board 1 twice (2 of 2); y2 wins board 2 twice; x3 draws twice.
  const rows = [1, 2].flatMap((round) => [
    [round, 'X', 'Y', 1, 'x1', 'y1', '1-0'],
    [round, 'X', 'Y', 2, 'x2', 'y2', '0-1'],
    [round, 'X', 'Y', 3, 'x3', 'y3', round === 1 ? '1-0' : '1/2-1/2'],
  ]);
  const r = computeInline({ teams: TEAMS, boards: boardsCsv(rows), rules: RULES });
  const board = (n: number) => r.boards.filter((b) => b.board === n).map((b) => [b.rank, b.name, b.points / 2]);
  expect(board(1)).toEqual([
    [1, 'x1', 2],
    [2, 'y1', 0],
  ]);
  // board 3: x3 1½, y3 ½
  expect(board(3)).toEqual([
    [1, 'x3', 1.5],
    [2, 'y3', 0.5],
  ]);
});
