'use server';
/** The organizer's announcement and entry list (issue 41), through the action wrapper; server/entries checks who may do what. */
import { revalidateAnnouncement } from '@/server/revalidate';
import { z } from 'zod';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { currentTime } from '@/server/clock';
import { connection } from '@/server/data';
import { addEntryByOrganizer, markEntry, updateAnnouncement, withdrawEntry } from '@/server/entries';

const ROLES = ['organizer', 'arbiter'] as const;
const num = (v: FormDataEntryValue | null) => {
  const s = String(v ?? '').trim().replace(',', '.');
  return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : Number.NaN;
};
const str = (v: FormDataEntryValue | null) => String(v ?? '').trim();
const refresh = revalidateAnnouncement;

const save = arbiterAction({ roles: [...ROLES], schema: z.object({ id: z.coerce.number().int().min(1) }).passthrough() }, ({ user, lang, form, input }) => {
  const limit = num(form.get('entryLimit'));
  const r = updateAnnouncement(
    connection(),
    user,
    input.id,
    {
      text: String(form.get('text') ?? '').replace(/\r\n/g, '\n'),
      startsAt: str(form.get('startsAt')) || null,
      arbiter: str(form.get('arbiter')) || null,
      venue: str(form.get('venue')) || null,
      contact: str(form.get('contact')) || null,
      tempo: str(form.get('tempo')) || null,
      rounds: num(form.get('rounds')),
      fees: { adult: num(form.get('feeAdult')), junior18OrVeteran: num(form.get('feeJunior18')), womanOrJunior14: num(form.get('feeWoman')) },
      prizes: { places: [1, 2, 3, 4, 5, 6].map((i) => num(form.get(`prize${i}`))), category: num(form.get('prizeCategory')), drawn: num(form.get('prizeDrawn')) },
      entryLimit: limit,
      entriesClosed: form.get('entriesClosed') === 'on',
    },
    currentTime(),
  );
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  refresh();
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function saveAnnouncementAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return save(form);
}

const mark = arbiterAction(
  { roles: [...ROLES], schema: z.object({ id: z.coerce.number().int().min(1), entry: z.coerce.number().int().min(1), field: z.enum(['paid', 'present']), value: z.enum(['true', 'false']) }) },
  ({ user, lang, input }) => {
    const r = markEntry(connection(), user, input.id, input.entry, { [input.field]: input.value === 'true' });
    if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
    refresh();
    return { ok: true, message: say(lang, 'SAVED') };
  },
);
export async function markAction(form: FormData): Promise<void> {
  await mark(form);
}

const remove = arbiterAction({ roles: [...ROLES], schema: z.object({ id: z.coerce.number().int().min(1), entry: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const r = withdrawEntry(connection(), user, input.id, input.entry, null, currentTime(), 'web');
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  refresh();
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function removeAction(form: FormData): Promise<void> {
  await remove(form);
}

const add = arbiterAction({ roles: [...ROLES], schema: z.object({ id: z.coerce.number().int().min(1) }).passthrough() }, ({ user, lang, form, input }) => {
  const r = addEntryByOrganizer(connection(), user, input.id, { name: str(form.get('name')), birth: str(form.get('birth')), sex: str(form.get('sex')), club: str(form.get('club')), crId: str(form.get('crId')), fideId: str(form.get('fideId')) }, currentTime());
  if (!r.ok) return refusedWith(lang, 'NOT_SAVED', r.errors);
  refresh();
  return { ok: true, message: say(lang, 'SAVED') };
});
export async function addEntryAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return add(form);
}
