import Link from 'next/link';
import { messages, type Lang } from '@/lib/i18n/messages';
import { playerHref, playerKeyFromParam, seasonSections, type SeasonSection } from '@/lib/render/site-links';

export type { SeasonSection };
export { playerHref, playerKeyFromParam };

export function SeasonNav({ lang, slug, current }: { lang: Lang; slug: string; current: SeasonSection }) {
  return (
    <nav className="season" aria-label={messages(lang).seasons}>
      {seasonSections(lang, slug).map((s) => (
        <Link key={s.key} href={s.href} aria-current={current === s.key ? 'page' : undefined}>
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

export function Downloads({ lang, slug }: { lang: Lang; slug: string }) {
  const m = messages(lang);
  return (
    <p className="downloads">
      {m.download}:{' '}
      <a href={`/api/seasons/${slug}/standings.csv`} download data-testid="download-csv">
        CSV
      </a>
      <a href={`/api/seasons/${slug}/standings`} data-testid="download-json">
        JSON
      </a>
    </p>
  );
}
