import { seasonSectionTitle } from '@/app/components/page-title';
import { publicCalendar, type CalendarLine } from '@/server/reservations';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import Link from 'next/link';
import { announcementPath, tournamentResultsPath } from '@/lib/calendar/ics';
import { formatDate, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection, publicSeasonOr404 } from '@/server/data';
import { SeasonNav } from '@/app/components/season-nav';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export const generateMetadata = seasonSectionTitle('calendar');

/** The public season calendar: live reservations and the tournaments held (a rejected or cancelled reservation is not shown). */
export default async function CalendarPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const m = words(lang, MESSAGES);
  const w = words(lang, CALENDAR_WORDS);
  const season = publicSeasonOr404(slug);
  const items = publicCalendar(connection(), season);
  const statusLabel = (s: CalendarLine['status']) => (s === 'played' ? w.played : (m.reservationStatus[s] ?? s));
  const months = [...new Set(items.map((r) => r.date.slice(0, 7)))].sort();
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="calendar" />
      <h2>{w.calendarTitle}</h2>
      <p className="downloads">
        <a href={`/api/seasons/${slug}/calendar.ics`} data-testid="ics-link">
          {w.subscribe}
        </a>
        <a href={`/api/seasons/${slug}/reservations`}>JSON</a>
      </p>
      {items.length === 0 && <p className="muted">{w.nothingYet}</p>}
      {items.length > 0 && (
        <DataTable data-testid="calendar-list" className="calendar-list" aria-label={w.listView}>
          <thead>
            <tr>
              <th>{w.date}</th>
              <th>{w.tournament}</th>
              <th>{w.city}</th>
              <th>{w.organizer}</th>
              <th>{w.status}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.key} data-status={r.status}>
                <td data-label={w.date}>{formatDate(lang, r.date)}</td>
                <td data-label={w.tournament} className="wrap">
                  {/* issue 29: a tournament once played links its results */}
                  {r.status === 'played' ? (
                    <Link href={localePath(lang, tournamentResultsPath(slug, r.tournament))} data-testid="results-link">
                      {r.name}
                    </Link>
                  ) : r.id !== null ? (
                    // issue 41: a tournament still to come links its announcement (and the entries)
                    <Link href={localePath(lang, announcementPath(r.id))} data-testid="announcement-link">
                      {r.name}
                    </Link>
                  ) : (
                    r.name
                  )}
                  {r.final ? ` (${m.final})` : ''}
                </td>
                <td data-label={w.city} className="wrap">
                  {r.city ?? '—'}
                  {r.venue ? <span className="muted"> · {r.venue}</span> : null}
                </td>
                <td data-label={w.organizer} data-testid="organizer" className="wrap">
                  {r.club ?? '—'}
                </td>
                <td data-label={w.status} data-testid="status" className={r.status === 'confirmed' || r.status === 'played' ? 'ok' : 'muted'}>
                  {statusLabel(r.status)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {months.map((month) => {
        const [y, mo] = month.split('-').map(Number) as [number, number];
        const first = new Date(Date.UTC(y, mo - 1, 1));
        const offset = (first.getUTCDay() + 6) % 7;
        const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
        const cells = Array.from({ length: Math.ceil((offset + days) / 7) * 7 }, (_, i) => i - offset + 1);
        return (
          <section key={month} className="month">
            <h3>
              {w.months[mo - 1]} {y}
            </h3>
            <table className="month-grid" aria-label={`${w.months[mo - 1]} ${y}`}>
              <thead>
                <tr>
                  {w.days.map((d) => (
                    <th key={d} scope="col">
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: cells.length / 7 }, (_, wk) => (
                  <tr key={wk}>
                    {cells.slice(wk * 7, wk * 7 + 7).map((d, i) => {
                      const iso = d >= 1 && d <= days ? `${month}-${String(d).padStart(2, '0')}` : null;
                      const here = iso ? items.filter((r) => r.date === iso) : [];
                      return (
                        <td key={i} className={here.length ? 'has-event' : undefined}>
                          {iso ? <span className="muted">{d}</span> : null}
                          {here.map((r) => (
                            <div key={r.key} className={`event ${r.status}`} title={[r.name, r.city, r.club, statusLabel(r.status)].filter(Boolean).join(' · ')}>
                              {r.status === 'played' ? <Link href={localePath(lang, tournamentResultsPath(slug, r.tournament))}>{r.name}</Link> : r.id !== null ? <Link href={localePath(lang, announcementPath(r.id))}>{r.name}</Link> : r.name}
                              {r.city ? <span className="muted event-city"> ({r.city})</span> : null}
                            </div>
                          ))}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
