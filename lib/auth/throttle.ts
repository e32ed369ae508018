/**
 * After 5 failed sign-ins in a row on an account, each further attempt must wait, longer and longer:
 * 5 s after the 5th failure, then 10 s, 20 s … up to 15 minutes. Pure: `now` comes in.
 */
export const FREE_ATTEMPTS = 5;
const MAX_SECONDS = 15 * 60;

/** The doubling wait after `free` failures: 5 s, 10 s, 20 s … up to 15 minutes. */
function doublingWait(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_SECONDS, 5 * 2 ** (failures - free));
}

/** The moment a wait of `seconds` ends, or null for none. */
function waitEnds(seconds: number, now: Date): string | null {
  return seconds === 0 ? null : new Date(now.getTime() + seconds * 1000).toISOString();
}

export const lockSeconds = (failures: number): number => doublingWait(failures, FREE_ATTEMPTS);
export const lockedUntil = (failures: number, now: Date): string | null => waitEnds(lockSeconds(failures), now);

/**
 * Per client address, over all accounts: 20 failed sign-ins are free, then the same doubling wait.
 * An address's count starts again after 15 minutes without an attempt.
 */
export const ADDRESS_FREE_ATTEMPTS = 20;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

export const addressLockSeconds = (failures: number): number => doublingWait(failures, ADDRESS_FREE_ATTEMPTS);
export const addressLockedUntil = (failures: number, now: Date): string | null => waitEnds(addressLockSeconds(failures), now);

/** Sessions: signed out after 2 hours without activity, and 12 hours after signing in at the latest. */
export const IDLE_SECONDS = 2 * 60 * 60;
export const ABSOLUTE_SECONDS = 12 * 60 * 60;

interface SessionTimes {
  createdAt: number;
  lastSeen: number;
}

export function sessionExpired(s: SessionTimes, nowMs: number): boolean {
  return nowMs - s.lastSeen > IDLE_SECONDS * 1000 || nowMs - s.createdAt > ABSOLUTE_SECONDS * 1000;
}
