import { describe, expect, test } from 'vitest';
import { COMPETITION_KINDS } from '@/lib/competitions/registry';
import type { Appearance, CompetitionRef } from '@/lib/people/appearance';
import { COMPETITION_PARTICIPANTS } from '@/lib/people/competition-participants';
import { linkPeople } from '@/lib/people/link-people';

const gp: CompetitionRef = { kind: 'grand-prix', slug: 'gp-2024', name: 'Grand Prix 2024', year: 2024 };
const open: CompetitionRef = { kind: 'swiss-open', slug: 'open-2024', name: 'Open 2024', year: 2024 };
const teams: CompetitionRef = { kind: 'team-league', slug: 'liga-2024', name: 'Liga drużynowa', year: 2024 };
const league: CompetitionRef = { kind: 'round-robin-league', slug: 'ligi-2024', name: 'Ligi', year: 2024, league: { id: 'a', name: 'A' } };

const at = (ref: CompetitionRef, localKey: string, who: Partial<Appearance> & { name: string }): Appearance => ({
  ref,
  localKey,
  crId: null,
  fideId: null,
  birthYear: null,
  aliases: [],
  club: null,
  result: {},
  ...who,
});

const keysOf = (all: Appearance[]) => {
  const { keyOf } = linkPeople(all);
  return all.map((a) => keyOf.get(a));
};

describe('one person across competitions (issue 30)', () => {
  test('a CR id in a Grand Prix, the same person by FIDE id in an open, by name and birth year in a team league; a namesake born in another year stays apart', () => {
    const all = [
      at(gp, 'cr:1001', { name: 'Jasiński Paweł', crId: '1001', fideId: '1100001', birthYear: 1950, club: 'Polonia Warszawa' }),
      at(open, '3', { name: 'Jasinski, Pawel', fideId: '1100001' }),
      at(teams, 'pawel jasinski|1950', { name: 'Paweł Jasiński', birthYear: 1950 }),
      at(teams, 'pawel jasinski|1985', { name: 'Paweł Jasiński', birthYear: 1985 }),
    ];
    const [a, b, c, d] = keysOf(all);
    expect([a, b, c]).toEqual(['1001', '1001', '1001']);
    expect(d).toBe('n-pawel-jasinski-1985');
  });

  test('the key does not depend on the order of the competitions', () => {
    const all = [
      at(teams, 'x', { name: 'Ewa Nowak', birthYear: 1990 }),
      at(open, '1', { name: 'Nowak, Ewa', fideId: '77', birthYear: 1990 }),
      at(gp, 'cr:9', { name: 'Nowak Ewa', crId: '9', birthYear: 1990 }),
    ];
    expect(keysOf(all)).toEqual(['9', '9', '9']);
    expect(keysOf([...all].reverse())).toEqual(['9', '9', '9']);
  });

  test('a FIDE id never joins two CR ids, a name and year never joins two FIDE ids', () => {
    const all = [
      at(gp, 'cr:1', { name: 'Lis Jan', crId: '1', fideId: '500', birthYear: 1970 }),
      at(gp, 'cr:2', { name: 'Lis Jan', crId: '2', fideId: '500', birthYear: 1970 }),
      at(open, '1', { name: 'Lis, Adam', fideId: '600', birthYear: 1980 }),
      at(teams, 'a', { name: 'Adam Lis', fideId: '601', birthYear: 1980 }),
    ];
    expect(keysOf(all)).toEqual(['1', '2', 'fide-600', 'fide-601']);
  });

  test('the arbiter’s hand link of a Grand Prix row holds elsewhere: the row’s spelling and year are the player’s', () => {
    const all = [
      // the season linked the row "Kowalsky Jan 1990" by hand to CR 42, registered as "Kowalski Jan"
      at(gp, 'cr:42', { name: 'Kowalski Jan', crId: '42', birthYear: null, aliases: [{ name: 'Kowalsky Jan', birthYear: 1990 }] }),
      at(teams, 'kowalsky|1990', { name: 'Jan Kowalsky', birthYear: 1990 }),
    ];
    expect(keysOf(all)).toEqual(['42', '42']);
  });

  test('someone without a birth year joins the one person of that name, and stays apart from namesakes of two years', () => {
    const one = [at(gp, 'cr:7', { name: 'Sowa Grzegorz', crId: '7', birthYear: 1951 }), at(open, '4', { name: 'Sowa, Grzegorz' })];
    expect(keysOf(one)).toEqual(['7', '7']);
    const two = [
      at(gp, 'cr:7', { name: 'Sowa Grzegorz', crId: '7', birthYear: 1951 }),
      at(teams, 's|1990', { name: 'Grzegorz Sowa', birthYear: 1990 }),
      at(open, '4', { name: 'Sowa, Grzegorz' }),
    ];
    expect(keysOf(two)).toEqual(['7', 'n-grzegorz-sowa-1990', 'n-sowa-grzegorz']);
    // two year-less rows of one name in two competitions are one person
    expect(keysOf([at(open, '1', { name: 'Wilk, Leon' }), at(league, '2', { name: 'Leon Wilk' })])).toEqual(['n-leon-wilk', 'n-leon-wilk']);
  });

  test('namesakes whose years cannot tell them apart get keys of their own (-2)', () => {
    const all = [at(open, '1', { name: 'Mak, Edward', birthYear: 1947 }), at(league, '1', { name: 'Mak, Edward', fideId: null, birthYear: 1947, crId: null, localKey: '1' })];
    expect(keysOf(all)).toEqual(['n-mak-edward-1947', 'n-mak-edward-1947']);
    const apart = [at(open, '1', { name: 'Mak Edward', fideId: '1' }), at(open, '2', { name: 'Mak Edward', fideId: '2' }), at(league, '3', { name: 'Mak Edward' })];
    // the year-less one fits both FIDE ids: ambiguous, its own key
    expect(keysOf(apart)).toEqual(['fide-1', 'fide-2', 'n-mak-edward']);
  });

  test('every competition kind the site runs says who took part in it', () => {
    expect(Object.keys(COMPETITION_PARTICIPANTS).sort()).toEqual(Object.keys(COMPETITION_KINDS).sort());
  });
});
