import Link from 'next/link';
import { listActiveSessions } from '@/server/account';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { currentSession } from '@/server/session';
import { changePasswordAction, revokeSessionAction } from '@/app/[lang]/arbiter/actions';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';

export const dynamic = 'force-dynamic';

/** Every signed-in browser of every account, each with a button that ends it at once; the own password. */
export default async function SessionsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/sessions'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const own = (await currentSession())?.session.id;
  const list = listActiveSessions(connection(), access.user, new Date());
  const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {T('Panel sędziego', 'Arbiter workspace')}</Link>
      </p>
      <h1>{T('Aktywne sesje', 'Active sessions')}</h1>
      <p className="explain">
        {T(
          'Każde zalogowanie to osobna sesja. Wylogowanie, zmiana hasła albo usunięcie konta kończą sesje natychmiast; tutaj można zakończyć dowolną z nich.',
          'Each sign-in is a session of its own. Signing out, a password change or removing the account ends sessions at once; here any of them can be ended.',
        )}
      </p>
      <div className="table-wrap">
        <table data-testid="sessions">
          <thead>
            <tr>
              <th>{T('Konto', 'Account')}</th>
              <th>{T('Zalogowano', 'Signed in')}</th>
              <th>{T('Ostatnio', 'Last seen')}</th>
              <th>{T('Adres', 'Address')}</th>
              <th>{T('Przeglądarka', 'Browser')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.email}
                  {s.id === own ? ` (${T('ta sesja', 'this session')})` : ''}
                </td>
                <td>{when(s.createdAt)}</td>
                <td>{when(s.lastSeenAt)}</td>
                <td>{s.address ?? '—'}</td>
                <td>{s.userAgent?.slice(0, 60) ?? '—'}</td>
                <td>
                  <ActionButton action={revokeSessionAction} fields={{ id: s.id, lang }} label={T('Zakończ', 'End')} secondary />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{T('Zmiana hasła', 'Change password')}</h2>
      <ActionForm action={changePasswordAction} submit={T('Zmień hasło', 'Change password')} id="change-password">
        <input type="hidden" name="lang" value={lang} />
        <label>
          {T('Obecne hasło', 'Current password')} <input name="current" type="password" required autoComplete="current-password" maxLength={200} />
        </label>
        <label>
          {T('Nowe hasło (10–200 znaków)', 'New password (10–200 characters)')} <input name="next" type="password" required minLength={10} maxLength={200} autoComplete="new-password" />
        </label>
        <label>
          {T('Powtórz nowe hasło', 'Repeat the new password')} <input name="repeat" type="password" required minLength={10} maxLength={200} autoComplete="new-password" />
        </label>
      </ActionForm>
    </>
  );
}
