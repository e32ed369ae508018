import { notFound } from 'next/navigation';
import type { Lang } from '@/lib/i18n/messages';
import { CompetitionPage } from '@/app/components/competitions/competition-page';

import type { Metadata } from 'next';
import { competitionPageTitle } from '@/app/components/page-title';
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ slug: string; league: string }> }): Promise<Metadata> {
  const { slug, league } = await params;
  return competitionPageTitle(slug, league);
}

/** One league of a season of round-robin leagues: its standings, cross-table, exclusions, postponed games and schedule. */
export default async function LeaguePage({ params }: { params: Promise<{ lang: Lang; slug: string; league: string }> }) {
  const { lang, slug, league } = await params;
  if (!/^[\w-]{1,40}$/.test(league)) notFound();
  return <CompetitionPage lang={lang} slug={slug} path="leagues" only={league} />;
}
