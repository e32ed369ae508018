import { describe, expect, test } from 'vitest';
import { calendarIcs, tournamentResultsPath } from '@/lib/calendar/ics';
import { publicSiteBase } from '@/server/public-host';

const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');
const events = (ics: string) => unfold(ics).split('BEGIN:VEVENT').slice(1);

// Issue 29: a calendar entry links its results once the tournament is played.
describe('the season feed links a played tournament to its results', () => {
  const items = [
    { id: 4, date: '2027-03-06', name: 'I Turniej', city: 'Olsztyn', venue: null, club: 'UKS', status: 'played' as const, tournament: 'gp01' },
    { id: 5, date: '2027-04-03', name: 'II Turniej', city: 'Ełk', venue: null, club: 'KS', status: 'confirmed' as const, tournament: 'gp02' },
    { id: null, date: '2027-05-01', name: 'Bez rezerwacji', city: null, venue: null, club: null, status: 'played' as const, tournament: 'gp 3' },
  ];

  test('played: URL of the results page; confirmed: its announcement, where players enter (issue 41)', () => {
    const [played, confirmed, held] = events(calendarIcs('GP 2027', 'gp-2027', 'gp.example.org', items, 'Organizator', 'https://gp.example.org'));
    expect(played).toContain('URL:https://gp.example.org/seasons/gp-2027/tournaments/gp01\r\n');
    expect(confirmed).toContain('URL:https://gp.example.org/tournaments/5\r\n');
    expect(held).toContain('URL:https://gp.example.org/seasons/gp-2027/tournaments/gp%203\r\n');
  });

  test('without the site address the feed is as before', () => {
    expect(calendarIcs('GP 2027', 'gp-2027', 'gp.example.org', items)).not.toContain('URL:');
  });

  test('a results path escapes the ids', () => {
    expect(tournamentResultsPath('a b', 'x/y')).toBe('/seasons/a%20b/tournaments/x%2Fy');
  });

  test.each([
    { label: 'GP_PUBLIC_HOST wins', env: { GP_PUBLIC_HOST: 'gp.wmzszach.pl' }, headers: { host: 'localhost:3000' }, expected: 'https://gp.wmzszach.pl' },
    { label: 'behind a TLS proxy', env: {}, headers: { host: 'szachy.example', 'x-forwarded-proto': 'https' }, expected: 'https://szachy.example' },
    { label: 'the request itself', env: {}, headers: { host: '127.0.0.1:3413' }, expected: 'http://127.0.0.1:3413' },
    { label: 'a Host header that is no host', env: {}, headers: { host: 'evil"/><x' }, expected: 'http://127.0.0.1:3413' },
  ])('the site address: $label', ({ env, headers, expected }) => {
    expect(publicSiteBase(new Request('http://127.0.0.1:3413/api/x', { headers: headers as Record<string, string> }), env)).toBe(expected);
  });
});
