import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { refusals } from '@/server/calendar/refusals';
import { shown } from '@/server/guard';
import { cancellable, organizerView, plannedOf, reservationTournamentCode, seasonCalendar } from '@/server/reservations';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { publicSeasonList } from '@/server/lookups';
import { getStandings } from '@/server/standings';
import { complianceChecks, feesOwed } from '@/lib/calendar/compliance';
import { bookableDays, seasonWindow } from '@/lib/calendar/reservation-rules';
import { currentDate } from '@/server/clock';
import { formatDate, formatMoney, localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { currentUser } from '@/server/session';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ConfirmActionButton } from '@/app/[lang]/arbiter/confirm-action-button';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { answerAction, cancelAction, reserveAction } from './actions';
import { ComplianceSummary } from '@/app/components/compliance-summary';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'organizer');
}

export default async function OrganizerPage({ params, searchParams }: { params: Promise<{ lang: Lang }>; searchParams: Promise<{ season?: string }> }) {
  const { lang } = await params;
  const w = words(lang, CALENDAR_WORDS);
  const user = await currentUser();
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(localePath(lang, '/organizer'))}`);
  // a captain's account has no calendar (issue 10): its page is /captain
  if (user.role === 'captain') return <NoAccess lang={lang} email={user.email} />;
  const conn = connection();
  const seasons = publicSeasonList(conn);
  const { season: wanted } = await searchParams;
  // issue 40 walk: a season whose dates can no longer be booked stays listed (its reservations,
  // agreements and fees are still the organizer's), marked closed, with the reason instead of the
  // form; without a season asked for, the page opens on the first season still open to a booking
  const today = currentDate();
  const byArbiter = user.role === 'arbiter';
  const bookable = (s: (typeof seasons)[number]) => bookableDays({ seasonYear: s.year, today, byArbiter, rules: seasonCalendar(s).calendar });
  const season = seasons.find((s) => s.slug === wanted) ?? seasons.find((s) => bookable(s) !== null) ?? seasons[0];
  if (!season) return <p>{w.noSeasons}</p>;
  const days = bookable(season);
  const view = shown(organizerView(conn, user, season));
  const standings = getStandings(conn, season);
  const status = (s: string) => words(lang, MESSAGES).reservationStatus[s] ?? s;
  const refused = refusals(conn, season.id, view.own.filter((r) => r.status === 'rejected').map((r) => r.id));
  const { calendar, format } = seasonCalendar(season);
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <h1>{w.organizerTitle}</h1>
      <p>
        {season.name} · {user.club ?? ''} · <Link href={localePath(lang, `/seasons/${season.slug}/calendar`)}>{w.publicCalendar}</Link>
      </p>
      {seasons.length > 1 && (
        <nav className="season">
          {seasons.map((s) => (
            <Link key={s.id} href={`${localePath(lang, '/organizer')}?season=${s.slug}`} aria-current={s.id === season.id ? 'page' : undefined} data-testid={`organizer-season-${s.slug}`}>
              {s.name}
              {bookable(s) === null ? <span className="muted"> ({w.closedMark})</span> : null}
            </Link>
          ))}
        </nav>
      )}

      <h2>{w.agreementsAsked}</h2>
      {view.owed.length === 0 ? (
        <p className="muted">{w.none}</p>
      ) : (
        <ul data-testid="owed-agreements">
          {view.owed.map(({ r, agree, owner }) => (
            <li key={r.id}>
              <span id={`owed-${r.id}`}>
                {formatDate(lang, r.date)} — {r.name} ({r.city}, {owner})
              </span>{' '}
              — {status(r.status)}
              {agree === null && r.status === 'awaiting-agreement' ? (
                <>
                  {' '}
                  <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'true' }} label={w.agree} />{' '}
                  <ConfirmActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'false' }} label={w.decline} secondary describedBy={`owed-${r.id}`} question={w.declineQuestion(r.name, formatDate(lang, r.date))} yes={w.yesDecline} no={w.keep} />
                </>
              ) : (
                <span className="muted"> · {agree === true ? w.agreed : agree === false ? w.declined : ''}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>{w.myTournaments}</h2>
      <DataTable data-testid="own-reservations">
        <thead>
          <tr>
            <th>{w.date}</th>
            <th>{w.tournament}</th>
            <th>{w.status}</th>
            <th>{w.regulationCheck}</th>
            <th>{w.feesOwed}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {view.own.map((r) => {
            const checks = complianceChecks(plannedOf(r), format);
            const played = standings.tournaments.find((t) => t.id === reservationTournamentCode(r));
            const fees = played ? feesOwed(played.rows.length, r.final) : null;
            return (
              <tr key={r.id}>
                <td>{formatDate(lang, r.date)}</td>
                <td id={`own-${r.id}`}>
                  {r.name} <span className="muted">({r.city})</span>
                  {cancellable(r.status) && (
                    <>
                      <br />
                      {/* issue 41: the tournament's announcement and entries */}
                      <Link href={localePath(lang, `/organizer/tournaments/${r.id}`)} data-testid={`manage-${r.id}`}>
                        {words(lang, ENTRIES_WORDS).manage}
                      </Link>
                    </>
                  )}
                </td>
                <td className="wrap" data-testid={`reservation-status-${r.id}`}>
                  {status(r.status)}
                  {refused.get(r.id) ? <span className="muted"> — {w.refusedBy(refused.get(r.id)!.by, refused.get(r.id)!.who)}</span> : null}
                </td>
                <td style={{ whiteSpace: 'normal' }}>
                  <ComplianceSummary lang={lang} checks={checks} />
                </td>
                <td>{fees ? `${formatMoney(lang, fees.totalGrosze)} (${fees.players})` : '—'}</td>
                <td>
                  {cancellable(r.status) && (
                    <ConfirmActionButton action={cancelAction} fields={{ id: r.id, slug: season.slug }} label={w.cancel} secondary describedBy={`own-${r.id}`} question={w.cancelQuestion(r.name, formatDate(lang, r.date))} yes={w.yesCancel} no={w.keep} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>

      <h2>{w.reserveTitle}</h2>
      {days === null ? (
        <p className="explain" data-testid="booking-closed">
          {w.bookingClosed(season.name, calendar.minDaysAhead, formatDate(lang, seasonWindow(season.year, calendar.window).to))}
        </p>
      ) : (
        <>
          <p className="explain">
            {w.reserveExplain(calendar.minDaysAhead)} <span data-testid="bookable-days">{w.bookableFrom(formatDate(lang, days.first), formatDate(lang, days.last))}</span>
          </p>
          <ActionForm action={reserveAction} submit={w.reserve} id="reserve">
            <input type="hidden" name="slug" value={season.slug} />
            <label>
              {w.date} <input name="date" type="date" required />
            </label>
            <label>
              {w.tournamentName} <input name="name" required />
            </label>
            <label>
              {w.city} <input name="city" required />
            </label>
            <label>
              {w.venue} <input name="venue" />
            </label>
            <label>
              {w.contact} <input name="contact" />
            </label>
            <fieldset className="stack">
              <legend>{w.plannedFormat}</legend>
              <label>
                {w.rounds} <input name="rounds" inputMode="numeric" defaultValue={format.rounds ?? undefined} />
              </label>
              <label>
                {w.tempo} <input name="tempo" defaultValue={format.tempos[0]} />
              </label>
              <fieldset className="stack">
                <legend>{w.entryFees}</legend>
                <label>
                  {w.feeAdult} <input name="feeAdult" size={4} inputMode="decimal" />
                </label>
                <label>
                  {w.feeJunior18} <input name="feeJunior18" size={4} inputMode="decimal" />
                </label>
                <label>
                  {w.feeWoman} <input name="feeWoman" size={4} inputMode="decimal" />
                </label>
              </fieldset>
              <fieldset className="stack">
                <legend>{w.prizes}</legend>
                {[1, 2, 3, 4, 5, 6].map((i) => (
                  <label key={i}>
                    {w.prizePlace(i)} <input name={`prize${i}`} size={4} inputMode="decimal" />
                  </label>
                ))}
                <label>
                  {w.prizeCategory} <input name="prizeCategory" size={4} inputMode="decimal" />
                </label>
                <label>
                  {w.prizeDrawn} <input name="prizeDrawn" size={4} inputMode="decimal" />
                </label>
              </fieldset>
            </fieldset>
          </ActionForm>
        </>
      )}
    </>
  );
}
