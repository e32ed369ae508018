/**
 * A fictional open of seed 000 (preset `amplico-open`, competitions.md §3), generated from a seed and
 * played to its end: a 13-round Swiss whose first 8 rounds are the qualifier, the play-off at the
 * cut when there is a tie, four groups, placement round robins, semi-finals, third place and final.
 * Every pairing after the qualifier is the one the open itself declares due (`duePairings`), so the
 * files are valid by construction; complete ties the regulation leaves open get a recorded lot.
 * Pure: the same options give the same bytes.
 */
import { inEnglish } from '@/lib/problem';
import { duePairings } from '@/lib/competitions/swiss-open/due-pairings';
import { appendGameRow, type EntryResult } from '@/lib/competitions/swiss-open/append-game-row';
import type { SwissOpenResult } from '@/lib/competitions/swiss-open/compute-swiss-open';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { writeTrf } from '@/lib/import/trf/write-trf';
import { playGame, trfName, type DemoPerson } from '@/lib/demo/demo-people';
import type { GeneratedCompetition, KindDemo } from '@/lib/demo/generated-competition';
import { mulberry32, shuffle } from '@/lib/demo/random';
import { playSwissRound, swissScore, type SwissEntrant } from '@/lib/demo/swiss-pairing';

interface GenerateOpenOptions {
  seed: number;
  people: readonly DemoPerson[];
  slug: string;
  name: string;
  city: string;
  /** The day of the open (record 042), ISO. */
  date: string;
  players: number;
}

const QUALIFIER_ROUNDS = 8;
const ALL_ROUNDS = 13;

export function generateOpen(o: GenerateOpenOptions): GeneratedCompetition {
  const rand = mulberry32(o.seed);
  const field = shuffle(o.people, rand)
    .slice(0, o.players)
    .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name, 'pl'));
  const person = new Map(field.map((p, i) => [i + 1, p]));
  const entrants: SwissEntrant[] = field.map((p, i) => ({ startNo: i + 1, rating: p.rating, rounds: [] }));
  const everybody = new Set(entrants.map((e) => e.startNo));
  for (let r = 0; r < QUALIFIER_ROUNDS; r++) playSwissRound(entrants, everybody, rand);

  const lots: number[][] = [];
  let games: Uint8Array = new TextEncoder().encode('stage,round,white,black,result\n');
  const eventJson = () => new TextEncoder().encode(JSON.stringify({ name: o.name, preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv', ...(lots.length ? { lots } : {}) }, null, 2) + '\n');
  const trf = () => new TextEncoder().encode(writeTrf({
    records: [
      { tag: '012', value: o.name },
      { tag: '022', value: o.city },
      { tag: '042', value: o.date.replaceAll('-', '/') },
      { tag: '052', value: o.date.replaceAll('-', '/') },
      { tag: 'XXR', value: String(ALL_ROUNDS) },
    ],
    players: entrants.map((e) => {
      const p = person.get(e.startNo)!;
      return { startNumber: e.startNo, sex: p.sex === 'F' ? 'w' : 'm', title: null, name: trfName(p), rating: p.rating, federation: 'POL', fideId: p.fideId, birth: `${p.birth}/00/00`, points: swissScore(e), rank: null, rounds: e.rounds };
    }),
    teams: [],
    nationalRatings: [],
  }));
  const files = () => ({ 'event.json': eventJson(), 'swiss.trf': trf(), 'games.csv': games });
  const load = (): SwissOpenResult => {
    const f = files();
    const r = loadSwissOpen((n) => f[n as keyof typeof f] ?? null);
    if (!r.ok) throw new Error(`demo open invalid: ${r.errors.map((e) => `${e.file}:${e.line} ${inEnglish(e).message}`).join('; ')}`);
    return r.result;
  };
  /** Complete ties the regulation leaves to a lot: drawn (seeded) and recorded in event.json. */
  const drawLots = (r: SwissOpenResult) => {
    const open = [...r.qualifier.openTies, ...groupsOf(r.swiss.rows.filter((x) => x.openTie))];
    for (const tie of open) if (!lots.some((l) => l.some((s) => tie.includes(s)))) lots.push(shuffle(tie, rand));
    return open.length > 0;
  };
  const playDue = (r: SwissOpenResult, stage?: (id: string) => boolean) => {
    const due = duePairings(r).filter((d) => !stage || stage(d.stage));
    for (const d of due) {
      const score = playGame(rand, person.get(d.white)!.rating, person.get(d.black)!.rating);
      const result: EntryResult = score === 2 ? '1-0' : score === 1 ? '1/2-1/2' : '0-1';
      games = appendGameRow(games, { stage: d.stage, round: d.round, white: d.white, black: d.black, result });
    }
    return due.length > 0;
  };

  // the qualifier's cut, then the play-off until the 16 seats are known (§2.5)
  let result = load();
  for (let guard = 0; guard < 50 && result.qualifiers === null; guard++) {
    if (!drawLots(result) && !playDue(result, (s) => s === 'playoff')) break;
    result = load();
  }
  if (result.qualifiers === null) throw new Error('demo open: the qualifiers were not decided');
  // the Swiss goes on for everybody else (§2.6)
  const qualified = new Set(result.qualifiers);
  const rest = new Set([...everybody].filter((s) => !qualified.has(s)));
  for (let r = QUALIFIER_ROUNDS; r < ALL_ROUNDS; r++) playSwissRound(entrants, rest, rand);
  // the final stage: every game the open declares due, until nothing is (§2.7)
  result = load();
  for (let guard = 0; guard < 200; guard++) {
    if (!drawLots(result) && !playDue(result)) break;
    result = load();
  }
  const final = result.matches.find((m) => m.id === 'final');
  if (!final?.winner || !result.swiss.decided) throw new Error('demo open: not played to its end');
  const f = files();
  return { slug: o.slug, kind: 'swiss-open', name: o.name, files: Object.entries(f).map(([name, bytes]) => ({ name, bytes })) };
}

/** Rows level on everything (an open tie), grouped by their shared place. */
function groupsOf(rows: readonly { startNumber: number; place: number }[]): number[][] {
  const by = new Map<number, number[]>();
  for (const r of rows) by.set(r.place, [...(by.get(r.place) ?? []), r.startNumber]);
  return [...by.values()].filter((g) => g.length > 1);
}

/** The demo's open (server/seed.ts), over the Grand Prix season's people. */
export const SWISS_OPEN_DEMO: KindDemo<'open'> = {
  key: 'open',
  slug: 'open-olsztyn-2018',
  generate: (people) => generateOpen({ seed: 2018, people, slug: SWISS_OPEN_DEMO.slug, name: 'Otwarty Turniej Szachowy o Puchar Warmii 2018', city: 'Olsztyn', date: '2018-06-09', players: 40 }),
};

declare module '@/lib/demo/generated-competition' {
  interface DemoCompetitionKeys {
    open: true;
  }
}
