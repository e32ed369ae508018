'use server';
/** Organizers' calendar actions, through the same action wrapper; the calendar use cases check who may do what, next to the data. */
import { z } from 'zod';
import { arbiterAction, refusedWith, say, type ActionState } from '@/server/action';
import { currentDate, currentTime } from '@/server/clock';
import { answerAgreement, cancelReservation, createReservation } from '@/server/reservations';
import { MESSAGES } from '@/lib/i18n/messages';
import { describeCompliance } from '@/lib/i18n/catalogue';
import { connection } from '@/server/data';
import { words } from '@/lib/i18n/words';

const num = (v: FormDataEntryValue | null) => {
  const s = String(v ?? '').trim().replace(',', '.');
  return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : null;
};

const CALENDAR_ROLES = ['organizer', 'arbiter'] as const;

const reserve = arbiterAction({ roles: [...CALENDAR_ROLES], season: true }, ({ user, lang, form, season }) => {
  const r = createReservation(
    connection(),
    user,
    season,
    {
      date: String(form.get('date') ?? ''),
      name: String(form.get('name') ?? ''),
      city: String(form.get('city') ?? ''),
      venue: String(form.get('venue') ?? '') || null,
      contact: String(form.get('contact') ?? '') || null,
      club: String(form.get('club') ?? '') || null,
      rounds: num(form.get('rounds')),
      tempo: String(form.get('tempo') ?? '') || null,
      final: form.get('final') === 'on',
      fees: { adult: num(form.get('feeAdult')), junior18OrVeteran: num(form.get('feeJunior18')), womanOrJunior14: num(form.get('feeWoman')) },
      prizes: { places: [1, 2, 3, 4, 5, 6].map((i) => num(form.get(`prize${i}`))), category: num(form.get('prizeCategory')), drawn: num(form.get('prizeDrawn')) },
    },
    currentDate(),
  );
  if (!r.ok) return refusedWith(lang, 'NOT_RESERVED', r.errors);
  const status = `${r.value.date} — ${words(lang, MESSAGES).reservationStatus[r.value.status] ?? r.value.status}`;
  // a plan that breaks the regulation is booked, with the broken rules said beside the confirmation
  if (r.value.warnings.length > 0) return { ok: true, message: say(lang, 'RESERVED_WITH_WARNINGS', { status }), errors: r.value.warnings.map((c) => ({ code: c.code, message: describeCompliance(lang, c) })) };
  return { ok: true, message: say(lang, 'RESERVED', { status }) };
});
export async function reserveAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  return reserve(form);
}

const answer = arbiterAction({ roles: [...CALENDAR_ROLES], season: true, schema: z.object({ id: z.coerce.number().int().min(1), agree: z.enum(['true', 'false']) }) }, ({ user, lang, input }) => {
  const r = answerAgreement(connection(), user, input.id, input.agree === 'true', currentTime().toISOString());
  return r.ok ? { ok: true, message: say(lang, 'SAVED') } : refusedWith(lang, r.status === 422 ? 'NOT_SAVED' : 'FORBIDDEN', r.errors);
});
export async function answerAction(form: FormData): Promise<void> {
  await answer(form);
}

const cancel = arbiterAction({ roles: [...CALENDAR_ROLES], season: true, schema: z.object({ id: z.coerce.number().int().min(1) }) }, ({ user, lang, input }) => {
  const r = cancelReservation(connection(), user, input.id);
  return r.ok ? { ok: true, message: say(lang, 'SAVED') } : refusedWith(lang, r.status === 422 ? 'NOT_SAVED' : 'FORBIDDEN', r.errors);
});
export async function cancelAction(form: FormData): Promise<void> {
  await cancel(form);
}
