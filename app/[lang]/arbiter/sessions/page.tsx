import Link from 'next/link';
import { listActiveSessions } from '@/server/account';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { currentSession } from '@/server/session';
import { changePasswordAction, revokeSessionAction } from '@/app/[lang]/arbiter/actions/account';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ConfirmActionButton } from '@/app/[lang]/arbiter/confirm-action-button';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';

import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return staticTitle((await params).lang, 'sessions');
}

/** Every signed-in browser of every account, each with a button that ends it at once; the own password. */
export default async function SessionsPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const w = words(lang, WORKSPACE_WORDS);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/sessions'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const own = (await currentSession())?.session.id;
  const list = shown(listActiveSessions(connection(), access.user, new Date()));
  const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {w.arbiterWorkspace}</Link>
      </p>
      <h1>{w.activeSessions}</h1>
      <p className="explain">
        {w.sessionsExplained}
      </p>
      <DataTable data-testid="sessions">
        <thead>
          <tr>
            <th>{w.account}</th>
            <th>{w.signedIn}</th>
            <th>{w.lastSeen}</th>
            <th>{w.address}</th>
            <th>{w.browser}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {list.map((s) => (
            <tr key={s.id}>
              <td>
                {s.email}
                {s.id === own ? ` (${w.thisSession})` : ''}
              </td>
              <td>{when(s.createdAt)}</td>
              <td>{when(s.lastSeenAt)}</td>
              <td>{s.address ?? '—'}</td>
              <td>{s.userAgent?.slice(0, 60) ?? '—'}</td>
              <td>
                <ConfirmActionButton action={revokeSessionAction} fields={{ id: s.id, lang }} label={w.endSession} secondary question={w.endSessionQuestion(s.email)} yes={w.yesEndSession} no={w.cancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h2>{w.changePassword}</h2>
      <ActionForm action={changePasswordAction} submit={w.changePasswordButton} id="change-password">
        <input type="hidden" name="lang" value={lang} />
        <label>
          {w.currentPassword} <input name="current" type="password" required autoComplete="current-password" maxLength={200} />
        </label>
        <label>
          {w.newPassword} <input name="next" type="password" required minLength={10} maxLength={200} autoComplete="new-password" />
        </label>
        <label>
          {w.repeatNewPassword} <input name="repeat" type="password" required minLength={10} maxLength={200} autoComplete="new-password" />
        </label>
      </ActionForm>
    </>
  );
}
