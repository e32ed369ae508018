'use client';
import { useActionState, useState } from 'react';
import { entryCategory, entryFee, type EntryAges, type EntryFees } from '@/lib/entries/categories';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDecimal, localePath, type Lang } from '@/lib/i18n/messages';
import { enterAction, type EntryFormState } from './actions';
import { words } from '@/lib/i18n/words';

interface EntryPrefill {
  name?: string;
  birth?: number | null;
  sex?: 'M' | 'F' | null;
  club?: string | null;
  crId?: string | null;
}

/**
 * The entry form, phone first (issue 41): name and birth year (enough for a player of the
 * register), sex, club and ids when the player has them, the consent in the form's words; the
 * category and fee are shown as soon as the birth year and sex are given, before sending. A field
 * hidden from people catches bots. After an entry the code to withdraw it is shown once.
 */
export function EntryForm({ lang, reservation, year, ages, fees, prefill }: { lang: Lang; reservation: number; year: number; ages: EntryAges; fees: Partial<EntryFees> | null; prefill: EntryPrefill | null }) {
  const w = words(lang, ENTRIES_WORDS);
  const [state, action, pending] = useActionState<EntryFormState, FormData>(enterAction, { ok: true, message: '' });
  const [birth, setBirth] = useState(prefill?.birth ? String(prefill.birth) : '');
  const [sex, setSex] = useState<string>(prefill?.sex ?? '');
  const year4 = /^\d{4}$/.test(birth.trim()) ? Number(birth.trim()) : null;
  const category = year4 !== null && year4 > year - 111 && year4 < year && (sex === 'M' || sex === 'F') ? entryCategory({ birthYear: year4, sex }, year, ages) : null;
  const fee = category ? entryFee(category, fees) : null;
  const errorOf = (field: string) => state.errors?.filter((e) => e.field === field).map((e) => e.message).join(' ');
  const described = (field: string) => (errorOf(field) ? `${field}-error` : undefined);
  const fieldError = (field: string) => (errorOf(field) ? <span id={`${field}-error`} className="error field-error">{errorOf(field)}</span> : null);

  if (state.ok && state.code) {
    return (
      <div role="status" aria-live="polite" className="ok entry-done" data-testid="entry-done">
        <p>{state.message}</p>
        <p>{w.yourCode}</p>
        <p>
          <code className="entry-code" data-testid="entry-code">
            {state.code}
          </code>
        </p>
        <p>
          <a href={localePath(lang, `/tournaments/${reservation}/entries`)} data-testid="done-list-link">
            {w.entryList}
          </a>
          {' · '}
          <a href={localePath(lang, `/tournaments/${reservation}`)}>{w.backToAnnouncement}</a>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className="stack entry-form" aria-describedby="entry-status" data-testid="entry-form" noValidate>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="reservation" value={reservation} />
      <label>
        {w.name}
        <input name="name" autoComplete="name" required maxLength={100} defaultValue={prefill?.name ?? ''} placeholder={w.nameHint} aria-invalid={!!errorOf('name')} aria-describedby={described('name')} />
        {fieldError('name')}
      </label>
      <label>
        {w.birthYear}
        <input name="birth" inputMode="numeric" pattern="[0-9]{4}" maxLength={10} required value={birth} onChange={(e) => setBirth(e.target.value)} aria-invalid={!!errorOf('birth')} aria-describedby={described('birth')} />
        {fieldError('birth')}
      </label>
      <fieldset className="choice" aria-describedby={described('sex')}>
        <legend>{w.sex}</legend>
        <label>
          <input type="radio" name="sex" value="M" checked={sex === 'M'} onChange={() => setSex('M')} /> {w.man}
        </label>
        <label>
          <input type="radio" name="sex" value="F" checked={sex === 'F'} onChange={() => setSex('F')} /> {w.woman}
        </label>
        {fieldError('sex')}
      </fieldset>
      <label>
        {w.clubOptional}
        <input name="club" maxLength={100} defaultValue={prefill?.club ?? ''} aria-describedby={described('club')} />
        {fieldError('club')}
      </label>
      <details open={!!prefill?.crId || !!errorOf('crId') || !!errorOf('fideId')}>
        <summary>
          {w.crId} / {w.fideId}
        </summary>
        <label>
          {w.crId}
          <input name="crId" inputMode="numeric" maxLength={10} defaultValue={prefill?.crId ?? ''} aria-describedby={described('crId')} />
          {fieldError('crId')}
        </label>
        <label>
          {w.fideId}
          <input name="fideId" inputMode="numeric" maxLength={12} aria-describedby={described('fideId')} />
          {fieldError('fideId')}
        </label>
      </details>
      {/* bots fill every field; people never see this one */}
      <div className="bot-field" aria-hidden="true">
        <label>
          {w.botField}
          <input name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p className="category-fee" data-testid="category-fee" aria-live="polite">
        {category ? (
          <>
            {w.yourCategory}: <strong>{w.categories[category]}</strong> · {w.yourFee}: <strong>{fee !== null ? `${formatDecimal(lang, fee)} zł` : w.feeUnknown}</strong>
          </>
        ) : (
          <span className="muted">{w.fillToSee}</span>
        )}
      </p>
      <label className="consent">
        <input type="checkbox" name="consent" required aria-describedby={described('consent')} /> {w.consent}
        {fieldError('consent')}
      </label>
      <button type="submit" disabled={pending}>
        {w.send}
      </button>
      <div id="entry-status" role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'} data-testid="entry-status">
        {state.message}
        {!state.ok && state.errors && state.errors.some((e) => !e.field) ? (
          <ul>
            {state.errors
              .filter((e) => !e.field)
              .map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}
