'use server';
/** Signing in and out of the workspace (arbiters, organizers and captains alike). */
import { redirect } from 'next/navigation';
import { cookies, headers } from 'next/headers';
import { currentTime } from '@/server/clock';
import { checkSignIn, DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieValue, deviceOf } from '@/server/sign-in';
import { connection } from '@/server/data';
import { actionLang, isDatabaseBusy, say, type ActionState } from '@/server/action';
import { clientAddress, cookieSecret, endSession, startSession } from '@/server/session';
import { localePath } from '@/lib/i18n/messages';

export async function signIn(_prev: ActionState, form: FormData): Promise<ActionState> {
  const email = String(form.get('email') ?? '').slice(0, 320);
  const password = String(form.get('password') ?? '');
  const lang = await actionLang(form);
  if (!email || !password || password.length > 1000) return { ok: false, message: say(lang, 'SIGN_IN_FAILED') };
  let home: string;
  try {
    // issue 13: the attempt is counted before the password is checked, per account and per address
    // issue 31: a browser that signed in to this account before keeps its own count (device cookie)
    const jar = await cookies();
    const secret = cookieSecret();
    const device = deviceOf(secret, email, jar.get(DEVICE_COOKIE)?.value);
    const r = await checkSignIn(connection(), email, password, currentTime(), await clientAddress(), device);
    if (!r.ok) return { ok: false, message: say(lang, 'SIGN_IN_FAILED') };
    await startSession(r.user);
    const https = (await headers()).get('x-forwarded-proto') === 'https';
    jar.set(DEVICE_COOKIE, deviceCookieValue(secret, email, device ?? undefined), { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 });
    home = r.user.role === 'arbiter' ? '/arbiter' : r.user.role === 'captain' ? '/captain' : '/organizer';
  } catch (e) {
    if (isDatabaseBusy(e)) return { ok: false, message: say(lang, 'BUSY') };
    throw e;
  }
  redirect(localePath(lang, home));
}

export async function signOut(form: FormData): Promise<void> {
  await endSession();
  redirect(localePath(await actionLang(form), '/arbiter/sign-in'));
}

