import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { afterRound, createGamesModel, GamesModelError, gamesPlayed, playerPoints } from '@/lib/games/games-model';
import { gamesModelFromTrf } from '@/lib/games/games-model-from-trf';
import { parseTrfText } from '@/lib/import/trf/parse-trf';
import { writeTrf } from '@/lib/import/trf/write-trf';
import type { TrfPlayer } from '@/lib/import/trf/trf-tournament';

const trfPlayer = (startNumber: number, rounds: TrfPlayer['rounds']): TrfPlayer => ({
  startNumber, sex: null, title: null, name: `Kowalski,Jan${startNumber}`, rating: null, federation: null, fideId: null, birth: null, points: null, rank: null, rounds,
});

/** Three players, two rounds: 1–2 in round 1, 1–3 in round 2 (2 and 3 never meet). */
function file(type: string | null) {
  const text = writeTrf({
    records: type === null ? [{ tag: '042', value: '2024/06/18' }] : [{ tag: '042', value: '2024/06/18' }, { tag: '092', value: type }],
    players: [
      trfPlayer(1, [{ opponent: 2, colour: 'w', result: '1' }, { opponent: 3, colour: 'b', result: '=' }]),
      trfPlayer(2, [{ opponent: 1, colour: 'b', result: '0' }, { opponent: null, colour: null, result: 'U' }]),
      trfPlayer(3, [{ opponent: null, colour: null, result: 'H' }, { opponent: 1, colour: 'w', result: '=' }]),
    ],
    teams: [],
    nationalRatings: [],
  });
  const read = parseTrfText(text);
  if (!read.ok) throw new Error(inEnglish(read.errors[0]!).message);
  return read.tournament;
}

describe('the games model of a TRF file', () => {
  test.each([
    { type: null, roundRobin: false },
    { type: 'Individual: Swiss-System', roundRobin: false },
    { type: 'Round Robin', roundRobin: true },
    { type: 'Berger tables', roundRobin: true },
    { type: 'Turniej kołowy', roundRobin: true },
  ])('092 "$type" → round robin: $roundRobin', ({ type, roundRobin }) => {
    expect(gamesModelFromTrf(file(type)).roundRobin).toBe(roundRobin);
  });
  test('the competition rules can say round robin whatever the file says', () => {
    expect(gamesModelFromTrf(file(null), { roundRobin: true }).roundRobin).toBe(true);
  });
  test('names are written Surname First (issue 40, item 5: "Kowalski,Jan" as every page writes names); start date and points come through', () => {
    const m = gamesModelFromTrf(file(null));
    expect(m.players[0]!.name).toBe('Kowalski Jan1');
    expect(m.startDate).toBe('2024-06-18');
    expect(m.players.map(playerPoints)).toEqual([3, 2, 2]);
    expect(m.players.map(gamesPlayed)).toEqual([2, 1, 1]);
  });
  test('afterRound keeps the event as it stood', () => {
    const m = afterRound(gamesModelFromTrf(file(null)), 1);
    expect(m.roundCount).toBe(1);
    expect(m.players.map(playerPoints)).toEqual([2, 0, 1]);
  });
});

describe('a model built directly is checked', () => {
  test.each([
    {
      label: 'a start number used twice',
      players: [{ startNumber: 1, name: 'A', rounds: [] }, { startNumber: 1, name: 'B', rounds: [] }],
      code: 'DUPLICATE_START_NUMBER',
    },
    {
      label: 'an opponent who is not in the event',
      players: [{ startNumber: 1, name: 'A', rounds: [{ opponent: 9, colour: 'w' as const, result: '1' as const }] }],
      code: 'UNKNOWN_OPPONENT',
    },
    {
      label: 'a pairing only one side shows',
      players: [{ startNumber: 1, name: 'A', rounds: [{ opponent: 2, colour: 'w' as const, result: '1' as const }] }, { startNumber: 2, name: 'B', rounds: [] }],
      code: 'NOT_MIRRORED',
    },
  ])('$label: $code', ({ players, code }) => {
    expect(() => createGamesModel({ players })).toThrow(GamesModelError);
    try {
      createGamesModel({ players });
    } catch (e) {
      expect((e as GamesModelError).code).toBe(code);
    }
  });
  test('missing rounds are padded as not paired', () => {
    const m = createGamesModel({ roundCount: 3, players: [{ startNumber: 1, name: 'A', rounds: [] }] });
    expect(m.players[0]!.rounds).toEqual(Array.from({ length: 3 }, () => ({ opponent: null, colour: null, result: ' ' })));
  });
});
