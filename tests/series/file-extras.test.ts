import { expect, test } from 'vitest';
import { readFileExtras } from '@/lib/series/file-extras';
import { playerProfile, profileLinks } from '@/lib/series/player-profile';
import { DEFAULT_FIDE_PROFILE_URL, DEFAULT_REGISTER_URL, externalLinkTemplates } from '@/server/external-links';
import { registryRow, standings, tournament } from './builders';

const bytes = (text: string) => new TextEncoder().encode(text);

test('issue 11: a ChessArbiter list keeps its tie-break columns (decimal comma) for the tournament page; the national ranking is not one of them', () => {
  const e = readFileExtras(bytes('M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.;Bch.;Progr.\r\n1;NOWAK JAN;1990;M;1850;KS;6,5;38,2;30\r\n2;LIS EWA;1991;K;;KS;6;;25,5\r\n'));
  expect(e.tieBreaks).toEqual(['Bch.', 'Progr.']);
  expect(e.byLine.get(2)).toEqual({ fideRating: null, title: null, tieBreaks: [38.2, 30] });
  expect(e.byLine.get(3)!.tieBreaks).toEqual([null, 25.5]);
  expect([e.hasFideRating, e.hasTitle]).toEqual([false, false]);
});

test('issue 11: a chess-results list gives the FIDE rating (Rtg), the title and TB columns; an empty tie-break column is left out', () => {
  const e = readFileExtras(bytes('Rk.\tSNo\tTit.\tName\tFED\tRtg\tRtgN\tPts.\tTB1\tTB2\tTB3\n1\t4\tfm\tWoźniak, Marcin\tPOL\t2210\t2100\t8.5\t51.5\t7\t\n2\t1\t\tLis, Ewa\tPOL\t0\t1700\t8\t49\t6\t\n'));
  expect(e.tieBreaks).toEqual(['TB1', 'TB2']);
  expect(e.byLine.get(2)).toEqual({ fideRating: 2210, title: 'FM', tieBreaks: [51.5, 7] });
  expect(e.byLine.get(3)).toEqual({ fideRating: null, title: null, tieBreaks: [49, 6] });
  expect([e.hasFideRating, e.hasTitle]).toEqual([true, true]);
});

test('issue 11: a TRF gives each player record\'s title and FIDE rating by its line', () => {
  const line = (n: number, title: string, name: string, rating: string, points: string, opp: number, colour: string, result: string) => {
    const chars = Array.from({ length: 100 }, () => ' ');
    const put = (col: number, text: string) => [...text].forEach((c, i) => (chars[col - 1 + i] = c));
    put(1, '001');
    put(5, String(n).padStart(4));
    put(10, 'm');
    put(11, title.padEnd(3));
    put(15, name);
    put(49, rating.padStart(4));
    put(54, 'POL');
    put(81, points.padStart(4));
    put(86, String(n).padStart(4));
    put(92, String(opp).padStart(4));
    put(97, colour);
    put(99, result);
    return chars.join('').trimEnd();
  };
  const trf = ['012 Turniej', line(1, 'g', 'Nowak, Jan', '2500', '1.0', 2, 'w', '1'), line(2, '', 'Lis, Adam', '0000', '0.0', 1, 'b', '0'), ''].join('\n');
  const e = readFileExtras(bytes(trf));
  expect(e.byLine.get(2)).toEqual({ fideRating: 2500, title: 'GM', tieBreaks: [] });
  expect(e.byLine.get(3)).toEqual({ fideRating: null, title: null, tieBreaks: [] });
});

test('issue 11: a player\'s profile — the register\'s ranking and category first, the FIDE rating and title of the latest file that has them; links only with ids', () => {
  const t1 = tournament('gp1', '2018-02-10', [{ name: 'Nowak Jan', crId: '123', points: 6, rating: 1700, fideId: '1300013' }, { name: 'Bez Danych', points: 5 }]);
  const t2 = tournament('gp2', '2018-03-10', [{ name: 'Nowak Jan', crId: '123', points: 6, rating: 1750 }, { name: 'Bez Danych', points: 5 }]);
  const extras = new Map([
    ['gp1', { tieBreaks: [], hasFideRating: true, hasTitle: true, byLine: new Map([[2, { fideRating: 1810, title: 'CM', tieBreaks: [] }]]) }],
    ['gp2', { tieBreaks: [], hasFideRating: true, hasTitle: false, byLine: new Map([[2, { fideRating: 1820, title: null, tieBreaks: [] }]]) }],
  ]);
  const s = standings([t1, t2]);
  const nowak = s.players.get('cr:123')!;
  const noRegister = playerProfile({ player: nowak, standings: s, registry: null, extras });
  expect(noRegister).toEqual({ crId: '123', fideId: '1300013', nationalRating: 1750, category: null, fideRating: 1820, title: 'CM' });
  const register = [registryRow({ crId: '123', name: 'Nowak Jan', rating: 1900, category: 'II', from: '2018-01-01' })];
  expect(playerProfile({ player: nowak, standings: s, registry: register, extras })).toMatchObject({ nationalRating: 1900, category: 'II' });
  const nobody = [...s.players.values()].find((p) => p.name === 'Bez Danych')!;
  const empty = playerProfile({ player: nobody, standings: s, registry: null, extras: new Map() });
  expect(empty).toEqual({ crId: null, fideId: null, nationalRating: null, category: null, fideRating: null, title: null });
  // the links: the settings' templates with the ids; none without an id
  const t = externalLinkTemplates({});
  expect([t.register, t.fide]).toEqual([DEFAULT_REGISTER_URL, DEFAULT_FIDE_PROFILE_URL]);
  expect(profileLinks(noRegister, t.register, t.fide)).toEqual({
    register: 'https://www.cr-pzszach.pl/ew/viewpage.php?page_id=1&zwiazek=&typ_czlonka=&id_czlonka=123',
    fide: 'https://ratings.fide.com/profile/1300013',
  });
  expect(profileLinks(empty, t.register, t.fide)).toEqual({ register: null, fide: null });
  expect(externalLinkTemplates({ GP_REGISTER_URL: 'https://example.org/cr/{id}' }).register).toBe('https://example.org/cr/{id}');
  expect(profileLinks({ crId: '123', fideId: null }, '', t.fide).register).toBeNull();
});
