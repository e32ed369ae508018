import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import type { Lang } from '@/lib/i18n/messages';
import { SignInForm } from './sign-in-form';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'Logowanie', 'Sign in');
}

export default async function SignInPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  return (
    <>
      <h1>{lang === 'pl' ? 'Logowanie sędziego, organizatorów i kapitanów drużyn' : 'Sign in — arbiters, organizers and team captains'}</h1>
      <SignInForm lang={lang} />
    </>
  );
}
