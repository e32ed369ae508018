import { describe, expect, test } from 'vitest';
import { computeLeague } from '@/lib/competitions/round-robin-league/compute-league';
import { applyGameChange } from '@/lib/competitions/round-robin-league/apply-game-change';
import { leagueCalendarEvents, leagueCalendarIcs } from '@/lib/competitions/round-robin-league/league-calendar';
import { leagueOf, loadSpb } from './helpers';

const { season } = loadSpb();

describe('the calendar feed of game days and postponed games', () => {
  test('one event per league and round on its game day (9 Friday rounds + 5 Tuesday rounds)', () => {
    const events = leagueCalendarEvents(season);
    expect(events).toHaveLength(14);
    expect(events.at(-1)).toEqual({ uid: 'liga-1-1-round-9', date: '2017-12-28', start: '11:30', end: '14:30', title: 'Лига 1.1: round 9', description: '60 min + 30 s' });
  });

  test("a postponed game's new date is an event at the reserve day's hours", () => {
    const { input } = leagueOf(season, 'liga-1-1');
    const changed = applyGameChange(input, { kind: 'made-up', round: 5, white: 4, black: 2, date: '2017-12-24' });
    const league = changed.ok ? computeLeague(changed.input) : null;
    if (!league?.ok) throw new Error('no league');
    const events = leagueCalendarEvents({ leagues: [league.league], rules: season.rules });
    expect(events.find((e) => e.date === '2017-12-24')).toEqual({
      uid: 'liga-1-1-round-5-4-2',
      date: '2017-12-24',
      start: '10:30',
      end: '14:30',
      title: 'Лига 1.1: Григорьев Глеб – Борисов Борис (round 5, postponed)',
      description: 'Postponed from 2017-12-01',
    });
  });

  test('iCalendar with floating local times and stable UIDs; the same season gives the same feed', () => {
    const events = leagueCalendarEvents(season).slice(0, 1);
    const ics = leagueCalendarIcs('Лиги 2017', 'spb-2017', 'example.org', events);
    expect(ics).toContain('UID:liga-1-1-round-1.spb-2017@example.org');
    expect(ics).toContain('DTSTART:20171027T180000\r\n');
    expect(ics).toContain('DTEND:20171027T210000\r\n');
    expect(ics).toContain('DTSTAMP:20171027T180000Z');
    expect(leagueCalendarIcs('Лиги 2017', 'spb-2017', 'example.org', events)).toBe(ics);
    expect(leagueCalendarIcs('Empty', 'x', 'example.org', [])).toContain('X-WR-CALNAME:Empty');
  });
});

describe('the calendar is the kind\'s (issue 39: the route serves any kind that has one, with no cast)', () => {
  test("the leagues' kind writes the season's feed; the other kinds have no calendar", async () => {
    const { competitionKind } = await import('@/lib/competitions/registry');
    const leagues = competitionKind('round-robin-league')!;
    expect(leagues.calendar!(season, { slug: 'spb-2017', host: 'example.org' })).toBe(leagueCalendarIcs(season.name, 'spb-2017', 'example.org', leagueCalendarEvents(season)));
    expect(competitionKind('swiss-open')!.calendar).toBeUndefined();
    expect(competitionKind('team-league')!.calendar).toBeUndefined();
  });
});
