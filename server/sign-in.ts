import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADDRESS_WINDOW_SECONDS, addressLockedUntil, lockedUntil } from '@/lib/auth/throttle';
import { writeTransaction, type Connection } from '@/db/client';
import { audit } from '@/db/queries/audit';
import { hashPassword, verifyPassword } from '@/server/users';
import type { User } from '@/db/schema';
import { countAccountAttempt, deleteSignInCounter, forgiveOneAddressFailure, putSignInCounter, setAccountWait, signInCounter } from '@/db/queries/sign-in';
import { liveUserByEmail } from '@/db/queries/users';

let dummyHash: Promise<string> | null = null;

/** A union on purpose, not `Result` (docs/architecture.md, issue 39): a failure says no reason, so none tells a wrong password from an unknown account. */
type SignInResult = { ok: true; user: User } | { ok: false };

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; issue 31): a
 * browser that signed in to an account gets a cookie naming a random device id, signed for that
 * account. While the account waits after failures from elsewhere, that browser still signs in with
 * the right password: its attempts are counted on the device (the same waits as an account's), not
 * on the account, so an outsider's guesses cannot keep its owner out.
 */
export const DEVICE_COOKIE = 'gp_device';
export const DEVICE_COOKIE_DAYS = 365;

const deviceMac = (secret: string, email: string, device: string) => createHmac('sha256', secret).update(`device\u0000${email.trim().toLowerCase()}\u0000${device}`).digest('base64url');

/** A new device cookie's value for an account: `{device id}.{signature}`. */
export function deviceCookieValue(secret: string, email: string, device: string = randomBytes(16).toString('base64url')): string {
  return `${device}.${deviceMac(secret, email, device)}`;
}

/** The device id of a cookie signed for this account, or null (none, forged, or another account's). */
export function deviceOf(secret: string, email: string, cookie: string | undefined | null): string | null {
  const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '');
  if (!m) return null;
  const want = Buffer.from(deviceMac(secret, email, m[1]!));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1]! : null;
}

/** The device's counter, kept with the addresses' (its own key space). */
const deviceKey = (device: string) => `device:${device}`;

type Reservation = { kind: 'locked' } | { kind: 'unknown' } | { kind: 'user'; user: User; failures: number };

/**
 * Counts the attempt before any password is checked, in one write transaction: the address's count
 * and the account's count go up by one (`UPDATE … RETURNING`), and the wait that this attempt would
 * earn if it fails is set at once. Parallel guesses therefore each take their own number: after the
 * 5th, the others find the account waiting and are refused without an argon2 check.
 */
function reserveAttempt(conn: Connection, email: string, address: string | null, now: Date, device: string | null): Reservation {
  const at = now.toISOString();
  if (address !== null) {
    const windowStart = new Date(now.getTime() - ADDRESS_WINDOW_SECONDS * 1000).toISOString();
    const row = signInCounter(conn, address);
    if (row?.lockedUntil && row.lockedUntil > at) return { kind: 'locked' };
    const failures = row && row.lastAttemptAt > windowStart ? row.failedSignIns + 1 : 1;
    putSignInCounter(conn, address, { failedSignIns: failures, lockedUntil: addressLockedUntil(failures, now), lastAttemptAt: at });
  }
  if (device !== null) {
    // a known device: its own count and wait, the account's left as they are
    const user = liveUserByEmail(conn, email);
    if (!user) return { kind: 'unknown' };
    const key = deviceKey(device);
    const row = signInCounter(conn, key);
    if (row?.lockedUntil && row.lockedUntil > at) return { kind: 'locked' };
    const failures = (row?.failedSignIns ?? 0) + 1;
    putSignInCounter(conn, key, { failedSignIns: failures, lockedUntil: lockedUntil(failures, now), lastAttemptAt: at });
    return { kind: 'user', user, failures };
  }
  const counted = countAccountAttempt(conn, email, at);
  if (!counted) {
    const exists = liveUserByEmail(conn, email);
    return exists ? { kind: 'locked' } : { kind: 'unknown' };
  }
  setAccountWait(conn, counted.id, lockedUntil(counted.failedSignIns, now));
  return { kind: 'user', user: counted, failures: counted.failedSignIns };
}

/**
 * Checks an e-mail and password. The answer is the same for an unknown e-mail, a wrong password and
 * a waiting account or address. After 5 failures in a row an account waits (5 s, then doubling up to
 * 15 minutes), and an address waits after 20; once the wait is over, the right password signs in.
 * `device`: the device id of the browser's device cookie for this account (deviceOf), whose attempts
 * count on the device instead of the account.
 */
export async function checkSignIn(conn: Connection, email: string, password: string, now: Date, address: string | null = null, device: string | null = null): Promise<SignInResult> {
  const normalized = email.trim().toLowerCase();
  const reserved = writeTransaction(conn, () => reserveAttempt(conn, normalized, address, now, device));
  if (reserved.kind === 'locked') return { ok: false };
  if (reserved.kind === 'unknown') {
    // an unknown e-mail still pays for one argon2id check, so it takes as long as a wrong password
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return { ok: false };
  }
  const { user, failures } = reserved;
  const good = await verifyPassword(user.passwordHash, password);
  if (good) {
    writeTransaction(conn, () => {
      // from a known device the account's count stays: the guesses against it came from elsewhere
      if (device === null) setAccountWait(conn, user.id, null, 0);
      else deleteSignInCounter(conn, deviceKey(device));
      // a success does not wipe the address's failures (one own account must not reset guesses at others)
      if (address !== null) forgiveOneAddressFailure(conn, address);
      audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in', null);
    });
    return { ok: true, user: device === null ? { ...user, failedSignIns: 0, lockedUntil: null } : user };
  }
  writeTransaction(conn, () => audit(conn, { userId: user.id, via: 'web' }, 'user.sign-in-failed', null, { failures }));
  return { ok: false };
}
