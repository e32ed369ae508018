import { describe, expect, test } from 'vitest';
import { LINEUP_RULE_CODES, violation, type LineupRule, type ViolationParams } from '@/lib/competitions/team-league/lineup-violation';
import { describeViolation, LINEUP_RULES } from '@/lib/competitions/team-league/lineup-words';

/**
 * A line-up violation carries its rule and values; the catalogue words it (issue 23). Each case is
 * one branch of one rule, with the sentence the check used to write itself, Polish and English —
 * the words did not change by moving — and the counts in their plural forms.
 */
const at = { team: 'Polonia I', board: 2, women: false };
const women = { team: 'Hetman', board: 4, women: true };
const reserve = { club: 'Polonia', reserve: 3 };

function say<R extends LineupRule>(rule: R, params: ViolationParams[R]) {
  const v = violation({ rule, params, round: null, team: 0, board: null, player: null, file: 'boards.csv', line: 1 });
  return [describeViolation('pl', v), describeViolation('en', v)];
}

describe('each rule in both languages', () => {
  test.each([
    [say('ROSTER_BOARD_MISSING', { team: 'Wieża', board: 3 }), 'Wieża: nikt nie jest zgłoszony na szachownicę 3.', 'Wieża: nobody is registered on board 3.'],
    [
      say('ROSTER_WOMEN_BOARD', { name: 'Jan', maxRating: 1600, reason: { why: 'sex-unknown' } }),
      'Jan jest zgłoszony na szachownicę kobiecą, a nie jest kobietą ani juniorem do 1600 (płeć nie jest podana).',
      "Jan is registered on the women's board but is neither a woman nor a junior rated at most 1600 (the sex is not given).",
    ],
    [
      say('ROSTER_WOMEN_BOARD', { name: 'Jan', maxRating: null, reason: { why: 'no-junior' } }),
      'Jan jest zgłoszony na szachownicę kobiecą, a nie jest kobietą ani juniorem do — (regulamin nie dopuszcza juniora).',
      "Jan is registered on the women's board but is neither a woman nor a junior rated at most — (the rules allow no junior).",
    ],
    [
      say('ROSTER_WOMEN_BOARD', { name: 'Jan', maxRating: 1600, reason: { why: 'no-birth-year' } }),
      'Jan jest zgłoszony na szachownicę kobiecą, a nie jest kobietą ani juniorem do 1600 (brak daty urodzenia).',
      "Jan is registered on the women's board but is neither a woman nor a junior rated at most 1600 (no birth date).",
    ],
    [
      say('REGULAR_IN_TWO_TEAMS', { name: 'Adam', at: women, line: 7 }),
      'Adam jest już zawodnikiem podstawowym: Hetman, szachownica 4 (kobieca) (wiersz 7).',
      "Adam is already a regular player: Hetman, board 4 (women's) (line 7).",
    ],
    [say('LATE_ADDITION', { name: 'Piotr', added: '2008-01-05', deadline: '2008-01-04' }), 'Piotr został dopisany 2008-01-05, po terminie 2008-01-04.', 'Piotr was added on 2008-01-05, after the deadline of 2008-01-04.'],
    [
      say('ADDED_NOT_LAST', { case: 'reserve-after-later', name: 'Leszek', line: 26 }),
      'Leszek jest na liście rezerwowych za zawodnikiem dopisanym później (wiersz 26).',
      'Leszek is on the reserve list after a player added later (line 26).',
    ],
    [
      say('ADDED_NOT_LAST', { case: 'on-a-board', name: 'Leszek', added: '2007-11-01', board: 2 }),
      'Leszek, dopisany 2007-11-01, stoi na szachownicy 2, a nie na końcu listy rezerwowych.',
      'Leszek, added on 2007-11-01, stands on board 2, not at the end of the reserve list.',
    ],
    [
      say('ADDED_NOT_LAST', { case: 'after-a-later-date', name: 'Leszek', added: '2007-11-01', before: '2007-12-01', line: 9 }),
      'Leszek, dopisany 2007-11-01, stoi za zawodnikiem dopisanym 2007-12-01 (wiersz 9).',
      'Leszek, added on 2007-11-01, stands after a player added on 2007-12-01 (line 9).',
    ],
    [say('PLAYED_BEFORE_ADDED', { round: 2, date: '2007-10-20', name: 'RL', added: '2007-11-01' }), 'Runda 2 (2007-10-20): RL został dopisany dopiero 2007-11-01.', 'Round 2 (2007-10-20): RL was only added on 2007-11-01.'],
    [
      say('NOT_ON_ROSTER', { round: 1, name: 'X', club: 'Hetman', elsewhere: reserve }),
      'Runda 1: X nie jest zgłoszony w klubie Hetman (jest zgłoszony: rezerwowy nr 3 klubu Polonia).',
      'Round 1: X is not registered with club Hetman (registered: reserve no. 3 of club Polonia).',
    ],
    [say('NOT_ON_ROSTER', { round: 1, name: 'X', club: 'Hetman', elsewhere: null }), 'Runda 1: X nie jest zgłoszony w klubie Hetman.', 'Round 1: X is not registered with club Hetman.'],
    [
      say('BOARD_ORDER', { round: 2, name: 'Paweł', at, board: 2, above: 'Jan', aboveAt: { ...at, board: 1 }, aboveBoard: 1 }),
      'Runda 2: Paweł (Polonia I, szachownica 2) gra na szachownicy 2, niżej niż Jan (Polonia I, szachownica 1) na szachownicy 1, który w składzie stoi za nim.',
      'Round 2: Paweł (Polonia I, board 2) plays board 2, below Jan (Polonia I, board 1) on board 1, who comes after him in the roster.',
    ],
    [
      say('WOMEN_BOARD', { round: 3, name: 'Ewa', reason: { why: 'woman-on-a-men-board', at } }),
      'Runda 3: Ewa gra na szachownicy kobiecej, a zawodniczka zgłoszona na szachownicę męską (Polonia I, szachownica 2) nie ma prawa gry na szachownicy kobiecej.',
      "Round 3: Ewa plays the women's board, but a woman registered on a men's board (Polonia I, board 2) may not play the women's board.",
    ],
    [
      say('WOMEN_BOARD', { round: 3, name: 'Jan', reason: { why: 'on-a-men-board', at } }),
      'Runda 3: Jan gra na szachownicy kobiecej, a jest zgłoszony na szachownicę męską (Polonia I, szachownica 2).',
      "Round 3: Jan plays the women's board, but he is registered on a men's board (Polonia I, board 2).",
    ],
    [
      say('WOMEN_BOARD', { round: 3, name: 'RJX', reason: { why: 'reserve', junior: { why: 'rated-above', rating: 1700, max: 1600 } } }),
      'Runda 3: RJX gra na szachownicy kobiecej, a rezerwowy, który nie jest kobietą ani juniorem z limitem rankingu (ranking 1700 powyżej 1600).',
      "Round 3: RJX plays the women's board, but a reserve who is neither a woman nor a junior within the rating limit (rated 1700, above 1600).",
    ],
    [
      say('WOMEN_BOARD', { round: 3, name: 'R1', reason: { why: 'reserve', junior: { why: 'born-before', born: 1950, from: 1989 } } }),
      'Runda 3: R1 gra na szachownicy kobiecej, a rezerwowy, który nie jest kobietą ani juniorem z limitem rankingu (urodzony w 1950, przed 1989).',
      "Round 3: R1 plays the women's board, but a reserve who is neither a woman nor a junior within the rating limit (born in 1950, before 1989).",
    ],
    [
      say('VACANCY', { round: 2, team: 'Wieża', board: 2, allowed: [3, 4] }),
      'Runda 2: Wieża nie wystawia nikogo na szachownicy 2; wakat może być tylko na szachownicy 3 lub 4.',
      'Round 2: Wieża leaves board 2 vacant; a vacancy may only be on board 3 or 4.',
    ],
    [
      say('HIGHER_TEAM_REGULAR', { round: 2, name: 'Bogdan', at, team: 'Polonia II' }),
      'Runda 2: Bogdan jest zawodnikiem podstawowym wyższej drużyny (Polonia I, szachownica 2) i nie może grać w drużynie Polonia II.',
      'Round 2: Bogdan is a regular player of a higher team (Polonia I, board 2) and may not play for Polonia II.',
    ],
    [
      say('LOAN_LIMIT', { round: 5, name: 'B1', own: 'Polonia II', games: 3, higher: 'Polonia I', team: 'Polonia II' }),
      'Runda 5: B1, zawodnik podstawowy drużyny Polonia II, zagrał już 3 razy w drużynie Polonia I i należy do niej; nie może grać w drużynie Polonia II.',
      'Round 5: B1, a regular player of Polonia II, has already played 3 times for Polonia I and belongs to it; he may not play for Polonia II.',
    ],
    [
      say('RESERVE_GAMES', { round: 5, name: 'R1', games: 4, other: 'Polonia I', limit: 3, team: 'Polonia II' }),
      'Runda 5: R1 rozegrał już 4 partie w drużynie Polonia I (więcej niż 3) i nie może grać w drużynie Polonia II.',
      'Round 5: R1 has already played 4 games for Polonia I (more than 3) and may not play for Polonia II.',
    ],
    [
      say('ONE_PLACE_PER_ROUND', { round: 4, name: 'R1', team: 'Legion', board: 3, line: 12 }),
      'Runda 4: R1 jest już w składzie w tej rundzie (Legion, szachownica 3, wiersz 12).',
      'Round 4: R1 is already in a line-up of this round (Legion, board 3, line 12).',
    ],
    [
      say('SAME_CLUB_MEETING', { round: 4, home: 'Polonia I', away: 'Polonia II', club: 'Polonia', from: 4 }),
      'Runda 4: Polonia I i Polonia II są z jednego klubu (Polonia), a od rundy 4 nie mogą się spotkać.',
      'Round 4: Polonia I and Polonia II are of the same club (Polonia) and may not meet from round 4 on.',
    ],
  ])('%s', ([pl, en], plExpected, enExpected) => {
    expect(pl).toBe(plExpected);
    expect(en).toBe(enExpected);
  });
});

describe('counts and lists take the language’s forms', () => {
  test('games: 2 partie, 5 partii, 22 partie; 1 game', () => {
    const games = (n: number) => say('RESERVE_GAMES', { round: 5, name: 'R', games: n, other: 'A', limit: 1, team: 'B' });
    expect(games(2)[0]).toContain('rozegrał już 2 partie w drużynie');
    expect(games(5)[0]).toContain('rozegrał już 5 partii w drużynie');
    expect(games(22)[0]).toContain('rozegrał już 22 partie w drużynie');
    expect(games(1)[1]).toContain('has already played 1 game for');
  });
  test('times: 1 raz, 5 razy; 1 time, 2 times', () => {
    const times = (n: number) => say('LOAN_LIMIT', { round: 5, name: 'B', own: 'A', games: n, higher: 'H', team: 'A' });
    expect(times(1)).toEqual([expect.stringContaining('zagrał już 1 raz w drużynie'), expect.stringContaining('has already played 1 time for')]);
    expect(times(5)[0]).toContain('zagrał już 5 razy w drużynie');
    expect(times(2)[1]).toContain('has already played 2 times for');
  });
  test('boards as alternatives: none, one or three', () => {
    const boards = (allowed: number[]) => say('VACANCY', { round: 1, team: 'T', board: 1, allowed });
    expect(boards([4])).toEqual([expect.stringContaining('tylko na szachownicy 4.'), expect.stringContaining('only be on board 4.')]);
    expect(boards([])).toEqual([expect.stringContaining('na szachownicy 1; regulamin nie dopuszcza wakatów.'), expect.stringContaining('board 1 vacant; the rules allow no vacancy.')]);
    expect(boards([2, 3, 4])).toEqual([expect.stringContaining('tylko na szachownicy 2, 3 lub 4.'), expect.stringContaining('only be on board 2, 3, or 4.')]);
  });
});

test('every rule has its quote and English rendering in the catalogue', () => {
  expect(Object.keys(LINEUP_RULES).sort()).toEqual([...LINEUP_RULE_CODES].sort());
});
