import type { ReservationStatus } from './reservation-rules';

/**
 * The one iCalendar (RFC 5545) writer of the site: the season calendar and the leagues' game days
 * both go through `writeIcs`. Content lines end in CRLF and are folded at 75 octets of UTF-8
 * (§3.1), never inside a multi-byte character; text values are escaped (§3.3.11). DTSTAMP comes from
 * the event, not the clock, so the same data gives the same feed.
 */
interface IcsEvent {
  /** Without the host: `writeIcs` appends `@host`. Stable, so calendar apps update instead of duplicating. */
  uid: string;
  /** An all-day event (`date`, ends the next day), or a floating local time on that date. */
  date: string;
  start?: string;
  end?: string;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE';
  /** A page about the event (RFC 5545 §3.8.4.6 URL): a played tournament's results. */
  url?: string;
}

interface IcsCalendar {
  name: string;
  productId: string;
  /** The public host the UIDs end in (never `localhost`: see `publicHost` in server/public-host.ts). */
  host: string;
  events: readonly IcsEvent[];
}

const encoder = new TextEncoder();

/** One content line folded at 75 octets: continuation lines start with a space (which counts in their 75). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const compactDate = (d: string) => d.replace(/-/g, '');
const compactTime = (t: string) => `${t.replace(/:/g, '').padEnd(6, '0').slice(0, 6)}`;

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A host fit for a UID: letters, digits, dots and hyphens only. */
function uidHost(host: string): string {
  return host.toLowerCase().replace(/[^a-z0-9.-]/g, '') || 'grand-prix.invalid';
}

export function writeIcs(cal: IcsCalendar): string {
  const host = uidHost(cal.host);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(cal.productId)}//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(cal.name)}`];
  for (const e of cal.events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}@${host}`);
    if (e.start) {
      lines.push(`DTSTAMP:${compactDate(e.date)}T${compactTime(e.start)}Z`, `DTSTART:${compactDate(e.date)}T${compactTime(e.start)}`);
      if (e.end) lines.push(`DTEND:${compactDate(e.date)}T${compactTime(e.end)}`);
    } else {
      lines.push(`DTSTAMP:${compactDate(e.date)}T000000Z`, `DTSTART;VALUE=DATE:${compactDate(e.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`);
    }
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    // a URI value is not TEXT (no escaping); one that could break the line is left out
    if (e.url && /^https?:\/\/[^\s"<>\\]+$/.test(e.url)) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

export interface CalendarEntry {
  /** The reservation's id; null for a tournament held without a reservation. */
  id: number | null;
  date: string;
  name: string;
  city: string | null;
  venue: string | null;
  club: string | null;
  status: ReservationStatus | 'played';
  /** A tournament held without a reservation (its results are stored): the UID names the tournament. */
  tournament?: string;
}

/** The public results page of a season's tournament (Polish, the site's default language). */
export function tournamentResultsPath(slug: string, tournament: string): string {
  return `/seasons/${encodeURIComponent(slug)}/tournaments/${encodeURIComponent(tournament)}`;
}

/** The public announcement of a reserved tournament, with its entries (issue 41). */
export function announcementPath(reservationId: number): string {
  return `/tournaments/${reservationId}`;
}

/**
 * iCalendar feed of the season: confirmed reservations and tournaments held, all-day events with
 * stable UIDs (a reservation's UID never changes, so calendar apps update instead of duplicating).
 * With `siteBase` (`https://host`), a tournament held links its results page (URL), one still to
 * come its announcement.
 */
export function calendarIcs(seasonName: string, slug: string, host: string, items: readonly CalendarEntry[], organizerWord = 'Organizator', siteBase?: string): string {
  const events: IcsEvent[] = items
    .filter((r) => r.status === 'confirmed' || r.status === 'played')
    .map((r) => ({
      // a reservation keeps its UID after its results are uploaded, so the event is updated, not doubled
      uid: r.id !== null ? `reservation-${r.id}.${slug}` : `tournament-${r.tournament ?? r.date}.${slug}`,
      date: r.date,
      summary: r.name,
      location: [r.venue, r.city].filter(Boolean).join(', ') || undefined,
      description: [seasonName, r.club ? `${organizerWord}: ${r.club}` : null].filter(Boolean).join('\n'),
      status: 'CONFIRMED' as const,
      // issue 29: once played, the event links its results (the tournament page of the season)
      ...(r.status === 'played' && r.tournament && siteBase ? { url: `${siteBase}${tournamentResultsPath(slug, r.tournament)}` } : {}),
      // issue 41: still to come, it links its announcement, where players enter
      ...(r.status !== 'played' && r.id !== null && siteBase ? { url: `${siteBase}${announcementPath(r.id)}` } : {}),
    }));
  return writeIcs({ name: seasonName, productId: 'grand-prix/calendar', host, events });
}
