/**
 * Which of Next's cached pages a write clears, said once (issue 39, item 4): a path is written
 * without its language and cleared in every language of the site, and a competition's public pages
 * are found by its kind's path in the registry, so no action spells `/events/`, `/leagues/` or the
 * languages. Freshness itself comes from the revision every cached page checks; this clears Next's
 * router caches. A failure here never undoes the write: it is logged, and the caller answers success.
 */
import { revalidatePath } from 'next/cache';
import { COMPETITION_KINDS, competitionKind } from '@/lib/competitions/registry';
import type { CompetitionKind } from '@/lib/competitions/kind';
import { LANGS } from '@/lib/i18n/messages';

/** A path of the site without its language ('/arbiter/tokens', '/' the home page), with `layout` for everything under it. */
export type SitePath = string | { path: string; layout: true };

/** Clears `paths` in every language (`/pl/…`, `/en/…`). */
export function revalidateInEveryLanguage(paths: readonly SitePath[]): void {
  safely(() => {
    for (const lang of LANGS) {
      for (const p of paths) {
        const path = typeof p === 'string' ? p : p.path;
        const address = `/${lang}${path === '/' ? '' : path}`;
        if (typeof p === 'string') revalidatePath(address);
        else revalidatePath(address, 'layout');
      }
    }
  });
}

/** A failure to clear Next's caches never undoes the write: it is logged, and the caller answers success. */
function safely(clear: () => void): void {
  try {
    clear();
  } catch (e) {
    console.error('revalidating after a commit failed (the write is stored):', e);
  }
}

/**
 * After a write to a competition: its public pages under its kind's path (every kind's when the kind
 * is not known, as for a new competition's first file), the workspace's list of competitions, the
 * home page, and `also` (the entry form's own page, the captain's page).
 */
export function revalidateCompetition(kind: CompetitionKind<unknown> | string | null, slug: string, also: readonly SitePath[] = []): void {
  const found = typeof kind === 'string' ? competitionKind(kind) : kind;
  const kinds = found ? [found] : Object.values(COMPETITION_KINDS);
  revalidateInEveryLanguage([...kinds.map((k) => ({ path: `/${k.path}/${slug}`, layout: true as const })), '/arbiter/competitions', ...also, '/']);
}

/** After every write to a season (API routes and server actions alike): its public pages, the arbiter's and organizer's, the home page. */
export function revalidateSeason(slug: string): void {
  revalidateInEveryLanguage([{ path: `/seasons/${slug}`, layout: true }, { path: '/arbiter', layout: true }, '/organizer', '/']);
}

/** After a write to a reserved tournament's announcement or entries (issue 41): its public page and the organizer's, every id. */
export function revalidateAnnouncement(): void {
  safely(() => {
    revalidatePath('/[lang]/organizer/tournaments/[id]', 'page');
    revalidatePath('/[lang]/tournaments/[id]', 'page');
  });
}
