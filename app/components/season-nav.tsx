import Link from 'next/link';
import { type Lang, MESSAGES } from '@/lib/i18n/messages';
import { playerHref, playerKeyFromParam, seasonSections, type SeasonSection } from '@/lib/render/site-links';
import { LiveMarker } from './live-marker';
import { words } from '@/lib/i18n/words';

export type { SeasonSection };
export { playerHref, playerKeyFromParam };

/** The season's sections; with `revision` (the season's, read with the page's data) the page also updates itself when it moves. */
export function SeasonNav({ lang, slug, current, revision }: { lang: Lang; slug: string; current: SeasonSection; revision?: number }) {
  return (
    <>
      <nav className="season" aria-label={words(lang, MESSAGES).seasons}>
        {seasonSections(lang, slug).map((s) => (
          <Link key={s.key} href={s.href} aria-current={current === s.key ? 'page' : undefined}>
            {s.label}
          </Link>
        ))}
      </nav>
      {revision === undefined ? null : <LiveMarker lang={lang} stream={`/api/seasons/${slug}/events`} revision={revision} />}
    </>
  );
}
