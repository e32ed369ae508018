import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fileDetails, sheetDetails, tournamentDetails } from '@/lib/series/tournament-details';
import { writeXlsx } from '@/lib/export/xlsx';

const enc = (s: string) => new TextEncoder().encode(s);
// a real Swiss (the open's fixture) with the header records a chess site shows
const TRF = readFileSync(join(process.cwd(), 'tests/fixtures/competitions/swiss-open/amplico-2024/swiss.trf'), 'utf8').replace(
  /^012 [^\n]*\n/,
  (line) => `${line}022 Olsztyn\n102 IA Kowalska, Żaneta\n122 15 min + 5 s\nXXR 13\n`,
);

describe('a tournament’s details: the file first, then the reservation', () => {
  test('a TRF: 022 city, 102 chief arbiter, 122 time control, XXR rounds', () => {
    expect(fileDetails(enc(TRF))).toEqual({ city: 'Olsztyn', chiefArbiter: 'IA Kowalska, Żaneta', timeControl: '15 min + 5 s', rounds: 13 });
  });

  test('a chess-results sheet: the facts above its table', () => {
    expect(
      sheetDetails([
        { row: 2, cells: ['Turniej Świąteczny'] },
        { row: 4, cells: ['Organizer(s) : UKS Hetman Ełk'] },
        { row: 5, cells: ['Chief Arbiter : FA Nowak Jan'] },
        { row: 6, cells: ['Time control (Rapid) : 10 min + 5 sec'] },
        { row: 7, cells: ['Location : Ełk, Szkoła Podstawowa nr 3'] },
        { row: 8, cells: ['Number of rounds : 7'] },
      ]),
    ).toEqual({ organizer: 'UKS Hetman Ełk', chiefArbiter: 'FA Nowak Jan', timeControl: '10 min + 5 sec', venue: 'Ełk, Szkoła Podstawowa nr 3', rounds: '7' });
  });

  test('an uploaded .xlsx with facts above the table', () => {
    const bytes = writeXlsx([
      {
        name: 'Wyniki',
        header: ['Turniej'],
        rows: [['Sędzia główny : Wiśniewska Anna'], ['Tempo gry : 15 min'], [], ['Rk.', 'Name', 'Pts.'], [1, 'Kowal Jan', 5], [2, 'Lis Ewa', 4]],
      },
    ]);
    expect(fileDetails(bytes)).toMatchObject({ chiefArbiter: 'Wiśniewska Anna', timeControl: '15 min' });
  });

  test('a CSV holds none', () => {
    expect(fileDetails(enc('place,name,points\n1,Kowal Jan,5\n'))).toBeNull();
  });

  test('what the file lacks comes from the reservation, marked so; empty values are none', () => {
    const d = tournamentDetails({ city: 'Olsztyn', chiefArbiter: 'IA Kowalska', timeControl: '', rounds: 7 }, { city: 'Ełk', venue: 'Hala MOSiR', club: 'UKS Jedynka', rounds: 9, tempo: '15 min' });
    expect(d).toEqual({
      city: { value: 'Olsztyn', source: 'file' },
      venue: { value: 'Hala MOSiR', source: 'reservation' },
      timeControl: { value: '15 min', source: 'reservation' },
      rounds: { value: '7', source: 'file' },
      chiefArbiter: { value: 'IA Kowalska', source: 'file' },
      organizer: { value: 'UKS Jedynka', source: 'reservation' },
    });
    expect(tournamentDetails(null, null)).toEqual({ city: null, venue: null, timeControl: null, rounds: null, chiefArbiter: null, organizer: null });
  });

  test('a very long value is cut', () => {
    expect(tournamentDetails({ venue: 'x'.repeat(500) }, null).venue!.value).toHaveLength(200);
  });
});
