import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { CALENDAR_WORDS } from '@/lib/i18n/calendar-words';
import { formatDate, formatMoney, localePath, type Lang } from '@/lib/i18n/messages';
import { currentDate } from '@/server/clock';
import { connection } from '@/server/data';
import { announcementView, organizerEntries } from '@/server/entries';
import { currentUser } from '@/server/session';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ConfirmActionButton } from '@/app/[lang]/arbiter/confirm-action-button';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { ComplianceSummary } from '@/app/components/compliance-summary';
import { addEntryAction, markAction, removeAction, saveAnnouncementAction } from './actions';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: words(lang, ENTRIES_WORDS).organizerTitle, robots: { index: false } };
}

/**
 * The organizer's page of one reserved tournament (issue 41): the announcement to edit, the entry
 * list with paid and present marks, adding and removing players, closing entries, and the start
 * list for the pairing program. The organizer of the reservation's club, or the arbiter.
 */
export default async function OrganizerTournamentPage({ params }: { params: Promise<{ lang: Lang; id: string }> }) {
  const { lang, id } = await params;
  const w = words(lang, ENTRIES_WORDS);
  const c = words(lang, CALENDAR_WORDS);
  const user = await currentUser();
  if (!user) redirect(`${localePath(lang, '/arbiter/sign-in')}?next=${encodeURIComponent(localePath(lang, `/organizer/tournaments/${id}`))}`);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const conn = connection();
  const listed = organizerEntries(conn, user, Number(id));
  if (!listed.ok) {
    if (listed.status === 404) notFound();
    return <NoAccess lang={lang} email={user.email} />;
  }
  const view = announcementView(conn, Number(id), currentDate(), user);
  if (!view.ok) notFound();
  const v = view.value;
  const r = v.reservation;
  const a = v.announcement;
  const fees = v.fees ?? {};
  const prizes = r.prizesJson ? (JSON.parse(r.prizesJson) as { places?: (number | null)[]; category?: number | null; drawn?: number | null }) : {};
  const all = listed.value.entries;
  const live = all.filter((e) => e.withdrawnAt === null);
  const api = `/api/reservations/${r.id}`;
  return (
    <>
      <SignedInBar lang={lang} email={user.email} />
      <p>
        <Link href={localePath(lang, '/organizer')}>{c.organizerTitle}</Link> · <Link href={localePath(lang, `/tournaments/${r.id}`)}>{w.publicPage}</Link>
      </p>
      <h1>{r.name}</h1>
      <p>
        {formatDate(lang, r.date)} · {r.city} · {v.season.name}
      </p>
      <ComplianceSummary lang={lang} checks={v.compliance} />

      <h2>{w.entries}</h2>
      <p data-testid="entry-totals">{w.totals(live.filter((e) => e.paid).length, live.filter((e) => e.present).length, live.length)}</p>
      <p className="downloads">
        {w.export}:{' '}
        <a href={`${api}/entries.trf`} data-testid="export-trf">
          {w.exportTrf}
        </a>{' '}
        <a href={`${api}/entries.csv`} data-testid="export-csv">
          {w.exportCsv}
        </a>
      </p>
      <div className="table-wrap">
        <table data-testid="organizer-entries">
          <thead>
            <tr>
              <th>{w.name}</th>
              <th>{w.birth}</th>
              <th>{w.club}</th>
              <th>{w.category}</th>
              <th>{w.fee}</th>
              <th>{w.paid}</th>
              <th>{w.present}</th>
              <th>{w.status}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {all.map((e) => (
              <tr key={e.id} className={e.withdrawnAt ? 'muted' : undefined} data-entry={e.id}>
                <td className="wrap" id={`entry-${e.id}`}>
                  {e.name}
                  {e.crId ? <span className="muted"> · CR {e.crId}</span> : null}
                </td>
                <td>{e.birthYear}</td>
                <td className="wrap">{e.club ?? ''}</td>
                <td>{w.categories[e.category]}</td>
                <td>{e.feeGrosze !== null ? formatMoney(lang, e.feeGrosze) : '—'}</td>
                <td>{e.withdrawnAt ? '' : <ActionButton action={markAction} fields={{ id: r.id, entry: e.id, field: 'paid', value: String(!e.paid) }} label={e.paid ? `✓ ${w.markUnpaid}` : w.markPaid} secondary={e.paid} />}</td>
                <td>{e.withdrawnAt ? '' : <ActionButton action={markAction} fields={{ id: r.id, entry: e.id, field: 'present', value: String(!e.present) }} label={e.present ? `✓ ${w.markAbsent}` : w.markPresent} secondary={e.present} />}</td>
                <td>{e.withdrawnAt ? w.withdrawnShort : e.waiting ? w.waiting : ''}</td>
                <td>
                  {e.withdrawnAt ? null : (
                    <ConfirmActionButton action={removeAction} fields={{ id: r.id, entry: e.id }} label={w.remove} secondary describedBy={`entry-${e.id}`} question={w.removeQuestion(e.name)} yes={w.yesRemove} no={w.keep} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{w.addEntry}</h2>
      <ActionForm action={addEntryAction} submit={w.add} id="add-entry">
        <input type="hidden" name="id" value={r.id} />
        <input type="hidden" name="lang" value={lang} />
        <label>
          {w.name} <input name="name" required maxLength={100} />
        </label>
        <label>
          {w.birthYear} <input name="birth" inputMode="numeric" required maxLength={10} />
        </label>
        <label>
          {w.sex}{' '}
          <select name="sex" required defaultValue="">
            <option value="" disabled></option>
            <option value="M">{w.man}</option>
            <option value="F">{w.woman}</option>
          </select>
        </label>
        <label>
          {w.clubOptional} <input name="club" maxLength={100} />
        </label>
        <label>
          {w.crId} <input name="crId" inputMode="numeric" maxLength={10} />
        </label>
        <label>
          {w.fideId} <input name="fideId" inputMode="numeric" maxLength={12} />
        </label>
      </ActionForm>

      <h2>{w.editAnnouncement}</h2>
      <ActionForm action={saveAnnouncementAction} submit={w.save} id="announcement-form">
        <input type="hidden" name="id" value={r.id} />
        <input type="hidden" name="lang" value={lang} />
        <label className="checkbox">
          <input type="checkbox" name="entriesClosed" defaultChecked={a?.entriesClosedAt != null} /> {w.closeEntries}
        </label>
        <label>
          {w.entryLimit} <input name="entryLimit" inputMode="numeric" size={4} defaultValue={a?.entryLimit ?? ''} />
        </label>
        <label>
          {w.startsAt} <input name="startsAt" size={5} defaultValue={a?.startsAt ?? ''} placeholder="10:00" />
        </label>
        <label>
          {c.venue} <input name="venue" defaultValue={r.venue ?? ''} />
        </label>
        <label>
          {c.contact} <input name="contact" defaultValue={r.contact ?? ''} />
        </label>
        <label>
          {w.arbiter} <input name="arbiter" defaultValue={a?.arbiter ?? ''} />
        </label>
        <label>
          {c.rounds} <input name="rounds" inputMode="numeric" size={3} defaultValue={r.rounds ?? ''} />
        </label>
        <label>
          {c.tempo} <input name="tempo" defaultValue={r.tempo ?? ''} />
        </label>
        <fieldset className="stack">
          <legend>{c.entryFees}</legend>
          <label>
            {c.feeAdult} <input name="feeAdult" size={4} inputMode="decimal" defaultValue={fees.adult ?? ''} />
          </label>
          <label>
            {c.feeJunior18} <input name="feeJunior18" size={4} inputMode="decimal" defaultValue={fees.junior18OrVeteran ?? ''} />
          </label>
          <label>
            {c.feeWoman} <input name="feeWoman" size={4} inputMode="decimal" defaultValue={fees.womanOrJunior14 ?? ''} />
          </label>
        </fieldset>
        <fieldset className="stack">
          <legend>{c.prizes}</legend>
          {[1, 2, 3, 4, 5, 6].map((i) => (
            <label key={i}>
              {c.prizePlace(i)} <input name={`prize${i}`} size={4} inputMode="decimal" defaultValue={prizes.places?.[i - 1] ?? ''} />
            </label>
          ))}
          <label>
            {c.prizeCategory} <input name="prizeCategory" size={4} inputMode="decimal" defaultValue={prizes.category ?? ''} />
          </label>
          <label>
            {c.prizeDrawn} <input name="prizeDrawn" size={4} inputMode="decimal" defaultValue={prizes.drawn ?? ''} />
          </label>
        </fieldset>
        <label>
          {w.text}
          <textarea name="text" rows={8} maxLength={5000} defaultValue={a?.text ?? ''} />
        </label>
      </ActionForm>
    </>
  );
}
