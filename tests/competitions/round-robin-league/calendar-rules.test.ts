import { describe, expect, test } from 'vitest';
import { reserveDates, reserveSlotOn, weekdayOf } from '@/lib/competitions/round-robin-league/reserve-days';
import { warnedInTime } from '@/lib/competitions/round-robin-league/warning-in-time';
import { SPB } from './helpers';

/** The regulation: reserve days every Sunday 10:30–14:30 except 10.12.2017, and Friday 15:00–18:00. */
describe('reserve days of spb-leagues-2017', () => {
  test.each([
    { date: '2017-10-29', slot: '10:30–14:30', why: 'a Sunday' },
    { date: '2017-11-19', slot: '10:30–14:30', why: 'a Sunday' },
    { date: '2017-12-10', slot: null, why: 'the Sunday the regulation excepts' },
    { date: '2017-12-17', slot: '10:30–14:30', why: 'a Sunday' },
    { date: '2017-11-10', slot: '15:00–18:00', why: 'a Friday, before the Friday round' },
    { date: '2017-11-03', slot: '15:00–18:00', why: 'Friday 3 Nov: the exception is for main game days only (our reading)' },
    { date: '2017-11-07', slot: null, why: 'a Tuesday' },
    { date: '2017-12-28', slot: null, why: 'Thursday, the last round of the Friday leagues' },
    { date: '2017-10-22', slot: null, why: 'a Sunday before the season' },
    { date: '2017-12-31', slot: null, why: 'a Sunday after the season' },
  ])('$date: $why', ({ date, slot }) => {
    const s = reserveSlotOn(SPB, date);
    expect(s ? `${s.start}–${s.end}` : null).toBe(slot);
  });

  test('the whole season has 9 Fridays and 8 Sundays (9 minus 10.12)', () => {
    const all = reserveDates(SPB);
    expect(all.filter((d) => weekdayOf(d.date) === 5)).toHaveLength(9);
    expect(all.filter((d) => weekdayOf(d.date) === 0)).toHaveLength(8);
  });

  test('after 15 Dec three reserve days are left: Sun 17, Fri 22, Sun 24', () => {
    expect(reserveDates(SPB, '2017-12-15').map((d) => d.date)).toEqual(['2017-12-17', '2017-12-22', '2017-12-24']);
  });
});

/** "не менее чем за 3 часа до начала тура": at least 3 hours before the round starts. */
describe('the 3-hour warning rule', () => {
  const round = { date: '2017-11-17', time: '18:00' };
  test.each([
    { warned: { date: '2017-11-17', time: '15:00' }, inTime: true, why: 'exactly 3 hours before' },
    { warned: { date: '2017-11-17', time: '15:01' }, inTime: false, why: '2 h 59 min before' },
    { warned: { date: '2017-11-16', time: '23:30' }, inTime: true, why: 'the evening before' },
    { warned: { date: '2017-11-17', time: '19:00' }, inTime: false, why: 'after the start' },
    { warned: null, inTime: false, why: 'no warning' },
  ])('$why: $inTime', ({ warned, inTime }) => {
    expect(warnedInTime(round, warned, 3)).toBe(inTime);
  });

  test('across midnight: a 01:00 round warned 22:00 the day before is in time', () => {
    expect(warnedInTime({ date: '2017-12-01', time: '01:00' }, { date: '2017-11-30', time: '22:00' }, 3)).toBe(true);
  });

  test('the hours are a setting', () => {
    expect(warnedInTime(round, { date: '2017-11-17', time: '15:00' }, 4)).toBe(false);
  });
});
