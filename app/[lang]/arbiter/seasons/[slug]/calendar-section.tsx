import { allReservations, plannedOf, reservationTournamentCode, suggestedFinalOrganizer } from '@/server/reservations';
import { getStandings } from '@/server/standings';
import type { Season, User } from '@/db/schema';
import { complianceChecks, feesOwed } from '@/lib/calendar/compliance';
import { ComplianceSummary } from '@/app/components/compliance-summary';
import { formatDate, formatMoney, messages, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { answerAction, cancelAction, reserveAction } from '@/app/[lang]/organizer/actions';
import { ActionButton } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';

/** The arbiter's view of the season calendar: every reservation, decisions, the Final, fees. */
export function CalendarSection({ lang, season, user }: { lang: Lang; season: Season; user: User }) {
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const conn = connection();
  const rows = allReservations(conn, user, season);
  const standings = getStandings(conn, season);
  const suggestedClub = suggestedFinalOrganizer(conn, season);
  const status = (s: string) => messages(lang).reservationStatus[s] ?? s;
  return (
    <>
      <h2>{T('Kalendarz i opłaty', 'Calendar and fees')}</h2>
      <p className="downloads">
        <a href={`/api/seasons/${season.slug}/fees.csv`} data-testid="fees-csv">
          {T('Zestawienie opłat dla skarbnika (CSV)', 'Fees summary for the treasurer (CSV)')}
        </a>
      </p>
      <div className="table-wrap">
        <table data-testid="arbiter-calendar">
          <thead>
            <tr>
              <th>{T('Data', 'Date')}</th>
              <th>{T('Turniej (id do wgrania wyników)', 'Tournament (id for the results)')}</th>
              <th>{T('Organizator', 'Organizer')}</th>
              <th>{T('Status', 'Status')}</th>
              <th>{T('Regulamin', 'Regulation')}</th>
              <th>{T('Opłaty', 'Fees')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ r, owner }) => {
              const code = reservationTournamentCode(r);
              const played = standings.tournaments.find((t) => t.id === code);
              const fees = played ? feesOwed(played.rows.length, r.final) : null;
              const checks = complianceChecks(plannedOf(r));
              return (
                <tr key={r.id}>
                  <td>{formatDate(lang, r.date)}</td>
                  <td>
                    {r.name} <code>{code}</code>
                  </td>
                  <td>
                    {r.club ?? '—'} <span className="muted">{owner}</span>
                  </td>
                  <td>{status(r.status)}</td>
                  <td style={{ whiteSpace: 'normal' }}>
                    <ComplianceSummary lang={lang} checks={checks} />
                  </td>
                  <td>{fees ? formatMoney(lang, fees.totalGrosze) : '—'}</td>
                  <td>
                    {r.status === 'awaiting-agreement' || r.status === 'rejected' ? (
                      <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'true' }} label={T('Zatwierdź', 'Confirm')} />
                    ) : null}{' '}
                    {r.status === 'awaiting-agreement' ? (
                      <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'false' }} label={T('Odrzuć', 'Reject')} secondary />
                    ) : null}{' '}
                    {r.status !== 'cancelled' ? (
                      <ActionButton action={cancelAction} fields={{ id: r.id, slug: season.slug }} label={T('Odwołaj', 'Cancel')} secondary />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{T('Wpisz termin (także Finał)', 'Enter a date (the Final too)')}</h3>
      <ActionForm action={reserveAction} submit={T('Wpisz do kalendarza', 'Add to the calendar')} id="arbiter-reserve">
        <input type="hidden" name="slug" value={season.slug} />
        <label>
          {T('Data', 'Date')} <input name="date" type="date" required defaultValue={`${season.year}-12-16`} />
        </label>
        <label>
          {T('Nazwa', 'Name')} <input name="name" required defaultValue={T('Turniej Finałowy', 'The Final')} />
        </label>
        <label>
          {T('Miejscowość', 'City')} <input name="city" required />
        </label>
        <label>
          {T('Organizator (klub)', 'Organizer (club)')} <input name="club" defaultValue={suggestedClub ?? ''} />
          {suggestedClub && <span className="muted">{T(`propozycja: zwycięzca klasyfikacji drużynowej ${season.year - 1}`, `suggested: the ${season.year - 1} team winner`)}</span>}
        </label>
        <label>
          <input type="checkbox" name="final" defaultChecked /> {T('Turniej Finałowy', 'The Final')}
        </label>
      </ActionForm>
    </>
  );
}
