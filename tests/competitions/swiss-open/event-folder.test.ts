import { inEnglish } from '@/lib/problem';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { kindCommand } from '@/cli/kind-command';
import { SWISS_OPEN_KIND } from '@/lib/competitions/swiss-open/swiss-open-kind';
import { loadSwissOpen } from '@/lib/competitions/swiss-open/load-swiss-open';
import { swissOpenToJson } from '@/lib/competitions/swiss-open/swiss-open-json';
import { byeSwissTrf, folder, scoring } from './helpers/bye-swiss';

const eventCommand = kindCommand(SWISS_OPEN_KIND);

// The fixture tests/fixtures/competitions/swiss-open/amplico-2024 — its README derives every
// expected value below by hand from the regulation: qualifier rank r has start number 21 − r;
// three players on 1 point (6, 5, 4) play off for places 15–16; seat s is player 21 − s; in every
// round robin the better seat wins; semi-1 20–17 goes to an armageddon drawn by 17 with black.
const DIR = 'tests/fixtures/competitions/swiss-open/amplico-2024';
const file = (name: string) => readFileSync(`${DIR}/${name}`, 'utf8');
const GAMES = file('games.csv');
const gamesWhere = (keep: (line: string) => boolean) => GAMES.split('\n').filter((l, i) => i === 0 || (l !== '' && keep(l))).join('\n') + '\n';
const eventJson = (extra: Record<string, unknown> = {}) => JSON.stringify({ name: 'Amplico open (test fixture)', preset: 'amplico-open', swiss: 'swiss.trf', games: 'games.csv', ...extra }, null, 2);
const files = (over: Record<string, string | Uint8Array | undefined> = {}) => {
  const base: Record<string, string> = { 'event.json': eventJson(), 'swiss.trf': file('swiss.trf'), 'games.csv': GAMES };
  for (const [k, v] of Object.entries(over)) {
    if (v === undefined) delete base[k];
    else base[k] = v as string;
  }
  return base;
};
function json(over: Record<string, string | Uint8Array | undefined> = {}) {
  const loaded = loadSwissOpen(folder(files(over)));
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => inEnglish(e).message).join('; '));
  return swissOpenToJson(loaded.result) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('the whole day (fixture amplico-2024)', () => {
  const out = json();
  test('qualifiers in qualifier order: 14 directly, then play-off seed 1 (6) and the winner of 5–4 (5)', () => {
    expect(out.qualifiers).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });
  test('the final ranking 1…20 as the regulation gives it', () => {
    expect(out.ranking.map((e: { place: number; startNo: number }) => [e.place, e.startNo])).toEqual([
      [1, 17], [2, 19], [3, 20], [4, 18], // final 17–19 1½–½; third 20–18 1½–½
      [5, 16], [6, 15], [7, 14], [8, 13], // group 2nd places, better seat wins
      [9, 12], [10, 11], [11, 10], [12, 9],
      [13, 8], [14, 7], [15, 6], [16, 5],
      [17, 3], [18, 2], [19, 4], [20, 1], // Swiss over 13 rounds: 5½; 1 (WIN 1); 1 (WIN 0); ½
    ]);
    expect(out.ranking[0]).toEqual({ place: 1, startNo: 17, name: 'Rudzki Robert' });
  });
  test('semi-1: 1–1, the armageddon drawn, black (17) goes through', () => {
    expect(out.matches[0]).toMatchObject({ id: 'semi-1', score: [1, 1], winner: 17, decidedBy: 'armageddon', status: 'decided' });
  });
  test('the play-off: seed 1 waits, 4 (white) drew with 5 (black): 5 through', () => {
    expect(out.playoff).toMatchObject({ places: 2, firstSeat: 15, qualified: [6, 5], eliminated: [4], complete: true });
    expect(out.playoff.rounds[0]).toMatchObject({ round: 1, byes: [6], matches: [{ high: { startNo: 5 }, low: { startNo: 4 }, winner: 5 }] });
  });
});

describe('during the day', () => {
  test('after the qualifier: the cut, the play-off still to play, the groups with one seat open', () => {
    const out = json({ 'swiss.trf': file('swiss-after-8.trf'), 'games.csv': undefined });
    expect(out.qualifiers).toEqual([]);
    expect(out.ranking).toEqual([]);
    expect(out.qualifier).toMatchObject({ complete: true, cutPoints: 1 });
    expect(out.qualifier.standings.filter((r: { status: string }) => r.status === 'playoff').map((r: { startNo: number }) => r.startNo)).toEqual([6, 5, 4]);
    expect(out.playoff.rounds[0].matches[0]).toMatchObject({ high: { startNo: 5 }, low: { startNo: 4 }, game: null, winner: null });
    expect(out.seats[14]).toEqual({ seat: 15, startNo: 6, name: 'Filipek Fryda' });
    expect(out.seats[15]).toEqual({ seat: 16, startNo: null, candidates: [5, 4] });
    expect(out.groups[0].members.map((m: { startNo: number | null }) => m.startNo)).toEqual([20, 13, 12, null]);
    expect(out.groups[1].members.map((m: { startNo: number | null }) => m.startNo)).toEqual([19, 14, 11, 6]);
    // 1 and 2 are level on everything and no lot is recorded: one shared place
    const swiss = out.swiss.standings.map((r: { startNo: number; place: number; mayQualify?: true }) => [r.startNo, r.place, r.mayQualify ?? false]);
    expect(swiss).toEqual([[5, 17, true], [4, 18, true], [3, 19, false], [1, 20, false], [2, 20, false]]);
  });

  test('semi-1 level at 1–1 with no armageddon yet: open, and the final waits for it', () => {
    const out = json({ 'games.csv': gamesWhere((l) => !l.startsWith('semi-1,A') && !l.startsWith('third') && !l.startsWith('final')) });
    expect(out.matches[0]).toMatchObject({ id: 'semi-1', winner: null, status: 'armageddon' });
    expect(out.matches[3]).toMatchObject({ id: 'final', status: 'waiting', players: [{ startNo: null, candidates: [20, 17] }, { startNo: 19 }] });
    expect(out.ranking.map((e: { place: number }) => e.place)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  test('a qualifier withdrawn before the cut: the players below move up and the play-off disappears', () => {
    // 7 (rank 14) withdrew; 13 above + 6, 5, 4 on 1 point = 16 eligible, the 17th (3) has ½
    const out = json({ 'event.json': eventJson({ withdrawn: [{ startNo: 7, when: 'before-cut' }] }), 'swiss.trf': file('swiss-after-8.trf'), 'games.csv': undefined });
    expect(out.playoff).toBeNull();
    expect(out.qualifiers).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 6, 5, 4]);
  });

  test('a player withdrawn after the cut loses the group games not yet played', () => {
    const out = json({ 'event.json': eventJson({ withdrawn: [{ startNo: 5, when: 'after-cut' }] }), 'games.csv': gamesWhere((l) => l.startsWith('playoff') || l.startsWith('group-1,1')) });
    expect(out.groups[0].games.filter((g: { byRules?: true }) => g.byRules).map((g: { white: number; black: number; result: string }) => [g.white, g.black, g.result])).toEqual([
      [13, 5, '+/-'],
      [12, 5, '+/-'],
    ]);
  });

  test('7 players tied for 3 places: a preliminary round between seeds 6 and 7', () => {
    // 13 above with 8 … 2 points; seven on 1 point ordered by WIN, then PS (see cut-and-playoff.test.ts)
    const atCut = ['FZZZZZZZ', 'ZFZZZZZZ', 'ZZZZZZZF', 'HHZZZZZZ', 'HZHZZZZZ', 'ZHHZZZZZ', 'ZZZZZZHH'];
    const players = [...Array.from({ length: 13 }, (_, i) => scoring(16 - i)), ...atCut, 'ZZZZZZZZ'].map((rounds, i) => ({ startNo: i + 1, name: `Player ${i + 1}`, rounds }));
    const out = json({ 'swiss.trf': byeSwissTrf(players), 'games.csv': 'stage,round,white,black,result\nplayoff,1,20,19,0-1\n' });
    expect(out.playoff.seeds.map((s: { startNo: number }) => s.startNo)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(out.playoff.rounds.map((r: { byes: number[]; matches: unknown[] }) => [r.byes, r.matches.length])).toEqual([[[14, 15, 16, 17, 18], 1], [[], 3]]);
    expect(out.playoff.rounds[1].matches.map((m: { high: { startNo: number }; low: { startNo: number } }) => [m.high.startNo, m.low.startNo])).toEqual([[14, 19], [15, 18], [16, 17]]);
  });
});

/** Player 20 (a qualifier) given a full-point bye in round 9 (columns 172–179), points 81–84 to match. */
function qualifierWithRound9(): string {
  return file('swiss.trf').replace(/^001 {3}20 .*$/m, (line) => `${line.slice(0, 80)} 9.0${line.slice(84, 171)}0000 - F${line.slice(179)}`);
}

function run(over: Record<string, string | Uint8Array | undefined>, ...args: string[]) {
  const f = files(over);
  let out = '';
  let err = '';
  const code = eventCommand(args, { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => {
    const name = path.replace(/^day\//, '');
    return path.startsWith('day/') && f[name] !== undefined ? new TextEncoder().encode(f[name]) : null;
  });
  return { code, out, err };
}

describe('gp event (competitions.md §6)', () => {
  test('--json prints qualifiers and ranking first, then every stage', () => {
    const r = run({}, 'day', '--json');
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(r.out))).toEqual(['name', 'preset', 'edition', 'qualifiers', 'ranking', 'seats', 'qualifier', 'playoff', 'groups', 'placements', 'matches', 'swiss', 'withdrawn']);
  });
  test('without --json a readable account with the ranking', () => {
    const r = run({}, 'day/');
    expect(r.code).toBe(0);
    expect(r.out).toContain('PLAY-OFF for 2 place(s), seeds 6, 5, 4');
    expect(r.out).toContain('    1. 17 Rudzki Robert');
  });
  test.each([
    { label: 'a bad result', over: { 'games.csv': 'stage,round,white,black,result\ngroup-1,1,20,5,2-0\n' }, message: 'day/games.csv line 2: result "2-0" is not one of' },
    { label: 'an unknown stage', over: { 'games.csv': 'stage,round,white,black,result\n\ngroup-9,1,20,5,1-0\n' }, message: 'games.csv line 3: unknown stage "group-9"' },
    { label: 'a game the stage does not have', over: { 'games.csv': 'stage,round,white,black,result\nplayoff,1,4,5,1/2-1/2\ngroup-1,1,20,19,1-0\n' }, message: 'games.csv line 3: player 19 is not a member of group-1' },
    { label: 'a group game before the group is known', over: { 'games.csv': 'stage,round,white,black,result\ngroup-1,1,20,5,1-0\n' }, message: 'games.csv line 2: player 5 is not known to be a member of group-1' },
    { label: 'a play-off game in the wrong round', over: { 'games.csv': 'stage,round,white,black,result\nplayoff,2,4,5,1-0\n' }, message: 'games.csv line 2: players 4 and 5 meet in play-off round 1, not 2' },
    { label: 'a missing event.json', over: { 'event.json': undefined }, message: 'event.json: not found in the folder' },
    { label: 'an unknown preset', over: { 'event.json': JSON.stringify({ name: 'x', preset: 'nope', swiss: 'swiss.trf' }) }, message: 'event.json line 1: unknown preset "nope"' },
    { label: 'a broken TRF', over: { 'swiss.trf': '012 Nothing\n' }, message: 'swiss.trf: The file has no player records' },
    { label: 'a qualifier paired in round 9', over: { 'swiss.trf': qualifierWithRound9() }, message: 'swiss.trf line 22: player 20 qualified for the final stage but has an entry in round 9' },
  ])('exit 1 with "file line N: message" for $label', ({ over, message }) => {
    const r = run(over as Record<string, string | undefined>, 'day', '--json');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(message.replace(/^day\//, ''));
  });
  test.each([[[]], [['a', 'b']], [['day', '--csv']]])('exit 2 for bad usage %j', (args) => {
    expect(run({}, ...args).code).toBe(2);
  });
  test('npm run gp -- event <folder> --json from a shell', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/gp.ts', 'event', DIR, '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).ranking).toHaveLength(20);
  });
});
