import { notFound } from 'next/navigation';
import { staticTitle } from '@/app/components/page-title';
import { captainPagesOf } from '@/app/components/competitions/views';
import type { Lang } from '@/lib/i18n/messages';
import { competitionBySlug } from '@/server/lookups';
import { connection } from '@/server/data';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  return staticTitle((await params).lang, 'captainMatch');
}

/**
 * The one captain route of a competition: `/captain/{slug}` is the captain's page of the
 * competition's kind (`captain` of its views, app/components/competitions/views.tsx), which asks for
 * a sign-in, refuses and renders as the kind does. A new kind's captain pages need no route of their own.
 */
export default async function CaptainCompetitionPage({ params, searchParams }: { params: Promise<{ lang: Lang; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { lang, slug } = await params;
  const pages = captainPagesOf(competitionBySlug(connection(), slug)?.kind ?? null);
  if (!pages) notFound();
  const { Page } = pages;
  return <Page lang={lang} slug={slug} query={await searchParams} />;
}
