import type { Metadata } from 'next';
import { competitionBySlug, seasonBySlug } from '@/server/lookups';
import { isLang, MESSAGES } from '@/lib/i18n/messages';
import { PAGE_TITLES, type PageTitleKey } from '@/lib/i18n/page-title-words';
import { connection } from '@/server/data';
import { words } from '@/lib/i18n/words';

/**
 * Each page's <title> ("Klasyfikacja drużynowa — Grand Prix Warmii i Mazur 2018 · Grand Prix"):
 * tabs, bookmarks and history tell the pages apart. The layout adds " · Grand Prix".
 */
export function seasonPageTitle(slug: string, section: string): Metadata {
  const season = seasonBySlug(connection(), slug);
  return { title: season ? `${section} — ${season.name}` : section };
}

/** The title of a page without a season, in the page's language, from lib/i18n/page-title-words.ts. */
export function staticTitle(lang: string, key: PageTitleKey): Metadata {
  return { title: words(isLang(lang) ? lang : 'pl', PAGE_TITLES)[key] };
}

/** A public season section's `generateMetadata`: "Nagrody — {season}" (`export const generateMetadata = seasonSectionTitle('prizes')`). */
export function seasonSectionTitle(section: 'teams' | 'tournaments' | 'prizes' | 'calendar') {
  return async ({ params }: { params: Promise<{ lang: string; slug: string }> }): Promise<Metadata> => {
    const { lang, slug } = await params;
    return seasonPageTitle(slug, words(isLang(lang) ? lang : 'pl', MESSAGES)[section]);
  };
}

/**
 * A competition page's title (issue 29, defect 10: every open, league and team-league tab read
 * "Grand Prix"): the competition's name, and the league's id on a league's own page. A draft or an
 * unknown address has the site's name only (its page is a 404).
 */
export function competitionPageTitle(slug: string, league?: string): Metadata {
  const c = competitionBySlug(connection(), slug);
  if (!c || !c.public) return {};
  return { title: league ? `${league} — ${c.name}` : c.name };
}
