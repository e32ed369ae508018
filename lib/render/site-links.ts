import { localePath, type Lang, MESSAGES } from '@/lib/i18n/messages';
import { words } from '@/lib/i18n/words';

/** Addresses of the public season pages, shared by the React pages and the string-rendered table. */
export type SeasonSection = 'individual' | 'teams' | 'prizes' | 'tournaments' | 'calendar' | 'player';

export function seasonSections(lang: Lang, slug: string): { key: SeasonSection; label: string; href: string }[] {
  const m = words(lang, MESSAGES);
  const base = localePath(lang, `/seasons/${slug}`);
  return [
    { key: 'individual', label: m.individual, href: base },
    { key: 'teams', label: m.teams, href: `${base}/teams` },
    { key: 'prizes', label: m.prizes, href: `${base}/prizes` },
    { key: 'tournaments', label: m.tournaments, href: `${base}/tournaments` },
    { key: 'calendar', label: m.calendar, href: `${base}/calendar` },
  ];
}

/** A player's page: by CR id when the player has one, else by the season key. */
export function playerHref(lang: Lang, slug: string, key: string): string {
  const id = key.startsWith('cr:') ? key.slice(3) : encodeURIComponent(key);
  return localePath(lang, `/seasons/${slug}/players/${id}`);
}

export function playerKeyFromParam(param: string): string {
  const decoded = decodeURIComponent(param);
  return /^\d+$/.test(decoded) ? `cr:${decoded}` : decoded;
}
