import { describe, expect, test } from 'vitest';
import { computeStandings, type ComputeStandingsInput, type SeasonTournamentInput, type Standings } from '@/lib/series/standings';
import { PRESETS } from '@/lib/series/rules';
import { calculatorSlots, parseWhatIf, whatIf, whatIfFields, whatIfSlots, type HypotheticalResult } from '@/lib/series/what-if';
import { dates, tournament, type P } from './builders';

// The calculator against the plain reading of its promise: the season recomputed with the
// hypothetical tournament appended as a results file would bring it (the player alone at the place,
// the places above taken by guests who are no players of the table, the others absent).
const A = { name: 'Lis Adam', crId: '1' };
const B = { name: 'Kot Bartosz', crId: '2' };
const C = { name: 'Sowa Celina', crId: '3' };
const players = [A, B, C];

function season(preset: string, tournaments: readonly SeasonTournamentInput[]): ComputeStandingsInput {
  return { year: 2018, rules: PRESETS[preset]!, registry: null, tournaments };
}

/** The appended files: guests above the player (each with more game points), the player at `place`. */
function appended(base: ComputeStandingsInput, who: typeof A, results: HypotheticalResult[]): ComputeStandingsInput {
  const last = base.tournaments.map((t) => t.date).sort().at(-1)!;
  const extra = results.map((r, i) => {
    const guests: P[] = Array.from({ length: r.place - 1 }, (_, k) => ({ name: `Gość ${i}-${k}`, crId: `9${i}${k}`, points: r.points / 2 + (r.place - 1 - k), place: k + 1, region: 'mazowieckie' }));
    const date = new Date(Date.parse(`${last}T00:00:00Z`) + (i + 1) * 86_400_000).toISOString().slice(0, 10);
    return tournament(`appended-${i}`, date, [...guests, { ...who, points: r.points / 2, place: r.place }], { final: r.final });
  });
  return { ...base, tournaments: [...base.tournaments, ...extra] };
}

const isGuest = (name: string) => name.startsWith('Gość');
/** Each table player's total and their rank among the table's players (guests left out). */
function table(s: Standings): [string, number, number][] {
  const own = s.individual.filter((e) => !isGuest(e.name));
  return own.map((e) => [e.name, e.total / s.unit, 1 + own.filter((o) => o.rank < e.rank).length]);
}

function check(base: ComputeStandingsInput, who: typeof A, results: HypotheticalResult[]) {
  const answer = whatIf(base, `cr:${who.crId}`, results);
  if (!answer.ok) throw new Error(answer.code);
  const expected = computeStandings(appended(base, who, results));
  expect(table(answer.standings)).toEqual(table(expected));
  return answer;
}

describe('whatIf = the standings with the hypothetical tournament appended', () => {
  test('warmia-mazury-2018: the 9th tournament brings the first drop, the Final counts double', () => {
    // eight tournaments: A 5 points in each, B 6, C 4; region column present (W-M classifies the region's players)
    const base = season('warmia-mazury-2018', dates(8).map((d, i) => tournament(`gp${i + 1}`, d, [{ ...B, points: 6 }, { ...A, points: 5 }, { ...C, points: 4 }])));
    const results: HypotheticalResult[] = [{ final: false, points: 14, place: 1, participants: null }, { final: true, points: 12, place: 1, participants: null }];
    const answer = check(base, A, results);
    // A: 8 × 5 + 7, the worst 5 dropped (9 events: 1 drop) = 42, plus the Final 6 × 2 = 54; B: 8 × 6 + an absence dropped = 48
    expect(answer.after.total / answer.afterUnit).toBe(54);
    expect(answer.after.rank).toBe(1);
    expect(answer.now.rank).toBe(2);
    expect(answer.standings.individual.find((e) => e.name === B.name)!.total / answer.afterUnit).toBe(48);
    expect(answer.after.droppedTournaments).toEqual(['gp1']);
  });

  test('fide-gp-2012: a place in the place table, ties by game points, best 3 count', () => {
    const base = season('fide-gp-2012', [
      tournament('gp1', '2012-10-01', [{ ...A, points: 7 }, { ...B, points: 6 }, { ...C, points: 5 }]),
      tournament('gp2', '2012-12-01', [{ ...B, points: 7 }, { ...C, points: 6 }, { ...A, points: 5 }]),
      tournament('gp3', '2013-02-01', [{ ...C, points: 7 }, { ...B, points: 6 }, { ...A, points: 5 }]),
    ]);
    expect(whatIfFields(base.rules)).toEqual(['place']);
    const answer = check(base, A, [{ final: false, points: 0, place: 2, participants: null }]);
    // A: 170, 110, 110 now (390); a 2nd place (140) replaces a 110: 420; B 140 + 170 + 140 = 450
    expect(answer.now.total / answer.nowUnit).toBe(390);
    expect(answer.after.total / answer.afterUnit).toBe(420);
    expect(answer.after.rank).toBe(2);
  });

  test('pomysl-blitz: game points plus the place bonus', () => {
    const base = season('pomysl-blitz', [
      tournament('gp1', '2018-01-10', [{ ...B, points: 6 }, { ...A, points: 5 }, { ...C, points: 3 }]),
      tournament('gp2', '2018-02-10', [{ ...B, points: 6 }, { ...C, points: 5 }, { ...A, points: 2 }]),
    ]);
    expect(whatIfFields(base.rules)).toEqual(['points', 'place']);
    const answer = check(base, A, [{ final: false, points: 9, place: 5, participants: null }]);
    // Issue 27 changed these values: the worst result is dropped also while the edition is under way.
    // A now: 5 + 9 = 14 and 2 + 9 = 11, 2 held → the worst dropped → 14;
    // after: 14, 11, 4½ + 8 for 5th = 12½, 3 held → 11 dropped → 26½
    expect(answer.after.total / answer.afterUnit).toBe(26.5);
    expect(answer.now.total / answer.nowUnit).toBe(14);
  });

  test('keshmat-circuit-2024: playing more raises everyone’s count of best results', () => {
    const base = season('keshmat-circuit-2024', [
      tournament('gp1', '2024-07-10', [{ ...B, points: 6 }, { ...A, points: 5 }]),
      tournament('gp2', '2024-08-10', [{ ...A, points: 6 }, { ...B, points: 2 }, { ...C, points: 1 }]),
      tournament('gp3', '2024-09-10', [{ ...B, points: 4 }, { ...C, points: 3 }]),
    ]);
    expect(whatIfFields(base.rules)).toEqual(['points']);
    // most played 3 (B) → best 2 count: A 11, B 10; A playing two more (1 point each) makes the most
    // played 4 → best 3 count: A 6 + 5 + 1 = 12, B 6 + 4 + 2 = 12
    const one: HypotheticalResult = { final: false, points: 2, place: 1, participants: null };
    const answer = check(base, A, [one, one]);
    expect(answer.now.total / answer.nowUnit).toBe(11);
    expect(answer.after.total / answer.afterUnit).toBe(12);
    expect(answer.standings.individual.find((e) => e.name === B.name)!.total / answer.afterUnit).toBe(12);
    // equal totals: points per counted event — A 12 over 3 counted = B 12 over 3 counted → shared
    expect(answer.after.rankLabel).toBe('1–2');
  });

  test('several tournaments at once, and the refusals', () => {
    const base = season('warmia-mazury-2018', dates(2).map((d, i) => tournament(`gp${i + 1}`, d, [{ ...A, points: 5 }, { ...B, points: 4 }])));
    const answer = check(base, B, [{ final: false, points: 12, place: 1, participants: null }, { final: false, points: 12, place: 1, participants: null }]);
    expect(answer.after.total / answer.afterUnit).toBe(20);
    expect(answer.after.rank).toBe(1);
    expect(whatIf(base, 'cr:404', [])).toEqual({ ok: false, code: 'WHATIF_NOT_IN_TABLE' });
    const withFinal = { ...base, tournaments: [...base.tournaments, tournament('final', '2018-12-16', [{ ...A, points: 5 }], { final: true })] };
    expect(whatIf(withFinal, 'cr:1', [{ final: true, points: 2, place: 1, participants: null }])).toEqual({ ok: false, code: 'WHATIF_FINAL_HELD' });
    expect(whatIf(season('fide-gp-2012', base.tournaments), 'cr:1', [{ final: true, points: 2, place: 1, participants: null }])).toEqual({ ok: false, code: 'WHATIF_NO_FINAL' });
  });

  test('participants-based points count the players the form gives', () => {
    const rules = { ...PRESETS['game-points-series']!, points: { kind: 'participants' as const } };
    const base: ComputeStandingsInput = { year: 2018, rules, registry: null, tournaments: [tournament('gp1', '2018-01-10', [{ ...A, points: 3 }, { ...B, points: 2 }])] };
    expect(whatIfFields(rules)).toEqual(['place', 'participants']);
    const answer = whatIf(base, 'cr:2', [{ final: false, points: 0, place: 3, participants: 10 }]);
    if (!answer.ok) throw new Error(answer.code);
    // B: 1 (2nd of 2) + 8 (3rd of 10)
    expect(answer.after.total / answer.afterUnit).toBe(9);
  });
});

describe('the calculator form', () => {
  const rules = PRESETS['pomysl-blitz']!;
  const slots = whatIfSlots({ regular: 2, final: false });
  test('reads the filled tournaments and leaves out the empty ones', () => {
    expect(parseWhatIf({ g1: '6,5', p1: '3', g2: '', p2: '' }, rules, slots)).toEqual({ results: [{ final: false, points: 13, place: 3, participants: null }], problems: [], filled: true, slots: ['1'] });
    expect(parseWhatIf({}, rules, slots)).toEqual({ results: [], problems: [], filled: false, slots: [] });
  });
  test('names each problem with its tournament', () => {
    const r = parseWhatIf({ g1: '6,3', p1: '', g2: '5', p2: '0' }, rules, slots);
    expect(r.results).toEqual([]);
    expect(r.problems.map((p) => [p.slot, p.code])).toEqual([['1', 'WHATIF_MISSING'], ['1', 'POINTS_NOT_HALF'], ['2', 'BAD_PLACE']]);
    const w = parseWhatIf({ g1: '10' }, { ...PRESETS['warmia-mazury-2018']! }, whatIfSlots({ regular: 1, final: true }));
    expect(w.problems.map((p) => p.code)).toEqual(['POINTS_ABOVE_ROUNDS']);
  });
});

describe('the tournaments the calculator offers (issue 29, defect 10)', () => {
  const rules = PRESETS['warmia-mazury-2018']!;
  const regular = [tournament('gp01', '2018-03-10', [{ ...A, points: 5, place: 1 }])];
  const final = tournament('final', '2018-12-15', [{ ...A, points: 5, place: 1 }], { final: true });
  test('during the season: the next tournament and the Final (or what is still to come)', () => {
    const s = computeStandings(season('warmia-mazury-2018', regular));
    expect(calculatorSlots(s)).toEqual([{ id: '1', final: false }, { id: 'f', final: true }]);
    expect(calculatorSlots({ ...s, remaining: { regular: 2, final: false } }).map((x) => x.id)).toEqual(['1', '2']);
  });
  test('after the Final nothing is offered, even with tournaments to come left in the settings', () => {
    const s = computeStandings(season('warmia-mazury-2018', [...regular, final]));
    expect(s.rules).toBe(rules);
    expect(calculatorSlots(s)).toEqual([]);
    expect(calculatorSlots({ ...s, remaining: { regular: 2, final: false } })).toEqual([]);
  });
  test('a series without a Final: the next tournament only', () => {
    const s = computeStandings({ ...season('warmia-mazury-2018', regular), rules: { ...rules, multiplier: 0 } });
    expect(calculatorSlots(s)).toEqual([{ id: '1', final: false }]);
  });
});
