import type { Metadata } from 'next';
import Link from 'next/link';
import { staticTitle } from '@/app/components/page-title';
import type { YearItem } from '@/lib/home/association-year';
import { describeLeaders, describeNextDay, describeState, HOME_WORDS } from '@/lib/i18n/home-words';
import { formatDate, isLang, localePath, type Lang } from '@/lib/i18n/messages';
import { notFound } from 'next/navigation';
import { announcementPath } from '@/lib/calendar/ics';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { upcomingTournaments } from '@/server/entries';
import { currentDate } from '@/server/clock';
import { readConnection } from '@/server/data';
import { associationYearOf } from '@/server/home';
import { kindName } from '@/lib/i18n/kind-words';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return staticTitle(lang, 'home');
}

/** One competition in one card: its name (the link), its kind, where it stands and who leads. */
function YearCard({ lang, item, showKind }: { lang: Lang; item: YearItem; showKind: boolean }) {
  const w = words(lang, HOME_WORDS);
  const leaders = describeLeaders(lang, item.summary);
  const next = describeNextDay(lang, item.summary);
  return (
    <li className="card year-card" data-kind={item.kind} data-testid={item.key}>
      <h3 className="year-card-title">
        <Link href={localePath(lang, item.path)}>{item.name}</Link>
      </h3>
      <p className="muted">
        {showKind ? `${kindName(lang, item.kind, 'one')} · ` : ''}
        {describeState(lang, item.summary.state)}
        {next ? ` · ${next}` : ''}
      </p>
      {leaders && <p className="year-card-leader">{leaders}</p>}
    </li>
  );
}

export default async function Home({ params }: { params: Promise<{ lang: Lang }> }) {
  const { lang } = await params;
  // a first part that is no language (/favicon.ico asked by every browser): the layout shows the 404;
  // this page, rendered beside it, must not read words of a language that does not exist
  // (the `TypeError … reading 'title'` of issue 40 in the server log after each start)
  if (!isLang(lang)) notFound();
  const w = words(lang, HOME_WORDS);
  const year = associationYearOf(readConnection(), currentDate());
  const empty = year.now.length === 0 && year.season === null;
  const ew = words(lang, ENTRIES_WORDS);
  const upcoming = upcomingTournaments(readConnection(), currentDate(), 3);
  return (
    <>
      <h1>{w.title}</h1>
      <p className="explain">{w.intro}</p>
      {empty && <p>{w.empty}</p>}
      {upcoming.length > 0 && (
        // issue 41: the next tournaments, each linking its announcement and entries
        <section aria-labelledby="upcoming" data-testid="upcoming">
          <h2 id="upcoming">{ew.upcoming}</h2>
          <ul className="cards year-cards">
            {upcoming.map((u) => (
              <li key={u.id} className="card year-card" data-testid={`upcoming-${u.id}`}>
                <h3 className="year-card-title">
                  <Link href={localePath(lang, announcementPath(u.id))}>{u.name}</Link>
                </h3>
                <p className="muted">
                  {formatDate(lang, u.date)} · {u.city} · {u.seasonName}
                </p>
                <p>
                  {ew.entriesState[u.state]} {ew.entryListCount(u.entries)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div data-testid="competitions" className="year">
        {year.now.length > 0 && (
          <section aria-labelledby="year-now" data-testid="year-now">
            <h2 id="year-now">{w.now}</h2>
            <ul className="cards year-cards">
              {year.now.map((item) => (
                <YearCard key={item.key} lang={lang} item={item} showKind />
              ))}
            </ul>
          </section>
        )}
        {year.season && (
          <section aria-labelledby="year-season" data-testid="year-season" data-year={year.season.year}>
            <h2 id="year-season">{w.season(year.season.year)}</h2>
            <div className="year-groups">
            {year.season.groups.map((g) => (
              <section key={g.kind} aria-label={kindName(lang, g.kind, 'group')} data-testid={`year-${g.kind}`}>
                <h3>{kindName(lang, g.kind, 'group')}</h3>
                <ul className="cards year-cards">
                  {g.items.map((item) => (
                    <YearCard key={item.key} lang={lang} item={item} showKind={false} />
                  ))}
                </ul>
              </section>
            ))}
            </div>
          </section>
        )}
        {year.archive.length > 0 && (
          <section aria-labelledby="year-archive" data-testid="year-archive">
            <h2 id="year-archive">{w.archive}</h2>
            {year.archive.map((y) => (
              <section key={y.year} aria-label={String(y.year)} data-year={y.year}>
                <h3>{y.year}</h3>
                <ul className="cards year-cards">
                  {y.items.map((item) => (
                    <YearCard key={item.key} lang={lang} item={item} showKind />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )}
      </div>
      <p>
        <Link href={localePath(lang, '/presets')}>{w.presets}</Link>
      </p>
    </>
  );
}
