import type { Metadata } from 'next';
import Link from 'next/link';
import { localePath, type Lang } from '@/lib/i18n/messages';
import { describe } from '@/lib/i18n/t';
import { PEOPLE_WORDS } from '@/lib/i18n/people-words';
import { clubHref, competitionHref, personHref } from '@/lib/people/person-json';
import { readConnection } from '@/server/data';
import { searchDirectory } from '@/server/people';
import { kindName } from '@/lib/i18n/kind-words';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: words(lang, PEOPLE_WORDS).searchTitle };
}


/** /search?q=… — players, clubs and competitions whose names hold every word typed (Polish letters optional). */
export default async function SearchPage({ params, searchParams }: { params: Promise<{ lang: Lang }>; searchParams: Promise<{ q?: string | string[] }> }) {
  const { lang } = await params;
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).slice(0, 200);
  const w = words(lang, PEOPLE_WORDS);
  const answer = searchDirectory(readConnection(), q);
  return (
    <>
      <h1>{w.searchTitle}</h1>
      <form className="site-search" role="search" action={localePath(lang, '/search')} method="get">
        <label className="visually-hidden" htmlFor="search-q">
          {w.searchLabel}
        </label>
        <input id="search-q" name="q" type="search" defaultValue={q} autoFocus={q === ''} data-testid="search-page-box" placeholder={w.searchPlaceholder} autoComplete="off" enterKeyHint="search" />
        <button type="submit">{w.searchButton}</button>
      </form>
      {!answer.ok ? (
        <p role="status" data-testid="search-message">
          {describe(lang, answer.errors[0]!)}
        </p>
      ) : answer.value.players.length + answer.value.clubs.length + answer.value.competitions.length === 0 ? (
        <p role="status" data-testid="search-message">
          {w.nothingFound(q)}
        </p>
      ) : (
        <>
          {answer.value.players.length > 0 && (
            <section aria-labelledby="found-players">
              <h2 id="found-players">{w.players}</h2>
              <ul data-testid="found-players">
                {answer.value.players.map((p) => (
                  <li key={p.key}>
                    <Link href={personHref(lang, p.key)}>{p.name}</Link>
                    {p.club ? ` — ${p.club}` : ''} <span className="muted">({w.competitionsCount(p.competitions)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {answer.value.clubs.length > 0 && (
            <section aria-labelledby="found-clubs">
              <h2 id="found-clubs">{w.clubs}</h2>
              <ul>
                {answer.value.clubs.map((c) => (
                  <li key={c.slug}>
                    <Link href={clubHref(lang, c.slug)}>{c.name}</Link> <span className="muted">({w.playersCount(c.players)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {answer.value.competitions.length > 0 && (
            <section aria-labelledby="found-competitions">
              <h2 id="found-competitions">{w.competitions}</h2>
              <ul>
                {answer.value.competitions.map((c) => (
                  <li key={`${c.kind}/${c.slug}`}>
                    <Link href={competitionHref(lang, c.kind, c.slug)}>{c.name}</Link> <span className="muted">({kindName(lang, c.kind, 'label')})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
