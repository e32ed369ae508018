/**
 * Who may use the arbiter's workspace: checked by every use case, next to the data. A missing
 * permission is a refusal like every other (issue 39: one result shape): a use case answers
 * `notAllowed(user)` — 401 with nobody signed in, 403 for another role — and never throws.
 */
import { type User } from '@/db/schema';
import { coded, refuse, type Problem, type Refusal, type Result } from '@/lib/problem';

/** An account with the arbiter's role: what `isArbiter` narrows a user to. */
export type Arbiter = User & { role: 'arbiter' };

/** Whether `user` is an arbiter (anonymous and organizers are not). */
export function isArbiter(user: User | null): user is Arbiter {
  return user !== null && user.role === 'arbiter';
}

/** The refusal of a missing permission: UNAUTHENTICATED (401) without an account, else FORBIDDEN (403). */
export function notAllowed(user: User | null): Refusal {
  return refuse([coded<Problem>({ code: user ? 'FORBIDDEN' : 'UNAUTHENTICATED' })]);
}

export const web = (user: User) => ({ userId: user.id, via: 'web' as const });

/**
 * A read only an arbiter may make: `read` runs for an arbiter (narrowed to `Arbiter`); anyone else
 * gets the refusal.
 */
export function forArbiter<T>(user: User | null, read: (user: Arbiter) => T): Result<T> {
  if (!isArbiter(user)) return notAllowed(user);
  return { ok: true, value: read(user) };
}
