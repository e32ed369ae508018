import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { listTokens } from '@/server/workspace/accounts';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { createTokenAction, revokeTokenAction } from '@/app/[lang]/arbiter/actions/tokens';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { ConfirmActionButton } from '@/app/[lang]/arbiter/confirm-action-button';
import { ActionForm } from '@/app/[lang]/arbiter/forms';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { DataTable } from '@/app/components/data-table';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'tokens');
}

export default async function TokensPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const w = words(lang, WORKSPACE_WORDS);
  const access = await arbiterPageAccess(lang, localePath(lang, '/arbiter/tokens'));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const tokens = shown(listTokens(connection(), access.user));
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, '/arbiter')}>← {w.arbiterWorkspace}</Link>
      </p>
      <h1>{w.apiTokens}</h1>
      <p className="explain">{w.tokensExplained}</p>
      <ActionForm action={createTokenAction} submit={w.createToken} id="create-token">
        <label>
          {w.label} <input name="label" placeholder={w.tokenLabelPlaceholder} />
        </label>
      </ActionForm>
      <DataTable data-testid="tokens">
        <thead>
          <tr>
            <th>{w.label}</th>
            <th>{w.created}</th>
            <th>{w.state}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.id}>
              <td>{t.label || '—'}</td>
              <td>{t.createdAt.replace('T', ' ').slice(0, 19)}</td>
              <td>{t.revokedAt ? w.revoked : w.active}</td>
              <td>
                {!t.revokedAt && (
                  <ConfirmActionButton action={revokeTokenAction} fields={{ id: t.id }} label={w.revoke} secondary question={w.revokeTokenQuestion(t.label || '—')} yes={w.yesRevoke} no={w.cancel} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
