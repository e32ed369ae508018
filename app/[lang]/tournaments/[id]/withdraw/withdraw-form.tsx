'use client';
import { useActionState } from 'react';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import type { Lang } from '@/lib/i18n/messages';
import { withdrawAction, type EntryFormState } from '../enter/actions';
import { words } from '@/lib/i18n/words';

/** The withdrawal: the code the player was shown, nothing else. */
export function WithdrawForm({ lang, reservation }: { lang: Lang; reservation: number }) {
  const w = words(lang, ENTRIES_WORDS);
  const [state, action, pending] = useActionState<EntryFormState, FormData>(withdrawAction, { ok: true, message: '' });
  return (
    <form action={action} className="stack" aria-describedby="withdraw-status" data-testid="withdraw-form">
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="reservation" value={reservation} />
      <label>
        {w.code}
        <input name="code" required autoComplete="off" autoCapitalize="characters" maxLength={20} />
      </label>
      <button type="submit" disabled={pending}>
        {w.withdraw}
      </button>
      <div id="withdraw-status" role="status" aria-live="polite" className={state.ok ? 'ok' : 'error'} data-testid="withdraw-status">
        {state.message}
      </div>
    </form>
  );
}
