// npm run bench:search — the players' directory on 50,000 players: building it (linking every
// competition's participants into people and indexing the names) and the search's query times.
import { performance } from 'node:perf_hooks';
import type { Appearance, CompetitionRef } from '@/lib/people/appearance';
import { buildPeopleDirectory, listingOf, searchPeople } from '@/lib/people/people-directory';

const SURNAMES = ['Jasiński', 'Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Nowicki', 'Adamczyk', 'Dudek', 'Zając', 'Wieczorek', 'Jabłoński', 'Król', 'Majewski', 'Olszewski', 'Jaworski', 'Wróbel', 'Malinowski', 'Pawlak', 'Witkowski', 'Walczak', 'Stępień', 'Górski', 'Rutkowski'];
const FIRST = ['Paweł', 'Jan', 'Łukasz', 'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Michał', 'Marcin', 'Grzegorz', 'Józef', 'Marek', 'Adam', 'Zbigniew', 'Jerzy', 'Tadeusz', 'Mateusz', 'Dariusz', 'Mariusz', 'Wojciech', 'Ryszard', 'Jakub', 'Henryk', 'Robert', 'Kazimierz'];
const N = Number(process.env.BENCH_PLAYERS ?? 50_000);

// a deterministic generator (no Math.random: the same figures for the same code)
let seed = 12345;
const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;

const refs: CompetitionRef[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ kind: 'grand-prix', slug: `gp-${2015 + i}`, name: `Grand Prix ${2015 + i}`, year: 2015 + i })),
  { kind: 'swiss-open', slug: 'open', name: 'Open', year: 2024 },
  { kind: 'team-league', slug: 'liga', name: 'Liga drużynowa', year: 2024 },
];
const appearances: Appearance[] = [];
for (let i = 0; i < N; i++) {
  const surname = pick(SURNAMES) + (i % 7 === 0 ? '' : String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + ((i >> 5) % 26)));
  const name = `${surname} ${pick(FIRST)}`;
  const year = 1940 + Math.floor(next() * 70);
  const crId = i % 3 === 0 ? null : String(10_000 + i);
  // every player in one or two Grand Prix seasons; some also in the open (by name + year) or the team league
  const seasons = 1 + (i % 2);
  for (let s = 0; s < seasons; s++) appearances.push({ ref: refs[(i + s) % 10]!, localKey: `p${i}`, name, crId, fideId: null, birthYear: year, aliases: [], club: `Klub ${i % 400}`, result: { rank: 1, total: 10 } });
  if (i % 5 === 0) appearances.push({ ref: refs[10]!, localKey: String(i), name: name.split(' ').reverse().join(', '), crId: null, fideId: null, birthYear: year, aliases: [], club: null, result: { place: 1 } });
  if (i % 9 === 0) appearances.push({ ref: refs[11]!, localKey: String(i), name: name.split(' ').reverse().join(' '), crId: null, fideId: null, birthYear: year, aliases: [], club: `Klub ${i % 400}`, result: { board: 1 } });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

const builds: number[] = [];
let directory = buildPeopleDirectory({ people: appearances, clubs: [], competitions: refs });
let listing = listingOf(directory);
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  directory = buildPeopleDirectory({ people: appearances, clubs: [], competitions: refs });
  listing = listingOf(directory);
  builds.push(performance.now() - t0);
}
console.log(`players ${directory.people.size.toLocaleString('en')} (from ${appearances.length.toLocaleString('en')} appearances in ${refs.length} competitions), clubs ${directory.clubs.size}`);
console.log(`build (link + index): median ${median(builds).toFixed(0)} ms of ${builds.map((b) => b.toFixed(0)).join(', ')}`);

const queries = ['Jasinski', 'jasinski pawel', 'Paweł Jasiński', 'kowal', 'wisniewski lukasz', 'lewandowskiab', 'nowak jan', 'zaj', 'klub 12', 'grand prix 2020', 'zzzxq', 'Dabrowski'];
for (const q of queries) {
  const times: number[] = [];
  let found = 0;
  for (let r = 0; r < 50; r++) {
    const t0 = performance.now();
    found = searchPeople(listing, q).players.length;
    times.push(performance.now() - t0);
  }
  console.log(`"${q}": ${found} players shown; median ${median(times).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`);
}
