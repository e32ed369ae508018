import type { Metadata } from 'next';
import { seasonPageTitle } from '@/app/components/page-title';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { arbiterSeason, seasonRules } from '@/server/seasons';
import { seasonFeatures } from '@/lib/series/season-features';
import { listSeasonTournaments } from '@/server/uploads';
import { listReservations } from '@/server/reservations';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { connection } from '@/server/data';
import { arbiterPageAccess, shown } from '@/server/guard';
import { NoAccess, SignedInBar } from '@/app/[lang]/arbiter/chrome';
import { UploadWorkbench } from './upload-workbench';
import { WORKSPACE_WORDS } from '@/lib/i18n/workspace-words';
import { words } from '@/lib/i18n/words';
import { langParam } from '@/lib/i18n/lang-path';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string; slug: string }> }): Promise<Metadata> {
  const { lang, slug } = await params;
  return seasonPageTitle(slug, words(langParam(lang, 'pl'), WORKSPACE_WORDS).uploadTitle);
}

export default async function UploadPage({ params }: { params: Promise<{ lang: Lang; slug: string }> }) {
  const { lang, slug } = await params;
  const access = await arbiterPageAccess(lang, localePath(lang, `/arbiter/seasons/${slug}/upload`));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const season = shown(arbiterSeason(connection(), access.user, slug));
  if (!season) notFound();
  const stored = shown(listSeasonTournaments(connection(), access.user, season)).map((t) => ({ code: t.code, name: t.name, date: t.date, final: t.final }));
  // a confirmed reservation becomes the tournament the results are uploaded to
  const reserved = listReservations(connection(), season)
    .filter((r) => r.status === 'confirmed' && !stored.some((t) => t.code === r.tournament))
    .map((r) => ({ code: r.tournament, name: r.name, date: r.date, final: r.final }));
  const existing = [...stored, ...reserved];
  return (
    <>
      <SignedInBar lang={lang} email={access.user.email} />
      <p>
        <Link href={localePath(lang, `/arbiter/seasons/${slug}`)}>← {season.name}</Link>
      </p>
      <h1>{words(lang, WORKSPACE_WORDS).uploadTournamentResults}</h1>
      <UploadWorkbench slug={slug} lang={lang} existing={existing} publicHref={localePath(lang, `/seasons/${slug}`)} hasFinal={seasonFeatures(seasonRules(season)).final} />
    </>
  );
}
