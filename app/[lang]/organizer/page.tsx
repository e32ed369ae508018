import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { organizerView, plannedOf, reservationTournamentCode } from '@/server/reservations';
import { listPublicSeasons } from '@/db/queries/seasons';
import { getStandings } from '@/server/standings';
import { complianceChecks, feesOwed } from '@/lib/calendar/compliance';
import { formatDate, formatMoney, localePath, messages, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { currentUser } from '@/server/session';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { answerAction, cancelAction, reserveAction } from './actions';
import { ComplianceSummary } from '@/app/components/compliance-summary';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'Kalendarz — panel organizatora', 'Calendar — organizer');
}

export default async function OrganizerPage({ params, searchParams }: { params: Promise<{ lang: Lang }>; searchParams: Promise<{ season?: string }> }) {
  const { lang } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const user = await currentUser();
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(localePath(lang, '/organizer'))}`);
  // a captain's account has no calendar (issue 10): its page is /captain
  if (user.role === 'captain') return <NoAccess lang={lang} email={user.email} />;
  const conn = connection();
  const seasons = listPublicSeasons(conn);
  const { season: wanted } = await searchParams;
  const season = seasons.find((s) => s.slug === wanted) ?? seasons[0];
  if (!season) return <p>{T('Brak sezonów.', 'No seasons.')}</p>;
  const view = organizerView(conn, user, season);
  const standings = getStandings(conn, season);
  const status = (s: string) => messages(lang).reservationStatus[s] ?? s;
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <h1>{T('Kalendarz — panel organizatora', 'Calendar — organizer')}</h1>
      <p>
        {season.name} · {user.club ?? ''} · <Link href={localePath(lang, `/seasons/${season.slug}/calendar`)}>{T('kalendarz publiczny', 'public calendar')}</Link>
      </p>
      {seasons.length > 1 && (
        <nav className="season">
          {seasons.map((s) => (
            <Link key={s.id} href={`${localePath(lang, '/organizer')}?season=${s.slug}`} aria-current={s.id === season.id ? 'page' : undefined}>
              {s.name}
            </Link>
          ))}
        </nav>
      )}

      <h2>{T('Prośby o zgodę', 'Agreements asked of you')}</h2>
      {view.owed.length === 0 ? (
        <p className="muted">{T('Brak.', 'None.')}</p>
      ) : (
        <ul data-testid="owed-agreements">
          {view.owed.map(({ r, agree, owner }) => (
            <li key={r.id}>
              {formatDate(lang, r.date)} — {r.name} ({r.city}, {owner}) — {status(r.status)}
              {agree === null && r.status === 'awaiting-agreement' ? (
                <>
                  {' '}
                  <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'true' }} label={T('Zgadzam się', 'Agree')} />{' '}
                  <ActionButton action={answerAction} fields={{ id: r.id, slug: season.slug, agree: 'false' }} label={T('Nie zgadzam się', 'Decline')} secondary />
                </>
              ) : (
                <span className="muted"> · {agree === true ? T('zgoda wyrażona', 'agreed') : agree === false ? T('odmowa', 'declined') : ''}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>{T('Moje turnieje', 'My tournaments')}</h2>
      <div className="table-wrap">
        <table data-testid="own-reservations">
          <thead>
            <tr>
              <th>{T('Data', 'Date')}</th>
              <th>{T('Turniej', 'Tournament')}</th>
              <th>{T('Status', 'Status')}</th>
              <th>{T('Zgodność z regulaminem', 'Regulation check')}</th>
              <th>{T('Opłaty', 'Fees owed')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {view.own.map((r) => {
              const checks = complianceChecks(plannedOf(r));
              const played = standings.tournaments.find((t) => t.id === reservationTournamentCode(r));
              const fees = played ? feesOwed(played.rows.length, r.final) : null;
              return (
                <tr key={r.id}>
                  <td>{formatDate(lang, r.date)}</td>
                  <td>
                    {r.name} <span className="muted">({r.city})</span>
                  </td>
                  <td>{status(r.status)}</td>
                  <td style={{ whiteSpace: 'normal' }}>
                    <ComplianceSummary lang={lang} checks={checks} />
                  </td>
                  <td>{fees ? `${formatMoney(lang, fees.totalGrosze)} (${fees.players})` : '—'}</td>
                  <td>
                    {r.status !== 'cancelled' && (
                      <ActionButton action={cancelAction} fields={{ id: r.id, slug: season.slug }} label={T('Odwołaj', 'Cancel')} secondary />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2>{T('Zarezerwuj termin', 'Reserve a date')}</h2>
      <p className="explain">
        {T(
          'Sobota, niedziela lub święto w okresie sezonu, co najmniej 30 dni naprzód. Pierwszy turniej weekendu jest potwierdzany od razu; kolejny czeka na zgodę organizatorów.',
          'A Saturday, Sunday or public holiday within the season, at least 30 days ahead. The first tournament of a weekend is confirmed at once; a later one waits for the organizers’ agreement.',
        )}
      </p>
      <ActionForm action={reserveAction} submit={T('Zarezerwuj', 'Reserve')} id="reserve">
        <input type="hidden" name="slug" value={season.slug} />
        <label>
          {T('Data', 'Date')} <input name="date" type="date" required />
        </label>
        <label>
          {T('Nazwa turnieju', 'Tournament name')} <input name="name" required />
        </label>
        <label>
          {T('Miejscowość', 'City')} <input name="city" required />
        </label>
        <label>
          {T('Miejsce gry', 'Venue')} <input name="venue" />
        </label>
        <label>
          {T('Kontakt', 'Contact')} <input name="contact" />
        </label>
        <fieldset className="stack">
          <legend>{T('Planowany format (do sprawdzenia zgodności)', 'Planned format (for the regulation check)')}</legend>
          <label>
            {T('Rundy', 'Rounds')} <input name="rounds" inputMode="numeric" defaultValue="9" />
          </label>
          <label>
            {T('Tempo', 'Tempo')} <input name="tempo" defaultValue={`10'+5"`} />
          </label>
          <fieldset className="stack">
            <legend>{T('Wpisowe (zł)', 'Entry fees (zł)')}</legend>
            <label>
              {T('Dorośli', 'Adults')} <input name="feeAdult" size={4} inputMode="decimal" />
            </label>
            <label>
              {T('Juniorzy do 18 lat i zawodnicy 60+', 'Juniors up to 18 and players 60+')} <input name="feeJunior18" size={4} inputMode="decimal" />
            </label>
            <label>
              {T('Kobiety i juniorzy do 14 lat', 'Women and juniors up to 14')} <input name="feeWoman" size={4} inputMode="decimal" />
            </label>
          </fieldset>
          <fieldset className="stack">
            <legend>{T('Nagrody (zł)', 'Prizes (zł)')}</legend>
            {[1, 2, 3, 4, 5, 6].map((i) => (
              <label key={i}>
                {T(`Za ${i}. miejsce`, `Place ${i}`)} <input name={`prize${i}`} size={4} inputMode="decimal" />
              </label>
            ))}
            <label>
              {T('W każdej kategorii', 'Each category')} <input name="prizeCategory" size={4} inputMode="decimal" />
            </label>
            <label>
              {T('Nagroda losowana', 'Drawn prize')} <input name="prizeDrawn" size={4} inputMode="decimal" />
            </label>
          </fieldset>
        </fieldset>
      </ActionForm>
    </>
  );
}
