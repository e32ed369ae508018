import Link from 'next/link';
import { localePath, messages, type Lang } from '../../lib/i18n/messages';

export type SeasonSection = 'individual' | 'teams' | 'prizes' | 'tournaments' | 'calendar' | 'player';

export function SeasonNav({ lang, slug, current }: { lang: Lang; slug: string; current: SeasonSection }) {
  const m = messages(lang);
  const base = localePath(lang, `/seasons/${slug}`);
  const items: [SeasonSection, string, string][] = [
    ['individual', m.individual, base],
    ['teams', m.teams, `${base}/teams`],
    ['prizes', m.prizes, `${base}/prizes`],
    ['tournaments', m.tournaments, `${base}/tournaments`],
    ['calendar', m.calendar, `${base}/calendar`],
  ];
  return (
    <nav className="season" aria-label={m.seasons}>
      {items.map(([key, label, href]) => (
        <Link key={key} href={href} aria-current={current === key ? 'page' : undefined}>
          {label}
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

export function playerHref(lang: Lang, slug: string, key: string): string {
  const id = key.startsWith('cr:') ? key.slice(3) : encodeURIComponent(key);
  return localePath(lang, `/seasons/${slug}/players/${id}`);
}

export function playerKeyFromParam(param: string): string {
  const decoded = decodeURIComponent(param);
  return /^\d+$/.test(decoded) ? `cr:${decoded}` : decoded;
}
