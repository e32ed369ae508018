import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { listTokens } from '@/server/workspace/accounts';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';
import { createTokenAction, revokeTokenAction } from '@/app/[lang]/arbiter/actions';
import { ActionButton, NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ActionForm } from '@/app/[lang]/arbiter/forms';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'Tokeny API', 'API tokens');
}

export default async function TokensPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const T = (pl: string, en: string) => (lang === 'pl' ? pl : en);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/tokens'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const tokens = listTokens(connection(), access.user);
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {T('Panel sędziego', 'Arbiter workspace')}</Link>
      </p>
      <h1>{T('Tokeny API', 'API tokens')}</h1>
      <p className="explain">{T('Token pozwala skryptom wgrywać wyniki (nagłówek Authorization: Bearer …). Pokazujemy go tylko raz; przechowujemy wyłącznie jego skrót.', 'A token lets scripts upload results (Authorization: Bearer …). It is shown once; only its hash is stored.')}</p>
      <ActionForm action={createTokenAction} submit={T('Utwórz token', 'Create a token')} id="create-token">
        <label>
          {T('Opis', 'Label')} <input name="label" placeholder={T('np. skrypt turniejowy', 'e.g. tournament script')} />
        </label>
      </ActionForm>
      <div className="table-wrap">
        <table data-testid="tokens">
          <thead>
            <tr>
              <th>{T('Opis', 'Label')}</th>
              <th>{T('Utworzony', 'Created')}</th>
              <th>{T('Stan', 'State')}</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id}>
                <td>{t.label || '—'}</td>
                <td>{t.createdAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{t.revokedAt ? T('unieważniony', 'revoked') : T('aktywny', 'active')}</td>
                <td>
                  {!t.revokedAt && (
                    <ActionButton action={revokeTokenAction} fields={{ id: t.id }} label={T('Unieważnij', 'Revoke')} secondary />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
