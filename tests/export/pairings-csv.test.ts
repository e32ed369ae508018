import { describe, expect, test } from 'vitest';
import { pairingsCsv } from '@/lib/export/pairings-csv';
import { createGamesModel } from '@/lib/games/games-model';
import { roundPairings } from '@/lib/games/round-pairings';

// Issue 40, item 4: the pairings among a competition's downloads — one row a board, every round.
const model = createGamesModel({
  roundCount: 1,
  players: [
    { startNumber: 1, name: 'Lis Ewa', rounds: [{ opponent: 2, colour: 'w', result: '=' }] },
    { startNumber: 2, name: 'Kot Jan', rounds: [{ opponent: 1, colour: 'b', result: '=' }] },
    { startNumber: 3, name: 'Sowa Ada', rounds: [{ opponent: null, colour: null, result: 'F' }] },
  ],
});
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('pairings CSV', () => {
  test('English: a board with its result in the one format, a bye after the boards', () => {
    expect(lines(pairingsCsv([{ part: null, rounds: roundPairings(model) }], 'en'))).toEqual([
      'Round,Board,White No,White,Result,Black No,Black',
      '1,1,1,Lis Ewa,½–½,2,Kot Jan',
      '1,,3,Sowa Ada,bye (a point without a game),,',
    ]);
  });
  test('Polish: its words and ";"; a league season names the league', () => {
    expect(lines(pairingsCsv([{ part: 'Liga 1', rounds: roundPairings(model) }], 'pl'))[0]).toBe('Liga;Runda;Szachownica;Białe Nr;Białe;Wynik;Czarne Nr;Czarne');
    expect(lines(pairingsCsv([{ part: 'Liga 1', rounds: roundPairings(model) }], 'pl'))[1]).toBe('Liga 1;1;1;1;Lis Ewa;½–½;2;Kot Jan');
  });
});
