import type { Metadata } from 'next';
import { staticTitle } from '@/app/components/page-title';
import type { Lang } from '@/lib/i18n/messages';
import { SignInForm } from './sign-in-form';
import { workspaceWords } from '@/lib/i18n/workspace-words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'signIn');
}

export default async function SignInPage({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  return (
    <>
      <h1>{workspaceWords(lang).signInTitle}</h1>
      <SignInForm lang={lang} />
    </>
  );
}
