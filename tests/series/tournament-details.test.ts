import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fileDetails, sheetDetails, tournamentDetails } from '@/lib/series/tournament-details';
import { writeXlsx } from '@/lib/export/xlsx';
import { competitionKind } from '@/lib/competitions/registry';

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

describe('the competitions’ details: each kind names the files whose header holds them', () => {
  const folder = (kind: string, name: string) => (file: string) => {
    try {
      return new Uint8Array(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'competitions', kind, name, file)));
    } catch {
      return null;
    }
  };
  const details = (kind: string, name: string) => {
    const read = folder(kind, name);
    return competitionKind(kind)!.detailFiles(read).map(({ scope, file }) => ({ scope, facts: fileDetails(read(file)!) }));
  };

  test('the leagues: each league’s TRF, by league id', () => {
    const d = details('round-robin-league', 'spb-2017');
    expect(d.length).toBeGreaterThan(1);
    expect(d[0]).toMatchObject({ scope: 'liga-1-1', facts: { city: 'Санкт-Петербург' } });
  });

  test('the team league: its boards TRF (022, 102, 122); a boards.csv has none', () => {
    expect(details('team-league', 'match-points-cup')).toEqual([{ scope: null, facts: expect.objectContaining({ city: 'Szczecin', chiefArbiter: 'IA Nowak, Jan', timeControl: '60 min + 30 s' }) }]);
    expect(details('team-league', 'mini-league')).toEqual([{ scope: null, facts: null }]);
  });

  test('the open: its Swiss file', () => {
    expect(details('swiss-open', 'amplico-2024')).toEqual([{ scope: null, facts: expect.objectContaining({ rounds: 13 }) }]);
  });

  test('a description file that is not JSON names none', () => {
    expect(competitionKind('swiss-open')!.detailFiles(() => new TextEncoder().encode('{ nope'))).toEqual([]);
  });
});
