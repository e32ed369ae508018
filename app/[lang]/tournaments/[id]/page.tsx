import type { Metadata } from 'next';
import Link from 'next/link';
import { AnnouncementBody } from '@/app/components/announcement';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { loadAnnouncement } from './load';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; id: string }> }): Promise<Metadata> {
  const { lang, id } = await params;
  const v = loadAnnouncement(id);
  return { title: `${v.reservation.name} · ${formatDate(lang, v.reservation.date)}` };
}

/** The public announcement of a reserved tournament (issue 41), with the way to enter and the entry list. */
export default async function AnnouncementPage({ params }: { params: Promise<{ lang: Lang; id: string }> }) {
  const { lang, id } = await params;
  const w = words(lang, ENTRIES_WORDS);
  const v = loadAnnouncement(id);
  const base = `/tournaments/${v.reservation.id}`;
  const count = v.list.entries.length;
  return (
    <>
      <p className="muted no-print">{w.announcement}</p>
      <h1 data-testid="announcement-title">{v.reservation.name}</h1>
      <p className={v.state === 'open' ? 'ok' : 'muted'} data-testid="entries-state">
        {w.entriesState[v.state]}
      </p>
      {v.state === 'open' && (
        <p className="no-print">
          <Link className="button" href={localePath(lang, `${base}/enter`)} data-testid="enter-link">
            {w.enterButton}
          </Link>
        </p>
      )}
      <p className="no-print">
        <Link href={localePath(lang, `${base}/entries`)} data-testid="entries-link">
          {w.entryList} ({w.entryListCount(count)})
        </Link>
        {' · '}
        <Link href={localePath(lang, `${base}/print`)} data-testid="print-link">
          {w.printable}
        </Link>
        {' · '}
        <Link href={localePath(lang, `${base}/withdraw`)}>{w.withdraw}</Link>
      </p>
      <AnnouncementBody lang={lang} view={v} />
    </>
  );
}
