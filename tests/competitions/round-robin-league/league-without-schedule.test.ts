import { inEnglish } from '@/lib/problem';
import { describe, expect, test } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LeagueSeasonOverview } from '@/app/components/competitions/round-robin-league/league-season-overview';
import { LeagueSchedule } from '@/app/components/competitions/round-robin-league/league-schedule';
import { kindCommand } from '@/cli/kind-command';
import { ROUND_ROBIN_LEAGUE_KIND } from '@/lib/competitions/round-robin-league/round-robin-league-kind';
import { leagueCalendarEvents } from '@/lib/competitions/round-robin-league/league-calendar';
import { leagueToJson } from '@/lib/competitions/round-robin-league/league-season-json';
import { loadRoundRobinLeague } from '@/lib/competitions/round-robin-league/load-round-robin-league';
import { fixtureFolder, fixtureText } from './helpers';

const leagueCommand = kindCommand(ROUND_ROBIN_LEAGUE_KIND);

/**
 * competitions.md §6 (issue 27): "A league may name its game days ("schedule"); one that names none,
 * and that the preset does not know, is still ranked — its dates come from the TRF's round dates
 * where it has them, else it has no calendar, and a warning says which. Knowing the weekday of a
 * game never decides a ranking."
 *
 * The "open" league plays the games of the fixture's Лига 2.1 (six players, five rounds, no
 * postponements), but is a league the spb-leagues-2017 preset does not know and names no game days.
 */
const trf = fixtureText('spb-2017', 'liga-2-1.trf');
const leagueJson = (leagues: object[], more: object = {}) => JSON.stringify({ name: 'Open leagues', preset: 'spb-leagues-2017', leagues, ...more });
const OPEN = { id: 'open', name: 'Open league', file: 'open.trf' };
/** A `132` record with the dates above the round columns (C.04 Annex 2: column 92, every 10). */
const roundDates = (dates: (string | null)[]) => '132' + ' '.repeat(88) + dates.map((d) => (d ?? '').padEnd(10)).join('').trimEnd();
const withDates = (dates: (string | null)[]) => trf.replace('092 Round robin (Berger)', `092 Round robin (Berger)\n${roundDates(dates)}`);

function load(files: Record<string, string>) {
  return loadRoundRobinLeague(fixtureFolder('spb-2017', files));
}

describe('a league without game days', () => {
  test('no dates anywhere: ranked, no calendar, a warning naming the league', () => {
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': trf });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const open = r.season.leagues[0]!;
    expect(open.calendar).toBe('none');
    expect(open.schedule).toBeNull();
    expect(r.warnings.map((w) => [w.code, inEnglish(w).message])).toEqual([['LEAGUE_NO_CALENDAR', 'League "Open league" names no game days and its results file no round dates: it is ranked, but it has no calendar.']]);
    expect(open.games.every((g) => g.date === null && g.dateKind === 'unknown')).toBe(true);
    expect(leagueCalendarEvents(r.season)).toEqual([]);
    // issue 40, C12: the schedule says the date is not known — not that every game was made up; and (the walk:
    // "data nieznana" in all 36 rows of a nine-player league) it says so once, under its caption, without a date column
    for (const [lang, note, white] of [
      ['pl', 'Daty partii nieznane — nie podaje ich ani terminarz ligi, ani plik TRF.', 'Białe'],
      ['en', 'The games’ dates are not known — neither the league’s schedule nor the TRF gives them.', 'White'],
    ] as const) {
      const schedule = renderToStaticMarkup(createElement(LeagueSchedule, { league: open, lang }));
      expect(schedule).not.toMatch(/odrobiona|made up/);
      expect(schedule.split(note)).toHaveLength(2);
      expect(schedule).not.toMatch(/data nieznana|date not known|bez daty|no date/);
      expect(schedule).toContain(`<caption>${lang === 'pl' ? 'Terminarz' : 'Schedule'}<span class="caption-note" data-testid="schedule-no-dates">${note}</span></caption>`);
      // the header starts with White: no date column; each round is named by its number alone
      expect(schedule).toContain(`<thead><tr><th scope="col">${white}</th>`);
      expect(schedule).toContain(`<th scope="rowgroup" colSpan="4">${lang === 'pl' ? 'Runda 1' : 'Round 1'}</th>`);
    }
  });

  test('issue 40: rounds the TRF gives no date are named so once, in their heading; the dated rounds keep their dates', () => {
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': withDates(['17/10/31', null, '17/11/14', null, '17/11/28']) });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const open = r.season.leagues[0]!;
    const schedule = renderToStaticMarkup(createElement(LeagueSchedule, { league: open, lang: 'pl' }));
    expect(schedule).toContain('<th scope="col">Data</th>');
    expect(schedule).not.toContain('data-testid="schedule-no-dates"');
    expect(schedule).toContain('<th scope="rowgroup" colSpan="5">Runda 1 — 31.10.2017</th>');
    expect(schedule).toContain('<th scope="rowgroup" colSpan="5">Runda 2 — bez daty</th>');
    expect(schedule.match(/bez daty/g)).toHaveLength(2);
    // an undated round's games have empty date cells; a dated round's, their date
    const rows = [...schedule.matchAll(/<tr class="played"><td class="date">(.*?)<\/td>/g)].map((m) => m[1]);
    expect(rows).toHaveLength(open.games.length);
    expect(rows.filter((d) => d === '')).toHaveLength(open.games.filter((g) => g.round === 2 || g.round === 4).length);
    expect(rows.filter((d) => d === '<time dateTime="2017-10-31">31.10.2017</time>')).toHaveLength(open.games.filter((g) => g.round === 1).length);
    expect(schedule).not.toContain('data-testid="schedule-undated"');
  });

  test('the weekday never decides: the ranking equals the same games under the preset’s game days', () => {
    const withDays = load({ 'league.json': leagueJson([{ id: 'liga-2-1', name: 'Лига 2.1', file: 'liga-2-1.trf' }]) });
    const without = load({ 'league.json': leagueJson([OPEN]), 'open.trf': trf });
    if (!withDays.ok || !without.ok) throw new Error('both load');
    const ranking = (l: (typeof without.season.leagues)[number]) => ({ ranking: leagueToJson(l).ranking, tiebreaks: leagueToJson(l).tiebreaks });
    expect(ranking(without.season.leagues[0]!)).toEqual(ranking(withDays.season.leagues[0]!));
    // hand-checked from the TRF: 1 Лебедев 3 and 4 Орлов 3 lead (the chain SB, DE, WIN, KS separates them)
    expect(leagueToJson(without.season.leagues[0]!).ranking.slice(0, 2).map((x) => x.points)).toEqual([3, 3]);
  });

  test('the TRF’s round dates give the days and the calendar (all-day events: a TRF has no hours)', () => {
    const dates = ['17/10/31', '17/11/07', '17/11/14', '17/11/21', '17/11/28'];
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': withDates(dates) });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const open = r.season.leagues[0]!;
    expect(r.warnings).toEqual([]);
    expect(open.calendar).toBe('trf-dates');
    expect(leagueToJson(open).roundDates).toEqual(['2017-10-31', '2017-11-07', '2017-11-14', '2017-11-21', '2017-11-28']);
    expect(open.games.filter((g) => g.round === 3).map((g) => [g.date, g.dateKind])).toEqual([['2017-11-14', 'regular'], ['2017-11-14', 'regular'], ['2017-11-14', 'regular']]);
    expect(leagueCalendarEvents(r.season).map((e) => [e.date, e.start, e.title])).toEqual(dates.map((_, i) => [leagueToJson(open).roundDates[i], undefined, `Open league: round ${i + 1}`]));
    expect(r.season.asOf).toBe('2017-11-28');
  });

  test('rounds the TRF gives no date: a warning naming them', () => {
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': withDates(['17/10/31', null, '17/11/14', null, '17/11/28']) });
    expect(r.ok && r.season.leagues[0]!.calendar).toBe('trf-dates');
    expect(r.warnings.map((w) => [w.code, w.file, inEnglish(w).message])).toEqual([['LEAGUE_ROUNDS_WITHOUT_DATE', 'open.trf', 'League "Open league" names no game days, and its results file gives no date for round 2, 4: those rounds have no place in the calendar.']]);
  });

  test('a postponement of an undated round cannot be judged: an error on its line', () => {
    const csv = 'league,round,player,opponent,warned,reason,accepted,made_up\nopen,2,1,,2017-11-06 12:00,exam,yes,\n';
    const r = load({ 'league.json': leagueJson([OPEN], { postponements: 'p.csv' }), 'open.trf': trf, 'p.csv': csv });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => [e.code, e.file, e.line])).toEqual([['NOTE_WITHOUT_ROUND_DATE', 'p.csv', 2]]);
  });

  test('naming game days the rules do not have is still an error', () => {
    const r = load({ 'league.json': leagueJson([{ ...OPEN, schedule: 'thursdays' }]), 'open.trf': trf });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => [e.code, e.line])).toEqual([['UNKNOWN_GAME_DAYS', 1]]);
  });

  test('gp league ranks it and says so; the public overview names where its days come from', () => {
    let out = '';
    let err = '';
    const read = fixtureFolder('spb-2017', { 'league.json': leagueJson([OPEN]), 'open.trf': trf });
    const code = leagueCommand(['f', '--json'], { out: (s) => void (out += s), err: (s) => void (err += s) }, (path) => (path.startsWith('f/') ? read(path.slice(2)) : null));
    expect(code).toBe(0);
    expect(err).toContain('League "Open league" names no game days and its results file no round dates: it is ranked, but it has no calendar. (warning)');
    const json = JSON.parse(out);
    expect(json.leagues[0]).toMatchObject({ id: 'open', calendar: 'none' });
    expect(json.leagues[0].ranking).toHaveLength(6);
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': trf });
    if (!r.ok) throw new Error('loads');
    const pl = renderToStaticMarkup(createElement(LeagueSeasonOverview, { season: r.season, lang: 'pl' }));
    expect(pl).toContain('bez kalendarza (brak dni gry i dat rund)');
    const en = renderToStaticMarkup(createElement(LeagueSeasonOverview, { season: r.season, lang: 'en' }));
    expect(en).toContain('no calendar (no game days, no round dates)');
  });
});

describe('issue 40, C12: a league is filed under the year of its own game days, not of its preset’s window', () => {
  test('no dates anywhere: no year of its own (the home page files it under today’s year)', () => {
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': trf });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(ROUND_ROBIN_LEAGUE_KIND.summarize(r.season, '2026-12-06')).toMatchObject({ year: null, firstDay: null, lastDay: null });
  });
  test('round dates in the TRF: their year and days', () => {
    const r = load({ 'league.json': leagueJson([OPEN]), 'open.trf': withDates(['26/10/31', '26/11/07', '26/11/14', '26/11/21', '26/11/28']) });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(ROUND_ROBIN_LEAGUE_KIND.summarize(r.season, '2026-12-06')).toMatchObject({ year: 2026, firstDay: '2026-10-31', lastDay: '2026-11-28' });
  });
});
