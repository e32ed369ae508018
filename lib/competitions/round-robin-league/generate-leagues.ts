/**
 * A fictional season of parallel round-robin leagues under the rules of seed 004 (preset
 * `spb-leagues-2017`, competitions.md §4), generated from a seed and played to its last round: one
 * TRF per league (start numbers = Berger numbers, FIDE's Berger table), a game postponed in time
 * with an accepted reason and made up on a reserve day, and a player excluded after two absences
 * without warning (the rest of the player's games forfeited, §4 "fewer than 5 games played →
 * annulled, otherwise the rest forfeited"). Pure: the same options give the same bytes.
 */
import { inEnglish } from '@/lib/problem';
import { bergerSchedule } from '@/lib/games/berger-schedule';
import { LEAGUE_PRESETS, LeagueRulesSchema } from '@/lib/competitions/round-robin-league/league-rules';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { addDays, reserveDates } from '@/lib/competitions/round-robin-league/reserve-days';
import type { TrfRound } from '@/lib/import/trf/trf-tournament';
import { writeTrf } from '@/lib/import/trf/write-trf';
import { playGame, trfName, type DemoPerson } from '@/lib/demo/demo-people';
import type { GeneratedCompetition, KindDemo } from '@/lib/demo/generated-competition';
import { mulberry32, shuffle } from '@/lib/demo/random';

interface GenerateLeaguesOptions {
  seed: number;
  people: readonly DemoPerson[];
  slug: string;
  name: string;
  city: string;
  /** Players per league (even: nobody rests). */
  players: number;
}

const PRESET = 'spb-leagues-2017';
/** The preset's leagues the demo fills: one on Fridays, one on Tuesday evenings. */
const LEAGUES = [
  { id: 'liga-1-1', name: 'I liga' },
  { id: 'liga-2-1', name: 'II liga' },
] as const;

export function generateLeagues(o: GenerateLeaguesOptions): GeneratedCompetition {
  const rand = mulberry32(o.seed);
  const rules = LeagueRulesSchema.parse(LEAGUE_PRESETS[PRESET]);
  const pool = shuffle(o.people, rand)
    .slice(0, o.players * LEAGUES.length)
    .sort((a, b) => b.rating - a.rating);
  const files: { name: string; bytes: Uint8Array }[] = [];
  const postponements: string[] = ['league,round,player,opponent,warned,reason,accepted,made_up'];
  const excluded = new Map<string, number[]>();
  const schedule = bergerSchedule(o.players);

  LEAGUES.forEach((league, li) => {
    // the stronger players in the first league; Berger numbers drawn by lot
    const players = shuffle(pool.slice(li * o.players, (li + 1) * o.players), rand);
    const days = rules.schedules[rules.leagues.find((l) => l.id === league.id)!.schedule]!.rounds;
    const rounds: TrfRound[][] = players.map(() => []);
    // league 1: the game of round 3 on board 2 is postponed (warned the day before, illness
    // accepted) and made up on the first reserve day after the round
    const postponed = li === 0 ? schedule[2]!.find((g) => g.board === 2)! : null;
    // league 2: the player with Berger number 4 misses rounds 6 and 7 without warning — two
    // absences, the exclusion rule's threshold — and is excluded; the rest is forfeited
    const absent = li === 1 ? 4 : null;
    for (const round of schedule) {
      for (const g of round) {
        const white = players[g.white - 1]!;
        const black = players[g.black - 1]!;
        let codes: [TrfRound['result'], TrfRound['result']];
        if (absent !== null && (g.white === absent || g.black === absent) && g.round >= 6) {
          // rounds 6–7: forfeits of the absent player; later rounds: not played (the exclusion forfeits them)
          codes = g.round <= 7 ? (g.white === absent ? ['-', '+'] : ['+', '-']) : [' ', ' '];
        } else {
          const s = playGame(rand, white.rating, black.rating);
          codes = s === 2 ? ['1', '0'] : s === 1 ? ['=', '='] : ['0', '1'];
        }
        rounds[g.white - 1]!.push({ opponent: g.black, colour: 'w', result: codes[0] });
        rounds[g.black - 1]!.push({ opponent: g.white, colour: 'b', result: codes[1] });
      }
    }
    if (postponed) {
      const day = days[postponed.round - 1]!.date;
      const madeUp = reserveDates(rules, day)[0]!.date;
      postponements.push([league.id, postponed.round, postponed.black, postponed.white, `${addDays(day, -1)} 10:00`, 'choroba', 'yes', madeUp].join(','));
    }
    if (absent !== null) excluded.set(league.id, [absent]);
    const half = (rs: TrfRound[]) => rs.reduce((s, r) => s + (r.result === '1' || r.result === '+' ? 2 : r.result === '=' ? 1 : 0), 0);
    const trf = writeTrf({
      records: [
        { tag: '012', value: `${o.name} — ${league.name}` },
        { tag: '022', value: o.city },
        { tag: '042', value: days[0]!.date.replaceAll('-', '/') },
        { tag: '052', value: days.at(-1)!.date.replaceAll('-', '/') },
        { tag: '092', value: 'Round robin (Berger)' },
        { tag: 'XXR', value: String(schedule.length) },
      ],
      players: players.map((p, i) => ({ startNumber: i + 1, sex: p.sex === 'F' ? 'w' : 'm', title: null, name: trfName(p), rating: p.rating, federation: 'POL', fideId: p.fideId, birth: `${p.birth}/00/00`, points: half(rounds[i]!), rank: null, rounds: rounds[i]! })),
      teams: [],
      nationalRatings: [],
    });
    files.push({ name: `${league.id}.trf`, bytes: new TextEncoder().encode(trf) });
  });

  const leagueJson = {
    name: o.name,
    preset: PRESET,
    leagues: LEAGUES.map((l) => ({ id: l.id, name: l.name, file: `${l.id}.trf`, excluded: excluded.get(l.id) ?? [] })),
    postponements: 'postponements.csv',
  };
  files.unshift({ name: 'league.json', bytes: new TextEncoder().encode(JSON.stringify(leagueJson, null, 2) + '\n') });
  files.push({ name: 'postponements.csv', bytes: new TextEncoder().encode(postponements.join('\n') + '\n') });
  const loaded = loadRoundRobinLeague((n) => files.find((f) => f.name === n)?.bytes ?? null);
  if (!loaded.ok) throw new Error(`demo leagues invalid: ${loaded.errors.map((e) => `${e.file}:${e.line} ${inEnglish(e).message}`).join('; ')}`);
  return { slug: o.slug, kind: 'round-robin-league', name: o.name, files };
}

/** The demo's season of leagues (server/seed.ts), over the Grand Prix season's people. */
export const ROUND_ROBIN_LEAGUE_DEMO: KindDemo<'leagues'> = {
  key: 'leagues',
  slug: 'ligi-jesien-2017',
  generate: (people) => generateLeagues({ seed: 2017, people, slug: ROUND_ROBIN_LEAGUE_DEMO.slug, name: 'Ligi klubowe — jesień 2017', city: 'Olsztyn', players: 10 }),
};

declare module '@/lib/demo/generated-competition' {
  interface DemoCompetitionKeys {
    leagues: true;
  }
}
