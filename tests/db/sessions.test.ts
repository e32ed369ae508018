import { allowed } from '@/tests/helpers';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '@/db/client';
import { insertSession, revokeSessionRow } from '@/db/queries/sessions';
import { liveSession } from '@/server/sessions';
import { checkSignIn } from '@/server/sign-in';
import { createToken, createUser, userForToken } from '@/server/users';
import { changeOwnPassword, listActiveSessions, removeAccount, revokeSession } from '@/server/account';
import { ADDRESS_FREE_ATTEMPTS, FREE_ATTEMPTS, IDLE_SECONDS } from '@/lib/auth/throttle';

const cli = { userId: null, via: 'cli' } as const;
const t0 = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

async function setup() {
  const conn = openDatabase(':memory:');
  const arbiter = await createUser(conn, cli, { email: 'a@example.org', role: 'arbiter', password: 'arbiter password' });
  const organizer = await createUser(conn, cli, { email: 'o@example.org', role: 'organizer', club: 'K', password: 'organizer password' });
  const signIn = (userId: number, at = t0) => conn.sqlite.transaction(() => insertSession(conn, { userId, now: at, address: '10.0.0.1', userAgent: 'test' }))();
  const auditActions = () => (conn.sqlite.prepare('select action from audit_log order by id').all() as { action: string }[]).map((r) => r.action);
  return { conn, arbiter, organizer, signIn, auditActions };
}

describe('a session lives in the database, so ending it ends it everywhere', () => {
  test('a revoked session id (the cookie replayed after signing out) opens nothing', async () => {
    const { conn, arbiter, signIn } = await setup();
    const { sid, session } = signIn(arbiter.id);
    expect(liveSession(conn, sid, later(60))?.user.email).toBe('a@example.org');
    conn.sqlite.transaction(() => revokeSessionRow(conn, session.id, 'sign-out', later(61)))();
    expect(liveSession(conn, sid, later(62))).toBeNull();
  });

  test('an unknown id, and an id idle for longer than the idle limit, open nothing', async () => {
    const { conn, arbiter, signIn } = await setup();
    const { sid } = signIn(arbiter.id);
    expect(liveSession(conn, 'made-up', t0)).toBeNull();
    expect(liveSession(conn, sid, later(IDLE_SECONDS + 1))).toBeNull();
  });

  test('rows of sessions unused for 30 days are deleted when a new session starts', async () => {
    const { conn, arbiter, signIn } = await setup();
    signIn(arbiter.id);
    signIn(arbiter.id, later(29 * 86_400));
    expect(conn.sqlite.prepare('select count(*) from sessions').pluck().get()).toBe(2);
    signIn(arbiter.id, later(31 * 86_400));
    expect(conn.sqlite.prepare('select count(*) from sessions').pluck().get()).toBe(2);
  });

  test('only the sha256 of the id is stored', async () => {
    const { conn, arbiter, signIn } = await setup();
    const { sid } = signIn(arbiter.id);
    const stored = conn.sqlite.prepare('select token_hash from sessions').pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(sid);
  });

  test('a password change revokes every session of the account, and is audited', async () => {
    const { conn, arbiter, organizer, signIn, auditActions } = await setup();
    const phone = signIn(arbiter.id);
    const laptop = signIn(arbiter.id);
    const other = signIn(organizer.id);
    expect(await changeOwnPassword(conn, arbiter, { current: 'wrong', next: 'a new long password' }, later(5))).toMatchObject({ ok: false, errors: [{ code: 'WRONG_PASSWORD' }] });
    expect(liveSession(conn, phone.sid, later(6))).not.toBeNull();
    expect(await changeOwnPassword(conn, arbiter, { current: 'arbiter password', next: 'a new long password' }, later(10))).toEqual({ ok: true, value: { revoked: 2 } });
    expect(liveSession(conn, phone.sid, later(11))).toBeNull();
    expect(liveSession(conn, laptop.sid, later(11))).toBeNull();
    expect(liveSession(conn, other.sid, later(11))).not.toBeNull();
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(12))).ok).toBe(false);
    expect((await checkSignIn(conn, 'a@example.org', 'a new long password', later(13))).ok).toBe(true);
    expect(auditActions()).toContain('user.password-change');
  });

  test("an account's removal ends its sessions and API tokens and stops its sign-in", async () => {
    const { conn, arbiter, organizer, signIn, auditActions } = await setup();
    const s = signIn(organizer.id);
    const { token } = createToken(conn, cli, 'o@example.org');
    expect(removeAccount(conn, organizer, arbiter.id, t0)).toMatchObject({ ok: false, status: 403 });
    expect(removeAccount(conn, arbiter, arbiter.id, t0)).toMatchObject({ ok: false, errors: [{ code: 'OWN_ACCOUNT' }] });
    expect(removeAccount(conn, arbiter, organizer.id, later(1))).toEqual({ ok: true, value: { email: 'o@example.org', sessions: 1, tokens: 1 } });
    expect(liveSession(conn, s.sid, later(2))).toBeNull();
    expect(userForToken(conn, token)).toBeNull();
    expect((await checkSignIn(conn, 'o@example.org', 'organizer password', later(3))).ok).toBe(false);
    expect(auditActions()).toContain('user.remove');
  });

  test('the arbiter lists live sessions and revokes one; an organizer may do neither', async () => {
    const { conn, arbiter, organizer, signIn, auditActions } = await setup();
    signIn(arbiter.id);
    const o = signIn(organizer.id, later(30));
    const revoked = signIn(organizer.id);
    conn.sqlite.transaction(() => revokeSessionRow(conn, revoked.session.id, 'sign-out', later(1)))();
    const list = allowed(listActiveSessions(conn, arbiter, later(60)));
    expect(list.map((s) => s.email)).toEqual(['o@example.org', 'a@example.org']);
    expect(listActiveSessions(conn, organizer, later(60))).toMatchObject({ ok: false, status: 403 });
    expect(revokeSession(conn, organizer, o.session.id, later(60))).toMatchObject({ ok: false, status: 403 });
    expect(revokeSession(conn, null, o.session.id, later(60))).toMatchObject({ ok: false, status: 401 });
    expect(allowed(revokeSession(conn, arbiter, o.session.id, later(61)))).toBe(true);
    expect(allowed(revokeSession(conn, arbiter, o.session.id, later(62)))).toBe(false);
    expect(liveSession(conn, o.sid, later(63))).toBeNull();
    expect(auditActions().filter((a) => a === 'session.revoke')).toHaveLength(1);
  });
});

describe('sign-in throttling holds under parallel guesses', () => {
  test(`20 parallel wrong guesses get ${FREE_ATTEMPTS} password checks, not 20`, async () => {
    const { conn, auditActions } = await setup();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkSignIn(conn, 'a@example.org', `guess ${i}`, t0, `10.0.0.${i}`)));
    expect(answers.every((a) => !a.ok)).toBe(true);
    // each checked guess writes one "failed" line; the rest were refused before argon2
    expect(auditActions().filter((a) => a === 'user.sign-in-failed')).toHaveLength(FREE_ATTEMPTS);
    expect(conn.sqlite.prepare("select failed_sign_ins from users where email = 'a@example.org'").pluck().get()).toBe(FREE_ATTEMPTS);
  });

  test('the right password after the wait signs in, even while guesses go on', async () => {
    const { conn } = await setup();
    for (let i = 0; i < FREE_ATTEMPTS; i++) await checkSignIn(conn, 'a@example.org', 'wrong', t0, '10.9.9.9');
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(1), '10.0.0.1')).ok).toBe(false);
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(6), '10.0.0.1')).ok).toBe(true);
    // and the count starts again
    expect(conn.sqlite.prepare("select failed_sign_ins from users where email = 'a@example.org'").pluck().get()).toBe(0);
  });

  test(`one address gets ${ADDRESS_FREE_ATTEMPTS} failures over all accounts, then waits; other addresses do not`, async () => {
    const { conn } = await setup();
    for (let i = 0; i < ADDRESS_FREE_ATTEMPTS; i++) await checkSignIn(conn, `nobody${i}@example.org`, 'x', t0, '192.0.2.7');
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(1), '192.0.2.7')).ok).toBe(false);
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(1), '192.0.2.8')).ok).toBe(true);
    expect((await checkSignIn(conn, 'a@example.org', 'arbiter password', later(6), '192.0.2.7')).ok).toBe(true);
  });
});
