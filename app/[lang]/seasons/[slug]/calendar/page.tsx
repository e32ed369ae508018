import type { Metadata } from 'next';
import { seasonPageTitle, sectionWords } from '@/app/components/page-title';
import { listReservations } from '@/server/reservations';
import { formatDate, messages, type Lang } from '@/lib/i18n/messages';
import { connection, publicSeasonOr404 } from '@/server/data';
import { SeasonNav } from '@/app/components/season-nav';

export const dynamic = 'force-dynamic';

const MONTHS = {
  pl: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
const DAYS = { pl: ['pn', 'wt', 'śr', 'cz', 'pt', 'so', 'nd'], en: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] };

export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string }> }): Promise<Metadata> {
  const { lang, slug } = await params;
  return seasonPageTitle(lang, slug, sectionWords(lang).calendar);
}

export default async function CalendarPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const m = messages(lang);
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const season = publicSeasonOr404(slug);
  const items = listReservations(connection(), season);
  const statusLabel = (s: string) => m.reservationStatus[s] ?? s;
  const months = [...new Set(items.map((r) => r.date.slice(0, 7)))].sort();
  return (
    <>
      <h1>{season.name}</h1>
      <SeasonNav lang={lang} slug={slug} current="calendar" />
      <h2>{T('Kalendarz turniejów', 'Tournament calendar')}</h2>
      <p className="downloads">
        <a href={`/api/seasons/${slug}/calendar.ics`} data-testid="ics-link">
          {T('Subskrybuj w kalendarzu (iCalendar)', 'Subscribe in a calendar app (iCalendar)')}
        </a>
        <a href={`/api/seasons/${slug}/reservations`}>JSON</a>
      </p>
      {items.length === 0 && <p className="muted">{T('Nie zarezerwowano jeszcze żadnego terminu.', 'No dates reserved yet.')}</p>}
      <div className="table-wrap">
        <table data-testid="calendar-list">
          <thead>
            <tr>
              <th>{m.date}</th>
              <th>{m.tournaments}</th>
              <th>{T('Miejscowość', 'City')}</th>
              <th>{T('Organizator', 'Organizer')}</th>
              <th>{T('Status', 'Status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} data-status={r.status}>
                <td>{formatDate(lang, r.date)}</td>
                <td>
                  {r.name}
                  {r.final ? ` (${m.final})` : ''}
                </td>
                <td>
                  {r.city}
                  {r.venue ? <span className="muted"> · {r.venue}</span> : null}
                </td>
                <td>{r.club ?? '—'}</td>
                <td className={r.status === 'confirmed' ? 'ok' : r.status === 'rejected' ? 'error' : 'muted'}>{statusLabel(r.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {months.map((month) => {
        const [y, mo] = month.split('-').map(Number) as [number, number];
        const first = new Date(Date.UTC(y, mo - 1, 1));
        const offset = (first.getUTCDay() + 6) % 7;
        const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
        const cells = Array.from({ length: Math.ceil((offset + days) / 7) * 7 }, (_, i) => i - offset + 1);
        return (
          <section key={month} className="month">
            <h3>
              {MONTHS[lang][mo - 1]} {y}
            </h3>
            <table className="month-grid" aria-label={`${MONTHS[lang][mo - 1]} ${y}`}>
              <thead>
                <tr>
                  {DAYS[lang].map((d) => (
                    <th key={d} scope="col">
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: cells.length / 7 }, (_, w) => (
                  <tr key={w}>
                    {cells.slice(w * 7, w * 7 + 7).map((d, i) => {
                      const iso = d >= 1 && d <= days ? `${month}-${String(d).padStart(2, '0')}` : null;
                      const here = iso ? items.filter((r) => r.date === iso) : [];
                      return (
                        <td key={i} className={here.length ? 'has-event' : undefined}>
                          {iso ? <span className="muted">{d}</span> : null}
                          {here.map((r) => (
                            <div key={r.id} className={`event ${r.status}`}>
                              {r.name} <span className="muted">({r.city})</span>
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
