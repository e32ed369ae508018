import type { Metadata } from 'next';
import Link from 'next/link';
import { ENTRIES_WORDS } from '@/lib/i18n/entries-words';
import { formatDate, localePath, type Lang } from '@/lib/i18n/messages';
import { loadAnnouncement } from '../load';
import { WithdrawForm } from './withdraw-form';
import { words } from '@/lib/i18n/words';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: Lang }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: words(lang, ENTRIES_WORDS).withdrawTitle, robots: { index: false } };
}

export default async function WithdrawPage({ params }: { params: Promise<{ lang: Lang; id: string }> }) {
  const { lang, id } = await params;
  const w = words(lang, ENTRIES_WORDS);
  const v = loadAnnouncement(id);
  return (
    <>
      <p>
        <Link href={localePath(lang, `/tournaments/${v.reservation.id}`)}>{w.backToAnnouncement}</Link>
      </p>
      <h1>{w.withdrawTitle}</h1>
      <p>
        <strong>{v.reservation.name}</strong> — {formatDate(lang, v.reservation.date)}
      </p>
      <p className="explain">{w.withdrawExplain}</p>
      <WithdrawForm lang={lang} reservation={v.reservation.id} />
    </>
  );
}
