import { describe, expect, test } from 'vitest';
import { calendarIcs, escapeText, foldLine, writeIcs } from '@/lib/calendar/ics';
import { leagueCalendarIcs } from '@/lib/competitions/round-robin-league/league-calendar';
import { FALLBACK_HOST, publicHost } from '@/server/public-host';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 §3.1 unfolding: CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('one iCalendar writer, lines folded at 75 octets (issue 11, defect 15)', () => {
  const polish = 'Turniej o Puchar Wójta Gminy Gietrzwałd — Żółć, gęślą jaźń, źdźbło, ćma, łączka, świerszcz';

  test('no line of a feed with Polish letters is over 75 octets, and unfolding gives the text back', () => {
    const ics = calendarIcs('Grand Prix Warmii i Mazur 2018 — szachy szybkie, ąęłńóśźż', 'gp-2018', 'gp.example.org', [
      { id: 7, date: '2018-03-17', name: polish, city: 'Gietrzwałd', venue: 'Szkoła Podstawowa im. Żołnierzy Armii Krajowej', club: 'UKS Jedynka Olsztyn', status: 'confirmed' },
    ]);
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(ics)).toContain(`SUMMARY:${escapeText(polish)}\r\n`);
    // no line ends in half a character: every folded piece is valid UTF-8 on its own
    for (const line of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
  });

  test('a fold never splits a multi-byte character, at any offset', () => {
    for (let pad = 0; pad < 6; pad++) {
      const line = `SUMMARY:${'x'.repeat(pad)}${'ż'.repeat(60)}😀${'ą'.repeat(30)}`;
      const folded = foldLine(line);
      const pieces = folded.split('\r\n');
      pieces.forEach((p, i) => {
        expect(octets(p)).toBeLessThanOrEqual(75);
        if (i > 0) expect(p.startsWith(' ')).toBe(true);
      });
      expect(folded.replace(/\r\n /g, '')).toBe(line);
      // 75 octets is used up when the next character would not fit: no piece is shorter than it must be
      pieces.slice(0, -1).forEach((p) => expect(octets(p)).toBeGreaterThanOrEqual(72));
    }
  });

  test('text values are escaped: commas, semicolons, backslashes, line breaks', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ics = writeIcs({ name: 'S', productId: 'p', host: 'h.example', events: [{ uid: 'u1', date: '2018-03-17', summary: 'A, B; C', description: 'x\ny' }] });
    expect(ics).toContain('SUMMARY:A\\, B\\; C\r\n');
    expect(ics).toContain('DESCRIPTION:x\\ny\r\n');
    expect(ics).toContain('DTSTART;VALUE=DATE:20180317\r\nDTEND;VALUE=DATE:20180318\r\n');
    expect(ics).toContain('DTSTAMP:20180317T000000Z');
  });

  test('the leagues feed goes through the same writer: folded, UIDs at the given host', () => {
    const ics = leagueCalendarIcs('Первенство Санкт-Петербурга по шахматам среди ветеранов 2017', 'spb', 'chess.example.org', [
      { uid: 'liga-1-round-1', date: '2017-10-27', start: '18:00', end: '21:00', title: 'Высшая лига ветеранов Санкт-Петербурга: тур 1 (перенесённая партия)', description: '90 min' },
    ]);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('UID:liga-1-round-1.spb@chess.example.org\r\n');
    expect(ics).toContain('DTSTART:20171027T180000\r\n');
  });

  test('a tournament held without a reservation gets a UID of its own; a reservation keeps its UID once played', () => {
    const ics = calendarIcs('S', 's', 'gp.example.org', [
      { id: null, date: '2018-02-10', name: 'I', city: null, venue: null, club: null, status: 'played', tournament: 'gp01' },
      { id: 4, date: '2018-03-10', name: 'II', city: 'Ełk', venue: null, club: null, status: 'played', tournament: 'r4' },
      { id: 5, date: '2018-04-10', name: 'III', city: 'Ełk', venue: null, club: null, status: 'awaiting-agreement' },
    ]);
    expect(ics).toContain('UID:tournament-gp01.s@gp.example.org');
    expect(ics).toContain('UID:reservation-4.s@gp.example.org');
    expect(ics).not.toContain('reservation-5');
  });
});

describe('the public host of the UIDs (issue 11, defect 15)', () => {
  const req = (host: string | null) => new Request('http://localhost:3000/api/x', { headers: host ? { host } : {} });
  test('GP_PUBLIC_HOST wins over the request', () => expect(publicHost(req('10.0.0.5:3000'), { GP_PUBLIC_HOST: 'gp.wmzszach.pl' })).toBe('gp.wmzszach.pl'));
  test('else the Host header without its port', () => expect(publicHost(req('gp.example.org:8443'), {})).toBe('gp.example.org'));
  test.each(['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000'])('never a loopback host (%s)', (h) => {
    expect(publicHost(req(h), {})).toBe(FALLBACK_HOST);
    expect(publicHost(req(h), { GP_PUBLIC_HOST: 'localhost' })).toBe(FALLBACK_HOST);
  });
});
