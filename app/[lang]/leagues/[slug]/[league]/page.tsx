import { notFound } from 'next/navigation';
import type { Lang } from '@/lib/i18n/messages';
import { CompetitionPage } from '@/app/components/competitions/competition-page';

export const dynamic = 'force-dynamic';

/** One league of a season of round-robin leagues: its standings, cross-table, exclusions, postponed games and schedule. */
export default async function LeaguePage({ params }: { params: Promise<{ lang: Lang; slug: string; league: string }> }) {
  const { lang, slug, league } = await params;
  if (!/^[\w-]{1,40}$/.test(league)) notFound();
  return <CompetitionPage lang={lang} slug={slug} path="leagues" only={league} />;
}
