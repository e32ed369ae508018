'use server';
/**
 * The public entry and withdrawal forms (issue 41): no account, so not the arbiter's action wrapper
 * — the same use cases the API calls (server/entries.ts), the client counted by its address for the
 * rate limits, the answer said in the page's language. Next checks a server action's origin.
 */
import { headers } from 'next/headers';
import { isDatabaseBusy } from '@/server/action';
import { langOf } from '@/lib/i18n/catalogue';
import { describe } from '@/lib/i18n/t';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { currentTime } from '@/server/clock';
import { connection } from '@/server/data';
import { enterTournament, withdrawByCode } from '@/server/entries';
import { entryClient } from '@/server/entry-client';
import { words } from '@/lib/i18n/words';

export interface EntryFormState {
  ok: boolean;
  message: string;
  errors?: { field?: string; message: string }[];
  /** The withdrawal code, shown once after an entry is taken. */
  code?: string;
  name?: string;
}

async function pageLang(form: FormData) {
  return langOf(form.get('lang'), (await headers()).get('referer'));
}

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};

export async function enterAction(_prev: EntryFormState, form: FormData): Promise<EntryFormState> {
  const lang = await pageLang(form);
  const w = words(lang, ENTRIES_WORDS);
  const id = Number(text(form, 'reservation'));
  if (!Number.isInteger(id) || id < 1) return { ok: false, message: describe(lang, { code: 'NOT_FOUND', params: { what: 'reservation' } }) };
  try {
    const r = enterTournament(
      connection(),
      id,
      { name: text(form, 'name'), birth: text(form, 'birth'), sex: text(form, 'sex'), club: text(form, 'club'), crId: text(form, 'crId'), fideId: text(form, 'fideId'), consent: form.get('consent') === 'on' },
      { now: currentTime(), client: await entryClient(), botField: text(form, 'website'), via: 'web' },
    );
    if (!r.ok) return { ok: false, message: w.notEntered, errors: r.errors.map((e) => ({ field: typeof e.params?.field === 'string' ? e.params.field : undefined, message: describe(lang, e) })) };
    const e = r.value.entry;
    return { ok: true, message: e.waiting ? w.enteredWaiting(e.name) : w.entered(e.name), code: r.value.code, name: e.name };
  } catch (e) {
    if (isDatabaseBusy(e)) return { ok: false, message: describe(lang, { code: 'BUSY' }) };
    throw e;
  }
}

export async function withdrawAction(_prev: EntryFormState, form: FormData): Promise<EntryFormState> {
  const lang = await pageLang(form);
  const w = words(lang, ENTRIES_WORDS);
  const id = Number(text(form, 'reservation'));
  if (!Number.isInteger(id) || id < 1) return { ok: false, message: describe(lang, { code: 'NOT_FOUND', params: { what: 'reservation' } }) };
  try {
    const r = withdrawByCode(connection(), id, text(form, 'code'), currentTime(), 'web');
    if (!r.ok) return { ok: false, message: r.errors.map((e) => describe(lang, e)).join(' ') };
    return { ok: true, message: `${w.withdrawn} ${r.value.name}` };
  } catch (e) {
    if (isDatabaseBusy(e)) return { ok: false, message: describe(lang, { code: 'BUSY' }) };
    throw e;
  }
}
