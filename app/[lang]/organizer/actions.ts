'use server';
/** Organizers' calendar actions; the calendar queries check who may do what, next to the data. */
import { answerAgreement, cancelReservation, createReservation } from '@/server/reservations';
import { getSeasonBySlug } from '@/db/queries/seasons';
import { NotAllowed } from '@/server/workspace/workspace';
import { connection } from '@/server/data';
import { revalidateSeason } from '@/server/api';
import { touchSession } from '@/server/session';
import type { ActionState } from '@/app/[lang]/arbiter/actions';
import { DatabaseBusy } from '@/db/client';
import { langOf, refusal } from '@/lib/i18n/refusals';
import { headers } from 'next/headers';

async function actionLang(form: FormData) {
  return langOf(form.get('lang'), (await headers()).get('referer'));
}

/** One-button actions answer with the page itself: a wrong role or a busy database changes nothing. */
async function quietly(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof NotAllowed || e instanceof DatabaseBusy) return;
    throw e;
  }
}

const num = (v: FormDataEntryValue | null) => {
  const s = String(v ?? '').trim().replace(',', '.');
  return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : null;
};

export async function reserveAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const lang = await actionLang(form);
  try {
    const user = await touchSession();
    const slug = String(form.get('slug') ?? '');
    const season = getSeasonBySlug(connection(), slug);
    if (!season) return { ok: false, message: refusal(lang, 'NO_SEASON') };
    const today = new Date().toISOString().slice(0, 10);
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
      today,
    );
    if (!r.ok) return { ok: false, message: 'Termin nie został zarezerwowany. · The date was not reserved.', errors: r.errors };
    revalidateSeason(slug);
    return {
      ok: true,
      message:
        r.value.status === 'confirmed'
          ? `Zarezerwowano ${r.value.date} — potwierdzony. · Reserved and confirmed.`
          : `Zarezerwowano ${r.value.date} — czeka na zgodę organizatorów turnieju w ten weekend. · Awaiting the other organizers' agreement.`,
    };
  } catch (e) {
    if (e instanceof NotAllowed) return { ok: false, message: refusal(lang, e.status === 401 ? 'SIGN_IN_AGAIN' : 'FORBIDDEN') };
    if (e instanceof DatabaseBusy) return { ok: false, message: refusal(lang, 'BUSY') };
    throw e;
  }
}

export async function answerAction(form: FormData): Promise<void> {
  await quietly(async () => {
    const user = await touchSession();
    answerAgreement(connection(), user, Number(form.get('id')), form.get('agree') === 'true');
    revalidateSeason(String(form.get('slug') ?? ''));
  });
}

export async function cancelAction(form: FormData): Promise<void> {
  await quietly(async () => {
    const user = await touchSession();
    cancelReservation(connection(), user, Number(form.get('id')));
    revalidateSeason(String(form.get('slug') ?? ''));
  });
}
