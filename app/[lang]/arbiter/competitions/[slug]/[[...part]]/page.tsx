import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { NoAccess } from '@/app/[lang]/arbiter/chrome';
import { arbiterEntryOf, entryFormTable } from '@/app/components/competitions/views';
import { words } from '@/lib/i18n/words';
import { isLang, localePath, type Lang } from '@/lib/i18n/messages';
import { competitionBySlug } from '@/server/lookups';
import { connection } from '@/server/data';
import { arbiterPageAccess } from '@/server/guard';

export const dynamic = 'force-dynamic';

type Params = { lang: Lang; slug: string; part?: string[] };

/** The kind of the competition at this address, as stored (null: no such competition). */
const kindOf = (slug: string) => competitionBySlug(connection(), slug)?.kind ?? null;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { lang, slug, part = [] } = await params;
  const form = arbiterEntryOf(kindOf(slug), part);
  return form ? { title: words(isLang(lang) ? lang : 'pl', entryFormTable(form)).title } : {};
}

/**
 * The one arbiter route of a competition (issue 23): `/arbiter/competitions/{slug}/{segment}` is the
 * entry form `segment` of the competition's kind, found through the kind's views
 * (app/components/competitions/views.tsx) and rendered by the kind's own page; `/arbiter/competitions/{slug}`
 * goes to the kind's first form. A new kind's forms need no route of their own.
 */
export default async function ArbiterCompetitionPage({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { lang, slug, part = [] } = await params;
  const address = `/arbiter/competitions/${encodeURIComponent(slug)}${part.map((p) => `/${encodeURIComponent(p)}`).join('')}`;
  const access = await arbiterPageAccess(lang, localePath(lang, address));
  if (!access.ok) return <NoAccess lang={lang} email={access.user.email} />;
  const form = arbiterEntryOf(kindOf(slug), part);
  if (!form) notFound();
  if (part.length === 0) redirect(localePath(lang, `/arbiter/competitions/${encodeURIComponent(slug)}/${form.segment}`));
  const { Page } = form;
  return <Page lang={lang} slug={slug} user={access.user} query={await searchParams} />;
}
