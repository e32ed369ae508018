import { describe, expect, test } from 'vitest';
import { headerKey, mapHeaders } from '@/lib/import/headers';
import { LANGUAGES, spellingIndex, spellingsOf, VOCABULARY } from '@/lib/import/vocabulary';
import { readTournamentFile } from '@/lib/series/tournament-file';

const bytes = (s: string) => new TextEncoder().encode(s);

/**
 * formats §1 "Every language the programs write": one ranking list per language, headed as
 * chess-results' interface in that language and the common programs write it, reads to the same rows.
 */
const HEADERS: Record<string, string> = {
  en: 'Rk.;SNo;Name;FED;Rtg;Club/City;Pts.;TB1;TB2',
  pl: 'M-ce;Nr st.;Nazwisko i imię;Fed;Ranking;Klub/Miasto;Pkt.;Bch.;Progr.',
  de: 'Rg.;Snr;Teilnehmer;Land;TWZ;Verein/Ort;Punkte;Buchh;SoBerg',
  fr: 'Pl;N°;Nom;Féd;Elo;Club/Ville;Pts;Dép1;Dép2',
  es: 'Pos.;No.Ini.;Nombre;FED;Elo;Club/Ciudad;Ptos.;Des1;Des2',
  pt: 'Clas.;NºIn.;Nome;FED;Elo;Clube/Cidade;Pts.;Desp1;Desp2',
  nl: 'Pl.;Startnr.;Naam;FED;Rtg;Club/Plaats;Ptn.;Wp1;Wp2',
  cs: 'Poř.;SČ.;Jméno;Stát;Elo;Klub/Místo;Body;Pom1;Pom2',
  ru: 'Место;Ном.;Имя;ФЕД;Рейт.;Клуб/Город;Очки;Доп1;Доп2',
};
const ROWS = '1;3;Kowalski Jan;POL;2100;KS Hetman;6,5;30,5;28\n2;1;Nowak Anna;POL;2050;MKS;6;31;27\n3;2;Lis Piotr;GER;1900;SK;5½;29;25\n';

describe('one ranking list in each language of the vocabulary', () => {
  test('every language of the data table is tested here', () => {
    expect(Object.keys(HEADERS).sort()).toEqual([...LANGUAGES].sort());
  });
  test.each(Object.entries(HEADERS))('%s', (_lang, header) => {
    const r = readTournamentFile(bytes(`${header}\n${ROWS}`), { tieBreaks: ['BH'] });
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(r.rows.map((x) => [x.place, x.name, x.points, x.club, x.fed])).toEqual([
      [1, 'Kowalski Jan', 13, 'KS Hetman', 'POL'],
      [2, 'Nowak Anna', 12, 'MKS', 'POL'],
      [3, 'Lis Piotr', 11, 'SK', 'GER'],
    ]);
  });
  test('trailing, non-breaking and zero-width spaces and the site\'s filler cells are ignored', () => {
    expect(headerKey('Pts.\u00a0 ')).toBe('pts.');
    expect(headerKey(' Rk.\u200b')).toBe('rk.');
    expect(mapHeaders(['Rk. ', '            ', 'Name\u00a0', 'Pts. '], ['place', 'name', 'points']).columns).toEqual({ place: 0, name: 2, points: 3 });
  });
});

describe('the vocabulary is data', () => {
  test('every spelling is written as the header key compares it (trimmed, one space, lower case)', () => {
    for (const row of VOCABULARY) for (const s of row.spellings) expect(headerKey(s), `${row.column}/${row.language}: ${s}`).toBe(s);
  });
  test('a spelling means one column: the first row that has it', () => {
    const index = spellingIndex();
    for (const s of spellingsOf('name')) expect(['name']).toContain(index.get(s));
    expect(index.get('punkte')).toBe('points');
    expect(index.get('teilnehmer')).toBe('name');
    expect(index.get('очки')).toBe('points');
  });
});
