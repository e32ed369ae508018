import type { Metadata } from 'next';
import Link from 'next/link';
import { ENTRY_CATEGORIES } from '@/lib/entries/categories';
import type { PublicEntry } from '@/lib/entries/public-list';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { loadAnnouncement } from '../load';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; id: string }> }): Promise<Metadata> {
  const { lang, id } = await params;
  const v = loadAnnouncement(id);
  return { title: `${words(lang, ENTRIES_WORDS).entryList} · ${v.reservation.name}` };
}

function EntryTable({ lang, rows, testId, numbered }: { lang: Lang; rows: readonly PublicEntry[]; testId: string; numbered: boolean }) {
  const w = words(lang, ENTRIES_WORDS);
  return (
    <div className="table-wrap">
      <table data-testid={testId} className="entry-list">
        <thead>
          <tr>
            <th>#</th>
            <th>{w.name}</th>
            <th>{w.club}</th>
            <th className="num">{w.rating}</th>
            <th>{w.category}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e, i) => (
            <tr key={e.id}>
              <td className="num">{numbered ? i + 1 : ''}</td>
              <td className="wrap">{e.name}</td>
              <td className="wrap">{e.club ?? ''}</td>
              <td className="num">{e.rating ?? ''}</td>
              <td>{w.categories[e.category]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The public entry list (issue 41): name, club, rating and category only, by rating, with counts by category and the waiting list. */
export default async function EntriesPage({ params }: { params: Promise<{ lang: Lang; id: string }> }) {
  const { lang, id } = await params;
  const w = words(lang, ENTRIES_WORDS);
  const v = loadAnnouncement(id);
  const base = `/tournaments/${v.reservation.id}`;
  return (
    <>
      <p>
        <Link href={localePath(lang, base)}>{w.backToAnnouncement}</Link>
      </p>
      <h1>{w.entryList}</h1>
      <p>
        <strong>{v.reservation.name}</strong> — {formatDate(lang, v.reservation.date)}, {v.reservation.city}
      </p>
      <p className={v.state === 'open' ? 'ok' : 'muted'}>
        {w.entriesState[v.state]} <span data-testid="entry-count">{w.entryListCount(v.list.entries.length)}</span>
        {v.limit !== null ? ` · ${w.limit(v.limit)}` : ''}
      </p>
      {v.state === 'open' && (
        <p>
          <Link className="button" href={localePath(lang, `${base}/enter`)}>
            {w.enterButton}
          </Link>
        </p>
      )}
      {v.list.entries.length === 0 ? (
        <p className="muted">{w.noEntries}</p>
      ) : (
        <>
          <EntryTable lang={lang} rows={v.list.entries} testId="entry-list" numbered />
          <h2>{w.countsByCategory}</h2>
          <ul className="compact" data-testid="category-counts">
            {ENTRY_CATEGORIES.filter((c) => v.list.counts[c] > 0).map((c) => (
              <li key={c}>
                {w.categories[c]}: {v.list.counts[c]}
              </li>
            ))}
          </ul>
        </>
      )}
      {v.list.waiting.length > 0 && (
        <>
          <h2>{w.waitingList}</h2>
          <EntryTable lang={lang} rows={v.list.waiting} testId="waiting-list" numbered />
        </>
      )}
    </>
  );
}
