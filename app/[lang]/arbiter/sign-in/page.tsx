import type { Lang } from '@/lib/i18n/messages';
import { SignInForm } from './sign-in-form';

export const dynamic = 'force-dynamic';

export default async function SignInPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  return (
    <>
      <h1>{lang === 'pl' ? 'Logowanie sędziego i organizatorów' : 'Sign in — arbiters and organizers'}</h1>
      <SignInForm lang={lang} />
    </>
  );
}
