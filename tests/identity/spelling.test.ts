import { describe, expect, test } from 'vitest';
import { fullerSpelling, spellingKey, spellingProposal, spellingVariant, nameWithoutMarker, splitNameMarker, withMarkerClub } from '@/lib/identity/spelling';
import { aliasesCsv, spellingAliases } from '@/lib/identity/spelling-proposals';
import { linkPlayers } from '@/lib/identity/link-players';
import type { ResultRow } from '@/lib/import/parse-results';

const row = (over: Partial<ResultRow>): ResultRow => ({
  line: 2, place: 1, name: 'X', points: 10, crId: null, fideId: null, birthYear: null, sex: null, club: null, region: null, rating: null, category: null, fed: null, ...over,
});

describe('spellings that cannot be two people are one key (formats §6)', () => {
  test.each([
    ['Walker,Perry', 'Walker, Perry'],
    ['Walker,Perry', 'WALKER PERRY'],
    ['Walker,Perry', 'Walker. Perry'],
    ['Maetzing,Hans\u2011Die', 'Maetzing,Hans-Die'],
    ['Maetzing,Hans\u2013Die', 'Maetzing,Hans - Die'],
    ['O\u2019Brien,Sean', "O'Brien,Sean"],
    ['O\u02BCBrien,Sean', "O'Brien,Sean"],
    ['Wal\u200Bker,Perry', 'Walker,Perry'],
    ['Herrmann,Eberhard (SC Zugzwang 95)', 'Herrmann,Eberhard (Zugzwang)'],
    ['Herrmann,Eberhard (G)', 'Herrmann,Eberhard (Gast)'],
    ['Herrmann,Eberhard (ohne Verein)', 'Herrmann,Eberhard'],
    ['Walker (G)', 'Walker'],
  ])('%s = %s', (a, b) => expect(spellingKey(a)).toBe(spellingKey(b)));

  test.each([
    ['Mietzelfeldt,Gerh', 'Mietzelfeldt,Gerhard'],
    ['Dragnev,Jan', 'Dragnev,Stoyan'],
    ['Coto Alfonso,Eloy', 'Coto,Eloy'],
    ['Bahr,Jan', 'Bahr,Jan-Hendrik'],
    ['Walker (G)', 'Walker,Perry'],
  ])('%s is another key than %s (proposed or another person, never joined here)', (a, b) => expect(spellingKey(a)).not.toBe(spellingKey(b)));
});

describe('a parenthesised marker after the name', () => {
  test('a club marker becomes the club of a row without one; the name stays as written', () => {
    expect(withMarkerClub(row({ name: 'Herrmann,Eberhard (SC Zugzwang 95)' }))).toMatchObject({ name: 'Herrmann,Eberhard (SC Zugzwang 95)', club: 'SC Zugzwang 95' });
    expect(nameWithoutMarker('Herrmann,Eberhard (SC Zugzwang 95)')).toBe('Herrmann,Eberhard');
  });
  test('the club column wins over the marker', () => {
    expect(withMarkerClub(row({ name: 'Herrmann,Eberhard (Zugzwang)', club: 'SC Zugzwang 95' }))).toMatchObject({ club: 'SC Zugzwang 95' });
  });
  test.each(['G', 'Gast', 'ohne Verein', 'o.V.'])('a guest marker (%s) is no club', (m) => {
    expect(withMarkerClub(row({ name: `Herrmann,Eberhard (${m})` }))).toMatchObject({ club: null });
    expect(splitNameMarker(`Herrmann,Eberhard (${m})`)).toEqual({ name: 'Herrmann,Eberhard', marker: m, guest: true });
  });
  test('a name without a marker is the same row', () => {
    const r = row({ name: 'Walker,Perry' });
    expect(withMarkerClub(r)).toBe(r);
  });
  test('a name that is only a marker stays as written', () => {
    expect(splitNameMarker('(G)')).toEqual({ name: '(G)', marker: null, guest: false });
  });
  test('no first name: only the surname is left', () => {
    expect(nameWithoutMarker('Walker (G)')).toBe('Walker');
  });
});

describe('spellings proposed as one player, never joined without the arbiter', () => {
  test.each([
    ['Mietzelfeldt,Gerh', 'Mietzelfeldt,Gerhard', ['first-name-prefix']],
    ['Schneider,Wolfgan', 'Schneider,Wolfgang', ['first-name-prefix']],
    ['Honcharov,Kostian', 'Honcharov,Kostiantyn', ['first-name-prefix']],
    ['Bahr,Jan', 'Bahr,Jan-Hendrik', ['first-name-prefix']],
    ['Benelli,Sam', 'Benelli,Samuele', ['first-name-prefix']],
    ['Coto Alfonso,Eloy', 'Coto,Eloy', ['extra-surname']],
    ['Walker (G)', 'Walker,Perry', ['no-first-name']],
    ['Walker', 'Walker, Perry', ['no-first-name']],
  ])('%s ~ %s', (a, b, reasons) => {
    expect(spellingProposal(a, b)).toEqual(reasons);
    expect(spellingProposal(b, a)).toEqual(reasons);
  });
  test.each([
    ['Dragnev,Jan', 'Dragnev,Stoyan'],
    ['Walker,Perry', 'Walker, Perry'],
    ['Walker,Perry', 'Walkers,Perry'],
    ['Coto,Eloy', 'Alfonso,Eloy'],
    ['Kowalski Jan', 'Kowalski Janusz Piotr'.replace('Janusz Piotr', 'Adam')],
  ])('%s and %s are not proposed', (a, b) => expect(spellingProposal(a, b)).toBeNull());
  test('the fuller spelling is the one proposed as same_as', () => {
    expect(fullerSpelling('Mietzelfeldt,Gerh', 'Mietzelfeldt,Gerhard')).toBe('Mietzelfeldt,Gerhard');
    expect(fullerSpelling('Coto,Eloy', 'Coto Alfonso,Eloy')).toBe('Coto Alfonso,Eloy');
    expect(fullerSpelling('Walker,Perry', 'Walker (G)')).toBe('Walker,Perry');
  });
  test('variants as the player page lists them', () => {
    expect(spellingVariant('Walker, Perry')).toBe(spellingVariant('Walker,Perry'));
    expect(spellingVariant('Maetzing,Hans\u2011Die')).toBe('Maetzing Hans-Die');
    expect(spellingVariant('Herrmann,Eberhard (Gast)')).toBe('Herrmann Eberhard');
  });
});

describe('aliases', () => {
  test('chains are followed, loops stopped, "no" answers join nothing', () => {
    const a = spellingAliases([
      { name: 'Walker (G)', sameAs: 'Walker,P', same: true },
      { name: 'Walker,P', sameAs: 'Walker,Perry', same: true },
      { name: 'Dragnev,J', sameAs: 'Dragnev,Jan', same: false },
      { name: 'A,B', sameAs: 'A,Bc', same: true },
      { name: 'A,Bc', sameAs: 'A,B', same: true },
    ]);
    expect(a.get(spellingKey('Walker'))).toBe(spellingKey('Walker,Perry'));
    expect(a.get(spellingKey('Walker,P'))).toBe(spellingKey('Walker,Perry'));
    expect(a.has(spellingKey('Dragnev,J'))).toBe(false);
    expect(a.get(spellingKey('A,B'))).toBe(spellingKey('A,Bc'));
    expect(a.has(spellingKey('A,Bc'))).toBe(false);
  });
  test('written out as aliases.csv', () => {
    expect(aliasesCsv([{ name: 'Coto,Eloy', sameAs: 'Coto Alfonso,Eloy', same: true }])).toBe('name,same_as\n"Coto,Eloy","Coto Alfonso,Eloy"\n');
    expect(aliasesCsv([{ name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', same: false }])).toBe('name,same_as,same\n"Bahr,Jan","Bahr,Jan-Hendrik",no\n');
  });
});

describe('linking a season without a register (formats §6)', () => {
  // two series files of a Berlin club, spelled as its pairing program wrote them
  const t1 = [
    'Walker,Perry', 'Maetzing,Hans\u2011Die', 'Herrmann,Eberhard (SC Zugzwang 95)', 'Mietzelfeldt,Gerhard', 'Schneider,Wolfgang',
    'Coto Alfonso,Eloy', 'Bahr,Jan-Hendrik', 'Dragnev,Jan',
  ].map((name, i) => row({ name, place: i + 1, line: i + 2 }));
  const t2 = [
    'Walker, Perry', 'Maetzing,Hans-Die', 'Herrmann,Eberhard (Zugzwang)', 'Mietzelfeldt,Gerh', 'Schneider,Wolfgan',
    'Coto,Eloy', 'Bahr,Jan', 'Dragnev,Stoyan', 'Herrmann,Eberhard (G)',
  ].map((name, i) => row({ name, place: i + 1, line: i + 2 }));
  const t3 = ['Walker (G)', 'Herrmann,Eberhard (ohne Verein)'].map((name, i) => row({ name, place: i + 1, line: i + 2 }));
  const tournaments = [
    { id: 'gp01', fileName: 'gp01.csv', rows: t1 },
    { id: 'gp02', fileName: 'gp02.csv', rows: t2.filter((r) => r.name !== 'Herrmann,Eberhard (G)') },
    { id: 'gp03', fileName: 'gp03.csv', rows: t3 },
  ];
  const keyOf = (out: ReturnType<typeof linkPlayers>, t: string, name: string) => out.rows.get(t)!.find((l) => l.row.name === name || nameWithoutMarker(l.row.name) === name)!.playerKey;

  test('spellings that cannot be two people are one player; the others are proposed, not joined', () => {
    const out = linkPlayers({ registry: null, tournaments });
    expect(keyOf(out, 'gp01', 'Walker,Perry')).toBe(keyOf(out, 'gp02', 'Walker, Perry'));
    expect(keyOf(out, 'gp01', 'Maetzing,Hans\u2011Die')).toBe(keyOf(out, 'gp02', 'Maetzing,Hans-Die'));
    expect(keyOf(out, 'gp01', 'Herrmann,Eberhard')).toBe(keyOf(out, 'gp02', 'Herrmann,Eberhard'));
    expect(keyOf(out, 'gp01', 'Herrmann,Eberhard')).toBe(keyOf(out, 'gp03', 'Herrmann,Eberhard'));
    expect(keyOf(out, 'gp01', 'Mietzelfeldt,Gerhard')).not.toBe(keyOf(out, 'gp02', 'Mietzelfeldt,Gerh'));
    // 8 + 8 + 2 rows; Walker, Maetzing, Herrmann (×2) joined: 18 - 4 = 14 players
    expect(out.players.size).toBe(14);
    const said = out.proposals.map((p) => `${p.name} → ${p.sameAs} (${p.reasons.join('+')}) ${p.at.file}:${p.at.line}/${p.sameAsAt.file}:${p.sameAsAt.line}`);
    expect(said).toEqual([
      'Walker (G) → Walker,Perry (no-first-name) gp03.csv:2/gp01.csv:2',
      'Mietzelfeldt,Gerh → Mietzelfeldt,Gerhard (first-name-prefix) gp02.csv:5/gp01.csv:5',
      'Schneider,Wolfgan → Schneider,Wolfgang (first-name-prefix) gp02.csv:6/gp01.csv:6',
      'Coto,Eloy → Coto Alfonso,Eloy (extra-surname) gp02.csv:7/gp01.csv:7',
      'Bahr,Jan → Bahr,Jan-Hendrik (first-name-prefix) gp02.csv:8/gp01.csv:8',
    ]);
    // Dragnev,Jan and Dragnev,Stoyan: two people, never proposed
    expect(said.some((s) => s.includes('Dragnev'))).toBe(false);
  });

  test('a club marker is the row club; the shown name has no marker; other spellings are listed', () => {
    const out = linkPlayers({ registry: null, tournaments });
    const h = out.rows.get('gp01')!.find((l) => l.row.name === 'Herrmann,Eberhard (SC Zugzwang 95)')!;
    expect(h.row.club).toBe('SC Zugzwang 95');
    expect(out.rows.get('gp03')!.find((l) => l.row.name === 'Herrmann,Eberhard (ohne Verein)')!.row.club).toBeNull();
    expect(out.players.get(h.playerKey)!.name).toBe('Herrmann Eberhard');
    const m = out.players.get(keyOf(out, 'gp01', 'Maetzing,Hans\u2011Die'))!;
    expect(m.spellings).toBeUndefined(); // the two dashes are one spelling
  });

  test('answers: "same" joins the rows into one player shown by the fuller spelling, "no" stops the proposal', () => {
    const out = linkPlayers({
      registry: null,
      tournaments,
      spellingAnswers: [
        { name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard', same: true },
        { name: 'Walker (G)', sameAs: 'Walker, Perry', same: true },
        { name: 'Bahr,Jan', sameAs: 'Bahr,Jan-Hendrik', same: false },
      ],
    });
    const m = keyOf(out, 'gp01', 'Mietzelfeldt,Gerhard');
    expect(keyOf(out, 'gp02', 'Mietzelfeldt,Gerh')).toBe(m);
    expect(out.players.get(m)!.name).toBe('Mietzelfeldt Gerhard');
    expect(out.players.get(m)!.spellings).toEqual(['Mietzelfeldt Gerh']);
    expect(keyOf(out, 'gp03', 'Walker')).toBe(keyOf(out, 'gp01', 'Walker,Perry'));
    expect(out.players.get(keyOf(out, 'gp01', 'Walker,Perry'))!.spellings).toEqual(['Walker']);
    expect(out.players.size).toBe(12);
    expect(out.proposals.map((p) => p.name)).toEqual(['Schneider,Wolfgan', 'Coto,Eloy']);
  });

  test('the shown spelling is the fuller one even when the aliased spelling comes first', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', rows: [row({ name: 'Mietzelfeldt,Gerh' })] },
        { id: 'b', rows: [row({ name: 'Mietzelfeldt,Gerhard' })] },
      ],
      spellingAnswers: [{ name: 'Mietzelfeldt,Gerh', sameAs: 'Mietzelfeldt,Gerhard', same: true }],
    });
    expect([...out.players.values()].map((p) => p.name)).toEqual(['Mietzelfeldt Gerhard']);
  });

  test('a player joined by an answer is compared by the spelling that says most', () => {
    const out = linkPlayers({
      registry: null,
      tournaments: [
        { id: 'a', fileName: 'a.csv', rows: [row({ name: 'Walker (G)' })] },
        { id: 'b', fileName: 'b.csv', rows: [row({ name: 'Walker,Perry' })] },
        { id: 'c', fileName: 'c.csv', rows: [row({ name: 'Walker,Anna' })] },
      ],
      spellingAnswers: [{ name: 'Walker (G)', sameAs: 'Walker,Perry', same: true }],
    });
    // Walker (G) is Perry now: not proposed as Anna
    expect(out.proposals).toEqual([]);
    expect(out.players.size).toBe(2);
  });

  test('a zero-width space in a web page’s ranking table (narva_kleeblatt-turnier-2025.md: Omar,\u200BSamy) is the same spelling', () => {
    const out = linkPlayers({ registry: null, tournaments: [{ id: 'a', rows: [row({ name: 'Omar,\u200BSamy' })] }, { id: 'b', rows: [row({ name: 'Omar,Samy' })] }] });
    expect(out.players.size).toBe(1);
    expect([...out.players.values()][0]!.name).toBe('Omar Samy');
  });

  test('two spellings in one file are two people; other birth years are not proposed', () => {
    const same = linkPlayers({ registry: null, tournaments: [{ id: 'a', rows: [row({ name: 'Bahr,Jan', line: 2 }), row({ name: 'Bahr,Jan-Hendrik', line: 3, place: 2 })] }] });
    expect(same.proposals).toEqual([]);
    const years = linkPlayers({ registry: null, tournaments: [{ id: 'a', rows: [row({ name: 'Bahr,Jan', birthYear: 1960 })] }, { id: 'b', rows: [row({ name: 'Bahr,Jan-Hendrik', birthYear: 2005 })] }] });
    expect(years.proposals).toEqual([]);
  });
});
