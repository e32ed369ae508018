import { expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { checkSignIn, deviceCookieValue, deviceOf } from '@/server/sign-in';
import { createUser } from '@/server/users';
import { FREE_ATTEMPTS, lockSeconds } from '@/lib/auth/throttle';

// Issue 31: an outsider who makes one wrong guess each time the account's wait ends keeps the
// account waiting for ever; a browser that signed in to it before (device cookie) still gets in.
const cli = { userId: null, via: 'cli' } as const;
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const secret = 'x'.repeat(64);

async function setup() {
  const conn = openDatabase(':memory:');
  await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  return conn;
}

test('a device cookie is signed for one account: another account, a changed id or signature is no device', () => {
  const value = deviceCookieValue(secret, 'A@example.org ');
  const device = deviceOf(secret, 'a@example.org', value);
  expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(deviceCookieValue(secret, 'a@example.org', device!)).toBe(value);
  expect(deviceOf(secret, 'b@example.org', value)).toBeNull();
  expect(deviceOf('y'.repeat(64), 'a@example.org', value)).toBeNull();
  expect(deviceOf(secret, 'a@example.org', `${'A'.repeat(22)}${value.slice(22)}`)).toBeNull();
  expect(deviceOf(secret, 'a@example.org', undefined)).toBeNull();
  expect(deviceOf(secret, 'a@example.org', 'garbage')).toBeNull();
});

test('the account locked by guesses from outside: the right password waits without a device, signs in from a known device', async () => {
  const conn = await setup();
  const device = deviceOf(secret, 'a@example.org', deviceCookieValue(secret, 'a@example.org'))!;
  // the outsider: enough wrong guesses to lock the account, each from its own address
  let t = 0;
  let last = 0;
  for (let i = 0; i < FREE_ATTEMPTS + 2; i++) {
    expect((await checkSignIn(conn, 'a@example.org', `guess ${i}`, at(t), `10.1.0.${i}`)).ok).toBe(false);
    last = t;
    t += lockSeconds(i + 1) + 1;
  }
  t = last + 2;
  // now locked: the right password from a new browser is refused, from the known device it signs in
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(t - 1), '10.2.0.1')).ok).toBe(false);
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(t - 1), '10.2.0.1', device)).ok).toBe(true);
  // the owner's sign-in did not unlock the account for the outsider: still waiting
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(t - 1), '10.2.0.2')).ok).toBe(false);
});

test('guesses from a known device wait on that device, not on the account', async () => {
  const conn = await setup();
  const device = deviceOf(secret, 'a@example.org', deviceCookieValue(secret, 'a@example.org'))!;
  for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await checkSignIn(conn, 'a@example.org', `guess ${i}`, at(i), '10.3.0.1', device)).ok).toBe(false);
  // the device waits: even the right password from it is refused until the wait ends
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(FREE_ATTEMPTS), '10.3.0.1', device)).ok).toBe(false);
  // the account itself counted none of them: another browser signs in at once
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(FREE_ATTEMPTS), '10.4.0.1')).ok).toBe(true);
  // once the device's wait is over, the right password from it signs in
  expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', at(FREE_ATTEMPTS + 60), '10.3.0.1', device)).ok).toBe(true);
});
