import type { Metadata } from 'next';
import Link from 'next/link';
import { AnnouncementBody } from '@/app/components/announcement';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { loadAnnouncement } from '../load';
import { PrintButton } from './print-button';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang; id: string }> }): Promise<Metadata> {
  const { lang, id } = await params;
  const v = loadAnnouncement(id);
  return { title: `${v.reservation.name} · ${formatDate(lang, v.reservation.date)}`, robots: { index: false } };
}

/**
 * The announcement to print or save as PDF (regulation 003 §1.11: the organizer sends it to the
 * series arbiter a month before): the same facts, with the entry address written out and the
 * entry list's counts; the site's chrome is left out by the print stylesheet.
 */
export default async function PrintableAnnouncement({ params }: { params: Promise<{ lang: Lang; id: string }> }) {
  const { lang, id } = await params;
  const w = words(lang, ENTRIES_WORDS);
  const v = loadAnnouncement(id);
  const enter = localePath(lang, `/tournaments/${v.reservation.id}/enter`);
  return (
    <div className="printable" data-testid="printable">
      <p className="no-print">
        <Link href={localePath(lang, `/tournaments/${v.reservation.id}`)}>{w.backToAnnouncement}</Link> · <PrintButton label={w.printable} />
      </p>
      <h1>{v.reservation.name}</h1>
      <AnnouncementBody lang={lang} view={v} />
      <h2>{w.entryList}</h2>
      <p>
        {w.entriesState[v.state]} {w.entryListCount(v.list.entries.length)}
        {v.state === 'open' ? (
          <>
            {' — '}
            <span className="print-url">{enter}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
