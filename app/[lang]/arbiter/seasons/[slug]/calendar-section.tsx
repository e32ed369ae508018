import { shown } from '@/server/guard';
import { allReservations, cancellable, plannedOf, reservationTournamentCode, seasonCalendar, suggestedFinalOrganizer } from '@/server/reservations';
import { refusals } from '@/server/calendar/refusals';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import { getStandings } from '@/server/standings';
import type { Season, User } from '@/server/lookups';
import { complianceChecks, feesOwed } from '@/lib/calendar/compliance';
import { ComplianceSummary } from '@/app/components/compliance-summary';
import { formatDate, formatMoney, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { answerAction, cancelAction, reserveAction } from '@/app/[lang]/organizer/actions';
import { ActionButton } from '@/app/[lang]/arbiter/chrome';
import { ConfirmActionButton } from '@/app/[lang]/arbiter/confirm-action-button';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { seasonFeatures } from '@/lib/series/season-features';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

/** The arbiter's view of the season calendar: every reservation, decisions, the Final, fees. */
export function CalendarSection({ lang, season, user }: { lang: Lang; season: Season; user: User }) {
  const w = words(lang, CALENDAR_WORDS);
  const { format } = seasonCalendar(season);
  const conn = connection();
  const rows = shown(allReservations(conn, user, season));
  const standings = getStandings(conn, season);
  const suggestedClub = suggestedFinalOrganizer(conn, season);
  const status = (s: string) => words(lang, MESSAGES).reservationStatus[s] ?? s;
  // issue 40, C4: a season without a Final enters a plain tournament date, not a prefilled "Turniej Finałowy"
  const hasFinal = seasonFeatures(standings.rules).final;
  // the form is the Final's only while no live Final is booked: after that a new arbiter entering an
  // ordinary date had to clear its name and untick the Final, else it was refused as a second Final
  const finalForm = hasFinal && !rows.some(({ r }) => r.final && cancellable(r.status));
  const refused = refusals(conn, season.id, rows.filter(({ r }) => r.status === 'rejected').map(({ r }) => r.id));
  return (
    <>
      <h2>{w.calendarAndFees}</h2>
      <p className="downloads">
        <a href={`/api/seasons/${season.slug}/fees.csv`} data-testid="fees-csv">
          {w.feesCsv}
        </a>
      </p>
      <DataTable data-testid="arbiter-calendar">
        <thead>
          <tr>
            <th>{w.date}</th>
            <th>{w.tournamentWithId}</th>
            <th>{w.organizer}</th>
            <th>{w.status}</th>
            <th>{w.regulation}</th>
            <th>{w.fees}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ r, owner }) => {
            const code = reservationTournamentCode(r);
            const played = standings.tournaments.find((t) => t.id === code);
            const fees = played ? feesOwed(played.rows.length, r.final) : null;
            const checks = complianceChecks(plannedOf(r), format);
            return (
              <tr key={r.id}>
                <td>{formatDate(lang, r.date)}</td>
                <td>
                  {r.name} <code>{code}</code>
                </td>
                <td>
                  {r.club ?? '—'} <span className="muted">{owner}</span>
                </td>
                <td className="wrap" data-testid={`reservation-status-${r.id}`}>
                  {status(r.status)}
                  {refused.get(r.id) ? <span className="muted"> — {w.refusedBy(refused.get(r.id)!.by, refused.get(r.id)!.who)}</span> : null}
                </td>
                <td style={{ whiteSpace: 'normal' }}>
                  <ComplianceSummary lang={lang} checks={checks} />
                </td>
                <td>{fees ? formatMoney(lang, fees.totalGrosze) : '—'}</td>
                <td>
                  {r.status === 'awaiting-agreement' || r.status === 'rejected' ? (
                    <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'true' }} label={w.confirm} />
                  ) : null}{' '}
                  {r.status === 'awaiting-agreement' ? (
                    <ConfirmActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'false' }} label={w.reject} secondary question={w.rejectQuestion(r.name, formatDate(lang, r.date))} yes={w.yesReject} no={w.keep} />
                  ) : null}{' '}
                  {cancellable(r.status) ? (
                    <ConfirmActionButton action={cancelAction} fields={{ id: r.id, slug: season.slug }} label={w.cancel} secondary question={w.cancelQuestion(r.name, formatDate(lang, r.date))} yes={w.yesCancel} no={w.keep} />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <h3>{w.enterDate}</h3>
      <ActionForm action={reserveAction} submit={w.addToCalendar} id="arbiter-reserve">
        <input type="hidden" name="slug" value={season.slug} />
        <label>
          {w.date} <input name="date" type="date" required defaultValue={finalForm ? `${season.year}-12-16` : undefined} />
        </label>
        <label>
          {w.name} <input name="name" required defaultValue={finalForm ? w.theFinal : undefined} />
        </label>
        <label>
          {w.city} <input name="city" required />
        </label>
        <label>
          {w.organizerClub} <input name="club" defaultValue={finalForm ? (suggestedClub ?? '') : ''} />
          {finalForm && suggestedClub && <span className="muted">{w.suggestedFinal(season.year - 1)}</span>}
        </label>
        {hasFinal ? (
          <label>
            <input type="checkbox" name="final" defaultChecked={finalForm} /> {w.theFinal}
          </label>
        ) : null}
      </ActionForm>
    </>
  );
}
