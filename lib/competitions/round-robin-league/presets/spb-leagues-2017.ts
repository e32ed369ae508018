import type { LeagueRulesInput } from '../league-rules';

const FRIDAYS = ['2017-10-27', '2017-11-10', '2017-11-17', '2017-11-24', '2017-12-01', '2017-12-08', '2017-12-15', '2017-12-22'];
const TUESDAYS = ['2017-10-31', '2017-11-07', '2017-11-14', '2017-11-21', '2017-11-28', '2017-12-05', '2017-12-12', '2017-12-19', '2017-12-26'];

/**
 * St Petersburg leagues, 27 Oct – 28 Dec 2017 (seeds/004, competitions.md §4). Readings:
 *  - Friday leagues: eight Fridays 18:00–21:00 (3 Nov is skipped: "за исключением 3 ноября"), and
 *    round 9 on Thursday 28.12 "в 11:30"; the regulation gives no end for it — ours: the same
 *    three hours, 11:30–14:30.
 *  - Reserve days: every Sunday 10:30–14:30 except 10.12.2017, and every Friday 15:00–18:00. The
 *    exception "3 ноября" is written for the main game days only, so Friday 3 Nov stays a reserve
 *    day (the regulation names the reserve days' exceptions separately: only 10.12).
 *  - A warning "не менее чем за 3 часа до начала тура": at least 3 hours before the round's start.
 *  - Exclusion: 3 unplayed postponed games the player asked for, or 2 absences without warning in
 *    advance; fewer than 5 games played → annulled, otherwise the rest forfeited.
 *  - Tie-breaks after points: SB, DE, WIN, KS (issue 9's default; the regulation names none).
 */
export const SPB_LEAGUES_2017: LeagueRulesInput = {
  season: { from: '2017-10-27', to: '2017-12-28' },
  schedules: {
    friday: {
      label: { pl: 'piątki 18:00–21:00 (9. runda: czwartek 28.12, 11:30)', en: 'Fridays 18:00–21:00 (round 9: Thursday 28 Dec, 11:30)' },
      rounds: [...FRIDAYS.map((date) => ({ date, start: '18:00', end: '21:00' })), { date: '2017-12-28', start: '11:30', end: '14:30' }],
      timeControl: '60 min + 30 s',
      lateMinutes: 30,
    },
    'tuesday-evening': {
      label: { pl: 'wtorki 18:00–20:00', en: 'Tuesdays 18:00–20:00' },
      rounds: TUESDAYS.map((date) => ({ date, start: '18:00', end: '20:00' })),
      timeControl: '30 min + 30 s',
      lateMinutes: 30,
    },
    'tuesday-afternoon': {
      label: { pl: 'wtorki 16:00–18:00', en: 'Tuesdays 16:00–18:00' },
      rounds: TUESDAYS.map((date) => ({ date, start: '16:00', end: '18:00' })),
      timeControl: '30 min + 30 s',
      lateMinutes: 30,
    },
  },
  leagues: [
    { id: 'superliga', name: 'Суперлига', schedule: 'friday' },
    { id: 'vysshaya-liga', name: 'Высшая лига', schedule: 'friday' },
    { id: 'liga-1-1', name: 'Лига 1.1', schedule: 'friday' },
    { id: 'liga-1-2', name: 'Лига 1.2', schedule: 'friday' },
    { id: 'liga-1-3', name: 'Лига 1.3', schedule: 'friday' },
    { id: 'liga-2-1', name: 'Лига 2.1', schedule: 'tuesday-evening' },
    { id: 'liga-2-2', name: 'Лига 2.2', schedule: 'tuesday-evening' },
    { id: 'liga-2-3', name: 'Лига 2.3', schedule: 'tuesday-evening' },
    { id: 'liga-3-1', name: 'Лига 3.1', schedule: 'tuesday-evening' },
    { id: 'liga-3-2', name: 'Лига 3.2', schedule: 'tuesday-evening' },
    { id: 'liga-3-3', name: 'Лига 3.3', schedule: 'tuesday-evening' },
    { id: 'liga-4-1', name: 'Лига 4.1', schedule: 'tuesday-afternoon' },
    { id: 'liga-4-2', name: 'Лига 4.2', schedule: 'tuesday-afternoon' },
    { id: 'liga-4-3', name: 'Лига 4.3', schedule: 'tuesday-afternoon' },
  ],
  reserveDays: [
    { weekday: 0, start: '10:30', end: '14:30', except: ['2017-12-10'] },
    { weekday: 5, start: '15:00', end: '18:00', except: [] },
  ],
  warningHours: 3,
  exclusion: { unplayedPostponed: 3, absencesWithoutWarning: 2, minGamesPlayed: 5, unexplainedForfeitIsAbsence: true },
  chain: ['SB', 'DE', 'WIN', 'KS'],
  edition: null,
};
