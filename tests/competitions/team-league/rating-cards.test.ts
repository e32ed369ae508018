import { describe, expect, test } from 'vitest';
import { teamLeagueRatingCards } from '@/lib/competitions/team-league/team-league-ratings';
import { boardsCsv, computeInline, ONE_BOARD_RULES } from './helpers';

// Issue 29: a team league's players get the FIDE rating cards the leagues and TRF tournaments have,
// from the boards as reported. Values by hand from FIDE's Table 8.1.a/b (a 200-point difference
// expects 0.76; a 1/1 score adds 800), K 20 (rated under 2400, the age unknown to the league's files).
const teams = ['team,club,board,name,sex,birth,rating', 'T1,Club 1,1,Anna Lis,w,1950,1800', 'T2,Club 2,1,Jan Kot,m,1950,1600', 'T3,Club 3,1,Ewa Ryba,w,1950,'].join('\n');

describe('the team league’s rating cards', () => {
  test('a win against a player rated 200 lower: +4,8 and a performance of 2400; a game against an unrated player is not rated; the unrated player has no card', () => {
    const r = computeInline({ teams, boards: boardsCsv([[1, 'T1', 'T2', 1, 'Anna Lis', 'Jan Kot', '1-0', ''], [2, 'T2', 'T3', 1, 'Jan Kot', 'Ewa Ryba', '=', '']]), rules: { ...ONE_BOARD_RULES, swissRounds: 2 } });
    const cards = teamLeagueRatingCards(r.players, r.lineups);
    expect(cards.map((c) => c.name)).toEqual(['Anna Lis', 'Jan Kot']);
    const [anna, jan] = cards.map((c) => c.card.summary!);
    expect(anna).toMatchObject({ games: 1, score: 2, expected: 76, averageOpponent: 1600, performance: 2400, k: 20, changeHundredths: 480 });
    expect(jan).toMatchObject({ games: 1, score: 0, expected: 24, averageOpponent: 1800, performance: 1000, k: 20, changeHundredths: -480 });
  });

  const four = ['team,club,board,name,sex,birth,rating', 'T1,Club 1,1,Anna Lis,w,1950,1800', 'T1,Club 1,2,Ola Wilk,w,1950,1700', 'T2,Club 2,1,Jan Kot,m,1950,1600', 'T2,Club 2,2,Piotr Sowa,m,1950,1700'].join('\n');
  const twoBoards = { menBoards: 2, womenBoard: false, vacanciesAllowedOn: [], swissRounds: 1 };

  test('a forfeit is not a rated game: a card without a rated game; the other board is rated', () => {
    const r = computeInline({ teams: four, boards: boardsCsv([[1, 'T1', 'T2', 1, 'Anna Lis', 'Jan Kot', '+/-', ''], [1, 'T1', 'T2', 2, 'Ola Wilk', 'Piotr Sowa', '=', '']]), rules: twoBoards });
    const cards = new Map(teamLeagueRatingCards(r.players, r.lineups).map((c) => [c.name, c.card.summary]));
    expect(cards.get('Anna Lis')).toBeNull();
    expect(cards.get('Jan Kot')).toBeNull();
    // equal ratings: expected 0.50, a draw changes nothing; performance = the opponent's rating
    expect(cards.get('Ola Wilk')).toMatchObject({ games: 1, score: 1, expected: 50, changeHundredths: 0, performance: 1700 });
  });

  test('a player entered on two boards of one round (a line-up fault) has neither game of that round rated, nor have their opponents', () => {
    const r = computeInline({ teams: four, boards: boardsCsv([[1, 'T1', 'T2', 1, 'Anna Lis', 'Jan Kot', '1-0', ''], [1, 'T1', 'T2', 2, 'Anna Lis', 'Piotr Sowa', '1-0', '']]), rules: twoBoards });
    expect(teamLeagueRatingCards(r.players, r.lineups)).toEqual([]);
  });
});
