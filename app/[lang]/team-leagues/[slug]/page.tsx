import type { Lang } from '@/lib/i18n/messages';
import { CompetitionPage } from '@/app/components/competitions/competition-page';

import type { Metadata } from 'next';
import { competitionPageTitle } from '@/app/components/page-title';
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return competitionPageTitle((await params).slug);
}

export default async function Page({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  return <CompetitionPage lang={lang} slug={slug} path="team-leagues" />;
}
