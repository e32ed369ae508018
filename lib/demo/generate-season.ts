/**
 * A fictional Grand Prix season, generated from a seed: players with realistic Polish names, the
 * region's clubs and some from elsewhere, a registry with a mid-season transfer and a mid-season
 * registration, and results files in the three export styles of formats §1. Used by the demo
 * database (`npm start`) and by the benchmarks. Pure: the same options give the same bytes.
 */
import { encodeWindows1250 } from './windows-1250';
import { mulberry32, shuffle } from './random';

interface GenerateSeasonOptions {
  seed?: number;
  year?: number;
  tournaments?: number;
  playersPerTournament?: number;
  /** Size of the pool players are drawn from (≥ playersPerTournament). */
  poolSize?: number;
  withFinal?: boolean;
  name?: string;
}

interface GeneratedSeason {
  seasonJson: {
    name: string;
    year: number;
    preset: string;
    rules: { region: string };
    registry: string;
    tournaments: { id: string; name: string; date: string; file: string; final?: boolean }[];
  };
  files: Map<string, Uint8Array>;
}

const MALE_FIRST = ['Jan', 'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Michał', 'Marcin', 'Łukasz', 'Adam', 'Zbigniew', 'Jerzy', 'Tadeusz', 'Mateusz', 'Kacper', 'Szymon', 'Wojciech', 'Grzegorz', 'Józef', 'Bartłomiej', 'Dawid', 'Jakub', 'Filip', 'Stanisław', 'Ryszard'];
const FEMALE_FIRST = ['Anna', 'Maria', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Joanna', 'Alicja', 'Zofia', 'Natalia', 'Julia', 'Magdalena', 'Aleksandra', 'Hanna'];
const SURNAMES: [string, string][] = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'], ['Wójcik', 'Wójcik'], ['Kowalczyk', 'Kowalczyk'], ['Kamiński', 'Kamińska'], ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'], ['Woźniak', 'Woźniak'],
  ['Dąbrowski', 'Dąbrowska'], ['Kozłowski', 'Kozłowska'], ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Kwiatkowski', 'Kwiatkowska'], ['Krawczyk', 'Krawczyk'], ['Piotrowski', 'Piotrowska'], ['Grabowski', 'Grabowska'], ['Nowakowski', 'Nowakowska'], ['Pawłowski', 'Pawłowska'],
  ['Michalski', 'Michalska'], ['Nowicki', 'Nowicka'], ['Adamczyk', 'Adamczyk'], ['Dudek', 'Dudek'], ['Zając', 'Zając'], ['Wieczorek', 'Wieczorek'], ['Jabłoński', 'Jabłońska'], ['Król', 'Król'], ['Majewski', 'Majewska'], ['Olszewski', 'Olszewska'],
  ['Jaworski', 'Jaworska'], ['Wróbel', 'Wróbel'], ['Malinowski', 'Malinowska'], ['Pawlak', 'Pawlak'], ['Witkowski', 'Witkowska'], ['Walczak', 'Walczak'], ['Stępień', 'Stępień'], ['Górski', 'Górska'], ['Rutkowski', 'Rutkowska'], ['Michalak', 'Michalak'],
  ['Sikora', 'Sikora'], ['Ostrowski', 'Ostrowska'], ['Baran', 'Baran'], ['Duda', 'Duda'], ['Szewczyk', 'Szewczyk'], ['Tomaszewski', 'Tomaszewska'], ['Pietrzak', 'Pietrzak'], ['Marciniak', 'Marciniak'], ['Wróblewski', 'Wróblewska'], ['Zalewski', 'Zalewska'],
  ['Jakubowski', 'Jakubowska'], ['Jasiński', 'Jasińska'], ['Zawadzki', 'Zawadzka'], ['Sadowski', 'Sadowska'], ['Bąk', 'Bąk'], ['Chmielewski', 'Chmielewska'], ['Włodarczyk', 'Włodarczyk'], ['Borkowski', 'Borkowska'], ['Czarnecki', 'Czarnecka'], ['Sawicki', 'Sawicka'],
];
export const REGION = 'warmińsko-mazurskie';
const REGION_CLUBS = ['UKS Jedynka Olsztyn', 'MKS Żuławy Elbląg', 'LKS Pionek Ełk', 'UKS Wieża Kętrzyn', 'MLKS Hetman Ostróda', 'KS Mazur Giżycko', 'GKS Gambit Biskupiec', 'UKS Skoczek Iława', 'KSz Warmia Lidzbark'];
const OTHER_CLUBS: [string, string][] = [['KS Polonia Warszawa', 'mazowieckie'], ['AZS UG Gdańsk', 'pomorskie'], ['MKS Hańcza Suwałki', 'podlaskie'], ['KS Chemik Bydgoszcz', 'kujawsko-pomorskie']];

interface Person {
  crId: string;
  fideId: string | null;
  surname: string;
  first: string;
  sex: 'M' | 'F';
  birth: number;
  rating: number;
  club: string;
  region: string;
  strength: number;
}

export function generateSeason(options: GenerateSeasonOptions = {}): GeneratedSeason {
  const seed = options.seed ?? 2018;
  const year = options.year ?? 2018;
  const nTournaments = options.tournaments ?? 16;
  const perTournament = options.playersPerTournament ?? 60;
  const poolSize = Math.max(options.poolSize ?? Math.round(perTournament * 1.4), perTournament);
  const withFinal = options.withFinal ?? true;
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

  const people: Person[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; people.length < poolSize; i++) {
    const sex: 'M' | 'F' = rand() < 0.18 ? 'F' : 'M';
    const [male, female] = pick(SURNAMES);
    const surname = sex === 'M' ? male : female;
    let first = pick(sex === 'M' ? MALE_FIRST : FEMALE_FIRST);
    // large pools need more distinct names than the lists give: add a second first name
    if (usedNames.has(`${surname} ${first}`)) first = `${first} ${pick(sex === 'M' ? MALE_FIRST : FEMALE_FIRST)}`;
    if (usedNames.has(`${surname} ${first}`)) continue;
    usedNames.add(`${surname} ${first}`);
    const fromRegion = rand() < 0.88;
    const [club, region] = fromRegion ? [pick(REGION_CLUBS), REGION] : pick(OTHER_CLUBS);
    const age = rand() < 0.3 ? 8 + Math.floor(rand() * 10) : rand() < 0.3 ? 60 + Math.floor(rand() * 20) : 18 + Math.floor(rand() * 42);
    const strength = rand();
    people.push({
      crId: String(40000 + people.length * 7 + Math.floor(rand() * 7)),
      fideId: rand() < 0.6 ? String(1300000 + people.length * 13) : null,
      surname,
      first,
      sex,
      birth: year - age,
      rating: Math.round((1000 + strength * 1400) / 50) * 50,
      club,
      region,
      strength,
    });
  }

  const dates = weekendDates(year, nTournaments);
  const transfer = people.find((p) => p.region === REGION && p.strength > 0.5)!;
  const newcomer = people.find((p) => p.region === REGION && p !== transfer && p.strength > 0.3)!;
  const transferDate = dates[Math.floor(nTournaments / 2)]!;
  const newcomerDate = dates[Math.min(2, nTournaments - 1)]!;
  const otherClub = REGION_CLUBS.find((c) => c !== transfer.club)!;

  // registry (formats §2): one row per membership period
  const reg: string[] = ['cr_id,fide_id,name,birth,sex,rating,club,region,from,to'];
  for (const p of people) {
    const base = [p.crId, p.fideId ?? '', `${p.surname} ${p.first}`, p.birth, p.sex, p.rating];
    if (p === transfer) {
      reg.push([...base, p.club, p.region, '', previousDay(transferDate)].join(','));
      reg.push([...base, otherClub, p.region, transferDate, ''].join(','));
    } else if (p === newcomer) {
      reg.push([...base, p.club, p.region, newcomerDate, ''].join(','));
    } else reg.push([...base, p.club, p.region, '', ''].join(','));
  }
  const files = new Map<string, Uint8Array>();
  files.set('players.csv', new TextEncoder().encode(reg.join('\r\n') + '\r\n'));

  const tournaments: GeneratedSeason['seasonJson']['tournaments'] = [];
  const all = withFinal ? [...dates, `${year}-12-16`] : dates;
  all.forEach((date, t) => {
    const final = withFinal && t === all.length - 1;
    const id = final ? 'final' : `gp${String(t + 1).padStart(2, '0')}`;
    const style = t % 3;
    const file = `${id}.${style === 2 ? 'txt' : 'csv'}`;
    const field = shuffle(people, rand).slice(0, perTournament).filter((p) => p !== newcomer || date >= newcomerDate);
    const scored = field
      .map((p) => ({ p, half: Math.max(0, Math.min(18, Math.round(9 + (p.strength - 0.5) * 14 + (rand() - 0.5) * 8))) }))
      .sort((a, b) => b.half - a.half || b.p.rating - a.p.rating);
    const clubOn = (p: Person) => (p === transfer && date >= transferDate ? otherClub : p.club);
    files.set(file, renderFile(style, scored.map((s, i) => ({ ...s, place: i + 1, club: clubOn(s.p) }))));
    tournaments.push({ id, name: final ? 'Turniej Finałowy' : `${romanNumeral(t + 1)} Turniej Grand Prix`, date, file, ...(final ? { final: true } : {}) });
  });

  return {
    seasonJson: { name: options.name ?? `Grand Prix Warmii i Mazur ${year}`, year, preset: 'warmia-mazury-2018', rules: { region: REGION }, registry: 'players.csv', tournaments },
    files,
  };
}

type Line = { p: Person; half: number; place: number; club: string };
const pts = (half: number, comma = false) => (half % 2 === 0 ? String(half / 2) : `${(half - 1) / 2}${comma ? ',' : '.'}5`);

/** 0: plain UTF-8 CSV with ids; 1: ChessArbiter (Windows-1250, semicolons, CRLF, no ids); 2: chess-results (BOM, tabs). */
function renderFile(style: number, lines: Line[]): Uint8Array {
  if (style === 0) {
    const out = ['place,name,cr_id,fide_id,birth,sex,club,region,rating,points'];
    for (const l of lines) out.push([l.place, `${l.p.surname} ${l.p.first}`, l.p.crId, l.p.fideId ?? '', l.p.birth, l.p.sex, l.club, l.p.region, l.p.rating, pts(l.half)].join(','));
    return new TextEncoder().encode(out.join('\n') + '\n');
  }
  if (style === 1) {
    const out = ['M-ce;Nazwisko i imię;Rok ur.;Płeć;Ranking;Klub;Pkt.;Bch.;Progr.'];
    for (const l of lines) {
      const name = l.place % 4 === 0 ? `${l.p.surname} ${l.p.first}`.toLocaleUpperCase('pl') : `${l.p.surname} ${l.p.first}`;
      out.push([l.place, name, l.p.birth, l.p.sex === 'F' ? 'K' : 'M', l.p.rating, l.club, pts(l.half, true), pts(l.half * 4, true), pts(l.half * 5, true)].join(';'));
    }
    return encodeWindows1250(out.join('\r\n') + '\r\n');
  }
  const out = ['Rk.\tSNo\tName\tsex\tFED\tRtgN\tFideID\tClub/City\tPts.\tTB1\tTB2'];
  for (const l of lines) out.push([l.place, l.place + 3, `${l.p.surname}, ${l.p.first}`, l.p.sex === 'F' ? 'w' : '', 'POL', l.p.rating, l.p.fideId ?? '', l.club, pts(l.half), 0, 0].join('\t'));
  return new TextEncoder().encode('\uFEFF' + out.join('\n') + '\n');
}

/** Saturdays and Sundays spread over the season window (4 February … 30 November). */
function weekendDates(year: number, n: number): string[] {
  const start = Date.UTC(year, 1, 4);
  const end = Date.UTC(year, 10, 30);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let t = start + Math.floor(((end - start) * i) / Math.max(1, n));
    while (![0, 6].includes(new Date(t).getUTCDay())) t += 86400000;
    const iso = new Date(t).toISOString().slice(0, 10);
    out.push(out.includes(iso) ? new Date(t + 86400000 * (new Date(t).getUTCDay() === 6 ? 1 : 6)).toISOString().slice(0, 10) : iso);
  }
  return out;
}

function previousDay(iso: string): string {
  return new Date(Date.parse(iso) - 86400000).toISOString().slice(0, 10);
}

function romanNumeral(n: number): string {
  const table: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [v, s] of table) while (n >= v) { out += s; n -= v; }
  return out;
}
