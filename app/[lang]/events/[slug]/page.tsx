import type { Lang } from '@/lib/i18n/messages';
import { CompetitionPage } from '@/app/components/competitions/competition-page';

export const dynamic = 'force-dynamic';

export default async function Page({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  return <CompetitionPage lang={lang} slug={slug} path="events" />;
}
