import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import type { Lang } from '@/lib/i18n/messages';
import { SignInForm } from './sign-in-form';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import Link from 'next/link';
import { localePath } from '@/lib/i18n/messages';
import { currentUser } from '@/server/session';
import { words } from '@/lib/i18n/words';

/** Where each role works (the sign-in form sends them there too). */
const WORKSPACE = { arbiter: '/arbiter', organizer: '/organizer', captain: '/captain' } as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'signIn');
}

export default async function SignInPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  const w = words(lang, WORKSPACE_WORDS);
  // issue 29, defect 10: the public header's link leads here; a signed-in reader finds the way back
  const user = await currentUser();
  return (
    <>
      <h1>{w.signInTitle}</h1>
      {user && (
        <p className="card" data-testid="signed-in-already">
          {w.signedInAs(user.email)}{' '}
          <Link href={localePath(lang, WORKSPACE[user.role])}>{w.backToWorkspace}</Link>
        </p>
      )}
      <SignInForm lang={lang} />
    </>
  );
}
