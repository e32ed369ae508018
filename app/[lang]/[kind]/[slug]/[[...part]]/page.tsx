import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { Lang } from '@/lib/i18n/messages';
import { CompetitionPage } from '@/app/components/competitions/competition-page';
import { competitionPageTitle } from '@/app/components/page-title';
import { competitionKindAt } from '@/lib/competitions/registry';
import { readTableQuery } from '@/lib/render/table-query.mjs';
import { pathIn } from '@/lib/i18n/lang-path';
import { tablePageRows } from '@/server/table-pages';

export const dynamic = 'force-dynamic';

type Params = { lang: Lang; kind: string; slug: string; part?: string[] };

/**
 * The one public page of every competition kind: `/{path}/{slug}` and, for a kind with parts,
 * `/{path}/{slug}/{part}` (one league of a season of leagues). The kind comes from the registry by
 * its public path; another address is a 404.
 */
function address({ kind, part }: Params): { only?: string } | null {
  const k = competitionKindAt(kind);
  if (!k || (part?.length ?? 0) > (k.parts ? 1 : 0)) return null;
  const only = part?.[0];
  if (only !== undefined && !/^[\w-]{1,40}$/.test(only)) return null;
  return only === undefined ? {} : { only };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const at = address(p);
  return at ? competitionPageTitle(p.slug, at.only) : {};
}

export default async function Page({ params, searchParams }: { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const p = await params;
  const at = address(p);
  if (!at) notFound();
  // issue 42: the tables that grow with rows (an open's rankings) are paged here, their state in the address
  const own = pathIn(p.lang, `/${p.kind}/${p.slug}${at.only !== undefined ? `/${encodeURIComponent(at.only)}` : ''}`);
  const table = { path: own, query: readTableQuery(await searchParams), size: tablePageRows() };
  return <CompetitionPage lang={p.lang} slug={p.slug} path={p.kind} only={at.only} table={table} />;
}
